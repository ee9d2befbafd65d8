import { formatUsdExact } from '../../domain/format/money-format';
import { PUBLIC_LINK_TTL_MS } from '../../domain/public-links/public-links-api';
import type { Queryable } from '../db/client';
import { activities } from '../db/schema/activities';
import { publicLinks, requestQuotes } from '../db/schema/public-links';
import { VENDORS, vendorId } from './demo-catalog';
import { scenarioRequestId, type RequestRow } from './demo-requests';
import { quotedAt } from './demo-requests-activity';
import type { SeedClock } from './seed-clock';
import { SeedRandom } from './seed-random';
import { stableId } from './stable-id';

/**
 * The demo's waiting quotes (docs/product/requests.md#quotes): every open request awaiting a quote's
 * approval has its vendor's quote, sent from a request-quote link when the sub-status changed. The
 * rooftop HVAC scenario ('hvac-quote') also has a second opinion from another vendor, asked after
 * the leader's note that the first looks high, so the request page shows two quotes side by side.
 * Each quote has its spent link and its "Quote Submitted" entry, as a real answer leaves.
 */

const SCOPES = [
  'Parts and labor to replace the failed component; includes the trip charge.',
  'Diagnose, replace the worn parts and test under load.',
  'Replace the control board and recalibrate.',
];
const SECOND_OPINION = {
  scenario: scenarioRequestId('hvac-quote'),
  vendorKey: 'handyfix',
  amountCents: 214_000,
  description: 'Swap the condenser fan motor; the capacitor tested fine and stays.',
  /** After the leader's note (demo-requests-activity.ts, 200 minutes in): a day to send it. */
  minutesAfterCreated: 200 + 26 * 60,
} as const;
const vendorName = new Map(VENDORS.map((v) => [vendorId(v.key), v.name]));

interface DemoQuote {
  request: RequestRow;
  vendorId: string;
  amountCents: number;
  description: string;
  at: Date;
  asked: boolean;
}

export async function seedDemoQuotes(db: Queryable, requestRows: readonly RequestRow[], clock: SeedClock): Promise<void> {
  const random = new SeedRandom('demo-quotes');
  const quotes: DemoQuote[] = [];
  for (const r of requestRows) {
    if (r.requestStatus !== 'Request Open' || r.subStatus !== 'Awaiting Quote Approval' || !r.assignedToVendorId) continue;
    const first = r.id === SECOND_OPINION.scenario;
    quotes.push({
      request: r,
      vendorId: r.assignedToVendorId,
      amountCents: first ? 285_000 : random.int(35, 240) * 1_000,
      description: first ? 'Replace the condenser fan motor and its capacitor.' : SCOPES[random.int(0, SCOPES.length - 1)]!,
      at: new Date(quotedAt(r, clock).getTime() - 60_000),
      asked: false,
    });
    if (first) {
      quotes.push({
        request: r,
        vendorId: vendorId(SECOND_OPINION.vendorKey),
        amountCents: SECOND_OPINION.amountCents,
        description: SECOND_OPINION.description,
        at: new Date(Math.min(r.createdAt!.getTime() + SECOND_OPINION.minutesAfterCreated * 60_000, clock.seedDay.getTime())),
        asked: true,
      });
    }
  }
  if (!quotes.length) return;
  const links: (typeof publicLinks.$inferInsert)[] = [];
  const rows: (typeof requestQuotes.$inferInsert)[] = [];
  const entries: (typeof activities.$inferInsert)[] = [];
  for (const q of quotes) {
    const key = `${q.request.id}:${q.vendorId}`;
    const linkId = stableId(`quote-link:${key}`);
    const askedAt = new Date(q.at.getTime() - 3 * 3_600_000);
    const name = vendorName.get(q.vendorId) ?? 'The vendor';
    links.push({
      id: linkId,
      // Spent, and no token hashes to this (not a sha256 hex): the same on every run, usable by nobody.
      tokenHash: `answered-demo-link:${linkId}`,
      purpose: 'request-quote',
      customerId: q.request.customerId,
      requestId: q.request.id,
      vendorId: q.vendorId,
      singleUse: true,
      expiresAt: new Date(askedAt.getTime() + PUBLIC_LINK_TTL_MS['request-quote']),
      usedAt: q.at,
      createdAt: askedAt,
    });
    rows.push({
      id: stableId(`quote:${key}`),
      requestId: q.request.id,
      vendorId: q.vendorId,
      linkId,
      amountCents: q.amountCents,
      description: q.description,
      createdAt: q.at,
    });
    if (q.asked) {
      entries.push({
        id: stableId(`activity:quote-requested:${key}`),
        requestId: q.request.id,
        activityType: 'Quote Requested',
        description: `Asked ${name} for a quote.`,
        details: { vendorId: q.vendorId, note: null },
        createdByUserId: q.request.createdByUserId ?? null,
        createdAt: askedAt,
        updatedAt: askedAt,
      });
    }
    entries.push({
      id: stableId(`activity:quote:${key}`),
      requestId: q.request.id,
      activityType: 'Quote Submitted',
      description: `${name} quoted ${formatUsdExact(q.amountCents)}: ${q.description}`,
      details: { amountCents: q.amountCents, vendorId: q.vendorId, attachmentId: null },
      createdAt: q.at,
      updatedAt: q.at,
    });
  }
  await db.insert(publicLinks).values(links);
  await db.insert(requestQuotes).values(rows);
  await db.insert(activities).values(entries);
}
