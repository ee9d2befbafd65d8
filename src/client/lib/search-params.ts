import { z } from 'zod';

/**
 * An optional query value read as text. The router parses query values as JSON where it can
 * (`?requestId=42` arrives as a number), so values are coerced back to strings; empty is absent.
 */
export const queryText = z
  .union([z.string(), z.number(), z.boolean()])
  .transform((value) => String(value).trim() || undefined)
  .optional()
  .catch(undefined);

/** Query of the vendor dispatch links (docs/product/routing.md). */
export const dispatchSearch = z.object({ requestId: queryText, vendorResponse: queryText, token: queryText });
