import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../../src/domain/api/paging';
import type { ActivityView, RequestDetail } from '../../../src/domain/requests/request-views';
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
    expect((await call('locationStaff', 'GET', 'attempt?assetId=nope')).statusCode).toBe(400);
    expect((await call('locationStaff', 'GET', 'attempt?limit=0')).statusCode).toBe(400);
    // Another tenant's asset: no error (its id gives nothing away), and none of its attempts.
    expect((await call('retailLeader', 'GET', `attempt?assetId=${cooler}`)).json<Page<AttemptView>>().total).toBe(0);
    expect((await call('locationStaff', 'GET', `attempt/${randomUUID()}`)).statusCode).toBe(404);
  });

  /** A new open request on the cooler, as location staff file it. */
  const newCoolerRequest = async (extra: object = {}) => {
    const id = randomUUID();
    const res = await api.call('locationStaff', 'POST', 'requests', {
      id,
      assetId: cooler,
      requestPriority: 'High',
      incidentDescription: 'Cooler at 45°F.',
      ...extra,
    });
    return { id, res };
  };
  const timelineOf = async (requestId: string) =>
    (await api.ok<Page<ActivityView>>('locationStaff', 'GET', `requests/${requestId}/activities?limit=200`)).items.filter(
      (a) => a.activityType === 'Troubleshooting',
    );

  it('shows an attempt made for a request on it: status, notes, when viewed, and one timeline entry however often it is sent', async () => {
    const { id: requestId } = await newCoolerRequest();
    const before = await api.ok<RequestDetail>('locationStaff', 'GET', `requests/${requestId}`);
    expect(before).toMatchObject({ troubleshootingStatus: null, assetHasGuide: true });

    const attempt = {
      id: randomUUID(),
      assetId: cooler,
      guideId: guide.id,
      outcome: 'Not Resolved',
      stepsTried: [],
      notes: 'Still 45°F after the reset.',
      requestId,
    };
    expect((await call('locationStaff', 'POST', 'attempt', attempt)).statusCode).toBe(201);
    expect((await call('locationStaff', 'POST', 'attempt', attempt)).statusCode).toBe(200);

    const after = await api.ok<RequestDetail>('locationStaff', 'GET', `requests/${requestId}`);
    expect(after).toMatchObject({
      troubleshootingStatus: 'Attempted - Not Resolved',
      troubleshootingNotes: 'Still 45°F after the reset.',
      troubleshootingGuideAvailable: true,
    });
    expect(after.troubleshootingGuideViewedAt).not.toBeNull();
    const entries = await timelineOf(requestId);
    expect(entries).toHaveLength(1);
    expect(entries[0]!.description).toBe(`${users.locationStaff.name} followed the guide "${guide.title}": the problem remains. Still 45°F after the reset.`);
  });

  it('links the attempt a request was filed after (troubleshootingGuideAttempt), once, and only the caller’s own on that equipment', async () => {
    const attemptId = randomUUID();
    const made = await call('locationStaff', 'POST', 'attempt', { id: attemptId, assetId: cooler, guideId: guide.id, outcome: 'Not Resolved', stepsTried: [] });
    expect(made.statusCode).toBe(201);

    // Someone else's attempt, or one on other equipment, is refused and nothing is filed.
    const foreign = await newCoolerRequest({ troubleshootingGuideAttempt: randomUUID() });
    expect(foreign.res.statusCode).toBe(400);
    expect(foreign.res.json().message).toBe('troubleshootingGuideAttempt must be an attempt you made at a guide for this equipment.');
    expect((await api.call('locationStaff', 'GET', `requests/${foreign.id}`)).statusCode).toBe(404);
    const byLeader = await api.call('companyLeader', 'POST', 'requests', {
      id: randomUUID(),
      assetId: cooler,
      requestPriority: 'High',
      incidentDescription: 'Cooler at 45°F.',
      troubleshootingGuideAttempt: attemptId,
    });
    expect(byLeader.statusCode).toBe(400);

    const filed = await newCoolerRequest({ troubleshootingGuideAttempt: attemptId });
    expect(filed.res.statusCode).toBe(201);
    expect((await api.ok<AttemptView>('locationStaff', 'GET', `self-service/troubleshooting/attempt/${attemptId}`)).requestId).toBe(filed.id);
    expect(await api.ok<RequestDetail>('locationStaff', 'GET', `requests/${filed.id}`)).toMatchObject({ troubleshootingStatus: 'Attempted - Not Resolved' });
    expect(await timelineOf(filed.id)).toHaveLength(1);

    // Already on that request: a second request cannot take it.
    expect((await newCoolerRequest({ troubleshootingGuideAttempt: attemptId })).res.statusCode).toBe(400);
  });

  it('says whether the equipment of a request has a guide', async () => {
    const retail = await api.ok<RequestDetail>('retailLeader', 'GET', `requests/${DEMO.requests.retailOpen.id}`);
    expect(retail.assetHasGuide).toBe(false);
  });
});
