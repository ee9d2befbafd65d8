import { eq } from 'drizzle-orm';
import type { ContractedRateType } from '../../domain/vendors/vendor-contracted-rates-api';
import type { Queryable } from '../db/client';
import { vendors } from '../db/schema/tenancy';
import { vendorContacts, vendorContractedRates, vendorDispatches, vendorEightySixes, vendorServiceCategories } from '../db/schema/vendors';
import { type CategoryKey, type VendorKey, VENDORS, assetType, categoryId, vendorId } from './demo-catalog';
import { type CustomerKey, customerDefinition, customerId } from './demo-places';
import { type PersonKey, userId } from './demo-people';
import type { RequestRow } from './demo-requests';
import type { SeedClock } from './seed-clock';
import { stableId } from './stable-id';

/**
 * Vendor profiles, contracted rates, eighty-sixed vendors and the dispatch history of the demo data
 * set (docs/product/vendors.md). Harbor Grill has rates with every outside vendor it uses, has
 * dropped two vendors, and its requests went to vendors by the dispatch team (FSO) or by link (SSO).
 */

interface Profile {
  website: string;
  description: string;
  address: string;
  city: string;
  state: string;
  postalCode: string;
  states: string[];
  postalCodes: string[];
  radiusMiles: number | null;
  contacts: { name: string; title: string; email: string; phone: string }[];
}

const PROFILES: Record<VendorKey, Profile> = {
  summit: {
    website: 'https://summitmech.example',
    description: 'Commercial HVAC service, rooftop units and refrigeration racks, 24/7 emergency response.',
    address: '1400 Blake St',
    city: 'Denver',
    state: 'CO',
    postalCode: '80202',
    states: ['CO', 'CA', 'NY', 'TX'],
    postalCodes: [],
    radiusMiles: 75,
    contacts: [
      { name: 'Ryan O’Neil', title: 'Lead technician', email: 'ryan.oneil@summitmech.example', phone: '+13035550199' },
      { name: 'Linda Park', title: 'Billing', email: 'linda.park@summitmech.example', phone: '+13035550165' },
    ],
  },
  coldchain: {
    website: 'https://coldchain.example',
    description: 'Walk-in and reach-in refrigeration, ice machines. Factory-authorised for FrostLine and Polar.',
    address: '220 Bayshore Blvd',
    city: 'San Francisco',
    state: 'CA',
    postalCode: '94124',
    states: ['CA', 'NV', 'OR'],
    postalCodes: ['94103', '94110', '95112'],
    radiusMiles: 120,
    contacts: [
      { name: 'Tina Morales', title: 'Dispatcher', email: 'tina.morales@coldchain.example', phone: '+14155550198' },
      { name: 'Alex Rivera', title: 'Service technician', email: 'vendor.tech@demo.example', phone: '+14155550197' },
    ],
  },
  blueline: {
    website: 'https://blueline.example',
    description: 'Commercial plumbing, water heaters and grease traps.',
    address: '88 W Lake St',
    city: 'Chicago',
    state: 'IL',
    postalCode: '60601',
    states: ['IL', 'NY', 'CA'],
    postalCodes: [],
    radiusMiles: 60,
    contacts: [{ name: 'Greg Howard', title: 'Dispatcher', email: 'greg.howard@blueline.example', phone: '+13125550166' }],
  },
  brightwire: {
    website: 'https://brightwire.example',
    description: 'Licensed electricians: lighting retrofits, panels and signage.',
    address: '500 Elm St',
    city: 'Dallas',
    state: 'TX',
    postalCode: '75202',
    states: ['TX', 'CA', 'NY'],
    postalCodes: [],
    radiusMiles: null,
    contacts: [{ name: 'Jordan Fields', title: 'Office manager', email: 'jobs@brightwire.example', phone: '+12145550143' }],
  },
  kitchenpro: {
    website: 'https://kitchenpro.example',
    description: 'Cooking, dishwashing and beverage equipment repair; certified for Crescent fryers.',
    address: '75 Summer St',
    city: 'Boston',
    state: 'MA',
    postalCode: '02110',
    states: ['MA', 'NY', 'CA', 'TX'],
    postalCodes: [],
    radiusMiles: 90,
    contacts: [{ name: 'Diego Alvarez', title: 'Service technician', email: 'diego.alvarez@kitchenpro.example', phone: '+16175550167' }],
  },
  handyfix: {
    website: 'https://handyfix.example',
    description: 'General repair, doors and hardware, point-of-sale hardware swaps.',
    address: '191 Peachtree St NE',
    city: 'Atlanta',
    state: 'GA',
    postalCode: '30303',
    states: ['GA', 'CA', 'NY', 'TX', 'WA'],
    postalCodes: [],
    radiusMiles: 50,
    contacts: [{ name: 'Pat Quinn', title: 'Office', email: 'pat.quinn@handyfix.example', phone: '+14045550168' }],
  },
  internal: {
    website: 'https://serviceportal.example',
    description: 'The portal’s own field technicians, for Harbor Grill’s kitchens and plant rooms.',
    address: '1 Market St',
    city: 'San Francisco',
    state: 'CA',
    postalCode: '94105',
    states: ['CA', 'NY'],
    postalCodes: [],
    radiusMiles: null,
    contacts: [{ name: 'Field technician desk', title: 'Dispatch', email: 'field.techs@serviceportal.example', phone: '+18005550146' }],
  },
};

