import type { RoleName } from '../../domain/tenancy/roles';
import type { BrandOwnerKey, VendorKey } from './demo-catalog';
import type { CustomerKey } from './demo-places';
import { stableId } from './stable-id';

/** Demo users and their memberships (docs/product/README.md users, §3 roles, §6 permissions). */

export interface PersonDefinition {
  name: string;
  email: string;
  /** E.164; unique among users. */
  phone: string;
  isAdmin?: boolean;
  isInternalStaff?: boolean;
  isBohUser?: boolean;
  /** Out of office from/to, in days from the seed day. */
  outOfOffice?: readonly [number, number];
  /** Archived this many days before the seed day. */
  archivedDaysAgo?: number;
  /** Customer roles; `stores` lists the locations (user_locations) when not allLocations. */
  customers?: readonly { customer: CustomerKey; role: RoleName; allLocations?: boolean; stores?: readonly string[] }[];
  brandOwners?: readonly { brandOwner: BrandOwnerKey; role: RoleName }[];
  vendors?: readonly { vendor: VendorKey; role: RoleName }[];
}

const HARBOR_WEST = ['101', '102', '103', '104', '105'];
const HARBOR_EAST = ['401', '402', '403', '404', '405'];

export const PEOPLE = {
  // Portal staff
  admin: { name: 'Avery Collins', email: 'admin@demo.example', phone: '+12025550170', isAdmin: true, isInternalStaff: true },
  accountManager: { name: 'Dana Whitfield', email: 'dana.whitfield@serviceportal.example', phone: '+12025550171', isInternalStaff: true },

  // Harbor Grill Restaurants (enterprise, full service)
  companyLeader: {
    name: 'Morgan Ellis',
    email: 'company.leader@demo.example',
    phone: '+14155550172',
    customers: [{ customer: 'harbor', role: 'Company Leader', allLocations: true }],
  },
  locationStaff: {
    name: 'Jamie Ortiz',
    email: 'location.staff@demo.example',
    phone: '+14155550173',
    customers: [{ customer: 'harbor', role: 'Location Staff', stores: ['101', '103'] }],
  },
  technician: {
    name: 'Sam Patel',
    email: 'technician@demo.example',
    phone: '+14155550174',
    customers: [{ customer: 'harbor', role: 'Technician', allLocations: true }],
    vendors: [{ vendor: 'internal', role: 'Technician' }],
  },
  technicianLeader: {
    name: 'Chris Nakamura',
    email: 'chris.nakamura@serviceportal.example',
    phone: '+14155550175',
    customers: [{ customer: 'harbor', role: 'Technician Leader', allLocations: true }],
    vendors: [{ vendor: 'internal', role: 'Technician Leader' }],
  },
  areaLeaderWest: {
    name: 'Priya Raman',
    email: 'priya.raman@harborgrill.example',
    phone: '+14155550176',
    customers: [{ customer: 'harbor', role: 'Area Leader', stores: HARBOR_WEST }],
  },
  districtManagerEast: {
    name: 'Marcus Bell',
    email: 'marcus.bell@harborgrill.example',
    phone: '+12125550177',
    customers: [{ customer: 'harbor', role: 'District Manager', stores: HARBOR_EAST }],
  },
  locationLeaderEmbarcadero: {
    name: 'Elena Flores',
    email: 'elena.flores@harborgrill.example',
    phone: '+14155550178',
    customers: [{ customer: 'harbor', role: 'Location Leader', stores: ['101'] }],
  },
  locationLeaderDenver: {
    name: 'Tyler Brooks',
    email: 'tyler.brooks@harborgrill.example',
    phone: '+13035550179',
    customers: [{ customer: 'harbor', role: 'Location Leader', stores: ['201'] }],
  },
  locationLeaderChicago: {
    name: 'Aisha Johnson',
    email: 'aisha.johnson@harborgrill.example',
    phone: '+13125550180',
    customers: [{ customer: 'harbor', role: 'Location Leader', stores: ['304'] }],
  },
  finance: {
    name: 'Grace Kim',
    email: 'grace.kim@harborgrill.example',
    phone: '+14155550181',
    customers: [{ customer: 'harbor', role: 'Finance', allLocations: true }],
  },
  serviceManager: {
    name: 'Luis Romero',
    email: 'luis.romero@harborgrill.example',
    phone: '+15125550182',
    customers: [{ customer: 'harbor', role: 'Service Manager', allLocations: true }],
  },
  backOfHouseStaff: {
    name: 'Kevin Tran',
    email: 'kevin.tran@harborgrill.example',
    phone: '+14085550183',
    isBohUser: true,
    customers: [{ customer: 'harbor', role: 'Location Staff', stores: ['103'] }],
  },
  outOfOfficeLeader: {
    name: 'Natalie Price',
    email: 'natalie.price@harborgrill.example',
    phone: '+12155550184',
    outOfOffice: [-2, 5],
    customers: [{ customer: 'harbor', role: 'Location Leader', stores: ['404'] }],
  },
  archivedStaff: {
    name: 'Derek Stone',
    email: 'derek.stone@harborgrill.example',
    phone: '+16175550185',
    archivedDaysAgo: 30,
    customers: [{ customer: 'harbor', role: 'Location Staff', stores: ['403'] }],
  },
  facilitiesContractor: {
    name: 'Frank Castillo',
    email: 'frank.castillo@harborgrill.example',
    phone: '+14045550186',
    customers: [{ customer: 'harbor', role: 'Other', stores: ['501', '502'] }],
  },
  /** Works for two customers: picks one with the selected-customer header. */
  multiCustomerFinance: {
    name: 'Jordan Blake',
    email: 'jordan.blake@ledgerworks.example',
    phone: '+13125550192',
    customers: [
      { customer: 'harbor', role: 'Finance', allLocations: true },
      { customer: 'northpoint', role: 'Finance', allLocations: true },
    ],
  },

  // Bean Street Coffee (self service)
  selfService: {
    name: 'Riley Chen',
    email: 'selfservice@demo.example',
    phone: '+15035550187',
    customers: [{ customer: 'bean', role: 'Company Leader', allLocations: true }],
  },
  selfServiceLocationLeader: {
    name: 'Hannah Lee',
    email: 'hannah.lee@beanstreet.example',
    phone: '+12065550188',
    customers: [{ customer: 'bean', role: 'Location Leader', stores: ['03'] }],
  },

  // Northpoint Outfitters (second full-service tenant)
  retailLeader: {
    name: 'Olivia Grant',
    email: 'olivia.grant@northpoint.example',
    phone: '+18025550189',
    customers: [{ customer: 'northpoint', role: 'Company Leader', allLocations: true }],
  },
  retailStaff: {
    name: 'Ben Carter',
    email: 'ben.carter@northpoint.example',
    phone: '+16085550190',
    customers: [{ customer: 'northpoint', role: 'Location Staff', stores: ['1003'] }],
  },

  // Tumbleweed Tacos (churned)
  churnedLeader: {
    name: 'Carlos Mendez',
    email: 'carlos.mendez@tumbleweedtacos.example',
    phone: '+14805550191',
    customers: [{ customer: 'tumbleweed', role: 'Company Leader', allLocations: true }],
  },

  // Brand owners
  brandManager: {
    name: 'Sophie Laurent',
    email: 'brand.manager@demo.example',
    phone: '+16125550193',
    brandOwners: [{ brandOwner: 'frostline', role: 'Brand Manager' }],
  },
  brandAnalyst: {
    name: 'Ethan Wright',
    email: 'ethan.wright@frostline.example',
    phone: '+16125550194',
    brandOwners: [{ brandOwner: 'frostline', role: 'Brand Analyst' }],
  },
  fryerBrandManager: {
    name: 'Maya Singh',
    email: 'maya.singh@crescentfryer.example',
    phone: '+13175550195',
    brandOwners: [{ brandOwner: 'crescent', role: 'Brand Manager' }],
  },
  fryerBrandFacilitiesManager: {
    name: 'Omar Haddad',
    email: 'omar.haddad@crescentfryer.example',
    phone: '+13175550196',
    brandOwners: [{ brandOwner: 'crescent', role: 'Brand Facilities Manager' }],
  },

  // Vendors
  vendorTech: {
    name: 'Alex Rivera',
    email: 'vendor.tech@demo.example',
    phone: '+14155550197',
    vendors: [{ vendor: 'coldchain', role: 'Vendor Technician' }],
  },
  refrigerationDispatcher: {
    name: 'Tina Morales',
    email: 'tina.morales@coldchain.example',
    phone: '+14155550198',
    vendors: [{ vendor: 'coldchain', role: 'Dispatcher' }],
  },
  hvacTech: {
    name: "Ryan O'Neil",
    email: 'ryan.oneil@summitmech.example',
    phone: '+13035550199',
    vendors: [{ vendor: 'summit', role: 'Vendor Technician' }],
  },
  hvacBilling: {
    name: 'Linda Park',
    email: 'linda.park@summitmech.example',
    phone: '+13035550165',
    vendors: [{ vendor: 'summit', role: 'Billing' }],
  },
  plumbingDispatcher: {
    name: 'Greg Howard',
    email: 'greg.howard@blueline.example',
    phone: '+13125550166',
    vendors: [{ vendor: 'blueline', role: 'Dispatcher' }],
  },
  kitchenTech: {
    name: 'Diego Alvarez',
    email: 'diego.alvarez@kitchenpro.example',
    phone: '+16175550167',
    vendors: [{ vendor: 'kitchenpro', role: 'Vendor Technician' }],
  },
  repairOfficeContact: {
    name: 'Pat Quinn',
    email: 'pat.quinn@handyfix.example',
    phone: '+14045550168',
    vendors: [{ vendor: 'handyfix', role: 'Other' }],
  },
} as const satisfies Record<string, PersonDefinition>;

export type PersonKey = keyof typeof PEOPLE;

export const userId = (key: PersonKey) => stableId(`user:${key}`);

export const PERSON_KEYS = Object.keys(PEOPLE) as PersonKey[];

export function person(key: PersonKey): PersonDefinition {
  return PEOPLE[key];
}

/**
 * Active customer users who see a location and would report a problem there (technicians and
 * the account manager excluded), most local first.
 */
export function reportersAt(customer: CustomerKey, store: string): PersonKey[] {
  const local: PersonKey[] = [];
  const wide: PersonKey[] = [];
  for (const key of PERSON_KEYS) {
    const p = person(key);
    if (p.archivedDaysAgo !== undefined) continue;
    for (const m of p.customers ?? []) {
      if (m.customer !== customer || m.role === 'Technician' || m.role === 'Technician Leader' || m.role === 'Finance') continue;
      if (m.stores?.includes(store)) local.push(key);
      else if (m.allLocations) wide.push(key);
    }
  }
  return [...local, ...wide];
}
