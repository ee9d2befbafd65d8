import type { ActivityType } from '../../domain/requests/activity-types';
import type { CommunicationDirection, CommunicationKind } from '../../domain/requests/communications';
import type { Queryable } from '../db/client';
import { activities } from '../db/schema/activities';
import { communications } from '../db/schema/communications';
import { formatZonedDateTime } from '../../domain/format/date-format';
import { VENDORS, vendorId } from './demo-catalog';
import { LOCATIONS, locationId } from './demo-places';
import { userId } from './demo-people';
import { scenarioRequestId, type RequestRow } from './demo-requests';
import { requestVisit } from './demo-visits';
import type { SeedClock } from './seed-clock';
import { stableId } from './stable-id';

/**
 * The timelines and communications of the demo requests: what each request's state implies
 * (created, dispatched, ETA, check-in, completion), a few notes, and a communications log with more
 * than one page on the emergency scenario. Deterministic: ids and times derive from the requests.
 */

type ActivityRow = typeof activities.$inferInsert;
type CommunicationRow = typeof communications.$inferInsert;

const MINUTE = 60_000;
const later = (from: Date, minutes: number) => new Date(from.getTime() + minutes * MINUTE);
const vendorById = new Map(VENDORS.map((v) => [vendorId(v.key), v]));
const zoneByLocation = new Map(LOCATIONS.map((l) => [locationId(l.customer, l.store), l.timezone]));
/** Vendor users who check in for their vendor's requests. */
const CHECK_IN_USER = new Map([
  [vendorId('coldchain'), userId('vendorTech')],
  [vendorId('internal'), userId('technician')],
]);
const ON_SITE = new Set(['Vendor On Site', 'Awaiting Parts', 'Awaiting Quote Approval', 'Work Complete']);

/** A small deterministic number from a request id, to vary the timelines. */
const variant = (id: string, modulo: number) => parseInt(id.slice(0, 8), 16) % modulo;

/** When a quoted request's vendor sent its quote: once the technician had seen it (demo-quotes.ts stores the quote). */
export function quotedAt(r: RequestRow, clock: SeedClock): Date {
  const visit = requestVisit(r, clock);
  return visit ? later(visit.arrivals[0]!, 20) : later(r.createdAt!, 90);
}

function timeline(r: RequestRow, clock: SeedClock): ActivityRow[] {
  const rows: ActivityRow[] = [];
  const created = r.createdAt!;
  const add = (activityType: ActivityType, at: Date, description: string, extra: Partial<ActivityRow> = {}) =>
    rows.push({ id: stableId(`activity:${r.id}:${rows.length}`), requestId: r.id, activityType, description, createdAt: at, updatedAt: at, ...extra });
  const closed = r.requestStatus === 'Request Closed';
  // How the vendor worked it: confirmed, gave its ETA and came (once or twice) by its own pace.
  const visit = requestVisit(r, clock);

  add('Request Created', created, 'The request was created.', {
    createdByUserId: r.createdByUserId ?? null,
    details: { requestType: r.requestType!, requestPriority: r.requestPriority! },
  });
  if (visit) {
    add('Dispatch Confirmation', visit.dispatchedAt, `Dispatched to ${vendorById.get(r.assignedToVendorId!)?.name ?? 'the vendor'}.`, {
      details: { vendorId: r.assignedToVendorId! },
    });
  }
  if (r.eta) {
    const zone = zoneByLocation.get(r.locationId) ?? 'UTC';
    const at = visit ? later(visit.dispatchedAt, 10) : later(created, 40);
    add('ETA Updated', at, `ETA set to ${formatZonedDateTime(r.eta, zone)}.`, { details: { from: null, to: r.eta.toISOString() } });
  }
  // Some requests went through a quote before they were fixed (counted as quote savings).
  const quoted = r.subStatus === 'Awaiting Quote Approval' || (closed && variant(r.id, 7) === 0);
  if (quoted) {
    add('Sub-Status Changed', quotedAt(r, clock), 'Sub-status changed to Awaiting Quote Approval.', {
      details: { from: 'Vendor On Site', to: 'Awaiting Quote Approval' },
    });
  }
  if (visit && (closed || ON_SITE.has(r.subStatus ?? ''))) {
    for (const at of visit.arrivals) add('Check In', at, 'The technician checked in.', { createdByUserId: CHECK_IN_USER.get(r.assignedToVendorId!) ?? null });
  }
  if (closed) add('Request Completed', r.completedAt!, r.resolutionStatement ?? 'Completed.', { details: { completedAt: r.completedAt!.toISOString() } });
  return rows;
}

