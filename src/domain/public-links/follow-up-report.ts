import { z } from 'zod';

/**
 * A vendor's progress report, by its follow-up link (public-links-api.ts) or signed in from My jobs
 * (vendor-jobs-api.ts): apart from the links' other schemas, because the outbox carries it
 * (vendorJob.report) and every page that can queue a write loads the outbox's contracts.
 */

/** A text field of a link's answer, trimmed, at most `max` characters. */
export const text = (field: string, max: number) => z.string(`${field} must be text`).trim().max(max, `${field} must be at most ${max} characters`);
export const requiredText = (field: string, max: number) => text(field, max).min(1, `${field} must not be empty`);

/** What a vendor reports, and the sub-status it moves the request to. */
export const FOLLOW_UP_STATUSES = ['on-the-way', 'on-site', 'work-complete', 'needs-parts'] as const;
export type FollowUpStatus = (typeof FOLLOW_UP_STATUSES)[number];
export const FOLLOW_UP_LABELS: Record<FollowUpStatus, string> = {
  'on-the-way': 'On the way',
  'on-site': 'On site',
  'work-complete': 'Work complete',
  'needs-parts': 'Needs parts',
};

/** A vendor's progress report, by link or signed in. */
export const followUpReportFields = {
  status: z.enum(FOLLOW_UP_STATUSES, `status must be one of ${FOLLOW_UP_STATUSES.join(', ')}`),
  notes: text('notes', 5000).optional(),
  /** Photos uploaded first (through PUBLIC_LINK_PATHS.attachments with the link, or the attachments API signed in). */
  attachmentIds: z.array(z.guid('attachmentIds must be ids')).max(10, 'attachmentIds: give at most 10').default([]),
};

/** The same report signed in (VENDOR_JOB_PATHS.report). */
export const vendorJobReportSchema = z
  .object({
    ...followUpReportFields,
    /** When the vendor reported it: a report queued offline keeps the time it was made (on site is the visit's check-in). */
    reportedAt: z.iso.datetime({ offset: true, message: 'reportedAt must be an ISO date-time' }).optional(),
  })
  .strict();
export type VendorJobReport = z.input<typeof vendorJobReportSchema>;
