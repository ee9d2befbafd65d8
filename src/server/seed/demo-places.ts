import type { CustomerStatus } from '../../domain/tenancy/customer';
import type { AssetTypeKey } from './demo-catalog';
import { stableId } from './stable-id';

/** The demo customers, their regions and locations (docs/product/requests.md Customer, Location). */

export type CustomerKey = 'harbor' | 'bean' | 'northpoint' | 'tumbleweed' | 'lakeside';

export interface CustomerDefinition {
  key: CustomerKey;
  name: string;
  status: CustomerStatus;
  isSelfService: boolean;
  selfServiceIncludesFullPm: boolean;
  enterprise: boolean;
  partnershipProduct: string | null;
  canAccessInvoiceReporting: boolean;
  canAccessInsightsReporting: boolean;
  /** Kinds of equipment every location of the customer has. */
  equipment: readonly AssetTypeKey[];
  /** Store-number prefix, e.g. HG-101. */
  storePrefix: string;
}

const RESTAURANT_EQUIPMENT: readonly AssetTypeKey[] = [
  'fryer',
  'fryer',
  'griddle',
  'walk-in-cooler',
  'walk-in-freezer',
  'reach-in-freezer',
  'ice-machine',
  'dishwasher',
  'rooftop-hvac',
  'water-heater',
  'grease-trap',
  'exhaust-hood',
  'pos-terminal',
  'lighting',
  'entry-door',
];

export const CUSTOMERS: readonly CustomerDefinition[] = [
  {
    key: 'harbor',
    name: 'Harbor Grill Restaurants',
    status: 'Live',
    isSelfService: false,
    selfServiceIncludesFullPm: false,
    enterprise: true,
    partnershipProduct: null,
    canAccessInvoiceReporting: true,
    canAccessInsightsReporting: true,
    equipment: RESTAURANT_EQUIPMENT,
    storePrefix: 'HG',
  },
  {
    key: 'bean',
    name: 'Bean Street Coffee',
    status: 'Live',
    isSelfService: true,
    selfServiceIncludesFullPm: true,
    enterprise: false,
    partnershipProduct: 'Parts Distributor Self-Service',
    canAccessInvoiceReporting: false,
    canAccessInsightsReporting: false,
    equipment: ['espresso-machine', 'reach-in-cooler', 'ice-machine', 'dishwasher', 'water-heater', 'pos-terminal'],
    storePrefix: 'BS',
  },
  {
    key: 'northpoint',
    name: 'Northpoint Outfitters',
    status: 'Onboarding',
    isSelfService: false,
    selfServiceIncludesFullPm: false,
    enterprise: false,
    partnershipProduct: null,
    canAccessInvoiceReporting: true,
    canAccessInsightsReporting: false,
    equipment: ['rooftop-hvac', 'water-heater', 'lighting', 'entry-door', 'pos-terminal', 'pos-terminal'],
    storePrefix: 'NP',
  },
  {
    key: 'tumbleweed',
    name: 'Tumbleweed Tacos',
    status: 'Churned',
    isSelfService: false,
    selfServiceIncludesFullPm: false,
    enterprise: false,
    partnershipProduct: null,
    canAccessInvoiceReporting: false,
    canAccessInsightsReporting: false,
    equipment: ['fryer', 'walk-in-cooler', 'ice-machine', 'rooftop-hvac', 'pos-terminal'],
    storePrefix: 'TT',
  },
  {
    key: 'lakeside',
    name: 'Lakeside Bagel Co.',
    status: 'Prospect',
    isSelfService: false,
    selfServiceIncludesFullPm: false,
    enterprise: false,
    partnershipProduct: null,
    canAccessInvoiceReporting: false,
    canAccessInsightsReporting: false,
    equipment: [],
    storePrefix: 'LB',
  },
];

export const customerId = (key: CustomerKey) => stableId(`customer:${key}`);

export const LOCATION_GROUPS: readonly { customer: CustomerKey; name: string }[] = [
  { customer: 'harbor', name: 'West' },
  { customer: 'harbor', name: 'Mountain' },
  { customer: 'harbor', name: 'Central' },
  { customer: 'harbor', name: 'East' },
  { customer: 'harbor', name: 'Southeast' },
  { customer: 'northpoint', name: 'Northeast' },
  { customer: 'northpoint', name: 'Midwest' },
];

