import type { RequestPriority, RequestSubStatus, RequestType } from '../../domain/requests/request-enums';
import type { requests } from '../db/schema/requests';
import { type CategoryKey, type VendorKey, type AssetTypeKey, assetType, categoryId, vendorForCategory, vendorId } from './demo-catalog';
import { type DemoAsset, assetId } from './demo-assets';
import { type CustomerKey, customerDefinition } from './demo-places';
import { type PersonKey, person, reportersAt, userId } from './demo-people';
import { visitPlan } from './demo-visits';
import type { SeedClock } from './seed-clock';
import { SeedRandom } from './seed-random';
import { stableId } from './stable-id';

/** Service requests in every status, priority, type and sub-status (docs/product/requests.md). */

export type RequestRow = typeof requests.$inferInsert & { id: string };

export const requestId = (key: string) => stableId(`request:${key}`);
export const pmThreadId = (asset: string) => stableId(`pm-thread:${asset}`);

interface Incident {
  description: string;
  symptoms: readonly string[];
}

interface RequestInput {
  key: string;
  asset: DemoAsset;
  requestType: RequestType;
  priority: RequestPriority;
  subStatus: RequestSubStatus | null;
  vendor: VendorKey | null;
  createdAt: Date;
  eta: Date | null;
  /** Set for closed requests. */
  completedAt: Date | null;
  incident: Incident;
  resolution: string | null;
  reporter: PersonKey | null;
  pmThreadId?: string;
  serviceWindow?: readonly [Date, Date];
}

/** Hand-written situations that demos and tests point at (ids exported through DEMO). */
interface Scenario {
  key: string;
  customer: CustomerKey;
  store: string;
  slot: string;
  requestType: RequestType;
  priority: RequestPriority;
  subStatus: RequestSubStatus | null;
  closed?: boolean;
  vendor: VendorKey | null;
  /** Days before the seed day (fractions are hours). */
  createdDaysAgo: number;
  /** Hours from the seed day's midnight. */
  etaHours?: number;
  reporter: PersonKey;
}

