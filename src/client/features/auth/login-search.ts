import { z } from 'zod';
import { queryText } from '@/lib/search-params';

/** The query of /login and of /login-link, where a link in it goes on (docs/product/routing.md). */
export const loginSearchSchema = z.object({ token: queryText, type: queryText, nextRoute: queryText, errorMessage: queryText });
