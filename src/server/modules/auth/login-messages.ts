import { LOGIN_CODE_TTL_MINUTES, MAGIC_LINK_TTL_MINUTES } from '../../../domain/auth/auth-api';
import type { OutboundMessage } from '../../mail/outbound-message';

const PRODUCT = 'Service Portal';

export function loginCodeMessage(channel: 'email' | 'sms', to: string, code: string, loginSessionId: string): OutboundMessage {
  if (channel === 'sms') {
    return { channel, to, code, loginSessionId, text: `${code} is your ${PRODUCT} login code. It expires in ${LOGIN_CODE_TTL_MINUTES} minutes.` };
  }
  return {
    channel,
    to,
    code,
    loginSessionId,
    subject: `Your ${PRODUCT} login code: ${code}`,
    text: `Your ${PRODUCT} login code is ${code}.\n\nIt expires in ${LOGIN_CODE_TTL_MINUTES} minutes. If you did not ask for it, you can ignore this email.`,
  };
}

export function magicLinkMessage(to: string, link: string): OutboundMessage {
  return {
    channel: 'email',
    to,
    link,
    subject: `Your ${PRODUCT} login link`,
    text: `Open this link to log in to the ${PRODUCT}:\n\n${link}\n\nThe link works once and expires in ${MAGIC_LINK_TTL_MINUTES} minutes. If you did not ask for it, you can ignore this email.`,
  };
}