export const locationGroupId = (customer: CustomerKey, name: string) => stableId(`location-group:${customer}:${name}`);

export interface LocationDefinition {
  customer: CustomerKey;
  store: string;
  name: string;
  group: string | null;
  address: string;
  city: string;
  state: string;
  postalCode: string;
  phone: string;
  timezone: string;
  pmEnabled: boolean;
}

const LA = 'America/Los_Angeles';
const DEN = 'America/Denver';
const PHX = 'America/Phoenix';
const CHI = 'America/Chicago';
const NY = 'America/New_York';

type Row = [
  store: string,
  name: string,
  group: string | null,
  address: string,
  city: string,
  state: string,
  zip: string,
  phone: string,
  tz: string,
  pm: boolean,
];

const row = (customer: CustomerKey, [store, name, group, address, city, state, postalCode, phone, timezone, pmEnabled]: Row): LocationDefinition => ({
  customer,
  store,
  name,
  group,
  address,
  city,
  state,
  postalCode,
  phone,
  timezone,
  pmEnabled,
});

const HARBOR: Row[] = [
  ['101', 'Harbor Grill Embarcadero', 'West', '255 King St', 'San Francisco', 'CA', '94107', '+14155550101', LA, true],
  ['102', 'Harbor Grill Jack London Square', 'West', '1 Broadway', 'Oakland', 'CA', '94607', '+15105550102', LA, true],
  ['103', 'Harbor Grill San Jose Downtown', 'West', '150 S 1st St', 'San Jose', 'CA', '95113', '+14085550103', LA, false],
  ['104', 'Harbor Grill Pike Place', 'West', '1201 Alaskan Way', 'Seattle', 'WA', '98101', '+12065550104', LA, false],
  ['105', 'Harbor Grill Pioneer Square', 'West', '800 SW Broadway', 'Portland', 'OR', '97205', '+15035550105', LA, false],
  ['201', 'Harbor Grill LoDo', 'Mountain', '1600 Wynkoop St', 'Denver', 'CO', '80202', '+13035550106', DEN, true],
  ['202', 'Harbor Grill Pearl Street', 'Mountain', '1900 Pearl St', 'Boulder', 'CO', '80302', '+13035550107', DEN, false],
  ['203', 'Harbor Grill Roosevelt Row', 'Mountain', '455 N 3rd St', 'Phoenix', 'AZ', '85004', '+16025550108', PHX, false],
  ['204', 'Harbor Grill Main Street', 'Mountain', '50 S Main St', 'Salt Lake City', 'UT', '84101', '+18015550109', DEN, false],
  ['301', 'Harbor Grill Congress Avenue', 'Central', '301 Congress Ave', 'Austin', 'TX', '78701', '+15125550110', CHI, true],
  ['302', 'Harbor Grill Uptown Dallas', 'Central', '2500 N Pearl St', 'Dallas', 'TX', '75201', '+12145550111', CHI, false],
  ['303', 'Harbor Grill Main Street Square', 'Central', '1001 Texas Ave', 'Houston', 'TX', '77002', '+17135550112', CHI, false],
  ['304', 'Harbor Grill Magnificent Mile', 'Central', '401 N Michigan Ave', 'Chicago', 'IL', '60611', '+13125550113', CHI, true],
  ['305', 'Harbor Grill Hennepin', 'Central', '600 Hennepin Ave', 'Minneapolis', 'MN', '55403', '+16125550114', CHI, false],
  ['401', 'Harbor Grill Union Square', 'East', '200 Park Ave S', 'New York', 'NY', '10003', '+12125550115', NY, true],
  ['402', 'Harbor Grill Downtown Brooklyn', 'East', '445 Albee Square W', 'Brooklyn', 'NY', '11201', '+17185550116', NY, false],
  ['403', 'Harbor Grill Seaport', 'East', '100 Seaport Blvd', 'Boston', 'MA', '02210', '+16175550117', NY, true],
  ['404', 'Harbor Grill Center City', 'East', '1500 Market St', 'Philadelphia', 'PA', '19102', '+12155550118', NY, false],
  ['405', 'Harbor Grill Cultural District', 'East', '210 Sixth St', 'Pittsburgh', 'PA', '15222', '+14125550119', NY, false],
  ['501', 'Harbor Grill Atlantic Station', 'Southeast', '1380 Atlantic Dr NW', 'Atlanta', 'GA', '30363', '+14045550120', NY, true],
  ['502', 'Harbor Grill River Street', 'Southeast', '15 E River St', 'Savannah', 'GA', '31401', '+19125550121', NY, false],
  ['503', 'Harbor Grill Brickell', 'Southeast', '701 S Miami Ave', 'Miami', 'FL', '33130', '+13055550122', NY, false],
  ['504', 'Harbor Grill International Drive', 'Southeast', '8000 International Dr', 'Orlando', 'FL', '32819', '+14075550123', NY, false],
  ['505', 'Harbor Grill Uptown Charlotte', 'Southeast', '210 E Trade St', 'Charlotte', 'NC', '28202', '+17045550124', NY, false],
];

