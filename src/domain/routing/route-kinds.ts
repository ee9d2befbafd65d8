import { PAGES, type PageKind } from './page-facts';

const firstSegment = (pathname: string) => pathname.split('/').filter(Boolean)[0] ?? '';

/**
 * The first path segments of the pages of a kind (docs/product/routing.md), from the pages' facts:
 * the guards decide by a path's first segment. The shell's '' is the root, which opens /home.
 */
const sectionsOf = (kind: PageKind): ReadonlySet<string> => new Set((kind === 'shell' ? Object.keys(PAGES.shell) : PAGES[kind]).map(firstSegment));

/** Public pages: reachable by link without login. */
const PUBLIC_SECTIONS = sectionsOf('public');
/** Login and session pages: open to everyone, never redirected by the guards. */
const SESSION_SECTIONS = sectionsOf('session');
/** The signed-in shell. */
const SHELL_SECTIONS = sectionsOf('shell');

export const isPublicRoute = (pathname: string) => PUBLIC_SECTIONS.has(firstSegment(pathname));
export const isSessionRoute = (pathname: string) => SESSION_SECTIONS.has(firstSegment(pathname));
/** Paths of the signed-in shell; anything else that is not public is the public not-found page. */
export const isShellRoute = (pathname: string) => SHELL_SECTIONS.has(firstSegment(pathname));

/** A path with a second segment under `section`: one item's own pages there, not the list. */
const isDetailIn =
  (section: string) =>
  (pathname: string): boolean => {
    const [first, id] = pathname.split('/').filter(Boolean);
    return first === section && id !== undefined;
  };

/** /requests/{id}, /requests/{id}/detail and deeper: a request's own pages, not the list. */
export const isRequestDetail = isDetailIn('requests');
export const isAssetDetail = isDetailIn('assets');

export const isAdminRoute = (pathname: string) => firstSegment(pathname) === 'admin';
