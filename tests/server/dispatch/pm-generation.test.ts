import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { occurrenceOnOrAfter } from '../../../src/domain/pm/pm-recurrence';
import { pmRequestDetails, pmSchedules } from '../../../src/server/db/schema/pm';
import { requests } from '../../../src/server/db/schema/requests';
import { generateUpcomingVisits } from '../../../src/server/modules/pm/pm-visits.service';
import { createTestApp, type TestApp } from '../../helpers/test-app';

const DAY = 86_400_000;
const day = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString().slice(0, 10);

describe('the scheduled PM generation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 60_000);
  afterAll(() => t.close());

  it('generates the next visit of schedules due within a week, once; not overdue, far or paused ones', async () => {
    const db = t.database.db;
    const threads = await db
      .selectDistinct({ pmThreadId: requests.pmThreadId })
      .from(requests)
      .where(inArray(requests.pmThreadId, db.select({ id: pmSchedules.pmThreadId }).from(pmSchedules)));
    const schedules = await db
      .select()
      .from(pmSchedules)
      .where(
        inArray(
          pmSchedules.pmThreadId,
          threads.map((th) => th.pmThreadId!),
        ),
      );
    expect(schedules.length).toBeGreaterThanOrEqual(4);
    const [soon, overdue, far, paused] = schedules;
    // Every other schedule is out of the window, so only these count.
    await db.update(pmSchedules).set({ nextOccurrenceDate: day(60) });
    // Soon (in 3 days, its series counted from then), overdue (2 days ago), far (in 20 days), paused (tomorrow).
    const settings: [string, object][] = [
      [soon!.id, { nextOccurrenceDate: day(3), startDate: day(3) }],
      [overdue!.id, { nextOccurrenceDate: day(-2) }],
      [far!.id, { nextOccurrenceDate: day(20) }],
      [paused!.id, { nextOccurrenceDate: day(1), active: false }],
    ];
    for (const [id, set] of settings) await db.update(pmSchedules).set(set).where(eq(pmSchedules.id, id));
    const threadSize = async (pmThreadId: string) => (await db.select({ n: count() }).from(requests).where(eq(requests.pmThreadId, pmThreadId)))[0]!.n;
    const before = await Promise.all(schedules.slice(0, 4).map((s) => threadSize(s.pmThreadId)));

    // Two runs at once (two servers) and one more later: one visit.
    const runs = await Promise.all([generateUpcomingVisits(db), generateUpcomingVisits(db)]);
    expect(runs.reduce((n, r) => n + r.generated, 0)).toBe(1);
    expect((await generateUpcomingVisits(db)).generated).toBe(0);

    const after = await Promise.all(schedules.slice(0, 4).map((s) => threadSize(s.pmThreadId)));
    expect(after).toEqual([before[0]! + 1, before[1], before[2], before[3]]);
    const [moved] = await db.select().from(pmSchedules).where(eq(pmSchedules.id, soon!.id));
    // On to the schedule's following occurrence after the one generated.
    expect(moved!.nextOccurrenceDate).toBe(occurrenceOnOrAfter(soon!.recurrence, { start: day(3) }, day(4)));
    expect(moved!.nextOccurrenceDate! > day(10)).toBe(true);
    const [visit] = await db
      .select({ dueDate: pmRequestDetails.dueDate, createdBy: requests.createdByUserId, status: requests.requestStatus })
      .from(pmRequestDetails)
      .innerJoin(requests, eq(requests.id, pmRequestDetails.requestId))
      .where(and(eq(pmRequestDetails.pmScheduleId, soon!.id), eq(pmRequestDetails.dueDate, day(3))));
    expect(visit).toEqual({ dueDate: day(3), createdBy: null, status: 'Request Open' });
  });
});
