import type { IconName } from '../icons';

/** A destination of the authenticated shell's navigation. */
export interface NavItem {
  label: string;
  to: '/home' | '/requests' | '/escalations' | '/assets' | '/tasks' | '/vendors' | '/reporting' | '/customer-settings' | '/admin' | '/profile';
  icon: IconName;
}

/** The desktop sidebar, in order. */
export const SIDEBAR_ITEMS: NavItem[] = [
  { label: 'Home', to: '/home', icon: 'home' },
  { label: 'Requests', to: '/requests', icon: 'requests' },
  { label: 'Escalations', to: '/escalations', icon: 'escalations' },
  { label: 'Assets', to: '/assets', icon: 'assets' },
  { label: 'Tasks', to: '/tasks', icon: 'tasks' },
  { label: 'Vendors', to: '/vendors', icon: 'vendors' },
  { label: 'Reporting', to: '/reporting', icon: 'reporting' },
  { label: 'Customer settings', to: '/customer-settings', icon: 'building' },
  { label: 'Admin', to: '/admin', icon: 'admin' },
];

/** The phone's bottom tabs, in order; the Scan action goes in the middle of those the user may open. */
export const TAB_ITEMS: NavItem[] = [
  { label: 'Home', to: '/home', icon: 'home' },
  { label: 'Requests', to: '/requests', icon: 'requests' },
  { label: 'Assets', to: '/assets', icon: 'assets' },
  { label: 'Tasks', to: '/tasks', icon: 'tasks' },
];

/**
 * The tabs either side of Scan: as many on the left as on the right, counting "More" (which always
 * ends the bar), or one fewer on the left when the count is odd.
 */
export function splitAroundScan<T>(tabs: readonly T[]): { left: T[]; right: T[] } {
  const left = Math.floor((tabs.length + 1) / 2);
  return { left: tabs.slice(0, left), right: tabs.slice(left) };
}

/** What the phone's "More" sheet lists: the sidebar destinations without a tab, and the account. */
export const MORE_ITEMS: NavItem[] = [
  { label: 'Escalations', to: '/escalations', icon: 'escalations' },
  { label: 'Vendors', to: '/vendors', icon: 'vendors' },
  { label: 'Reporting', to: '/reporting', icon: 'reporting' },
  { label: 'Customer settings', to: '/customer-settings', icon: 'building' },
  { label: 'Admin', to: '/admin', icon: 'admin' },
  { label: 'Profile', to: '/profile', icon: 'user' },
];
