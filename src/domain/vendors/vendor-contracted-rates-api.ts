import { z } from 'zod';
import { isoTimestamp, namedRefSchema, opIdField, pageOf } from '../api/contract';
import { pageQuerySchema } from '../api/paging';
import { CONTRACTED_RATE_TYPES, isMultiplierRate } from './vendor-constants';

export { CONTRACTED_RATE_PATHS, CONTRACTED_RATE_TYPES, MULTIPLIER_RATE_TYPES, isMultiplierRate, type ContractedRateType } from './vendor-constants';

/**
 * Contracted rates (docs/product/vendors.md Contracted rates): what a customer pays a vendor for one
 * service category. Reading them by vendor is VENDOR_PATHS.contractedRates; `:id` here is a rate id.
 * Writes echo `opId` (the Idempotency-Key).
 */
export const contractedRateSchema = z.object({
  id: z.string(),
  vendor: namedRefSchema,
  customer: namedRefSchema,
  serviceCategory: namedRefSchema,
  rateType: z.enum(CONTRACTED_RATE_TYPES),
  amountCents: z.number().int().nullable(),
  multiplierPercent: z.number().int().nullable(),
  effectiveFrom: z.iso.date(),
  effectiveTo: z.iso.date().nullable(),
  notes: z.string().nullable(),
  /** Today lies within effectiveFrom to effectiveTo (inclusive). */
  isActive: z.boolean(),
  createdBy: namedRefSchema.nullable(),
  createdAt: isoTimestamp,
});
export type ContractedRate = z.infer<typeof contractedRateSchema>;
export const contractedRatePageSchema = pageOf(contractedRateSchema);
export const contractedRateWriteResultSchema = contractedRateSchema.extend(opIdField);
export type ContractedRateWriteResult = z.infer<typeof contractedRateWriteResultSchema>;
export const contractedRateDeleteResultSchema = z.object({ id: z.string(), deleted: z.literal(true), ...opIdField });
export type ContractedRateDeleteResult = z.infer<typeof contractedRateDeleteResultSchema>;

const isoDate = (what: string) => z.iso.date(`${what} must be a date (YYYY-MM-DD)`);

/**
 * POST vendor-contracted-rates. `customerId` defaults to the caller's selected (or only) customer.
 * A money rate type takes amountCents, a multiplier takes multiplierPercent; never both.
 */
export const contractedRateCreateSchema = z
  .object({
    id: z.guid('id must be an id'),
    vendorId: z.guid('vendorId must be a vendor id'),
    customerId: z.guid('customerId must be a customer id').optional(),
    serviceCategoryId: z.guid('serviceCategoryId must be a service category id'),
    rateType: z.enum(CONTRACTED_RATE_TYPES, `rateType must be one of ${CONTRACTED_RATE_TYPES.join(', ')}`),
    amountCents: z
      .number('amountCents must be a number of cents')
      .int('amountCents must be a whole number of cents')
      .min(1, 'amountCents must be more than 0')
      .max(10_000_000, 'amountCents must be at most 10000000 ($100,000)')
      .optional(),
    multiplierPercent: z
      .number('multiplierPercent must be a number')
      .int('multiplierPercent must be a whole number')
      .min(100, 'multiplierPercent must be at least 100 (1×)')
      .max(500, 'multiplierPercent must be at most 500 (5×)')
      .optional(),
    effectiveFrom: isoDate('effectiveFrom'),
    effectiveTo: isoDate('effectiveTo').nullable().optional(),
    notes: z.string().trim().max(500, 'notes must be at most 500 characters').nullable().optional(),
  })
  .strict()
  .superRefine((b, ctx) => {
    const multiplier = isMultiplierRate(b.rateType);
    if (multiplier && b.multiplierPercent === undefined)
      ctx.addIssue({ code: 'custom', path: ['multiplierPercent'], message: `multiplierPercent is required for ${b.rateType}` });
    if (multiplier && b.amountCents !== undefined)
      ctx.addIssue({ code: 'custom', path: ['amountCents'], message: `amountCents must not be given for ${b.rateType}` });
    if (!multiplier && b.amountCents === undefined)
      ctx.addIssue({ code: 'custom', path: ['amountCents'], message: `amountCents is required for ${b.rateType}` });
    if (!multiplier && b.multiplierPercent !== undefined)
      ctx.addIssue({ code: 'custom', path: ['multiplierPercent'], message: `multiplierPercent must not be given for ${b.rateType}` });
    if (b.effectiveTo && b.effectiveTo < b.effectiveFrom)
      ctx.addIssue({ code: 'custom', path: ['effectiveTo'], message: 'effectiveTo must not be before effectiveFrom' });
  });
export type ContractedRateCreate = z.input<typeof contractedRateCreateSchema>;

/** GET vendors/{id}/contractedRates: the rates the caller may see, newest first; `activeOnly` keeps those in force today. */
export const contractedRatesQuerySchema = pageQuerySchema.extend({
  customerId: z.guid('customerId must be a customer id').optional(),
  serviceCategoryId: z.guid('serviceCategoryId must be a service category id').optional(),
  activeOnly: z
    .enum(['true', 'false'], 'activeOnly must be true or false')
    .transform((v) => v === 'true')
    .optional(),
});
export type ContractedRatesQuery = z.input<typeof contractedRatesQuerySchema>;
