import { eq } from 'drizzle-orm';
import type { RequestPriority } from '../../domain/requests/request-enums';
import type { TaskType } from '../../domain/tasks/task-api';
import type { Queryable } from '../db/client';
import { pmSchedules } from '../db/schema/pm';
import { describeRecurrence } from '../../domain/pm/pm-recurrence';
import { tasks } from '../db/schema/tasks';
import { type LocationDefinition, LOCATIONS, customerDefinition, customerId, locationId } from './demo-places';
import { vendorId } from './demo-catalog';
import { reportersAt, userId } from './demo-people';
import type { RequestRow } from './demo-requests';
import type { SeedClock } from './seed-clock';
import { SeedRandom } from './seed-random';
import { stableId } from './stable-id';

/**
 * Work for customer staff, open and completed (docs/product/tasks.md#kinds): follow-ups on requests,
 * equipment certifications, the next occurrence of each PM schedule, and standing chores.
 */

export type TaskRow = typeof tasks.$inferInsert & { id: string };

export const taskId = (key: string) => stableId(`task:${key}`);

const PRIORITY_BONUS: Record<RequestPriority, number> = { Low: 0, Medium: 5, High: 10, Emergency: 20 };
const HOUR = 3_600_000;

/** Recurring store chores that are not about one request. */
const STANDING_TASKS: readonly { customer: LocationDefinition['customer']; store: string; title: string; description: string }[] = [
  { customer: 'harbor', store: '101', title: 'Review the walk-in temperature log', description: 'Check the twice-daily readings and flag any above 41°F.' },
  { customer: 'harbor', store: '103', title: 'Review the walk-in temperature log', description: 'Check the twice-daily readings and flag any above 41°F.' },
  { customer: 'harbor', store: '201', title: 'Test the hood fire-suppression pull station', description: 'Monthly visual check; record the tag date.' },
  {
    customer: 'harbor',
    store: '304',
    title: 'Photograph the grease trap lid seal',
    description: 'The city inspector asked for a photo before the next visit.',
  },
  { customer: 'harbor', store: '401', title: 'Collect the HVAC quote from the district manager', description: 'Finance needs it before the budget meeting.' },
  { customer: 'northpoint', store: '1003', title: 'Check emergency exit lighting', description: 'Press test on each exit sign and log any that fail.' },
  { customer: 'harbor', store: '404', title: 'Check the walk-in door gasket', description: 'Look for tears and frost at the seal; note what you find.' },
];

function assignee(location: LocationDefinition, random: SeedRandom): string | null {
  const people = reportersAt(location.customer, location.store);
  if (people.length === 0 || random.chance(0.2)) return null;
  return userId(people[0]!);
}