/** Vendors customers have dropped: in the directory, on no roster. */
const DROPPED = [
  {
    key: 'rapid-rooter',
    name: 'Rapid Rooter Drain Co.',
    email: 'jobs@rapidrooter.example',
    phone: '+16505550181',
    categories: ['plumbing'] as CategoryKey[],
    customer: 'harbor' as CustomerKey,
    by: 'companyLeader' as PersonKey,
    reason: 'No-show on two emergency calls; left a floor drain open overnight.',
    daysAgo: 40,
  },
  {
    key: 'quickchill',
    name: 'QuickChill HVAC',
    email: 'service@quickchill.example',
    phone: '+13035550182',
    categories: ['hvac', 'refrigeration'] as CategoryKey[],
    customer: 'harbor' as CustomerKey,
    by: 'companyLeader' as PersonKey,
    reason: 'Invoices ran 40% over the contracted labour rate.',
    daysAgo: 120,
  },
  {
    key: 'brewfix',
    name: 'BrewFix Espresso Service',
    email: 'hello@brewfix.example',
    phone: '+15035550183',
    categories: ['beverage'] as CategoryKey[],
    customer: 'bean' as CustomerKey,
    by: 'selfService' as PersonKey,
    reason: 'Parts back-ordered for weeks at a time.',
    daysAgo: 15,
  },
] as const;

export const droppedVendorId = (key: (typeof DROPPED)[number]['key']) => stableId(`vendor:${key}`);

/** Money rates per vendor (cents): hourly labour and trip charge; multipliers in percent. */
const RATE_BASE: Record<VendorKey, { labor: number; trip: number }> = {
  summit: { labor: 13_500, trip: 8_900 },
  coldchain: { labor: 12_500, trip: 7_500 },
  blueline: { labor: 11_000, trip: 6_500 },
  brightwire: { labor: 10_500, trip: 6_000 },
  kitchenpro: { labor: 11_500, trip: 6_900 },
  handyfix: { labor: 8_500, trip: 4_900 },
  internal: { labor: 9_500, trip: 0 },
};

export const contractedRateId = (customer: CustomerKey, vendor: VendorKey, category: CategoryKey, type: ContractedRateType, from: string) =>
  stableId(`contracted-rate:${customer}:${vendor}:${category}:${type}:${from}`);

/** The exceptions tests and e2e specs look for. */
export const DEMO_VENDORS = {
  /** Every vendor in the directory: the catalogue's and the dropped ones. */
  directorySize: VENDORS.length + DROPPED.length,
  /** Harbor dropped these two; Bean Street dropped BrewFix. */
  eightySixedByHarbor: [droppedVendorId('rapid-rooter'), droppedVendorId('quickchill')],
  eightySixedByBean: droppedVendorId('brewfix'),
  /** ColdChain's labour rate for Harbor refrigeration that ended a year ago (not in force). */
  expiredColdChainLabor: contractedRateId('harbor', 'coldchain', 'refrigeration', 'Hourly Labor', 'old'),
  /** ColdChain's labour rate for Harbor refrigeration in force today. */
  coldChainLabor: contractedRateId('harbor', 'coldchain', 'refrigeration', 'Hourly Labor', 'current'),
} as const;

const outsideVendorsFor = (category: CategoryKey) =>
  VENDORS.filter((v) => !v.internal && (v.categories as readonly CategoryKey[]).includes(category)).map((v) => v.key as VendorKey);

function buildRates(clock: SeedClock): (typeof vendorContractedRates.$inferInsert)[] {
  const rows: (typeof vendorContractedRates.$inferInsert)[] = [];
  const plans: { customer: CustomerKey; by: PersonKey; withTrip: boolean }[] = [
    { customer: 'harbor', by: 'companyLeader', withTrip: true },
    { customer: 'northpoint', by: 'retailLeader', withTrip: true },
    { customer: 'bean', by: 'selfService', withTrip: false },
  ];
  for (const plan of plans) {
    const categories = [...new Set(customerDefinition(plan.customer).equipment.map((type) => assetType(type).category))];
    for (const category of categories) {
      for (const vendor of outsideVendorsFor(category)) {
        const base = RATE_BASE[vendor];
        const common = {
          customerId: customerId(plan.customer),
          vendorId: vendorId(vendor),
          serviceCategoryId: categoryId(category),
          createdByUserId: userId(plan.by),
          createdAt: clock.at(-365),
          effectiveFrom: clock.date(-365),
        };
        const rate = (type: ContractedRateType, amount: { amountCents?: number; multiplierPercent?: number }, notes: string | null = null) =>
          rows.push({ ...common, ...amount, notes, rateType: type, id: contractedRateId(plan.customer, vendor, category, type, 'current') });
        rate('Hourly Labor', { amountCents: base.labor });
        if (plan.withTrip) rate('Trip Charge', { amountCents: base.trip });
        if (plan.customer === 'harbor') rate('After-Hours Multiplier', { multiplierPercent: 150 }, 'Weekdays after 6 pm, weekends and holidays.');
      }
    }
  }
  rows.push({
    id: DEMO_VENDORS.expiredColdChainLabor,
    customerId: customerId('harbor'),
    vendorId: vendorId('coldchain'),
    serviceCategoryId: categoryId('refrigeration'),
    rateType: 'Hourly Labor',
    amountCents: 11_500,
    effectiveFrom: clock.date(-730),
    effectiveTo: clock.date(-366),
    notes: 'The first-year rate.',
    createdByUserId: userId('companyLeader'),
    createdAt: clock.at(-730),
  });
  return rows;
}

