import { z } from 'zod';

/** Query of every paged list: `limit` (1 to 200, default 50) and `offset` (default 0). */
export const pageQuerySchema = z.object({
  limit: z.coerce.number().int('limit must be a whole number').min(1, 'limit must be at least 1').max(200, 'limit must be at most 200').default(50),
  offset: z.coerce.number().int('offset must be a whole number').min(0, 'offset must not be negative').default(0),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** Answer of every paged list: one page of items and the total across all pages. */
export interface Page<T> {
  items: T[];
  total: number;
  limit: number;
  offset: number;
}
