import { z } from 'zod';
import { reportRefSchema } from './report-filters';

/**
 * The reports (docs/product/reporting.md), under API_PREFIX. Each takes reportFilterSchema and answers
 * for the current customer at the caller's locations (PM insights and insights also for brand-owner
 * users: their brand's equipment across customers).
 */
export const REPORT_PATHS = {
  /** GET → RequestReport: volume by week and category, open and closed, times to dispatch, arrive and complete, first-time fix. */
  requests: '/reports/requests',
  /** GET → SpendForecast: the next 12 months by category, from the invoice history and the PM schedules. */
  spendForecast: '/reports/spend-forecast',
  /** GET → InsightsReport: where the money goes (categories, equipment, locations) and what keeps failing. */
  insights: '/reports/insights',
  /** GET → VendorInsights: a scorecard per vendor. */
  vendorInsights: '/reports/vendor-insights',
  /** GET → PmInsights: preventative visits due in the period, done on time or not, by location. */
  pmInsights: '/reports/pm-insights',
} as const;

/** A share in percent with one decimal, or null when nothing was measured. */
const percent = z.number().nullable();
/** Mean hours with one decimal, or null when nothing was measured. */
const hours = z.number().nullable();

const timesSchema = z.object({
  total: z.number().int(),
  open: z.number().int(),
  closed: z.number().int(),
  meanHoursToDispatch: hours,
  meanHoursToArrive: hours,
  meanHoursToComplete: hours,
  /** Of closed requests with a visit: fixed in one visit. */
  firstTimeFixPercent: percent,
});

export const requestReportSchema = z.object({
  /** Category names in the order of the rows (most requests first); "No category" for requests without one. */
  categories: z.array(z.string()),
  weeks: z.array(
    z.object({
      /** Monday of the week (UTC), YYYY-MM-DD. */
      weekStart: z.string(),
      total: z.number().int(),
      byCategory: z.record(z.string(), z.number().int()),
    }),
  ),
  summary: timesSchema,
  rows: z.array(timesSchema.extend({ category: z.string() })),
});
export type RequestReport = z.infer<typeof requestReportSchema>;

export const spendForecastSchema = z.object({
  /** How the figures are made, in words the page shows. */
  method: z.string(),
  basis: z.object({ historyFrom: z.string(), historyTo: z.string(), invoices: z.number().int(), pmSchedules: z.number().int() }),
  categories: z.array(z.string()),
  months: z.array(
    z.object({
      /** YYYY-MM. */
      month: z.string(),
      totalCents: z.number().int(),
      byCategory: z.array(
        z.object({ category: z.string(), correctiveCents: z.number().int(), preventativeCents: z.number().int(), pmVisits: z.number().int() }),
      ),
    }),
  ),
});
export type SpendForecast = z.infer<typeof spendForecastSchema>;

const spendRow = z.object({ cents: z.number().int(), requests: z.number().int() });
export const insightsReportSchema = z.object({
  spendByCategory: z.array(spendRow.extend({ category: z.string() })),
  topAssets: z.array(spendRow.extend({ asset: reportRefSchema, location: reportRefSchema })),
  topLocations: z.array(spendRow.extend({ location: reportRefSchema })),
  /** Equipment with REPEAT_REPAIR_REQUESTS or more requests in the period. */
  repeatRepairs: z.array(z.object({ asset: reportRefSchema, location: reportRefSchema, requests: z.number().int() })),
});
export type InsightsReport = z.infer<typeof insightsReportSchema>;

/** Requests on one piece of equipment in the period that make it a repeat repair. */
export const REPEAT_REPAIR_REQUESTS = 3;
/** Rows in each top list. */
export const TOP_ROWS = 10;

export const vendorScorecardSchema = z.object({
  vendor: reportRefSchema,
  requests: z.number().int(),
  /** Mean hours from the request to the vendor's dispatch. */
  meanHoursToDispatch: hours,
  /** Of requests with an ETA and a check-in: on site by the ETA. */
  etaKeptPercent: percent,
  firstTimeFixPercent: percent,
  /** Mean CSAT rating (1-5), and how many ratings. */
  csatAverage: z.number().nullable(),
  ratings: z.number().int(),
  spendCents: z.number().int(),
  /** Of invoices with labour or travel lines and a contracted rate for them: charged no more than the rate. */
  rateCompliancePercent: percent,
});
export type VendorScorecard = z.infer<typeof vendorScorecardSchema>;
export const vendorInsightsSchema = z.object({ vendors: z.array(vendorScorecardSchema) });
export type VendorInsights = z.infer<typeof vendorInsightsSchema>;

const complianceSchema = z.object({
  due: z.number().int(),
  onTime: z.number().int(),
  late: z.number().int(),
  /** Still open past the due date. */
  missed: z.number().int(),
  compliancePercent: percent,
});
export const pmInsightsSchema = complianceSchema.extend({
  byLocation: z.array(complianceSchema.extend({ location: reportRefSchema })),
});
export type PmInsights = z.infer<typeof pmInsightsSchema>;

export const REPORT_MESSAGES = {
  load: 'An error occurred while trying to get the report.',
} as const;