export const SCENARIOS = [
  {
    key: 'walk-in-warm',
    customer: 'harbor',
    store: '101',
    slot: 'walk-in-cooler',
    requestType: 'Incident',
    priority: 'Emergency',
    subStatus: 'Vendor En Route',
    vendor: 'coldchain',
    createdDaysAgo: 0.25,
    etaHours: 10,
    reporter: 'locationStaff',
  },
  {
    key: 'fryer-no-heat',
    customer: 'harbor',
    store: '103',
    slot: 'fryer-1',
    requestType: 'Incident',
    priority: 'High',
    subStatus: 'Awaiting Dispatch',
    vendor: null,
    createdDaysAgo: 1.2,
    reporter: 'locationStaff',
  },
  {
    key: 'ice-machine-dispatched',
    customer: 'harbor',
    store: '201',
    slot: 'ice-machine',
    requestType: 'Incident',
    priority: 'Medium',
    subStatus: 'Vendor Dispatched',
    vendor: 'coldchain',
    createdDaysAgo: 2,
    etaHours: 30,
    reporter: 'locationLeaderDenver',
  },
  {
    key: 'freezer-awaiting-parts',
    customer: 'harbor',
    store: '304',
    slot: 'walk-in-freezer',
    requestType: 'Incident',
    priority: 'High',
    subStatus: 'Awaiting Parts',
    vendor: 'coldchain',
    createdDaysAgo: 6,
    reporter: 'locationLeaderChicago',
  },
  {
    key: 'hvac-quote',
    customer: 'harbor',
    store: '401',
    slot: 'rooftop-hvac',
    requestType: 'Incident',
    priority: 'Medium',
    subStatus: 'Awaiting Quote Approval',
    vendor: 'summit',
    createdDaysAgo: 9,
    reporter: 'districtManagerEast',
  },
  {
    key: 'dishwasher-on-site',
    customer: 'harbor',
    store: '101',
    slot: 'dishwasher',
    requestType: 'Incident',
    priority: 'High',
    subStatus: 'Vendor On Site',
    vendor: 'kitchenpro',
    createdDaysAgo: 0.1,
    reporter: 'locationLeaderEmbarcadero',
  },
  {
    key: 'lighting-work-complete',
    customer: 'harbor',
    store: '103',
    slot: 'lighting',
    requestType: 'Incident',
    priority: 'Low',
    subStatus: 'Work Complete',
    vendor: 'brightwire',
    createdDaysAgo: 4,
    reporter: 'locationStaff',
  },
  {
    key: 'pos-closed',
    customer: 'harbor',
    store: '101',
    slot: 'pos-terminal',
    requestType: 'Incident',
    priority: 'Low',
    subStatus: 'Work Complete',
    closed: true,
    vendor: 'handyfix',
    createdDaysAgo: 12,
    reporter: 'locationStaff',
  },
  {
    key: 'cooler-certification',
    customer: 'harbor',
    store: '102',
    slot: 'walk-in-cooler',
    requestType: 'Equipment Certification',
    priority: 'Low',
    subStatus: 'Vendor Dispatched',
    vendor: 'coldchain',
    createdDaysAgo: 5,
    etaHours: 80,
    reporter: 'companyLeader',
  },
  {
    key: 'griddle-internal-tech',
    customer: 'harbor',
    store: '202',
    slot: 'griddle',
    requestType: 'Incident',
    priority: 'Medium',
    subStatus: 'Vendor Dispatched',
    vendor: 'internal',
    createdDaysAgo: 1,
    etaHours: 20,
    reporter: 'companyLeader',
  },
  {
    key: 'espresso-leak',
    customer: 'bean',
    store: '01',
    slot: 'espresso-machine',
    requestType: 'Self Service Incident',
    priority: 'High',
    subStatus: 'Vendor Dispatched',
    vendor: 'kitchenpro',
    createdDaysAgo: 1,
    etaHours: 14,
    reporter: 'selfService',
  },
  {
    key: 'bean-cooler-closed',
    customer: 'bean',
    store: '03',
    slot: 'reach-in-cooler',
    requestType: 'Self Service Incident',
    priority: 'Medium',
    subStatus: 'Work Complete',
    closed: true,
    vendor: 'coldchain',
    createdDaysAgo: 15,
    reporter: 'selfServiceLocationLeader',
  },
  {
    key: 'retail-door',
    customer: 'northpoint',
    store: '1001',
    slot: 'entry-door',
    requestType: 'Incident',
    priority: 'Emergency',
    subStatus: 'Vendor On Site',
    vendor: 'handyfix',
    createdDaysAgo: 0.3,
    reporter: 'retailLeader',
  },
  {
    key: 'retail-hvac',
    customer: 'northpoint',
    store: '1003',
    slot: 'rooftop-hvac',
    requestType: 'Incident',
    priority: 'High',
    subStatus: 'Vendor Dispatched',
    vendor: 'summit',
    createdDaysAgo: 2,
    etaHours: 16,
    reporter: 'retailStaff',
  },
  {
    key: 'churned-cooler',
    customer: 'tumbleweed',
    store: '01',
    slot: 'walk-in-cooler',
    requestType: 'Incident',
    priority: 'High',
    subStatus: 'Work Complete',
    closed: true,
    vendor: 'coldchain',
    createdDaysAgo: 240,
    reporter: 'churnedLeader',
  },
] as const satisfies readonly Scenario[];

export type ScenarioKey = (typeof SCENARIOS)[number]['key'];
export const scenarioRequestId = (key: ScenarioKey) => requestId(`scenario:${key}`);

/** Recurring preventative visits per customer: the types that get a PM thread at PM-enabled locations. */
const PM_PLAN: Partial<Record<CustomerKey, readonly AssetTypeKey[]>> = {
  harbor: ['rooftop-hvac', 'walk-in-cooler', 'grease-trap'],
  bean: ['espresso-machine', 'ice-machine'],
  northpoint: ['rooftop-hvac'],
};

