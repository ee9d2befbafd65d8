import { assetId, assetLabelId, unlinkedLabelId } from './demo-assets';
import { brandOwnerId, vendorId } from './demo-catalog';
import { customerId, locationId } from './demo-places';
import { type PersonKey, PEOPLE, userId } from './demo-people';
import { pmScheduleId } from './demo-pm';
import { pmThreadId, scenarioRequestId } from './demo-requests';
import { taskId } from './demo-tasks';

/**
 * Ids and logins of the demo data set that tests, e2e specs and docs refer to. Every id here is a
 * name-based UUID, so it is the same in every database the demo seed has filled.
 */

type DemoUser = { id: string; email: string; phone: string; name: string };

const users = Object.fromEntries(
  (Object.keys(PEOPLE) as PersonKey[]).map((key) => [key, { id: userId(key), email: PEOPLE[key].email, phone: PEOPLE[key].phone, name: PEOPLE[key].name }]),
) as Record<PersonKey, DemoUser>;

const labelledAsset = assetId('harbor', '101', 'walk-in-cooler');
const hvacAt101 = assetId('harbor', '101', 'rooftop-hvac');

export const DEMO = {
  users,
  customers: {
    /** Harbor Grill Restaurants: enterprise, full service, Live. */
    enterprise: { id: customerId('harbor'), name: 'Harbor Grill Restaurants' },
    /** Bean Street Coffee: self service with full PM. */
    selfService: { id: customerId('bean'), name: 'Bean Street Coffee' },
    /** Northpoint Outfitters: second full-service tenant (Onboarding). */
    retail: { id: customerId('northpoint'), name: 'Northpoint Outfitters' },
    /** Tumbleweed Tacos: Churned. */
    churned: { id: customerId('tumbleweed'), name: 'Tumbleweed Tacos' },
    /** Lakeside Bagel Co.: Prospect, no locations yet. */
    prospect: { id: customerId('lakeside'), name: 'Lakeside Bagel Co.' },
  },
  locations: {
    /** HG-101 San Francisco: pmEnabled, location.staff works here, open Preventative requests. */
    staffPm: { id: locationId('harbor', '101') },
    /** HG-102 Oakland: pmEnabled; the snackbar spec turns its PM switch (no other spec does, so the two never race). */
    leaderPm: { id: locationId('harbor', '102') },
    /** HG-103 San Jose: location.staff's second location (not PM-enabled). */
    staffOther: { id: locationId('harbor', '103') },
    /** HG-401 New York: an enterprise location location.staff cannot see. */
    enterpriseNotStaff: { id: locationId('harbor', '401') },
    selfService: { id: locationId('bean', '01') },
    retail: { id: locationId('northpoint', '1001') },
    churned: { id: locationId('tumbleweed', '01') },
  },
  assets: {
    /** Walk-in cooler at HG-101 (FrostLine make, so brand.manager sees it), with a QR label. */
    enterpriseWithLabel: { id: labelledAsset, labelId: assetLabelId(labelledAsset) },
    /** Rooftop HVAC at HG-101: infrastructure, has a PM thread and its schedule. */
    enterpriseInfrastructure: {
      id: hvacAt101,
      labelId: assetLabelId(hvacAt101),
      pmThreadId: pmThreadId(hvacAt101),
      pmScheduleId: pmScheduleId(pmThreadId(hvacAt101)),
    },
    selfService: { id: assetId('bean', '01', 'espresso-machine') },
    /** Ice machine at Bean Street 01: its type has a troubleshooting guide. */
    selfServiceWithGuide: { id: assetId('bean', '01', 'ice-machine') },
    retail: { id: assetId('northpoint', '1001', 'entry-door') },
    churned: { id: assetId('tumbleweed', '01', 'walk-in-cooler') },
  },
  labels: {
    enterpriseUnlinked: { id: unlinkedLabelId('harbor', 1) },
    /** Harbor Grill's second unlinked label: the one a browser test links, so the first stays unlinked for the others. */
    enterpriseToLink: { id: unlinkedLabelId('harbor', 2) },
    selfServiceUnlinked: { id: unlinkedLabelId('bean', 1) },
    retailUnlinked: { id: unlinkedLabelId('northpoint', 1) },
  },
  brandOwners: {
    /** FrostLine Refrigeration: brand.manager's brand. */
    refrigeration: { id: brandOwnerId('frostline') },
    fryer: { id: brandOwnerId('crescent') },
    iceMachine: { id: brandOwnerId('polar') },
  },
  vendors: {
    /** ColdChain Refrigeration Services: vendor.tech's vendor. */
    refrigeration: { id: vendorId('coldchain') },
    hvac: { id: vendorId('summit') },
    plumbing: { id: vendorId('blueline') },
    kitchen: { id: vendorId('kitchenpro') },
    generalRepair: { id: vendorId('handyfix') },
    /** Internal technicians (technician@demo.example). */
    internal: { id: vendorId('internal') },
  },
  requests: {
    /** Open Emergency at HG-101, ColdChain en route. */
    openEmergencyForVendorTech: { id: scenarioRequestId('walk-in-warm') },
    /** Open at HG-103 with no vendor yet. */
    awaitingDispatch: { id: scenarioRequestId('fryer-no-heat') },
    awaitingQuote: { id: scenarioRequestId('hvac-quote') },
    closedEnterprise: { id: scenarioRequestId('pos-closed') },
    equipmentCertification: { id: scenarioRequestId('cooler-certification') },
    internalTechnician: { id: scenarioRequestId('griddle-internal-tech') },
    selfServiceOpen: { id: scenarioRequestId('espresso-leak') },
    selfServiceClosed: { id: scenarioRequestId('bean-cooler-closed') },
    retailOpen: { id: scenarioRequestId('retail-door') },
    churnedClosed: { id: scenarioRequestId('churned-cooler') },
  },
  tasks: {
    /** The first standing task of the demo set, open and due in two days. */
    standingOpen: { id: taskId('standing:0:current') },
    /** The same chore's previous round at HG-101, completed six days ago. */
    standingCompleted: { id: taskId('standing:0:previous') },
    /** Certify the walk-in cooler at HG-102 (Equipment Certification, ColdChain's visit); location.staff cannot see it. */
    certification: { id: taskId(`${scenarioRequestId('cooler-certification')}:certification`) },
    /** Northpoint Outfitters' open standing task at store 1003: another tenant for Harbor Grill's people. */
    retailOpen: { id: taskId('standing:5:current') },
    /** An open standing task at HG-404, where natalie.price (out of office) is the location leader. */
    atOutOfOfficeStore: { id: taskId('standing:6:current') },
  },
} as const;
