import { describe, expect, it } from 'vitest';
import { MORE_ITEMS, SIDEBAR_ITEMS, TAB_ITEMS, type NavItem } from '@/components/shell/nav-items';

const shown = (items: readonly NavItem[]) => items.map(({ label, to, icon }) => `${label} ${to} ${icon}`);

describe('the navigation, from the pages’ facts (src/domain/routing/page-facts.ts)', () => {
  it('lists the sidebar’s destinations in order, the account not among them', () => {
    expect(shown(SIDEBAR_ITEMS)).toEqual([
      'Home /home home',
      'Requests /requests requests',
      'Escalations /escalations escalations',
      'Assets /assets assets',
      'Tasks /tasks tasks',
      'Vendors /vendors vendors',
      'Reporting /reporting reporting',
      'Customer settings /customer-settings building',
      'Admin /admin admin',
      'Company profile /vendor vendors',
    ]);
  });

  it('puts the daily areas in the phone’s tabs and the rest, with the account, in More', () => {
    expect(shown(TAB_ITEMS)).toEqual(['Home /home home', 'Requests /requests requests', 'Assets /assets assets', 'Tasks /tasks tasks']);
    expect(shown(MORE_ITEMS)).toEqual([
      'Escalations /escalations escalations',
      'Vendors /vendors vendors',
      'Reporting /reporting reporting',
      'Customer settings /customer-settings building',
      'Admin /admin admin',
      'Company profile /vendor vendors',
      'Profile /profile user',
    ]);
  });
});
