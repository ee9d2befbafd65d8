import { randomUUID } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEventPage } from '../../../src/domain/audit/audit-api';
import type { PmChecklistView } from '../../../src/domain/pm/pm-api';
import { addDays, occurrenceOnOrAfter } from '../../../src/domain/pm/pm-recurrence';
import type { PmScheduleView, PmScheduleWriteResult, PmVisitView } from '../../../src/domain/pm/pm-schedules-api';
import { PM_SCHEDULE_MESSAGES, PM_TEMPLATE_MESSAGES } from '../../../src/domain/pm/pm-setup-constants';
import type { PmTemplateView, PmTemplateWriteResult } from '../../../src/domain/pm/pm-templates-api';
import type { Page } from '../../../src/domain/api/paging';
import { isoDate } from '../../../src/domain/users/out-of-office';
import { assets } from '../../../src/server/db/schema/assets';
import { requests } from '../../../src/server/db/schema/requests';
import { customers, locations as locationsTable } from '../../../src/server/db/schema/tenancy';
import { vendorEightySixes } from '../../../src/server/db/schema/vendors';
import { generateUpcomingVisits } from '../../../src/server/modules/pm/pm-visits.service';
import { DEMO } from '../../../src/server/seed/demo-ids';
import { apiAs } from '../../helpers/api-client';
import { createTestApp, type TestApp } from '../../helpers/test-app';

const { users, locations, vendors, customers: demoCustomers } = DEMO;
type Who = 'companyLeader' | 'locationStaff' | 'retailLeader' | 'vendorTech' | 'selfService';
/** The demo's PM locations are in San Francisco and Oakland: visits fall on Los Angeles days. */
const today = () => isoDate(new Date(), 'America/Los_Angeles');
const quarterly = { kind: 'interval', every: 3, unit: 'month' } as const;

