import { z } from 'zod';
import { attachmentUploadFieldsSchema } from '@domain/attachments/attachments-api';
import { checklistEditSchema, checklistMarkSchema, completeChoreSchema } from '@domain/pm/pm-api';
import { checkInBodySchema, checkOutBodySchema, noteBodySchema, requestCreateSchema } from '@domain/requests/request-inputs';
import { selfServiceActivityCreateSchema, selfServiceActivityPatchSchema, selfServiceRequestCreateSchema } from '@domain/requests/self-service-inputs';
import { taskCompleteSchema } from '@domain/tasks/task-api';
import { attemptCreateSchema } from '@domain/troubleshooting/troubleshooting-api';
import { vendorJobReportSchema } from '@domain/public-links/follow-up-report';
import type { OutboxKind, OutboxMethod } from './outbox-entry';
import { multipartFields } from './multipart-fields';

interface OutboxContract {
  method: OutboxMethod;
  /** The body schema of the server's route (for a multipart write, its text fields as sent). */
  body: z.ZodType;
}

/**
 * Each outbox kind's call, as the area's contract in src/domain declares it: a producer's body is
 * typed from it (renaming a field breaks the type check) and the drainer checks a body against it
 * before sending.
 */
export const OUTBOX_CONTRACTS = {
  // A new request, full service (POST requests) or self-service (POST self-service/requests): its id is the client's.
  'request.create': { method: 'POST', body: z.union([requestCreateSchema, selfServiceRequestCreateSchema]) },
  'activity.create': { method: 'POST', body: selfServiceActivityCreateSchema },
  'activity.update': { method: 'PATCH', body: selfServiceActivityPatchSchema },
  'activity.delete': { method: 'DELETE', body: z.null().optional() },
  'request.checkin': { method: 'POST', body: checkInBodySchema },
  'request.checkout': { method: 'POST', body: checkOutBodySchema },
  'request.note': { method: 'POST', body: noteBodySchema },
  'pm.checklist.mark': { method: 'POST', body: checklistMarkSchema },
  'pm.checklist.edit': { method: 'POST', body: checklistEditSchema },
  'pm.chore.complete': { method: 'POST', body: completeChoreSchema },
  'attachment.upload': { method: 'POST', body: attachmentUploadFieldsSchema },
  'task.complete': { method: 'POST', body: taskCompleteSchema },
  'troubleshooting.attempt': { method: 'POST', body: attemptCreateSchema },
  // A vendor's progress on one of its jobs (My jobs): on the way, on site, work complete, needs parts.
  'vendorJob.report': { method: 'POST', body: vendorJobReportSchema },
} as const satisfies Record<OutboxKind, OutboxContract>;

export type OutboxContracts = typeof OUTBOX_CONTRACTS;
/** The body a producer queues for a kind: the contract's input type. */
export type OutboxBody<K extends OutboxKind> = z.input<OutboxContracts[K]['body']>;

/**
 * Why a body (already upgraded to the current payload version) does not fit its kind's contract,
 * or null when it does. A multipart write is checked as its text fields go on the wire. A body that
 * fails is a bug of the app, not of the user's input: it is set aside rather than sent.
 */
export function bodyProblem(kind: OutboxKind, body: unknown, multipart: boolean): string | null {
  const parsed = OUTBOX_CONTRACTS[kind].body.safeParse(multipart ? multipartFields(body) : body);
  if (parsed.success) return null;
  const issues = parsed.error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; ');
  return `This change was not sent: the app saved it in a shape the server does not take (${kind}: ${issues}). Please report this.`;
}
