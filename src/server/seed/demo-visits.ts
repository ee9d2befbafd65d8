import type { RequestPriority } from '../../domain/requests/request-enums';
import type { requests } from '../db/schema/requests';
import { vendorId, type VendorKey } from './demo-catalog';
import type { SeedClock } from './seed-clock';
import { SeedRandom } from './seed-random';

/**
 * How each demo vendor works a request: how long dispatch takes, the ETA it gives, whether it arrives
 * by then and whether the job needs a second visit. Vendors differ, so the vendor scorecards and the
 * request report (docs/product/reporting.md) have something to compare. Each plan is drawn from its
 * request's id, not from the seed's shared generator, so the rest of the demo data stays as it was.
 */

interface VendorPace {
  /** Minutes from the request to the vendor's confirmation, at Medium priority. */
  dispatchMinutes: number;
  /** Hours from the confirmation to the ETA the vendor gives, at Medium priority. */
  etaHours: number;
  /** Chance of arriving after the ETA. */
  lateChance: number;
  /** Chance that a closed job took a second visit. */
  returnChance: number;
}

const PACE: Record<VendorKey, VendorPace> = {
  coldchain: { dispatchMinutes: 20, etaHours: 4, lateChance: 0.08, returnChance: 0.1 },
  summit: { dispatchMinutes: 45, etaHours: 6, lateChance: 0.25, returnChance: 0.2 },
  blueline: { dispatchMinutes: 30, etaHours: 5, lateChance: 0.15, returnChance: 0.12 },
  brightwire: { dispatchMinutes: 90, etaHours: 20, lateChance: 0.3, returnChance: 0.08 },
  kitchenpro: { dispatchMinutes: 60, etaHours: 8, lateChance: 0.2, returnChance: 0.25 },
  handyfix: { dispatchMinutes: 150, etaHours: 24, lateChance: 0.45, returnChance: 0.3 },
  internal: { dispatchMinutes: 10, etaHours: 3, lateChance: 0.05, returnChance: 0.15 },
};
const PACE_BY_VENDOR_ID = new Map((Object.keys(PACE) as VendorKey[]).map((key) => [vendorId(key), PACE[key]]));

/** Urgent work is dispatched and attended sooner. */
const URGENCY: Record<RequestPriority, number> = { Emergency: 0.3, High: 0.6, Medium: 1, Low: 1.5 };

const MINUTE = 60_000;

export interface VisitPlan {
  dispatchedAt: Date;
  /** When the vendor said it would arrive. */
  eta: Date;
  /** The first arrival, and the return visit's when there was one. */
  arrivals: Date[];
  late: boolean;
}

export interface VisitInput {
  id: string;
  vendorId: string;
  priority: RequestPriority;
  createdAt: Date;
  /** A booked time (a PM visit's service window, a scenario's ETA): the ETA is that. */
  appointment?: Date | null;
  /** Everything happens before this (the completion, or the seed's "now" for an open request). */
  before: Date;
  /** A second visit only on a closed request. */
  closed: boolean;
}

export function visitPlan(v: VisitInput): VisitPlan {
  const pace = PACE_BY_VENDOR_ID.get(v.vendorId) ?? PACE.handyfix;
  const random = new SeedRandom(`visit:${v.id}`);
  const urgency = URGENCY[v.priority];
  const start = v.createdAt.getTime();
  let dispatch = Math.max(3, pace.dispatchMinutes * urgency * (0.5 + random.next()));
  const etaDraw = random.next(); // drawn either way, so a booked time changes nothing after it
  let eta = v.appointment ? (v.appointment.getTime() - start) / MINUTE : dispatch + pace.etaHours * 60 * urgency * (0.6 + 0.8 * etaDraw);
  const late = random.chance(pace.lateChance);
  let arrival = late ? eta + random.int(20, 240) : eta - random.next() * 0.4 * (eta - dispatch);
  // A short job fits inside its window: every step keeps its share of the time (late stays late).
  const room = (v.before.getTime() - start) / MINUTE - 30;
  if (arrival > room) {
    const scale = Math.max(room, 4) / arrival;
    [dispatch, eta, arrival] = [dispatch * scale, eta * scale, arrival * scale];
  }
  const at = (minutes: number) => new Date(start + Math.round(minutes) * MINUTE);
  const arrivals = [at(arrival)];
  // A return visit needs a day between the first one and the end.
  const returned = v.closed && random.chance(pace.returnChance) && room - arrival > 26 * 60;
  if (returned) arrivals.push(new Date(v.before.getTime() - random.int(60, 180) * MINUTE));
  return { dispatchedAt: at(dispatch), eta: at(eta), arrivals, late };
}

/** What a visit plan reads of a seeded request (demo-requests.ts's RequestRow). */
type VisitedRequest = Pick<typeof requests.$inferInsert, 'assignedToVendorId' | 'requestPriority' | 'createdAt' | 'eta' | 'completedAt' | 'requestStatus'> & {
  id: string;
};

/** The plan of a seeded request's vendor visit (its timeline and its rating read it), or null with no vendor. */
export function requestVisit(r: VisitedRequest, clock: SeedClock): VisitPlan | null {
  if (!r.assignedToVendorId) return null;
  return visitPlan({
    id: r.id,
    vendorId: r.assignedToVendorId,
    priority: r.requestPriority!,
    createdAt: r.createdAt!,
    appointment: r.eta,
    before: r.completedAt ?? clock.seedDay,
    closed: r.requestStatus === 'Request Closed',
  });
}
