import { z } from 'zod';

/**
 * The dashboard's location filter as the address holds it (docs/product/home.md): a location group,
 * a location, or neither (every location the user sees). Bad values are dropped, not errors.
 */
export const homeSearchSchema = z.object({
  group: z.guid().optional().catch(undefined),
  location: z.guid().optional().catch(undefined),
});
export type HomeSearch = z.infer<typeof homeSearchSchema>;
