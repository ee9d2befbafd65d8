import type { IconName } from '../icons';

/** A destination of the authenticated shell's navigation. */
export interface NavItem {
  label: string;
  to: '/home' | '/requests' | '/escalations' | '/assets' | '/tasks' | '/vendors' | '/reporting' | '/admin' | '/profile';
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
  { label: 'Admin', to: '/admin', icon: 'admin' },
];

/** The phone's bottom tabs either side of the Scan action. */
export const TAB_ITEMS_BEFORE_SCAN: NavItem[] = [
  { label: 'Home', to: '/home', icon: 'home' },
  { label: 'Requests', to: '/requests', icon: 'requests' },
];
export const TAB_ITEMS_AFTER_SCAN: NavItem[] = [
  { label: 'Assets', to: '/assets', icon: 'assets' },
  { label: 'Tasks', to: '/tasks', icon: 'tasks' },
];

/** What the phone's "More" sheet lists: the sidebar destinations without a tab, and the account. */
export const MORE_ITEMS: NavItem[] = [
  { label: 'Escalations', to: '/escalations', icon: 'escalations' },
  { label: 'Vendors', to: '/vendors', icon: 'vendors' },
  { label: 'Reporting', to: '/reporting', icon: 'reporting' },
  { label: 'Admin', to: '/admin', icon: 'admin' },
  { label: 'Profile', to: '/profile', icon: 'user' },
];
