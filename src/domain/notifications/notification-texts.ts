import type { NotificationEvent } from './notification-api';

/** What a notification's title is made of. */
export interface NotificationTitleFacts {
  /** Who did it: a person's or a vendor's name. */
  by: string;
  /** The request's number, when there is a request. */
  number: number | null;
}

const request = (n: number | null) => (n === null ? 'a request' : `request #${n}`);

/**
 * The one line a person is shown for an event, in the bell and as an email's subject
 * (docs/product/notifications.md#events). Kept here as texts to be translated later.
 */
export const NOTIFICATION_TITLES: Record<NotificationEvent, (f: NotificationTitleFacts) => string> = {
  mention: (f) => `${f.by} mentioned you on ${request(f.number)}`,
  'action-required': (f) => `${f.by} says action is required on ${request(f.number)}`,
  comment: (f) => `${f.by} added a note to ${request(f.number)}`,
  'dispatch-accepted': (f) => `${f.by} accepted ${request(f.number)}`,
  'dispatch-declined': (f) => `${f.by} declined ${request(f.number)}`,
  'vendor-en-route': (f) => `${f.by} is on the way for ${request(f.number)}`,
  'vendor-on-site': (f) => `${f.by} is on site for ${request(f.number)}`,
  'work-complete': (f) => `${f.by} reports the work on ${request(f.number)} complete`,
  'needs-parts': (f) => `${f.by} needs parts for ${request(f.number)}`,
  'quote-received': (f) => `${f.by} sent a quote for ${request(f.number)}`,
  'quote-approved': (f) => `${f.by} approved the quote for ${request(f.number)}`,
  'quote-rejected': (f) => `${f.by} rejected the quote for ${request(f.number)}`,
  'request-assigned': (f) => `${f.by} assigned ${request(f.number)} to your company`,
  'task-assigned': (f) => `${f.by} assigned you a task${f.number === null ? '' : ` on request #${f.number}`}`,
  'escalation-update': (f) => `${f.by} updated the escalation of ${request(f.number)}`,
};

/** The email a notification sends: its title, its body and where it opens. */
export function notificationEmailText(input: { title: string; body: string; link: string }): string {
  return [input.title, ...(input.body ? [input.body] : []), `Open it: ${input.link}`].join('\n\n');
}
