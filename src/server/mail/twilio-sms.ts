/** Twilio's REST API settings (SMS_PROVIDER=twilio). */
export interface TwilioSettings {
  apiUrl: string;
  accountSid: string;
  authToken: string;
  /** A sender number, or a messaging service SID (MG...). */
  from: string;
}

/** Sends one text message through Twilio's Messages API; throws with Twilio's message on refusal. */
export async function sendTwilioSms(settings: TwilioSettings, to: string, body: string): Promise<void> {
  const url = new URL(`/2010-04-01/Accounts/${encodeURIComponent(settings.accountSid)}/Messages.json`, settings.apiUrl);
  const form = new URLSearchParams({ To: to, Body: body });
  form.set(settings.from.startsWith('MG') ? 'MessagingServiceSid' : 'From', settings.from);
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: form,
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) {
    const detail = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new Error(`Twilio refused the message (HTTP ${response.status})${detail?.message ? `: ${detail.message}` : ''}`);
  }
}
