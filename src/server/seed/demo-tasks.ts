import type { RequestPriority } from '../../domain/requests/request-enums';
import type { tasks } from '../db/schema/tasks';
import { type LocationDefinition, LOCATIONS, customerDefinition, customerId, locationId } from './demo-places';
import { reportersAt, userId } from './demo-people';
import type { RequestRow } from './demo-requests';
import type { SeedClock } from './seed-clock';
import { SeedRandom } from './seed-random';
import { stableId } from './stable-id';

/** Work for customer staff, open and completed, most tied to a request (docs/product/requests.md Task). */

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
    const bonus = PRIORITY_BONUS[request.requestPriority ?? 'Medium'];
    const base = { customerId: request.customerId, locationId: request.locationId, requestId: request.id };
    const push = (title: string, description: string, score: number, dueAt: Date | null, completedAt: Date | null) =>
      result.push({
        ...base,
        id: taskId(`${request.id}:${title}`),
        title,
        description,
        score: score + bonus,
        assignedToUserId: assignee(location, random),
        dueAt,
        completedAt,
        createdAt: created,
      });
    if (request.completedAt) {
      const recent = clock.seedDay.getTime() - request.completedAt.getTime() < 90 * 24 * HOUR;
      if (recent && random.chance(0.5)) {
        push('Confirm the repair', `Check that ${request.ticketName} is fixed before the request is closed.`, 60, request.completedAt, request.completedAt);
      }
      continue;
    }
    const due = (hours: number) => new Date(created.getTime() + hours * HOUR);
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
