import type { InvoiceLineKind, InvoiceStatus } from '../../domain/reporting/invoice-enums';
import type { Queryable } from '../db/client';
import { invoiceLines, invoices } from '../db/schema/invoices';
import type { RequestRow } from './demo-requests';
import type { SeedClock } from './seed-clock';
import { SeedRandom } from './seed-random';
import { stableId } from './stable-id';

/**
 * The demo invoices (docs/product/reporting.md#invoices): each completed request with a vendor is
 * billed by that vendor two days after completion (or the seed day, if sooner) (labour, parts, travel and tax lines), and about
 * one in six also has a second invoice from the vendor that nobody matched to a request yet (a
 * return trip, a part billed apart), for the unmatched list. Amounts vary by a seeded generator, so
 * every run has the same invoices.
 */

const DAY = 86_400_000;
const STATUSES: readonly [InvoiceStatus, number][] = [
  ['Paid', 0.6],
  ['Approved', 0.2],
  ['Submitted', 0.15],
  ['Disputed', 0.05],
];
const TAX_RATE = 0.085;

type Line = { kind: InvoiceLineKind; description: string; quantity: number; unitCents: number };

function pick<T>(random: SeedRandom, weighted: readonly [T, number][]): T {
  let roll = random.next();
  for (const [value, weight] of weighted) {
    if ((roll -= weight) < 0) return value;
  }
  return weighted.at(-1)![0];
}

function chargeLines(random: SeedRandom): Line[] {
  const lines: Line[] = [
    { kind: 'labour', description: 'Labour', quantity: random.int(2, 8) / 2, unitCents: random.int(19, 29) * 500 },
    { kind: 'travel', description: 'Trip charge', quantity: 1, unitCents: random.int(9, 17) * 500 },
  ];
  const parts = random.int(0, 2);
  for (let i = 0; i < parts; i++) lines.push({ kind: 'parts', description: `Part ${i + 1}`, quantity: random.int(1, 2), unitCents: random.int(15, 400) * 100 });
  const partsCents = lines.filter((l) => l.kind === 'parts').reduce((sum, l) => sum + l.quantity * l.unitCents, 0);
  if (partsCents > 0) lines.push({ kind: 'tax', description: 'Sales tax on parts', quantity: 1, unitCents: Math.round(partsCents * TAX_RATE) });
  return lines;
}

export async function seedDemoInvoices(tx: Queryable, requestRows: readonly RequestRow[], clock: SeedClock): Promise<void> {
  const random = new SeedRandom('demo-invoices');
  // Billed a few days after the work, but not after the seed day began (the same on every run that day).
  const billedAt = (completed: Date, days: number) => new Date(Math.min(completed.getTime() + days * DAY, clock.seedDay.getTime()));
  const rows: (typeof invoices.$inferInsert)[] = [];
  const lines: (typeof invoiceLines.$inferInsert)[] = [];
  const bill = (key: string, r: RequestRow, matched: boolean, at: Date) => {
    const id = stableId(`invoice:${key}`);
    const charges = chargeLines(random);
    const amounts = charges.map((l) => Math.round(l.quantity * l.unitCents));
    rows.push({
      id,
      customerId: r.customerId,
      locationId: r.locationId,
      vendorId: r.assignedToVendorId!,
      requestId: matched ? r.id : null,
      assetId: matched ? (r.assetId ?? null) : null,
      serviceCategoryId: r.serviceCategoryId ?? null,
      invoiceNumber: `INV-${String(10_000 + rows.length).padStart(6, '0')}`,
      status: pick(random, STATUSES),
      invoicedAt: at,
      createdAt: at,
      totalCents: amounts.reduce((a, b) => a + b, 0),
    });
    charges.forEach((l, i) => lines.push({ id: stableId(`invoice-line:${key}:${i}`), invoiceId: id, ...l, amountCents: amounts[i]! }));
  };
  for (const r of requestRows) {
    // Work completed today is not billed yet.
    if (!r.assignedToVendorId || !r.completedAt || r.isSelfService || r.completedAt >= clock.seedDay) continue;
    bill(r.id, r, true, billedAt(r.completedAt, 2));
    if (random.chance(1 / 6)) bill(`${r.id}:extra`, r, false, billedAt(r.completedAt, random.int(5, 20)));
  }
  for (let i = 0; i < rows.length; i += 500) await tx.insert(invoices).values(rows.slice(i, i + 500));
  for (let i = 0; i < lines.length; i += 500) await tx.insert(invoiceLines).values(lines.slice(i, i + 500));
}
