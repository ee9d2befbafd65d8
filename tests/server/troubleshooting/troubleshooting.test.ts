import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../../src/domain/api/paging';
import type { AttemptView, GuideSummaryView, GuideView } from '../../../src/domain/troubleshooting/troubleshooting-api';
import { DEMO } from '../../../src/server/seed/demo-ids';
import { guideId } from '../../../src/server/seed/demo-pm';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { apiAs } from '../../helpers/api-client';

const { users, assets } = DEMO;
type Who = 'locationStaff' | 'companyLeader' | 'retailLeader';
const cooler = assets.enterpriseWithLabel.id;

describe('troubleshooting guides and attempts', () => {
  let t: TestApp;
  const api = apiAs<Who>(() => t);
  /** The troubleshooting calls, under self-service/troubleshooting/. */
  const call = (who: Who, method: 'GET' | 'POST', path: string, payload?: object) => api.call(who, method, `self-service/troubleshooting/${path}`, payload);
  let guide: GuideView;

  beforeAll(async () => {
    t = await createTestApp();
    await api.signIn(users, ['locationStaff', 'companyLeader', 'retailLeader']);
  });
  afterAll(() => t.close());

  it("lists the guides for an asset's type", async () => {
    const res = await call('locationStaff', 'GET', `guide/by-asset/${cooler}`);
    expect(res.statusCode).toBe(200);
    const page = res.json<Page<GuideSummaryView>>();
    expect(page.items.map((g) => g.title)).toEqual(['Walk-in cooler is too warm', 'Water on the walk-in floor']);
    expect(page.items.every((g) => g.stepCount > 2)).toBe(true);
    const hvac = (await call('locationStaff', 'GET', `guide/by-asset/${assets.enterpriseInfrastructure.id}`)).json<Page<GuideSummaryView>>();
    expect(hvac.items.map((g) => g.title)).toContain('Rooftop unit not cooling');
    expect((await call('retailLeader', 'GET', `guide/by-asset/${cooler}`)).statusCode).toBe(404);
    expect((await call('locationStaff', 'GET', 'guide/by-asset/123')).statusCode).toBe(400);
  });

  it('reads a guide with its ordered steps', async () => {
    const res = await call('locationStaff', 'GET', `guide/${guideId('walk-in-warm')}`);
    expect(res.statusCode).toBe(200);
    guide = res.json<GuideView>();
    expect(guide.steps.map((s) => s.position)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(guide.steps[0]!.text).toContain('Move temperature-sensitive product');
    expect((await call('locationStaff', 'GET', `guide/${randomUUID()}`)).statusCode).toBe(404);
  });

  it('records an attempt once, however often it is sent', async () => {
    const body = {
      id: randomUUID(),
      assetId: cooler,
      guideId: guide.id,
      outcome: 'Not Resolved',
      stepsTried: guide.steps.slice(0, 3).map((s) => s.id),
      notes: 'Coil iced; defrost did not help.',
    };
    const first = await call('locationStaff', 'POST', 'attempt', body);
    expect(first.statusCode).toBe(201);
    expect(first.json<AttemptView>()).toMatchObject({
      id: body.id,
      outcome: 'Not Resolved',
      guideTitle: guide.title,
      stepsTried: body.stepsTried,
      createdByUser: { id: users.locationStaff.id },
    });
    const replay = await call('locationStaff', 'POST', 'attempt', body);
    expect(replay.statusCode).toBe(200);
    expect(replay.json<AttemptView>().createdAt).toBe(first.json<AttemptView>().createdAt);

    const list = (await call('companyLeader', 'GET', `attempt?assetId=${cooler}`)).json<Page<AttemptView>>();
    expect(list.items.filter((a) => a.id === body.id)).toHaveLength(1);
    expect((await call('companyLeader', 'GET', `attempt/${body.id}`)).json<AttemptView>().notes).toBe(body.notes);
    expect((await call('retailLeader', 'GET', `attempt/${body.id}`)).statusCode).toBe(404);
    expect((await call('retailLeader', 'GET', 'attempt')).json<Page<AttemptView>>().items.map((a) => a.id)).not.toContain(body.id);
    expect((await call('retailLeader', 'POST', 'attempt', body)).statusCode).toBe(409);
  });

  it('refuses bad attempts', async () => {
    const body = { id: randomUUID(), assetId: cooler, guideId: guide.id, outcome: 'Resolved', stepsTried: [] };
    const bad = await call('locationStaff', 'POST', 'attempt', { ...body, outcome: 'Maybe' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('outcome');
    expect((await call('locationStaff', 'POST', 'attempt', { ...body, guideId: guideId('fryer-no-heat') })).statusCode).toBe(400);
    const hvacGuide = (await call('locationStaff', 'GET', `guide/${guideId('hvac-not-cooling')}`)).json<GuideView>();
    expect((await call('locationStaff', 'POST', 'attempt', { ...body, stepsTried: [hvacGuide.steps[0]!.id] })).statusCode).toBe(400);
    expect((await call('locationStaff', 'POST', 'attempt', { ...body, requestId: DEMO.requests.awaitingDispatch.id })).statusCode).toBe(400);
    expect((await call('retailLeader', 'POST', 'attempt', { ...body, id: randomUUID() })).statusCode).toBe(404);
    expect((await call('locationStaff', 'GET', 'attempt/nope')).statusCode).toBe(400);
    expect((await call('locationStaff', 'GET', `attempt/${randomUUID()}`)).statusCode).toBe(404);
  });
});