/** How many generated incidents each customer gets, and how far back they go (days). */
const INCIDENT_PLAN: readonly { customer: CustomerKey; count: number; newest: number; oldest: number }[] = [
  { customer: 'harbor', count: 160, newest: 0, oldest: 365 },
  { customer: 'bean', count: 28, newest: 0, oldest: 300 },
  { customer: 'northpoint', count: 26, newest: 0, oldest: 120 },
  { customer: 'tumbleweed', count: 12, newest: 200, oldest: 600 },
];

const GUIDED_CATEGORIES: readonly CategoryKey[] = ['refrigeration', 'ice', 'cooking', 'hvac', 'beverage'];
const TROUBLESHOOTING_NOTES = [
  'Checked the breaker and power-cycled the unit; the problem came back within an hour.',
  'Cleaned the filter and checked the door seal as the guide says; no change.',
  'Reset the controller; error code returned after ten minutes.',
];
const ESCALATION_REASONS = ['Vendor missed ETA', 'Repeat failure', 'Food safety risk', 'Revenue impact'];
const OPEN_SUB_STATUSES: readonly (readonly [RequestSubStatus, number])[] = [
  ['Vendor Dispatched', 3],
  ['Vendor En Route', 2],
  ['Vendor On Site', 2],
  ['Awaiting Parts', 2],
  ['Awaiting Quote Approval', 2],
  ['Work Complete', 1],
];
const PRIORITIES: readonly (readonly [RequestPriority, number])[] = [
  ['Low', 20],
  ['Medium', 45],
  ['High', 25],
  ['Emergency', 10],
];

function toRow(input: RequestInput, clock: SeedClock, random: SeedRandom): RequestRow {
  const { asset } = input;
  const type = assetType(asset.type);
  const customer = customerDefinition(asset.location.customer);
  const guided = GUIDED_CATEGORIES.includes(type.category) && !input.pmThreadId;
  const attempted = guided && random.chance(0.6);
  const emergency = input.priority === 'Emergency';
  const open = input.completedAt === null;
  const ageDays = (clock.seedDay.getTime() - input.createdAt.getTime()) / 86_400_000;
  const escalated = open && (input.priority === 'High' || emergency) && ageDays > 2 && random.chance(0.4);
  const approver = input.reporter ? person(input.reporter).name : person('companyLeader').name;
  const otApproved = emergency && random.chance(0.6);
  return {
    id: requestId(input.key),
    customerId: asset.row.customerId,
    locationId: asset.row.locationId,
    assetId: asset.row.id,
    serviceCategoryId: categoryId(type.category),
    requestType: input.requestType,
    requestStatus: open ? 'Request Open' : 'Request Closed',
    subStatus: input.subStatus,
    requestPriority: input.priority,
    isSelfService: customer.isSelfService,
    ticketName: input.pmThreadId
      ? `${asset.row.name}: ${type.pm?.title ?? 'Preventative maintenance'}`
      : `${asset.row.name}: ${input.incident.symptoms[0] ?? 'Repair'}`,
    incidentDescription: input.incident.description,
    symptoms: [...input.incident.symptoms],
    assignedToVendorId: input.vendor ? vendorId(input.vendor) : null,
    troubleshootingStatus: guided ? (attempted ? 'Attempted - Not Resolved' : 'Not Attempted') : null,
    troubleshootingNotes: attempted ? random.pick(TROUBLESHOOTING_NOTES) : null,
    troubleshootingGuideAvailable: guided,
    troubleshootingGuideViewedAt: attempted ? new Date(input.createdAt.getTime() - 20 * 60_000) : null,
    isOtApproved: otApproved,
    otApprovedBy: otApproved ? approver : null,
    emergencyCallbackPhoneNumber: emergency ? asset.location.phone : null,
    startDispatchAutomationsImmediately: emergency,
    escalateThroughEep: escalated,
    escalationReasons: escalated ? [random.pick(ESCALATION_REASONS)] : [],
    eta: input.eta,
    serviceWindowStart: input.serviceWindow?.[0] ?? null,
    serviceWindowEnd: input.serviceWindow?.[1] ?? null,
    completedAt: input.completedAt,
    resolutionStatement: input.resolution,
    pmThreadId: input.pmThreadId ?? null,
    createdByUserId: input.reporter ? userId(input.reporter) : null,
    createdAt: input.createdAt,
    updatedAt: input.completedAt ?? input.createdAt,
  };
}

