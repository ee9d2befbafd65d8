import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '@/lib/api-client';
import { REQUEST_MESSAGES } from '@/features/requests/request-messages';
import { saveErrorMessage } from '@/lib/save-error';
import { startTestHttpServer, type TestHttpServer } from '../support/test-http-server';

describe('request save messages (docs/product/messages.md)', () => {
  let server: TestHttpServer;
  beforeAll(async () => {
    server = await startTestHttpServer();
  });
  afterAll(() => server.close());

  const failure = (path: string) => createApiClient(server.origin)(path, { method: 'POST', body: {} }).catch((e: unknown) => e);

  it("shows the server's message when it sends one", async () => {
    server.reply('/v3/ssp/requests', { status: 400, body: { statusCode: 400, message: 'incidentDescription: describe the problem' } });
    expect(saveErrorMessage(await failure('requests'), REQUEST_MESSAGES.create, true)).toBe('incidentDescription: describe the problem');
  });

  it('falls back to the text of the call', async () => {
    server.reply('/v3/ssp/requests/1/eta', { status: 500, body: {} });
    expect(saveErrorMessage(await failure('requests/1/eta'), REQUEST_MESSAGES.eta, true)).toBe('An error occurred while trying to update the eta');
  });

  it('says there is no network when the server cannot be reached', async () => {
    const unreachable = await createApiClient('http://127.0.0.1:9')('requests', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(saveErrorMessage(unreachable, REQUEST_MESSAGES.create, true)).toBe(REQUEST_MESSAGES.offline);
    expect(saveErrorMessage(new Error('x'), REQUEST_MESSAGES.create, false)).toBe(REQUEST_MESSAGES.offline);
  });

  it('uses the exact docs/product/messages.md texts', () => {
    expect(REQUEST_MESSAGES.saved).toBe('Save Successful.');
    expect(REQUEST_MESSAGES.create).toBe('An error occurred while trying to save new request');
    expect(REQUEST_MESSAGES.createSelfService).toBe('An error occurred while trying to save new self-service request');
    expect(REQUEST_MESSAGES.checkIn).toBe('An error occurred while checking into the request');
    expect(REQUEST_MESSAGES.selfServiceList).toBe('An error occurred while trying to get self-service requests');
  });
});
