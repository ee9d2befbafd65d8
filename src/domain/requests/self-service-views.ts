import type { z } from 'zod';
import { opIdField, pageOf } from '../api/contract';
import { selfServiceRequestDetailSchema, vendorOptionSchema } from './request-views';

/**
 * What the self-service API answers (docs/product/README.md#api Self-service) beyond the shapes it shares with the
 * requests API in request-views.ts (the summaries page, the self-service detail, activities).
 */

/** Every write on a self-service request (create, PATCH, assign-vendor, set-eta) answers the request in full. */
export const selfServiceRequestWriteResultSchema = selfServiceRequestDetailSchema.extend(opIdField);
export type SelfServiceRequestWriteResult = z.infer<typeof selfServiceRequestWriteResultSchema>;

/** GET self-service/vendors/all: the vendors a self-service customer may assign, by name. */
export const vendorOptionPageSchema = pageOf(vendorOptionSchema);
export type VendorOptionPage = z.infer<typeof vendorOptionPageSchema>;
