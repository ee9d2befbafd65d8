import { z } from 'zod';
import { NOTIFICATION_EVENTS } from './notification-api';

/**
 * One-click unsubscribe (RFC 8058) from a notification's emails: every notification email carries
 * `List-Unsubscribe: <URL>` and `List-Unsubscribe-Post: List-Unsubscribe=One-Click`; the URL is this
 * public call with a token signed for one person and one event (docs/product/notifications.md#unsubscribe).
 */
export const NOTIFICATION_UNSUBSCRIBE_PATH = '/public/notifications/unsubscribe';

export const unsubscribeQuerySchema = z.object({
  token: z.string({ message: 'token is required' }).min(1, 'token is required').max(300, 'token must be at most 300 characters'),
});

/** A mail client's one-click POST (form-encoded `List-Unsubscribe=One-Click`), or a browser's form; both optional. */
export const unsubscribeBodySchema = z.object({ 'List-Unsubscribe': z.string().max(50).optional() }).optional();

export const unsubscribeAnswerSchema = z.object({
  event: z.enum(NOTIFICATION_EVENTS),
  /** What the person is told. */
  message: z.string(),
});
export type UnsubscribeAnswer = z.infer<typeof unsubscribeAnswerSchema>;

export const UNSUBSCRIBE_MESSAGES = {
  /** The API's 400, naming the field as every refusal does. */
  invalid: 'token: this unsubscribe link is not valid (cut short or changed). Change your notifications from your profile in the portal.',
  /** The page a browser is shown instead. */
  invalidPage: 'This unsubscribe link is not valid: it may have been cut short or changed. Change your notifications from your profile in the portal.',
  /** GET: what a click on the link shows before anything changes (mail scanners open links too). */
  confirm: (event: string) => `Stop emails when: ${event.toLowerCase()}?`,
  button: 'Stop these emails',
  done: (event: string) => `Done: you will no longer get emails when: ${event.toLowerCase()}. You can turn them back on from your profile in the portal.`,
  emailLine: (link: string) => `Stop these emails: ${link}`,
} as const;
