/**
 * What of a request each reader may read, as the fields of the CASL Request subject's `read`
 * action (docs/product/requests.md#who-reads-what). The customer's people and internal staff read
 * every part; those outside the customer read a documented list: the visit's work, never the
 * customer's own records (its communications log with the vendors, its follow-up reminders, its
 * dispatch automations and its savings).
 */
export const REQUEST_READ_PARTS = {
  detail: 'the request',
  activities: 'the timeline and notes',
  attachments: 'the files',
  checklist: 'the PM checklist',
  quotes: 'the quotes',
  communications: 'the communications log',
  followUps: 'the follow-ups',
  automations: 'the automations',
  proofOfValue: 'the proof of value',
} as const;
export type RequestReadPart = keyof typeof REQUEST_READ_PARTS;

/** The dispatched vendor's people: the visit's work, and their own vendor's quotes. */
export const VENDOR_READ_PARTS: readonly RequestReadPart[] = ['detail', 'activities', 'attachments', 'checklist', 'quotes'];

/** A brand owner's people, on requests about its equipment: what happened to it, not the prices. */
export const BRAND_READ_PARTS: readonly RequestReadPart[] = ['detail', 'activities', 'attachments', 'checklist'];

export const deniedReadMessage = (part: RequestReadPart) => `You may not read ${REQUEST_READ_PARTS[part]} of this request: that is the customer's.`;
