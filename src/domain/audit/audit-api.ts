import { z } from 'zod';
import { cappedPageOf, isoTimestamp, namedRefSchema } from '../api/contract';
import { pageQuerySchema } from '../api/paging';

/** The audit trail (docs/product/audit-trail.md): who changed a customer's set-up, what, from what to what. */
export const AUDIT_PATHS = {
  /** GET auditEventQuerySchema → auditEventPageSchema: newest first. */
  list: '/audit-events',
} as const;

/** What is recorded. */
export const AUDIT_ACTIONS = [
  'task.create',
  'task.update',
  'task.reopen',
  'intakeLink.create',
  'intakeLink.revoke',
  'escalation.reopen',
  'vendor.eightySix',
  'vendor.takeBack',
  'vendor.create',
  'vendor.update',
  'vendor.addPerson',
  'customer.create',
  'location.create',
  'location.update',
  'location.archive',
  'location.restore',
  'asset.import',
  'location.import',
  'person.import',
  'pmSchedule.create',
  'pmSchedule.update',
  'pmTemplate.create',
  'pmTemplate.update',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_SUBJECT_TYPES = ['Task', 'PublicLink', 'Escalation', 'Vendor', 'Customer', 'Location', 'PmSchedule', 'PmTemplate'] as const;
export type AuditSubjectType = (typeof AUDIT_SUBJECT_TYPES)[number];

export const auditEventQuerySchema = pageQuerySchema.extend({
  /** One customer's trail; every customer the caller may audit when left out. */
  customerId: z.guid('customerId must be a customer id').optional(),
  action: z.enum(AUDIT_ACTIONS, `action must be one of ${AUDIT_ACTIONS.join(', ')}`).optional(),
  subjectType: z.enum(AUDIT_SUBJECT_TYPES, `subjectType must be one of ${AUDIT_SUBJECT_TYPES.join(', ')}`).optional(),
  subjectId: z.string().max(100, 'subjectId must be at most 100 characters').optional(),
});
export type AuditEventQuery = z.input<typeof auditEventQuerySchema>;

export const auditEventSchema = z.object({
  id: z.string(),
  at: isoTimestamp,
  customer: namedRefSchema,
  /** Who it was done as. */
  actor: namedRefSchema,
  /** The administrator who did it while impersonating the actor; null otherwise. */
  impersonatedBy: namedRefSchema.nullable(),
  action: z.enum(AUDIT_ACTIONS),
  subject: z.object({ type: z.enum(AUDIT_SUBJECT_TYPES), id: z.string() }),
  /** The fields that changed, as they were and as they became (null: did not exist, or is gone). */
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;
export const auditEventPageSchema = cappedPageOf(auditEventSchema);
export type AuditEventPage = z.infer<typeof auditEventPageSchema>;

export const AUDIT_MESSAGES = {
  list: 'An error occurred while trying to get the audit trail',
  forbidden: 'Only administrators and Company Leaders may read the audit trail.',
} as const;
