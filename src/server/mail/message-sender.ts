import nodemailer from 'nodemailer';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { MessageSender, OutboundMessage } from './outbound-message';
import { recordMessage } from './recorded-messages';
import { sendTwilioSms, type TwilioSettings } from './twilio-sms';

function twilioSettings(config: Config): TwilioSettings | null {
  if (config.SMS_PROVIDER !== 'twilio') return null;
  // The config schema requires all three when SMS_PROVIDER=twilio.
  return { apiUrl: config.TWILIO_API_URL, accountSid: config.TWILIO_ACCOUNT_SID!, authToken: config.TWILIO_AUTH_TOKEN!, from: config.TWILIO_FROM! };
}

/**
 * Email through SMTP when SMTP_URL is set, SMS through the configured provider; a channel without a
 * transport records its messages in the database instead (the dev mailbox), so logins work out of
 * the box and tests can read the codes.
 */
export function createMessageSender(config: Config, db: Database): MessageSender {
  const smtp = config.SMTP_URL ? nodemailer.createTransport(config.SMTP_URL) : null;
  const twilio = twilioSettings(config);
  return {
    async send(message: OutboundMessage) {
      if (message.channel === 'email' && smtp) {
        await smtp.sendMail({ from: config.MAIL_FROM, to: message.to, subject: message.subject, text: message.text, headers: message.headers });
      } else if (message.channel === 'sms' && twilio) {
        await sendTwilioSms(twilio, message.to, message.text);
      } else {
        await recordMessage(db, message);
      }
    },
  };
}