/** A stable number from an id, to spread the demo choices. */
const pick = (id: string, n: number) => parseInt(id.replace(/-/g, '').slice(-6), 16) % n;

function buildDispatches(requestRows: readonly RequestRow[]): (typeof vendorDispatches.$inferInsert)[] {
  const rows: (typeof vendorDispatches.$inferInsert)[] = [];
  const minutes = (d: Date, m: number) => new Date(d.getTime() + m * 60_000);
  const internalId = vendorId('internal');
  for (const r of requestRows) {
    if (!r.assignedToVendorId) continue;
    const created = r.createdAt!;
    const place = { requestId: r.id, customerId: r.customerId, locationId: r.locationId };
    // Self-service customers send their own vendors a link; the portal's team dispatches its own technicians.
    const productType = r.isSelfService || (r.assignedToVendorId !== internalId && pick(r.id, 2) === 0) ? 'SSO' : 'FSO';
    if (pick(r.id, 5) === 0) {
      const other = r.assignedToVendorId === vendorId('handyfix') ? vendorId('kitchenpro') : vendorId('handyfix');
      rows.push({
        ...place,
        id: stableId(`dispatch:${r.id}:declined`),
        vendorId: other,
        productType: 'SSO',
        response: 'Declined',
        dispatchedAt: minutes(created, 5),
        respondedAt: minutes(created, 12),
      });
    }
    const pending = r.subStatus === 'Vendor Dispatched';
    rows.push({
      ...place,
      id: stableId(`dispatch:${r.id}`),
      vendorId: r.assignedToVendorId,
      productType,
      response: pending ? 'Pending' : 'Accepted',
      dispatchedAt: minutes(created, 15),
      respondedAt: pending ? null : minutes(created, 40),
      dispatchedByUserId: r.createdByUserId ?? null,
    });
  }
  return rows;
}

async function insertChunked<T>(rows: readonly T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += 1_000) await insert(rows.slice(i, i + 1_000));
}

/** Runs inside seedDemo's transaction, after vendors, categories and requests. */
export async function seedDemoVendors(tx: Queryable, requestRows: readonly RequestRow[], clock: SeedClock): Promise<void> {
  for (const v of VENDORS) {
    const p = PROFILES[v.key];
    await tx
      .update(vendors)
      .set({
        website: p.website,
        description: p.description,
        address: p.address,
        city: p.city,
        state: p.state,
        postalCode: p.postalCode,
        serviceAreaStates: p.states,
        serviceAreaPostalCodes: p.postalCodes,
        serviceRadiusMiles: p.radiusMiles,
        updatedAt: clock.at(-30),
      })
      .where(eq(vendors.id, vendorId(v.key)));
  }
  await tx.insert(vendors).values(
    DROPPED.map((d) => ({
      id: droppedVendorId(d.key),
      name: d.name,
      email: d.email,
      phone: d.phone,
      createdAt: clock.at(-700),
      updatedAt: clock.at(-d.daysAgo),
    })),
  );
  await tx
    .insert(vendorServiceCategories)
    .values([
      ...VENDORS.flatMap((v) => v.categories.map((c) => ({ vendorId: vendorId(v.key), serviceCategoryId: categoryId(c) }))),
      ...DROPPED.flatMap((d) => d.categories.map((c) => ({ vendorId: droppedVendorId(d.key), serviceCategoryId: categoryId(c) }))),
    ]);
  await tx
    .insert(vendorContacts)
    .values(
      VENDORS.flatMap((v) =>
        PROFILES[v.key].contacts.map((c, i) => ({ ...c, id: stableId(`vendor-contact:${v.key}:${i}`), vendorId: vendorId(v.key), position: i + 1 })),
      ),
    );
  await tx.insert(vendorEightySixes).values(
    DROPPED.map((d) => ({
      customerId: customerId(d.customer),
      vendorId: droppedVendorId(d.key),
      reason: d.reason,
      eightySixedByUserId: userId(d.by),
      eightySixedAt: clock.at(-d.daysAgo, 10),
    })),
  );
  await insertChunked(buildRates(clock), (chunk) => tx.insert(vendorContractedRates).values(chunk));
  await insertChunked(buildDispatches(requestRows), (chunk) => tx.insert(vendorDispatches).values(chunk));
}