function findAsset(byId: Map<string, DemoAsset>, customer: CustomerKey, store: string, slot: string): DemoAsset {
  const found = byId.get(assetId(customer, store, slot));
  if (!found) throw new Error(`Demo seed: no asset ${customer}/${store}/${slot}`);
  return found;
}

function scenarioInputs(byId: Map<string, DemoAsset>, clock: SeedClock): RequestInput[] {
  return SCENARIOS.map((s: Scenario) => {
    const asset = findAsset(byId, s.customer, s.store, s.slot);
    const type = assetType(asset.type);
    const createdAt = clock.at(-s.createdDaysAgo);
    return {
      key: `scenario:${s.key}`,
      asset,
      requestType: s.requestType,
      priority: s.priority,
      subStatus: s.subStatus,
      vendor: s.vendor,
      createdAt,
      eta: s.etaHours === undefined ? null : clock.inBusinessHours(clock.at(0, s.etaHours), asset.location.timezone),
      completedAt: s.closed ? clock.at(-s.createdDaysAgo + 1.5) : null,
      incident: s.requestType === 'Equipment Certification' ? certificationIncident(type.name) : type.incidents[0]!,
      resolution: s.closed ? type.resolutions[0]! : null,
      reporter: s.reporter,
    };
  });
}

function certificationIncident(typeName: string): Incident {
  return { description: `Annual ${typeName.toLowerCase()} certification visit for the manufacturer's equipment programme.`, symptoms: [] };
}

function preventativeInputs(demoAssets: readonly DemoAsset[], clock: SeedClock, random: SeedRandom): RequestInput[] {
  const result: RequestInput[] = [];
  for (const asset of demoAssets) {
    const { location } = asset;
    const zone = location.timezone;
    const planned = PM_PLAN[location.customer] ?? [];
    const type = assetType(asset.type);
    // One thread per planned type: the first asset of that type at a PM-enabled location.
    if (!location.pmEnabled || !type.pm || !planned.includes(asset.type)) continue;
    if (demoAssets.find((a) => a.location === location && a.type === asset.type) !== asset) continue;
    const thread = pmThreadId(asset.row.id);
    const requestType: RequestType = customerDefinition(location.customer).isSelfService ? 'Self Service Preventative' : 'Preventative';
    const vendor = location.customer === 'bean' ? vendorForCategory(type.category) : random.chance(0.25) ? 'internal' : vendorForCategory(type.category);
    const every = type.pm.everyDays;
    const phase = random.int(3, Math.min(every - 4, 30));
    const incident = { description: `Scheduled ${type.pm.title.toLowerCase()} (every ${every} days).`, symptoms: [] };
    for (let k = 0; phase - k * every >= -300; k++) {
      const due = phase - k * every;
      const open = k === 0;
      result.push({
        key: `pm:${asset.row.id}:${k}`,
        asset,
        requestType,
        priority: random.chance(0.7) ? 'Low' : 'Medium',
        subStatus: open ? (due <= 10 ? 'Vendor Dispatched' : 'Awaiting Dispatch') : 'Work Complete',
        vendor,
        createdAt: clock.at(Math.min(due - 14, -1)),
        // The visit was booked for 9:00 there on its due day (a closed one's ETA is kept for the scorecards).
        eta: !open || due <= 10 ? clock.atLocal(due, 9, zone) : null,
        completedAt: open ? null : clock.atLocal(due, 10 + random.int(0, 20), zone),
        incident,
        resolution: open
          ? null
          : random.chance(0.8)
            ? `Completed ${type.pm.title.toLowerCase()}; checklist complete, no issues found.`
            : `Completed ${type.pm.title.toLowerCase()}; noted worn parts and recommended a follow-up repair.`,
        reporter: null,
        pmThreadId: thread,
        serviceWindow: [clock.atLocal(due, 8, zone), clock.atLocal(due, 12, zone)],
      });
    }
  }
  return result;
}

