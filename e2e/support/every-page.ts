import { DEMO } from '../../src/server/seed/demo-ids';

/**
 * Every page of the portal, by who can open it: the field-readiness specs (phone fit, accessibility)
 * walk this list. A page added to the app belongs here.
 */

export interface RolePages {
  /** Who signs in (a demo login). */
  email: string;
  /** Addresses to open. */
  paths: string[];
}

const leaderRequest = DEMO.requests.openEmergencyForVendorTech.id;
const selfServiceRequest = DEMO.requests.selfServiceOpen.id;

export const SIGNED_IN_PAGES: Record<string, RolePages> = {
  companyLeader: {
    email: DEMO.users.companyLeader.email,
    paths: [
      '/home',
      '/requests',
      '/requests/new',
      `/requests/${leaderRequest}`,
      `/requests/${leaderRequest}/detail`,
      `/requests/${leaderRequest}/vendor-visit`,
      `/requests/${leaderRequest}/guides`,
      `/requests/${DEMO.requests.closedEnterprise.id}`,
      '/assets',
      `/assets/${DEMO.assets.enterpriseWithLabel.id}`,
      `/assets/${DEMO.assets.enterpriseInfrastructure.id}`,
      '/assets/locations',
      `/assets/locations/${DEMO.locations.staffPm.id}`,
      '/assets/scan',
      `/assets/labels/${DEMO.labels.enterpriseUnlinked.id}`,
      '/tasks',
      `/tasks/${DEMO.tasks.standingOpen.id}`,
      '/escalations',
      '/vendors',
      '/vendors/network',
      '/vendors/history',
      '/vendors/eightysix',
      '/vendors/external-support',
      '/reporting',
      '/reporting/insights',
      '/reporting/requests',
      '/reporting/pm-insights',
      '/reporting/vendor-insights',
      '/reporting/spend-forecast',
      '/reporting/invoices',
      '/reporting/invoices/unmatched',
      '/profile',
      '/customer-settings',
    ],
  },
  locationStaff: {
    email: DEMO.users.locationStaff.email,
    paths: ['/home', '/requests', `/requests/${leaderRequest}`, '/assets', `/assets/${DEMO.assets.enterpriseWithLabel.id}`, '/profile'],
  },
  selfService: {
    email: DEMO.users.selfService.email,
    paths: [
      '/requests',
      '/requests/new',
      `/requests/${selfServiceRequest}`,
      `/requests/${selfServiceRequest}/guides`,
      `/assets/${DEMO.assets.selfServiceWithGuide.id}`,
    ],
  },
  vendorTech: {
    email: DEMO.users.vendorTech.email,
    paths: ['/vendor', `/requests/${leaderRequest}`],
  },
  /** A vendor user who may change the company's profile (docs/product/vendors.md). */
  vendorDispatcher: {
    email: DEMO.users.refrigerationDispatcher.email,
    paths: ['/vendor', '/vendors/network', '/vendors/history'],
  },
  brandManager: {
    email: DEMO.users.brandManager.email,
    paths: ['/home', '/assets'],
  },
  admin: {
    email: DEMO.users.admin.email,
    paths: ['/admin', '/requests'],
  },
};

/** Pages anyone can open without signing in. */
export const PUBLIC_PAGES = [
  '/login',
  `/qr/${DEMO.assets.enterpriseWithLabel.labelId}`,
  '/qr/00000000-0000-4000-8000-000000000000',
  '/maintenance',
  '/invalid-link',
  '/error',
  '/vendor-dispatch?requestId=r1&vendorResponse=accept&token=t',
];

/** The items in consecutive groups of at most `size`: a long walk of pages split over several tests. */
export function inGroups<T>(items: T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));
}
