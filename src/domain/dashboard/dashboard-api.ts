import { z } from 'zod';
import { isoTimestamp } from '../api/contract';
import { commaList, idSchema } from '../requests/query-lists';
import { REQUEST_PRIORITIES } from '../requests/request-enums';

/**
 * The home dashboard's own calls (docs/product/home.md), under API_PREFIX: the figures no other call
 * answers. Open requests by priority and sub-status come from GET requests/stats, savings from GET
 * customers/self/proofOfValueMetrics. Each call answers for the current customer, at the locations
 * the caller sees, narrowed to `locationId` when given.
 */
export const DASHBOARD_PATHS = {
  /** GET → PastEtaView: open requests whose ETA has passed. */
  pastEta: '/dashboard/pastEta',
  /** GET → PmComplianceView: preventative visits due in the last 90 days, done on time or not. */
  pmCompliance: '/dashboard/pmCompliance',
  /** GET → SpendView: what vendors invoiced over the last 90 days. */
  spend: '/dashboard/spend',
} as const;

/** The period the PM compliance and spend figures cover, in days up to today. */
export const DASHBOARD_WINDOW_DAYS = 90;
/** How many of the requests past their ETA the answer lists (oldest ETA first). */
export const PAST_ETA_LISTED = 5;

export const dashboardQuerySchema = z.object({
  /** Comma-separated ids of the caller's locations; none means every location the caller sees. */
  locationId: commaList(idSchema('locationId')).optional(),
});
export type DashboardQuery = z.input<typeof dashboardQuerySchema>;
export type DashboardFilter = z.output<typeof dashboardQuerySchema>;

export const pastEtaRequestSchema = z.object({
  id: z.string(),
  number: z.number().int(),
  /** The ticket name, else the description's first 80 characters. */
  title: z.string(),
  requestPriority: z.enum(REQUEST_PRIORITIES),
  eta: isoTimestamp,
  location: z.object({ id: z.string(), name: z.string(), storeNumber: z.string().nullable() }),
});
export type PastEtaRequest = z.infer<typeof pastEtaRequestSchema>;

export const pastEtaViewSchema = z.object({
  /** Every open request past its ETA (exact). */
  total: z.number().int(),
  /** The PAST_ETA_LISTED longest overdue. */
  items: z.array(pastEtaRequestSchema),
});
export type PastEtaView = z.infer<typeof pastEtaViewSchema>;

export const pmComplianceViewSchema = z.object({
  windowDays: z.number().int(),
  /** Preventative visits due in the window (before today at their location). */
  due: z.number().int(),
  /** Completed on or before their due date (at their location). */
  onTime: z.number().int(),
  /** Completed after their due date. */
  late: z.number().int(),
  /** Still open past their due date. */
  missed: z.number().int(),
  /** onTime ÷ due, 0–100 with one decimal; null when nothing was due. */
  compliancePercent: z.number().nullable(),
});
export type PmComplianceView = z.infer<typeof pmComplianceViewSchema>;

export const spendMonthSchema = z.object({
  /** Calendar month, YYYY-MM (UTC). */
  month: z.string(),
  usd: z.number().int(),
});

export const spendViewSchema = z.object({
  windowDays: z.number().int(),
  /** Whole USD invoiced in the window (disputed invoices left out). */
  totalUsd: z.number().int(),
  /** How many invoices that is. */
  invoices: z.number().int(),
  /** Oldest month first; months of the window without spend count 0. */
  byMonth: z.array(spendMonthSchema),
});
export type SpendView = z.infer<typeof spendViewSchema>;