function incidentInputs(demoAssets: readonly DemoAsset[], clock: SeedClock, random: SeedRandom): RequestInput[] {
  const result: RequestInput[] = [];
  for (const plan of INCIDENT_PLAN) {
    const candidates = demoAssets.filter((a) => a.location.customer === plan.customer);
    const customer = customerDefinition(plan.customer);
    for (let i = 0; i < plan.count; i++) {
      const asset = random.pick(candidates);
      const type = assetType(asset.type);
      // Recent requests are more common than old ones.
      const ageDays = plan.newest + random.next() ** 2 * (plan.oldest - plan.newest) + random.next() * 0.9;
      const createdAt = clock.at(-ageDays);
      const churned = customer.status === 'Churned';
      const openChance = churned ? 0 : ageDays < 10 ? 0.75 : ageDays < 45 ? 0.25 : 0.04;
      const open = random.chance(openChance);
      const certification = plan.customer === 'harbor' && asset.row.isEquipmentCertificationEligible && random.chance(0.3);
      const requestType: RequestType = customer.isSelfService ? 'Self Service Incident' : certification ? 'Equipment Certification' : 'Incident';
      const undispatched = open && random.chance(0.15);
      const vendor: VendorKey | null = undispatched ? null : plan.customer === 'harbor' && random.chance(0.12) ? 'internal' : vendorForCategory(type.category);
      // An undispatched request days old ran out of roster vendors (the dispatch automation escalated it).
      const waiting: RequestSubStatus = ageDays > 3 ? 'Dispatch Escalated' : 'Awaiting Dispatch';
      const subStatus: RequestSubStatus = !open ? 'Work Complete' : undispatched ? waiting : random.weighted(OPEN_SUB_STATUSES);
      const etaDue = subStatus === 'Vendor Dispatched' || subStatus === 'Vendor En Route';
      const reporters = reportersAt(plan.customer, asset.location.store);
      const key = `incident:${plan.customer}:${i}`;
      const priority = random.weighted(PRIORITIES);
      // An open request's ETA draws from the shared generator, a closed one's completion does: never both.
      const openEta = etaDue
        ? clock.inBusinessHours(new Date(Math.max(createdAt.getTime() + 4 * 3_600_000, clock.at(0, random.int(-6, 48)).getTime())), asset.location.timezone)
        : null;
      const completedAt = open
        ? null
        : new Date(createdAt.getTime() + Math.min(random.int(2, 144) * 3_600_000, (clock.seedDay.getTime() - createdAt.getTime()) * 0.9));
      // A finished job kept the ETA its vendor gave (the vendor scorecards' "ETA kept").
      const closedEta =
        completedAt && vendor
          ? visitPlan({ id: requestId(key), vendorId: vendorId(vendor), priority, createdAt, before: completedAt, closed: true }).eta
          : null;
      result.push({
        key,
        asset,
        requestType,
        priority,
        subStatus,
        vendor,
        createdAt,
        eta: openEta ?? closedEta,
        completedAt,
        incident: certification ? certificationIncident(type.name) : random.pick(type.incidents),
        resolution: open
          ? null
          : certification
            ? `Certification inspection passed; certificate issued for serial ${asset.row.serialNumber}.`
            : random.pick(type.resolutions),
        reporter: reporters.length ? random.pick(reporters.slice(0, 3)) : null,
      });
    }
  }
  return result;
}

/** The demo requests, oldest first so request numbers follow creation time. */
export function buildDemoRequests(demoAssets: readonly DemoAsset[], clock: SeedClock): RequestRow[] {
  const random = new SeedRandom('demo-requests');
  const byId = new Map(demoAssets.map((a) => [a.row.id, a]));
  const inputs = [...scenarioInputs(byId, clock), ...preventativeInputs(demoAssets, clock, random), ...incidentInputs(demoAssets, clock, random)];
  return inputs.map((input) => toRow(input, clock, random)).sort((a, b) => a.createdAt!.getTime() - b.createdAt!.getTime() || a.id.localeCompare(b.id));
}
