/** The reports, in the order of the tabs (docs/product/reporting.md). Each opens only for whom its route permission allows. */
export const REPORT_TABS = [
  { to: '/reporting/requests', label: 'Requests' },
  { to: '/reporting/invoices', label: 'Invoices', exact: true },
  { to: '/reporting/invoices/unmatched', label: 'Unmatched invoices' },
  { to: '/reporting/spend-forecast', label: 'Spend forecast' },
  { to: '/reporting/insights', label: 'Insights' },
  { to: '/reporting/vendor-insights', label: 'Vendor insights' },
  { to: '/reporting/pm-insights', label: 'PM insights' },
] as const;
export type ReportTab = (typeof REPORT_TABS)[number];

/** The tabs the user may open, given whether a path opens for them. */
export const openTabs = (canOpen: (path: string) => boolean): ReportTab[] => REPORT_TABS.filter((t) => canOpen(t.to));
