import { z } from 'zod';
import { isoTimestamp, namedRefSchema, pageOf } from '../api/contract';
import { pageQuerySchema } from '../api/paging';
import { REQUEST_STATUSES } from '../requests/request-enums';
import { vendorSummarySchema } from './vendor-api';

/**
 * Dispatches of requests to vendors (docs/product/vendors.md Dispatch history): GET
 * vendors/ssoHistoryView (the SSO ones, filtered) and GET vendors/dispatchedForRequest/{requestId}.
 */

/** FSO: sent by the portal's dispatch team; SSO: a sign-in-free link the vendor answers. */
export const DISPATCH_PRODUCT_TYPES = ['FSO', 'SSO'] as const;
export type DispatchProductType = (typeof DISPATCH_PRODUCT_TYPES)[number];
export const DISPATCH_RESPONSES = ['Pending', 'Accepted', 'Declined', 'Expired'] as const;
export type DispatchResponse = (typeof DISPATCH_RESPONSES)[number];

export const vendorDispatchSchema = z.object({
  id: z.string(),
  vendor: vendorSummarySchema,
  request: z.object({
    id: z.string(),
    number: z.number().int(),
    title: z.string(),
    requestStatus: z.enum(REQUEST_STATUSES),
  }),
  location: namedRefSchema,
  productType: z.enum(DISPATCH_PRODUCT_TYPES),
  response: z.enum(DISPATCH_RESPONSES),
  dispatchedAt: isoTimestamp,
  respondedAt: isoTimestamp.nullable(),
  dispatchedBy: namedRefSchema.nullable(),
  /** The vendor the request is assigned to now. */
  isAssigned: z.boolean(),
});
export type VendorDispatch = z.infer<typeof vendorDispatchSchema>;
export const vendorDispatchPageSchema = pageOf(vendorDispatchSchema);

const isoDate = (what: string) => z.iso.date(`${what} must be a date (YYYY-MM-DD)`);

/** GET vendors/ssoHistoryView: newest first; dates are whole days (UTC), both ends included. */
export const ssoHistoryQuerySchema = pageQuerySchema
  .extend({
    locationId: z.guid('locationId must be a location id').optional(),
    /** Vendor name, request title or number, or location name contains this text. */
    searchText: z.string().trim().max(200, 'searchText must be at most 200 characters').optional(),
    startDate: isoDate('startDate').optional(),
    endDate: isoDate('endDate').optional(),
  })
  .refine((q) => !q.startDate || !q.endDate || q.startDate <= q.endDate, { message: 'endDate must not be before startDate', path: ['endDate'] });
export type SsoHistoryQuery = z.input<typeof ssoHistoryQuerySchema>;
