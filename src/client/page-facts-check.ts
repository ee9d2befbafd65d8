import type { FactsMatchRoutes, InheritingPagePath, PagePath, PagePathOf, ShellPagePath } from '@domain/routing/page-facts';
import type { FileRoutesByFullPath, FileRoutesById } from './route-tree.gen';

/**
 * The pages' facts (src/domain/routing/page-facts.ts) name exactly the route tree's pages: a new route
 * file without facts (or without a parent to inherit them from), or facts left after a route went,
 * fail `npm run typecheck` here, naming the paths.
 */
export type EveryRouteHasFacts = Expect<FactsMatchRoutes<PagePathOf<keyof FileRoutesByFullPath>, PagePath, InheritingPagePath>>;

/** The pages under the signed-in layout (`routes/_authenticated/`), by path. */
type AuthenticatedPagePath = keyof FileRoutesById extends infer Id ? (Id extends `/_authenticated/${infer Path}` ? PagePathOf<`/${Path}`> : never) : never;

/** The shell pages of the facts are exactly the pages under the signed-in layout. */
export type ShellPagesAreAuthenticated = Expect<FactsMatchRoutes<AuthenticatedPagePath, ShellPagePath, InheritingPagePath>>;

type Expect<T extends true> = T;
