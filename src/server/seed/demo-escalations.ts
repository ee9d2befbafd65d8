import type { EscalationStatus } from '../../domain/escalations/escalations-api';
import type { Queryable } from '../db/client';
import { activities } from '../db/schema/activities';
import { escalationUpdates } from '../db/schema/escalation-updates';
import { escalations } from '../db/schema/escalations';
import { BRAND_OWNERS, brandOwnerId, type BrandOwnerKey } from './demo-catalog';
import type { DemoAsset } from './demo-assets';
import { customerId } from './demo-places';
import { PEOPLE, PERSON_KEYS, userId } from './demo-people';
import type { RequestRow } from './demo-requests';
import type { SeedClock } from './seed-clock';
import { stableId } from './stable-id';

/**
 * The demo escalations (docs/product/escalations.md): one for each request filed "escalate through
 * EEP", and one on each demo brand's equipment at Harbor Grill (the newest open request on it at
 * least two days old), so that each brand's users see their own and not the others'. Each has its
 * `Escalated` activity, and the manufacturer's update where it has one, as the server writes them.
 */

const HOUR = 3_600_000;
const later = (from: Date, hours: number) => new Date(from.getTime() + hours * HOUR);

/** Per brand: what its demo escalation says and how far it got. */
const ON_BRAND: Record<BrandOwnerKey, { reasons: string[]; notes: string; status: EscalationStatus; update?: string }> = {
  frostline: {
    reasons: ['Repeat failure'],
    notes: 'Third compressor fault this quarter; the vendor suspects a batch defect.',
    status: 'Manufacturer Responded',
    update: 'We are checking this serial against the compressor recall and will confirm within two days.',
  },
  crescent: { reasons: ['Food safety risk'], notes: 'The fryer does not hold temperature after the thermostat was replaced.', status: 'Open' },
  polar: {
    reasons: ['Warranty claim'],
    notes: 'Still under warranty; the vendor quoted a new pump.',
    status: 'Resolved',
    update: 'The pump is covered: a warranty technician replaced it at no charge.',
  },
};

/** The id of the demo escalation on a brand's equipment (tests and e2e specs refer to it). */
export const brandEscalationId = (brand: BrandOwnerKey) => stableId(`escalation:brand:${brand}`);

type EscalationRow = typeof escalations.$inferInsert;
const nameOf = new Map(PERSON_KEYS.map((key) => [userId(key), PEOPLE[key].name]));

export async function seedDemoEscalations(
  tx: Queryable,
  requestRows: readonly RequestRow[],
  demoAssets: readonly DemoAsset[],
  clock: SeedClock,
): Promise<void> {
  const assetById = new Map(demoAssets.map((a) => [a.row.id, a]));
  const brandOf = (r: RequestRow) => (r.assetId ? (assetById.get(r.assetId)?.row.brandOwnerId ?? null) : null);
  const rows: EscalationRow[] = [];
  const updates: (typeof escalationUpdates.$inferInsert)[] = [];
  const timeline: (typeof activities.$inferInsert)[] = [];

  const escalate = (r: RequestRow, id: string, reasons: string[], notes: string | null, status: EscalationStatus = 'Open') => {
    const at = later(r.createdAt!, 1);
    const author = r.createdByUserId ?? userId('companyLeader');
    const brandOwner = brandOf(r);
    const brandKey = (Object.keys(BRAND_OWNERS) as BrandOwnerKey[]).find((k) => brandOwnerId(k) === brandOwner);
    rows.push({
      id,
      requestId: r.id,
      customerId: r.customerId,
      locationId: r.locationId,
      assetId: r.assetId ?? null,
      brandOwnerId: brandOwner,
      reasons,
      notes,
      status,
      createdByUserId: author,
      resolvedAt: status === 'Resolved' ? later(at, 48) : null,
      createdAt: at,
      updatedAt: at,
    });
    const manufacturer = brandKey ? BRAND_OWNERS[brandKey] : 'the manufacturer';
    timeline.push({
      id: stableId(`activity:${id}:escalated`),
      requestId: r.id,
      activityType: 'Escalated',
      description: `${nameOf.get(author)} escalated the request to ${manufacturer}: ${reasons.join(', ')}.${brandKey ? '' : ' The manufacturer has no escalation contact, so nobody was told.'}`,
      details: { escalationId: id, brandOwnerId: brandOwner },
      createdByUserId: author,
      createdAt: at,
      updatedAt: at,
    });
    return { at, manufacturer };
  };

  for (const r of requestRows) {
    if (r.escalateThroughEep) escalate(r, stableId(`escalation:request:${r.id}`), r.escalationReasons ?? ['Repeat failure'], null);
  }

  for (const brand of Object.keys(ON_BRAND) as BrandOwnerKey[]) {
    const plan = ON_BRAND[brand];
    const request = requestRows
      .filter((r) => r.customerId === customerId('harbor') && r.requestStatus === 'Request Open' && !r.escalateThroughEep && brandOf(r) === brandOwnerId(brand))
      .filter((r) => r.createdAt! <= clock.at(-2))
      .at(-1);
    if (!request) throw new Error(`Demo seed: no open Harbor Grill request on ${brand} equipment to escalate`);
    const id = brandEscalationId(brand);
    const { at, manufacturer } = escalate(request, id, plan.reasons, plan.notes, plan.status);
    if (!plan.update) continue;
    const updateAt = later(at, 20);
    const moved = plan.status === 'Open' ? null : plan.status;
    updates.push({
      id: stableId(`escalation-update:${id}`),
      escalationId: id,
      authorKind: 'manufacturer',
      authorName: manufacturer,
      text: plan.update,
      status: moved,
      createdAt: updateAt,
    });
    timeline.push({
      id: stableId(`activity:${id}:update`),
      requestId: request.id,
      activityType: 'Escalation Update',
      description: `${manufacturer}${moved ? ` (${moved})` : ''}: ${plan.update}`,
      details: { escalationId: id, status: moved },
      createdByUserId: null,
      createdAt: updateAt,
      updatedAt: updateAt,
    });
  }

  if (rows.length) await tx.insert(escalations).values(rows);
  if (updates.length) await tx.insert(escalationUpdates).values(updates);
  if (timeline.length) await tx.insert(activities).values(timeline);
}
