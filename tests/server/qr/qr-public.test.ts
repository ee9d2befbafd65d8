import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '../../../src/domain/api/paths';
import { DEMO } from '../../../src/server/seed/demo-ids';
import { createTestApp, type TestApp } from '../../helpers/test-app';

const { assets, labels } = DEMO;

/** GET public/qr/{id}: what a signed-out scan of a label may show. */
describe('a QR label seen without signing in', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '5' });
  });
  afterAll(() => t.close());

  const get = (id: string) => t.app.inject({ method: 'GET', url: `${API_PREFIX}/public/qr/${id}`, remoteAddress: `10.0.0.${id.length}` });

  it('names the equipment and its location of a linked label, and nothing else', async () => {
    const res = await get(assets.enterpriseWithLabel.labelId);
    expect(res.statusCode).toBe(200);
    // Exactly these keys: no ids, no customer, no model or serial.
    expect(res.json()).toEqual({ status: 'linked', assetName: 'Walk-in Cooler', locationName: 'HG-101 · Harbor Grill Embarcadero' });
  });

  it('says a printed label is not linked yet, without naming its customer', async () => {
    const res = await get(labels.enterpriseUnlinked.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'unlinked' });
  });

  it('answers 404 for a label that does not exist and 400 for an id that is not one', async () => {
    const unknown = await get('00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('QR label not found.');
    const malformed = await get('not-a-label');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toMatch(/id must be a QR label id/);
  });

  it('limits the calls per address', async () => {
    const from = () =>
      t.app.inject({ method: 'GET', url: `${API_PREFIX}/public/qr/${labels.retailUnlinked.id}`, remoteAddress: '192.0.2.77' }).then((r) => r.statusCode);
    const answers = [];
    for (let i = 0; i < 7; i++) answers.push(await from());
    expect(answers.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.slice(5)).toEqual([429, 429]);
  });
});
