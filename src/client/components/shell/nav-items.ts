import { PAGES, type NavAudience, type NavFacts, type ShellPagePath } from '@domain/routing/page-facts';
import { canOpen } from '@/session/route-access';
import type { Session } from '@/session/session-store';
import type { IconName } from '../icons';

/** The pages that are destinations of the navigation (their facts have `nav`). */
type NavPath = { [P in ShellPagePath]: (typeof PAGES.shell)[P] extends { nav: NavFacts } ? P : never }[ShellPagePath];

/** A destination of the authenticated shell's navigation. */
export interface NavItem {
  label: string;
  to: NavPath;
  icon: IconName;
  tab?: true;
  sidebar?: false;
  notFor?: readonly NavAudience[];
  vendorLabel?: string;
}

/**
 * Every destination, in the order of the pages' facts (src/domain/routing/page-facts.ts). Read from
 * the literal map, so each `nav.icon` must be an icon the client draws.
 */
const NAV_ITEMS: readonly NavItem[] = (Object.keys(PAGES.shell) as ShellPagePath[]).flatMap((to) => {
  const facts: (typeof PAGES.shell)[ShellPagePath] = PAGES.shell[to];
  return 'nav' in facts ? [{ to: to as NavPath, ...facts.nav }] : [];
});

/** The kinds of user (NavFacts.notFor) the session's user is. */
function audiencesOf(session: Session): NavAudience[] {
  return [...(session.user.isVendorOnly ? ['vendorOnly' as const] : []), ...(session.user.mode === 'brandOwner' ? ['brandOwnerMode' as const] : [])];
}

/** Of `items`, those the user may open and that mean something to them, labelled for them. */
export function navItemsFor(session: Session, items: readonly NavItem[]): NavItem[] {
  const audiences = audiencesOf(session);
  return items
    .filter((item) => canOpen(session, item.to) && !item.notFor?.some((audience) => audiences.includes(audience)))
    .map((item) => (session.user.isVendorOnly && item.vendorLabel ? { ...item, label: item.vendorLabel } : item));
}

/** The desktop sidebar, in order. */
export const SIDEBAR_ITEMS: readonly NavItem[] = NAV_ITEMS.filter((item) => item.sidebar !== false);

/** The phone's bottom tabs, in order; the Scan action goes in the middle of those the user may open. */
export const TAB_ITEMS: readonly NavItem[] = NAV_ITEMS.filter((item) => item.tab);

/** What the phone's "More" sheet lists: the destinations without a tab, the account among them. */
export const MORE_ITEMS: readonly NavItem[] = NAV_ITEMS.filter((item) => !item.tab);

/**
 * The tabs either side of Scan: as many on the left as on the right, counting "More" (which always
 * ends the bar), or one fewer on the left when the count is odd.
 */
export function splitAroundScan<T>(tabs: readonly T[]): { left: T[]; right: T[] } {
  const left = Math.floor((tabs.length + 1) / 2);
  return { left: tabs.slice(0, left), right: tabs.slice(left) };
}