const BEAN: Row[] = [
  ['01', 'Bean Street Pearl District', null, '1120 NW Couch St', 'Portland', 'OR', '97209', '+15035550131', LA, true],
  ['02', 'Bean Street Hawthorne', null, '3541 SE Hawthorne Blvd', 'Portland', 'OR', '97214', '+15035550132', LA, true],
  ['03', 'Bean Street Capitol Hill', null, '1525 E Olive Way', 'Seattle', 'WA', '98122', '+12065550133', LA, false],
  ['04', 'Bean Street Ballard', null, '5401 Ballard Ave NW', 'Seattle', 'WA', '98107', '+12065550134', LA, false],
];

const NORTHPOINT: Row[] = [
  ['1001', 'Northpoint Church Street', 'Northeast', '75 Church St', 'Burlington', 'VT', '05401', '+18025550151', NY, false],
  ['1002', 'Northpoint Old Port', 'Northeast', '200 Commercial St', 'Portland', 'ME', '04101', '+12075550152', NY, true],
  ['1003', 'Northpoint State Street', 'Midwest', '401 State St', 'Madison', 'WI', '53703', '+16085550153', CHI, false],
  ['1004', 'Northpoint Main Street', 'Midwest', '300 S Main St', 'Ann Arbor', 'MI', '48104', '+17345550154', NY, false],
  ['1005', 'Northpoint Canal Park', 'Midwest', '394 S Lake Ave', 'Duluth', 'MN', '55802', '+12185550155', CHI, false],
];

const TUMBLEWEED: Row[] = [['01', 'Tumbleweed Tacos Mill Avenue', null, '680 S Mill Ave', 'Tempe', 'AZ', '85281', '+14805550161', PHX, false]];

export const LOCATIONS: readonly LocationDefinition[] = [
  ...HARBOR.map((r) => row('harbor', r)),
  ...BEAN.map((r) => row('bean', r)),
  ...NORTHPOINT.map((r) => row('northpoint', r)),
  ...TUMBLEWEED.map((r) => row('tumbleweed', r)),
];

export const locationId = (customer: CustomerKey, store: string) => stableId(`location:${customer}:${store}`);

export function customerDefinition(key: CustomerKey): CustomerDefinition {
  return CUSTOMERS.find((c) => c.key === key)!;
}

/** What a vendor is told on arrival at a few demo locations (the rest have nothing set), by store number. */
export const SITE_ACCESS: Readonly<Record<string, { contactName: string; contactPhone: string; accessNotes: string }>> = {
  'HG-101': {
    contactName: 'Dana Whitfield, general manager',
    contactPhone: '+14155550191',
    accessNotes: 'Deliveries and vendors use the alley door on Townsend St; ring the bell. The roof hatch key hangs in the office.',
  },
  'BS-01': {
    contactName: 'Shift lead on duty',
    contactPhone: '+15035550181',
    accessNotes: 'Park in the two spots behind the store. The back-room code is on the dispatch email; ask the barista before 7 am.',
  },
};

export function storeNumber(location: LocationDefinition): string {
  return `${customerDefinition(location.customer).storePrefix}-${location.store}`;
}
