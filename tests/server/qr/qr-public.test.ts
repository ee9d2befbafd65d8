import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AssetDetailView } from '../../../src/domain/assets/asset-api';
import { API_PREFIX, pathWith } from '../../../src/domain/api/paths';
import { QR_PATHS } from '../../../src/domain/qr/qr-api';
import { DEMO } from '../../../src/server/seed/demo-ids';
import { apiAs } from '../../helpers/api-client';
import { createTestApp, type TestApp } from '../../helpers/test-app';

const { assets, customers, labels, users } = DEMO;
type Who = 'companyLeader' | 'selfService';

/** GET public/qr/{id}: what a signed-out scan of a label may show (docs/product/assets-and-locations.md#qr-labels). */
describe('a QR label seen without signing in', () => {
  let t: TestApp;
  const api = apiAs<Who>(() => t);
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '5' });
    await api.signIn(users, ['companyLeader', 'selfService']);
  });
  afterAll(() => t.close());

  // Each call from an address of its own, so that only the rate-limit test meets the limit.
  let caller = 0;
  const get = (id: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `${API_PREFIX}${pathWith(QR_PATHS.publicLabel, { id })}`, headers, remoteAddress: `198.51.100.${++caller}` });

  it('names the equipment and its location of a linked label, and nothing else', async () => {
    const res = await get(assets.enterpriseWithLabel.labelId);
    expect(res.statusCode).toBe(200);
    // Exactly these keys: no ids, no customer, no model or serial.
    expect(res.json()).toEqual({ status: 'linked', assetName: 'Walk-in Cooler', locationName: 'HG-101 · Harbor Grill Embarcadero' });
  });

  it('leaks nothing else of the tenant that a signed-in user of it sees', async () => {
    const detail = await api.ok<AssetDetailView>('companyLeader', 'GET', `assets/${assets.enterpriseWithLabel.id}/detailView`);
    const body = (await get(assets.enterpriseWithLabel.labelId)).body;
    const privateValues = [
      detail.asset.id,
      detail.asset.customerId,
      detail.location.id,
      detail.location.customerId,
      customers.enterprise.name,
      detail.location.address,
      detail.location.city,
      detail.asset.modelNumber,
      detail.asset.serialNumber,
      detail.brandOwner?.id,
      detail.brandOwner?.name,
      detail.assetType.id,
      detail.serviceCategory.id,
      ...detail.latestRequests.map((r) => r.id),
    ].filter((v): v is string => Boolean(v));
    // The seed gives the asset these, so the check below means something.
    expect(detail.asset.modelNumber).toBeTruthy();
    expect(detail.location.address).toBeTruthy();
    for (const value of privateValues) expect(body, value).not.toContain(value);
  });

  it('says a printed label is not linked yet, without naming its customer', async () => {
    const res = await get(labels.enterpriseUnlinked.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'unlinked' });
    expect(res.body).not.toContain(customers.enterprise.id);
    expect(res.body).not.toContain(customers.enterprise.name);
  });

  it('answers 404 "QR label not found." for a label that does not exist', async () => {
    const res = await get('00000000-0000-4000-8000-000000000000');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('QR label not found.');
  });

  it('answers the same 404 for an id that is not a label id at all', async () => {
    for (const id of ['not-a-label', '12345', `${labels.enterpriseUnlinked.id}x`, "' or 1=1 --"]) {
      const res = await get(id);
      expect(res.statusCode, id).toBe(404);
      expect(res.json().message, id).toBe('QR label not found.');
    }
  });

  it('answers a signed-in caller of another customer exactly as anyone, and ignores a bad token', async () => {
    const other = await get(assets.enterpriseWithLabel.labelId, api.headers('selfService'));
    expect(other.statusCode).toBe(200);
    expect(other.json()).toEqual({ status: 'linked', assetName: 'Walk-in Cooler', locationName: 'HG-101 · Harbor Grill Embarcadero' });
    const badToken = await get(labels.retailUnlinked.id, { authorization: 'Bearer not-a-token' });
    expect(badToken.statusCode).toBe(200);
    expect(badToken.json()).toEqual({ status: 'unlinked' });
  });

  it('limits the calls per address, as the login calls are limited', async () => {
    const from = (address: string) =>
      t.app
        .inject({ method: 'GET', url: `${API_PREFIX}${pathWith(QR_PATHS.publicLabel, { id: labels.retailUnlinked.id })}`, remoteAddress: address })
        .then((r) => ({ status: r.statusCode, message: r.statusCode === 429 ? (r.json().message as string) : undefined }));
    const answers = [];
    for (let i = 0; i < 7; i++) answers.push(await from('192.0.2.77'));
    expect(answers.slice(0, 5).map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.slice(5).map((a) => a.status)).toEqual([429, 429]);
    expect(answers[5]?.message).toBe('Too many attempts. Try again in 1 minute.');
    // Another address is not held back.
    expect((await from('192.0.2.78')).status).toBe(200);
  });
});