/** docs/product/maintenance-and-guides.md#schedules and #templates: setting PM up without the database. */
describe('PM schedules and templates', () => {
  let t: TestApp;
  const api = apiAs<Who>(() => t);
  let asset: { id: string; assetTypeId: string };
  let otherTypeAsset: { id: string; assetTypeId: string };
  let template: PmTemplateView;

  const post = (who: Who, path: string, body: object, key?: string) => api.call(who, 'POST', path, body, { idempotencyKey: key });
  const messageOf = async (res: Promise<{ statusCode: number; json: <T>() => T; body: string }>, status: number) => {
    const answer = await res;
    expect(answer.statusCode, answer.body).toBe(status);
    return answer.json<{ message: string }>().message;
  };
  const schedule = (overrides: object = {}) => ({
    id: randomUUID(),
    locationId: locations.staffPm.id,
    assetId: asset.id,
    name: 'Walk-in quarterly service',
    recurrence: quarterly,
    startDate: today(),
    ...overrides,
  });
  const createSchedule = async (body: object): Promise<PmScheduleWriteResult> => {
    const res = await post('companyLeader', 'pm-schedules', body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<PmScheduleWriteResult>();
  };

  beforeAll(async () => {
    t = await createTestApp();
    await api.signIn(users, ['companyLeader', 'locationStaff', 'retailLeader', 'vendorTech', 'selfService']);
    const atStore = await t.database.db
      .select({ id: assets.id, assetTypeId: assets.assetTypeId })
      .from(assets)
      .where(and(eq(assets.locationId, locations.staffPm.id), ne(assets.id, DEMO.assets.enterpriseInfrastructure.id)));
    asset = atStore[0]!;
    otherTypeAsset = atStore.find((a) => a.assetTypeId !== asset.assetTypeId)!;
  });
  afterAll(() => t.close());

  describe('templates', () => {
    it('adds a template with steps and chores, once per id and key, and lists it', async () => {
      const body = {
        id: randomUUID(),
        name: 'Cooler quarterly',
        assetTypeId: asset.assetTypeId,
        steps: [{ title: '  Clean condenser coil ' }, { title: 'Check door gaskets', description: 'Replace when torn.' }],
        chores: ['Photos of the coil', 'Door seal checked'],
      };
      const key = randomUUID();
      const res = await post('companyLeader', 'pm-templates', body, key);
      expect(res.statusCode, res.body).toBe(201);
      template = res.json<PmTemplateWriteResult>();
      expect(template).toMatchObject({
        name: 'Cooler quarterly',
        customerId: demoCustomers.enterprise.id,
        assetType: { id: asset.assetTypeId },
        steps: [
          { title: 'Clean condenser coil', description: '' },
          { title: 'Check door gaskets', description: 'Replace when torn.' },
        ],
        chores: [{ name: 'Photos of the coil' }, { name: 'Door seal checked' }],
        archived: false,
        scheduleCount: 0,
        opId: key,
      });
      // The same call again (the outbox's replay), and the same id in a new call: the stored template.
      expect((await post('companyLeader', 'pm-templates', body, key)).json<PmTemplateView>().id).toBe(template.id);
      expect((await post('companyLeader', 'pm-templates', body)).statusCode).toBe(200);

      const page = await api.ok<Page<PmTemplateView>>('companyLeader', 'GET', 'pm-templates?search=cooler&limit=5');
      expect(page.items.map((i) => i.id)).toContain(template.id);
      expect(page.limit).toBe(5);
      expect((await api.ok<Page<PmTemplateView>>('retailLeader', 'GET', 'pm-templates')).items.map((i) => i.id)).not.toContain(template.id);
      expect((await api.call('retailLeader', 'GET', `pm-templates/${template.id}`)).statusCode).toBe(404);
    });

    it('reuses a chore named again, and refuses a taken name, bad input and those who may not', async () => {
      const again = await post('companyLeader', 'pm-templates', { id: randomUUID(), name: 'Cooler monthly', chores: ['door SEAL checked'] });
      expect(again.statusCode, again.body).toBe(201);
      expect(again.json<PmTemplateView>().chores[0]!.id).toBe(template.chores[1]!.id);

      expect(await messageOf(post('companyLeader', 'pm-templates', { id: randomUUID(), name: 'COOLER QUARTERLY', steps: [{ title: 'x' }] }), 409)).toBe(
        PM_TEMPLATE_MESSAGES.nameTaken('COOLER QUARTERLY'),
      );
      expect(await messageOf(post('companyLeader', 'pm-templates', { id: randomUUID(), name: ' ', steps: [{ title: 'x' }] }), 400)).toMatch(
        'name must not be empty',
      );
      expect(await messageOf(post('companyLeader', 'pm-templates', { id: randomUUID(), name: 'Empty' }), 400)).toMatch('give at least one step or chore');
      expect(await messageOf(post('companyLeader', 'pm-templates', { id: randomUUID(), name: 'Twice', chores: ['a', 'A'] }), 400)).toMatch(
        'chores: each chore once',
      );
      expect(await messageOf(post('companyLeader', 'pm-templates', { id: randomUUID(), name: 'Typed', assetTypeId: randomUUID(), chores: ['a'] }), 400)).toBe(
        'assetTypeId: no such kind of equipment.',
      );
      expect(await messageOf(post('locationStaff', 'pm-templates', { id: randomUUID(), name: 'Mine', chores: ['a'] }), 403)).toBe(
        PM_TEMPLATE_MESSAGES.forbidden,
      );
    });

    it('changes a template: new steps and chores replace the old, archiving takes it out of the list', async () => {
      const extra = await post('companyLeader', 'pm-templates', { id: randomUUID(), name: 'Short-lived', steps: [{ title: 'One' }] });
      const id = extra.json<PmTemplateView>().id;
      const changed = await api.ok<PmTemplateView>('companyLeader', 'PATCH', `pm-templates/${id}`, {
        name: 'Short-lived v2',
        steps: [{ title: 'Two' }],
        chores: ['Wipe down'],
      });
      expect(changed).toMatchObject({ name: 'Short-lived v2', steps: [{ title: 'Two' }], chores: [{ name: 'Wipe down' }] });
      await api.ok('companyLeader', 'PATCH', `pm-templates/${id}`, { archived: true });
      expect((await api.ok<Page<PmTemplateView>>('companyLeader', 'GET', 'pm-templates?limit=200')).items.map((i) => i.id)).not.toContain(id);
      expect((await api.ok<Page<PmTemplateView>>('companyLeader', 'GET', 'pm-templates?archived=only')).items.map((i) => i.id)).toContain(id);
      expect(await messageOf(api.call('companyLeader', 'PATCH', `pm-templates/${id}`, {}), 400)).toMatch('change at least one field');
      expect(await messageOf(api.call('companyLeader', 'PATCH', `pm-templates/${id}`, { name: 'Cooler quarterly' }), 409)).toBe(
        PM_TEMPLATE_MESSAGES.nameTaken('Cooler quarterly'),
      );
      expect((await api.call('retailLeader', 'PATCH', `pm-templates/${id}`, { name: 'Theirs' })).statusCode).toBe(404);

      const trail = await api.ok<AuditEventPage>('companyLeader', 'GET', `audit-events?subjectType=PmTemplate&subjectId=${id}`);
      expect(trail.items.map((e) => e.action)).toEqual(['pmTemplate.update', 'pmTemplate.update', 'pmTemplate.create']);
      expect(trail.items[1]).toMatchObject({
        before: { name: 'Short-lived', steps: ['One'], chores: [] },
        after: { name: 'Short-lived v2', steps: ['Two'], chores: ['Wipe down'] },
      });
    });
  });

  describe('schedules', () => {
    it('sets up a quarterly schedule with a template and a vendor; its first visit is generated at once', async () => {
      const key = randomUUID();
      const body = schedule({ pmTemplateId: template.id, assignedToVendorId: vendors.refrigeration.id, description: 'Coil, gaskets, drain.' });
      const res = await post('companyLeader', 'pm-schedules', body, key);
      expect(res.statusCode, res.body).toBe(201);
      const made = res.json<PmScheduleWriteResult>();
      expect(made).toMatchObject({
        id: body.id,
        location: { id: locations.staffPm.id },
        asset: { id: asset.id },
        repeats: 'Every 3 months',
        startDate: today(),
        endDate: null,
        vendor: { id: vendors.refrigeration.id },
        template: { id: template.id, name: 'Cooler quarterly' },
        status: 'Active',
        nextOccurrenceDate: occurrenceOnOrAfter(quarterly, { start: today() }, addDays(today(), 1)),
        latestVisit: { dueDate: today(), requestStatus: 'Request Open' },
        opId: key,
      });
      expect((await post('companyLeader', 'pm-schedules', body, key)).json<PmScheduleView>().latestVisit!.id).toBe(made.latestVisit!.id);

      // The visit: a preventative request for the equipment, with the vendor, the template's steps and chores.
      const [visit] = await t.database.db.select().from(requests).where(eq(requests.id, made.latestVisit!.id));
      expect(visit).toMatchObject({
        requestType: 'Preventative',
        ticketName: 'Walk-in quarterly service',
        incidentDescription: 'Coil, gaskets, drain.',
        assetId: asset.id,
        assignedToVendorId: vendors.refrigeration.id,
        subStatus: 'Vendor Dispatched',
        pmThreadId: made.pmThreadId,
      });
      const checklist = await api.ok<PmChecklistView>('locationStaff', 'GET', `self-service/pm/checklist?requestId=${visit!.id}`);
      expect(checklist.items.items.map((i) => i.title)).toEqual(['Clean condenser coil', 'Check door gaskets']);
      expect(checklist.pmAssets).toHaveLength(1);
      expect(checklist.pmAssets[0]!.chores.map((c) => c.name)).toEqual(['Photos of the coil', 'Door seal checked']);
      const chore = { pmRequestDetailAssetId: checklist.pmAssets[0]!.id, choreTypeId: template.chores[0]!.id, completed: true };
      expect((await post('locationStaff', 'requests/completeChore', chore)).statusCode).toBe(200);
      // A chore of another template is not this visit's.
      const other = (await post('companyLeader', 'pm-templates', { id: randomUUID(), name: 'Hinges', chores: ['Grease the hinges'] })).json<PmTemplateView>();
      expect(await messageOf(post('locationStaff', 'requests/completeChore', { ...chore, choreTypeId: other.chores[0]!.id }), 400)).toMatch(
        'choreTypeId is not a chore of this visit.',
      );

      // The vendor's people see the schedule of their visits; the template now counts it.
      expect((await api.ok<Page<PmScheduleView>>('vendorTech', 'GET', 'pm-schedules?limit=200')).items.map((s) => s.id)).toContain(made.id);
      expect((await api.ok<PmTemplateView>('companyLeader', 'GET', `pm-templates/${template.id}`)).scheduleCount).toBe(1);
      const visits = await api.ok<Page<PmVisitView>>('locationStaff', 'GET', `pm-schedules/${made.id}/visits`);
      expect(visits).toMatchObject({ total: 1, items: [{ id: visit!.id, dueDate: today() }] });
    });

    it('generates nothing yet for a schedule that starts later; the hourly job makes its first visit when it comes near', async () => {
      const start = addDays(today(), 20);
      const made = await createSchedule(
        schedule({ assetId: null, name: 'Hood cleaning', recurrence: { kind: 'calendar', months: [1, 4, 7, 10], day: 15 }, startDate: start }),
      );
      expect(made).toMatchObject({ asset: null, latestVisit: null, repeats: 'On the 15th of every quarter (Jan, Apr, Jul, Oct)' });
      expect(made.nextOccurrenceDate! >= start).toBe(true);

      const near = new Date(Date.parse(`${made.nextOccurrenceDate}T12:00:00Z`) - 3 * 86_400_000);
      expect((await generateUpcomingVisits(t.database.db, near)).generated).toBeGreaterThanOrEqual(1);
      const after = await api.ok<PmScheduleView>('companyLeader', 'GET', `pm-schedules/${made.id}`);
      expect(after.latestVisit).toMatchObject({ dueDate: made.nextOccurrenceDate });
      expect(after.nextOccurrenceDate! > made.nextOccurrenceDate!).toBe(true);
    });

    it('pauses, resumes, changes and ends a schedule, each in the audit trail', async () => {
      const made = await createSchedule(schedule({ name: 'Ice machine sanitize', recurrence: { kind: 'weekdays', everyWeeks: 1, weekdays: [1, 4] } }));
      const paused = await api.ok<PmScheduleView>('companyLeader', 'PATCH', `pm-schedules/${made.id}`, { active: false });
      expect(paused.status).toBe('Paused');
      expect((await api.ok<Page<PmScheduleView>>('companyLeader', 'GET', `pm-schedules?status=paused&limit=200`)).items.map((s) => s.id)).toContain(made.id);
      if (made.latestVisit) {
        expect(await messageOf(post('companyLeader', `self-service/requests/${made.latestVisit.id}/generate-next`, {}), 409)).toBe(PM_SCHEDULE_MESSAGES.paused);
      }

      const resumed = await api.ok<PmScheduleView>('companyLeader', 'PATCH', `pm-schedules/${made.id}`, { active: true, recurrence: quarterly });
      expect(resumed.status).toBe('Active');
      // Never a second visit on a day one was generated for: the next is after the latest visit and from today.
      const latestDue = resumed.latestVisit?.dueDate;
      const from = latestDue && addDays(latestDue, 1) > today() ? addDays(latestDue, 1) : today();
      expect(resumed.nextOccurrenceDate).toBe(occurrenceOnOrAfter(quarterly, { start: today() }, from));

      const ended = await api.ok<PmScheduleView>('companyLeader', 'PATCH', `pm-schedules/${made.id}`, { endDate: today() });
      expect(ended).toMatchObject({ status: 'Ended', nextOccurrenceDate: null, endDate: today() });
      expect((await api.ok<Page<PmScheduleView>>('companyLeader', 'GET', 'pm-schedules?limit=200')).items.map((s) => s.id)).not.toContain(made.id);
      expect((await api.ok<Page<PmScheduleView>>('companyLeader', 'GET', 'pm-schedules?status=ended&limit=200')).items.map((s) => s.id)).toContain(made.id);

      const trail = await api.ok<AuditEventPage>('companyLeader', 'GET', `audit-events?subjectType=PmSchedule&subjectId=${made.id}`);
      expect(trail.items.map((e) => e.action)).toEqual(['pmSchedule.update', 'pmSchedule.update', 'pmSchedule.update', 'pmSchedule.create']);
      expect(trail.items[1]).toMatchObject({
        before: { active: false, repeats: 'Every week on Mon, Thu' },
        after: { active: true, repeats: 'Every 3 months' },
      });
    });

    it('pauses and ends a schedule where PM was turned off since, and changes nothing else there', async () => {
      const made = await createSchedule(
        schedule({ locationId: locations.leaderPm.id, assetId: null, name: 'PM switched off', startDate: addDays(today(), 30) }),
      );
      const db = t.database.db;
      await db.update(locationsTable).set({ pmEnabled: false }).where(eq(locationsTable.id, locations.leaderPm.id));
      try {
        expect(await messageOf(api.call('companyLeader', 'PATCH', `pm-schedules/${made.id}`, { name: 'Renamed' }), 400)).toBe(PM_SCHEDULE_MESSAGES.pmOff);
        expect((await api.ok<PmScheduleView>('companyLeader', 'PATCH', `pm-schedules/${made.id}`, { active: false })).status).toBe('Paused');
        expect(await messageOf(api.call('companyLeader', 'PATCH', `pm-schedules/${made.id}`, { active: true }), 400)).toBe(PM_SCHEDULE_MESSAGES.pmOff);
        // Ended before it started: no visit ever.
        expect(await api.ok<PmScheduleView>('companyLeader', 'PATCH', `pm-schedules/${made.id}`, { endDate: today() })).toMatchObject({
          status: 'Ended',
          latestVisit: null,
        });
        expect(
          await messageOf(api.call('companyLeader', 'PATCH', `pm-schedules/${made.id}`, { startDate: today(), endDate: addDays(today(), -1) }), 400),
        ).toMatch('endDate must not be before startDate');
      } finally {
        await db.update(locationsTable).set({ pmEnabled: true }).where(eq(locationsTable.id, locations.leaderPm.id));
      }
    });

    it('refuses what cannot be scheduled, with the reason', async () => {
      const staffOther = locations.staffOther.id;
      expect(await messageOf(post('locationStaff', 'pm-schedules', schedule()), 403)).toBe(PM_SCHEDULE_MESSAGES.forbidden);
      expect(await messageOf(post('retailLeader', 'pm-schedules', schedule()), 400)).toBe('locationId: no such location.');
      expect(await messageOf(post('companyLeader', 'pm-schedules', schedule({ locationId: staffOther, assetId: null })), 400)).toBe(PM_SCHEDULE_MESSAGES.pmOff);
      expect(await messageOf(post('companyLeader', 'pm-schedules', schedule({ assetId: DEMO.assets.retail.id })), 400)).toBe(
        PM_SCHEDULE_MESSAGES.assetElsewhere,
      );
      expect(await messageOf(post('companyLeader', 'pm-schedules', schedule({ assignedToVendorId: randomUUID() })), 400)).toBe(
        'assignedToVendorId: no such vendor.',
      );
      const [dropped] = await t.database.db.select().from(vendorEightySixes).where(eq(vendorEightySixes.customerId, demoCustomers.enterprise.id));
      expect(await messageOf(post('companyLeader', 'pm-schedules', schedule({ assignedToVendorId: dropped!.vendorId })), 409)).toMatch('eighty-sixed');
      expect(await messageOf(post('companyLeader', 'pm-schedules', schedule({ assetId: otherTypeAsset.id, pmTemplateId: template.id })), 400)).toMatch(
        /^pmTemplateId: that template is for .+, not this equipment\.$/,
      );
      expect(await messageOf(post('companyLeader', 'pm-schedules', schedule({ recurrence: { kind: 'interval', every: 0, unit: 'day' } })), 400)).toMatch(
        'recurrence.every must be at least 1',
      );
      expect(await messageOf(post('companyLeader', 'pm-schedules', schedule({ endDate: addDays(today(), -1) })), 400)).toMatch(
        'endDate must not be before startDate',
      );
      expect(await messageOf(post('companyLeader', 'pm-schedules', schedule({ startDate: '2026-02-30' })), 400)).toMatch('startDate must be a date');

      // A self-service plan without full PM sets up no schedules.
      const db = t.database.db;
      await db.update(customers).set({ selfServiceIncludesFullPm: false }).where(eq(customers.id, demoCustomers.selfService.id));
      try {
        const body = schedule({ locationId: locations.selfService.id, assetId: DEMO.assets.selfService.id });
        expect(await messageOf(post('selfService', 'pm-schedules', body), 403)).toBe(PM_SCHEDULE_MESSAGES.planWithoutPm);
      } finally {
        await db.update(customers).set({ selfServiceIncludesFullPm: true }).where(eq(customers.id, demoCustomers.selfService.id));
      }
    });

    it('keeps each tenant to its own schedules', async () => {
      const mine = await createSchedule(schedule({ name: 'Tenant check' }));
      expect((await api.call('retailLeader', 'GET', `pm-schedules/${mine.id}`)).statusCode).toBe(404);
      expect((await api.call('retailLeader', 'GET', `pm-schedules/${mine.id}/visits`)).statusCode).toBe(404);
      expect((await api.call('retailLeader', 'PATCH', `pm-schedules/${mine.id}`, { name: 'Theirs' })).statusCode).toBe(404);
      expect(
        (await api.ok<Page<PmScheduleView>>('retailLeader', 'GET', 'pm-schedules?status=all&limit=200')).items.every(
          (s) => s.customerId === demoCustomers.retail.id,
        ),
      ).toBe(true);
      // The same id from another tenant is not theirs to read back.
      expect((await post('retailLeader', 'pm-schedules', { ...schedule(), id: mine.id, locationId: locations.retail.id, assetId: null })).statusCode).toBe(409);
      const staffList = await api.ok<Page<PmScheduleView>>('locationStaff', 'GET', `pm-schedules?locationId=${locations.staffPm.id}&limit=200`);
      expect(staffList.items.map((s) => s.id)).toContain(mine.id);
      expect((await api.call('companyLeader', 'GET', 'pm-schedules?status=soon')).statusCode).toBe(400);
    });
  });
});
