import { z } from 'zod';

/**
 * Query of the guide screens. `draft`: the request is still being written (its id is the draft's,
 * and the user returns to the create form); `assetId`: its equipment, when known.
 */
export const guidesSearchSchema = z.object({
  assetId: z.guid().optional().catch(undefined),
  draft: z.boolean().optional().catch(undefined),
});
