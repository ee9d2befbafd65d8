import { z } from 'zod';
import { isoTimestamp } from '../api/contract';
import { idSchema } from './query-lists';

/** The communications log of a request (docs/product/requests.md communications, §7 Communications, §9 table). */

export const COMMUNICATION_KINDS = ['email', 'sms', 'call', 'conference', 'push', 'chat'] as const;
export type CommunicationKind = (typeof COMMUNICATION_KINDS)[number];
export const COMMUNICATION_DIRECTIONS = ['inbound', 'outbound'] as const;
export type CommunicationDirection = (typeof COMMUNICATION_DIRECTIONS)[number];

/** docs/product/constants.md: the communications table shows 10 a page, oldest first, starting at page 1. */
export const COMMUNICATION_PAGE_SIZE = 10;

export const communicationLogQuerySchema = z.object({
  requestId: idSchema('requestId'),
  /** One kind; `call` also matches conference calls. */
  telephonyType: z.enum(COMMUNICATION_KINDS, 'telephonyType must be email, sms, call, conference, push or chat').optional(),
  page: z.coerce.number().int('page must be a whole number').min(1, 'page must be at least 1').default(1),
});
export type CommunicationLogQuery = z.input<typeof communicationLogQuerySchema>;

/** One entry: GET telephony/email/{id}, telephony/conference/{id}, push-logs/{id}, telephony/chat/{id}. */
export const communicationEntrySchema = z.object({
  id: z.string(),
  requestId: z.string(),
  kind: z.enum(COMMUNICATION_KINDS),
  direction: z.enum(COMMUNICATION_DIRECTIONS),
  from: z.string(),
  to: z.string(),
  subject: z.string().nullable(),
  body: z.string().nullable(),
  /** Calls, conferences and chats. */
  transcript: z.string().nullable(),
  durationSeconds: z.number().int().nullable(),
  status: z.string(),
  createdAt: isoTimestamp,
});
export type CommunicationEntry = z.infer<typeof communicationEntrySchema>;

/** GET telephony/communication-log: one page (by page number, docs/product/constants.md) of a request's entries. */
export const communicationLogSchema = z.object({
  items: z.array(communicationEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type CommunicationLog = z.infer<typeof communicationLogSchema>;

/** Which kinds each single-entry call answers. */
export const COMMUNICATION_ENTRY_KINDS = {
  email: ['email'],
  conference: ['call', 'conference'],
  push: ['push'],
  chat: ['chat'],
} as const satisfies Record<string, readonly CommunicationKind[]>;