const NOTES: readonly {
  scenario: Parameters<typeof scenarioRequestId>[0];
  by: Parameters<typeof userId>[0];
  text: string;
  actionRequired?: boolean;
  mentions?: Parameters<typeof userId>[0][];
  minutes: number;
}[] = [
  { scenario: 'walk-in-warm', by: 'locationStaff', text: 'Moved the dairy to the reach-in. Temperature still climbing.', minutes: 30 },
  {
    scenario: 'walk-in-warm',
    by: 'companyLeader',
    text: 'Please confirm the technician has the compressor part.',
    actionRequired: true,
    mentions: ['vendorTech'],
    minutes: 75,
  },
  { scenario: 'hvac-quote', by: 'districtManagerEast', text: 'Quote looks high; asking for a second opinion.', minutes: 200 },
  { scenario: 'espresso-leak', by: 'selfService', text: 'Turned the machine off overnight.', minutes: 45 },
];

function notes(byId: Map<string, RequestRow>): ActivityRow[] {
  return NOTES.flatMap((n, i) => {
    const r = byId.get(scenarioRequestId(n.scenario));
    if (!r) return [];
    const at = later(r.createdAt!, n.minutes);
    return [
      {
        id: stableId(`activity:note:${i}`),
        requestId: r.id,
        activityType: 'Note' as const,
        description: n.text,
        actionRequired: n.actionRequired ?? false,
        mentionedUserIds: (n.mentions ?? []).map(userId),
        createdByUserId: userId(n.by),
        createdAt: at,
        updatedAt: at,
      },
    ];
  });
}

function communicationLog(r: RequestRow, full: boolean): CommunicationRow[] {
  const vendor = r.assignedToVendorId ? vendorById.get(r.assignedToVendorId) : undefined;
  if (!vendor) return [];
  const rows: CommunicationRow[] = [];
  const add = (kind: CommunicationKind, direction: CommunicationDirection, minutes: number, fields: Partial<CommunicationRow>) =>
    rows.push({
      id: stableId(`communication:${r.id}:${rows.length}`),
      requestId: r.id,
      kind,
      direction,
      fromAddress: direction === 'outbound' ? 'dispatch@serviceportal.example' : vendor.email,
      toAddress: direction === 'outbound' ? vendor.email : 'dispatch@serviceportal.example',
      createdAt: later(r.createdAt!, minutes),
      ...fields,
    });
  add('email', 'outbound', 14, {
    subject: `Service request: ${r.ticketName ?? 'repair'}`,
    body: `${r.incidentDescription}\n\nPlease confirm dispatch and your ETA.`,
  });
  add('email', 'inbound', 25, { subject: `Re: Service request: ${r.ticketName ?? 'repair'}`, body: 'Confirmed. A technician is assigned.' });
  if (!full) return rows;
  add('call', 'outbound', 18, {
    fromAddress: '+18005550100',
    toAddress: vendor.phone,
    durationSeconds: 142,
    status: 'completed',
    transcript: 'Portal: Calling about an emergency request.\nVendor: We can be there this morning.',
  });
  add('push', 'outbound', 26, {
    fromAddress: 'Service Portal',
    toAddress: 'reporter',
    subject: 'Vendor dispatched',
    body: `${vendor.name} accepted your request.`,
    status: 'read',
  });
  add('conference', 'outbound', 35, {
    fromAddress: '+18005550100',
    toAddress: `${vendor.phone}, location`,
    durationSeconds: 415,
    status: 'completed',
    transcript: 'Three-way call with the location and the vendor about access to the unit.',
  });
  add('chat', 'inbound', 50, {
    fromAddress: 'location staff',
    toAddress: 'support',
    body: 'Is the technician still coming?',
    transcript: 'Location: Is the technician still coming?\nSupport: Yes, ETA is 10:00.',
  });
  for (let i = 0; i < 6; i++) {
    add('push', 'outbound', 60 + i * 20, {
      fromAddress: 'Service Portal',
      toAddress: 'reporter',
      subject: 'Status update',
      body: `Update ${i + 1}: the technician is working on it.`,
      status: 'delivered',
    });
  }
  return rows;
}

/** Rows per insert statement: well under PostgreSQL's 65,535 parameters. */
const CHUNK = 1000;

export async function seedDemoRequestActivity(db: Queryable, requestRows: readonly RequestRow[], clock: SeedClock): Promise<void> {
  const byId = new Map(requestRows.map((r) => [r.id, r]));
  const scenarioIds = new Set([scenarioRequestId('walk-in-warm'), scenarioRequestId('espresso-leak'), scenarioRequestId('retail-door')]);
  const activityRows = [...requestRows.flatMap((r) => timeline(r, clock)), ...notes(byId)];
  const communicationRows = requestRows.flatMap((r) => communicationLog(r, scenarioIds.has(r.id)));
  for (let i = 0; i < activityRows.length; i += CHUNK) await db.insert(activities).values(activityRows.slice(i, i + CHUNK));
  for (let i = 0; i < communicationRows.length; i += CHUNK) await db.insert(communications).values(communicationRows.slice(i, i + CHUNK));
}