export function buildDemoTasks(requestRows: readonly RequestRow[], clock: SeedClock): TaskRow[] {
  const random = new SeedRandom('demo-tasks');
  const byLocationId = new Map(LOCATIONS.map((l) => [locationId(l.customer, l.store), l]));
  const result: TaskRow[] = [];
  for (const request of requestRows) {
    const location = byLocationId.get(request.locationId)!;
    // Tasks are a full-service feature (docs/product/roles-and-permissions.md).
    if (customerDefinition(location.customer).isSelfService) continue;
    const created = request.createdAt!;
    const due = (hours: number) => new Date(created.getTime() + hours * HOUR);
    const bonus = PRIORITY_BONUS[request.requestPriority ?? 'Medium'];
    const base = { customerId: request.customerId, locationId: request.locationId, requestId: request.id, assetId: request.assetId ?? null };
    const push = (title: string, description: string, score: number, dueAt: Date | null, completedAt: Date | null, taskType: TaskType = 'Follow-up') =>
      result.push({
        ...base,
        id: taskId(`${request.id}:${title}`),
        taskType,
        title,
        description,
        score: score + bonus,
        assignedToUserId: assignee(location, random),
        dueAt,
        completedAt,
        completedByUserId: completedAt ? (request.createdByUserId ?? null) : null,
        createdAt: created,
      });
    if (request.requestType === 'Equipment Certification' && !request.completedAt) {
      // The certification itself: done by whoever the request is dispatched to, due at their visit.
      const dueAt = request.eta ?? due(7 * 24);
      result.push({
        ...base,
        id: taskId(`${request.id}:certification`),
        taskType: 'Equipment Certification',
        title: `Certify ${request.ticketName ?? 'the equipment'}`,
        description: "Complete the manufacturer's certification checklist and upload the signed form.",
        score: 50 + bonus,
        assignedToUserId: request.assignedToVendorId === vendorId('internal') ? userId('technician') : assignee(location, random),
        dueAt,
        completedAt: null,
        createdAt: created,
      });
    }
    if (request.completedAt) {
      const recent = clock.seedDay.getTime() - request.completedAt.getTime() < 90 * 24 * HOUR;
      if (recent && random.chance(0.5)) {
        push('Confirm the repair', `Check that ${request.ticketName} is fixed before the request is closed.`, 60, request.completedAt, request.completedAt);
      }
      continue;
    }
    switch (request.subStatus) {
      case 'Awaiting Quote Approval':
        push('Review and approve the quote', `The vendor sent a quote for ${request.ticketName}.`, 80, due(72), null);
        break;
      case 'Work Complete':
        push('Confirm the repair and close the request', `The vendor reports ${request.ticketName} is fixed.`, 70, due(48), null);
        break;
      case 'Vendor On Site':
        push("Sign the vendor's work order", 'Check the work and sign before the technician leaves.', 60, due(8), null);
        break;
      case 'Vendor Dispatched':
        if (request.pmThreadId) {
          push('Prepare the site for the preventative visit', `Clear access for ${request.ticketName}.`, 40, request.serviceWindowStart ?? null, null);
        }
        break;
      default:
        break;
    }
  }
  STANDING_TASKS.forEach((t, i) => {
    const base = {
      customerId: customerId(t.customer),
      locationId: locationId(t.customer, t.store),
      requestId: null,
      taskType: 'General' as const,
      title: t.title,
      description: t.description,
    };
    const who = reportersAt(t.customer, t.store)[0];
    const assignedToUserId = who ? userId(who) : null;
    result.push({
      ...base,
      id: taskId(`standing:${i}:previous`),
      score: 25,
      assignedToUserId,
      dueAt: clock.at(-5),
      completedAt: clock.at(-6, 15),
      completedByUserId: assignedToUserId,
      createdAt: clock.at(-12),
    });
    result.push({
      ...base,
      id: taskId(`standing:${i}:current`),
      score: 30 + i,
      assignedToUserId,
      dueAt: clock.at(2, 17),
      completedAt: null,
      createdAt: clock.at(-3),
    });
  });
  return result;
}

/** YYYY-MM-DD as the portal writes dates: MM/DD/YYYY (docs/product/constants.md). */
const usDate = (isoDate: string) => `${isoDate.slice(5, 7)}/${isoDate.slice(8, 10)}/${isoDate.slice(0, 4)}`;

/**
 * The next occurrence of each active PM schedule of a full-service customer, as a task for the
 * location (docs/product/tasks.md#kinds): due that day at 9:00 UTC, scored higher the sooner it is.
 */
export async function buildScheduleTasks(db: Queryable, clock: SeedClock): Promise<TaskRow[]> {
  const schedules = await db.select().from(pmSchedules).where(eq(pmSchedules.active, true));
  const fullService = new Set(LOCATIONS.filter((l) => !customerDefinition(l.customer).isSelfService).map((l) => locationId(l.customer, l.store)));
  return schedules
    .filter((s): s is typeof s & { nextOccurrenceDate: string } => fullService.has(s.locationId) && s.nextOccurrenceDate !== null)
    .map((s) => {
      const dueAt = new Date(`${s.nextOccurrenceDate}T09:00:00.000Z`);
      const daysAway = Math.max(0, Math.round((dueAt.getTime() - clock.seedDay.getTime()) / (24 * HOUR)));
      return {
        id: taskId(`schedule:${s.id}:${s.nextOccurrenceDate}`),
        customerId: s.customerId,
        locationId: s.locationId,
        requestId: null,
        taskType: 'Preventative' as const,
        assetId: s.assetId,
        pmScheduleId: s.id,
        title: `Book the ${s.name.toLowerCase()}`,
        description: `The next visit (${describeRecurrence(s.recurrence).toLowerCase()}) falls due on ${usDate(s.nextOccurrenceDate)}: confirm the date with the vendor and clear access.`,
        score: Math.max(10, 75 - daysAway),
        assignedToUserId: null,
        dueAt,
        completedAt: null,
        createdAt: clock.at(-1),
      };
    });
}

/** Inserts the demo tasks; runs after the PM schedules exist (seedDemo's transaction). */
export async function seedDemoTasks(tx: Queryable, requestRows: readonly RequestRow[], clock: SeedClock): Promise<void> {
  const rows = [...buildDemoTasks(requestRows, clock), ...(await buildScheduleTasks(tx, clock))];
  for (let i = 0; i < rows.length; i += 1000) await tx.insert(tasks).values(rows.slice(i, i + 1000));
}
