import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { API_PREFIX } from '../../src/domain/api/paths';
import { HEADERS } from '../../src/domain/api/headers';
import { loginAs } from './login';
import type { TestApp } from './test-app';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A file for a multipart upload. */
export interface UploadFile {
  bytes: Buffer;
  name: string;
  type: string;
}

/** A multipart body as a browser's FormData would send it. */
async function multipart(fields: Record<string, string>, file?: UploadFile) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (file) form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const encoded = new Response(form);
  return { payload: Buffer.from(await encoded.arrayBuffer()), contentType: encoded.headers.get('content-type')! };
}

export interface CallOptions {
  /** Sent as the Idempotency-Key, as the outbox does. */
  idempotencyKey?: string;
  /** More headers (selection, impersonation, content type). */
  headers?: Record<string, string>;
}

/**
 * The API as the demo users see it, for API tests: sign them in once (the real one-time-code
 * flow), then call `/v3/ssp/<path>` as any of them through `app.inject`.
 *
 *   const api = apiAs<Who>(() => t);
 *   beforeAll(async () => { t = await createTestApp(); await api.signIn(users, ['companyLeader', 'locationStaff']); });
 *   const res = await api.call('companyLeader', 'GET', 'requests/summaries');
 *   const page = await api.ok<RequestSummaryPage>('companyLeader', 'GET', 'requests/summaries');
 *
 * `app` is read at call time, so the helper can be made before `beforeAll` builds the app.
 */
export function apiAs<Who extends string>(app: () => TestApp) {
  const auth = new Map<Who, Record<string, string>>();

  /** The user's bearer header (for a hand-built `app.inject`); throws for a user not signed in. */
  const headers = (who: Who): Record<string, string> => {
    const signedIn = auth.get(who);
    if (!signedIn) throw new Error(`${who} is not signed in: add them to api.signIn`);
    return signedIn;
  };

  const call = (who: Who, method: Method, path: string, payload?: object, options: CallOptions = {}): Promise<LightMyRequestResponse> =>
    app().app.inject({
      method,
      url: `${API_PREFIX}/${path}`,
      headers: {
        ...headers(who),
        ...(options.idempotencyKey ? { [HEADERS.idempotencyKey]: options.idempotencyKey } : {}),
        ...options.headers,
      },
      ...(payload ? { payload } : {}),
    });

  return {
    /** Signs the given demo users in, by their key in `users` (`DEMO.users`). */
    async signIn(users: Record<Who, { email: string }>, who: readonly Who[]): Promise<void> {
      for (const key of who) auth.set(key, (await loginAs(app().app, users[key].email)).headers);
    },
    /** A signed-in user seen with more headers, e.g. another of their customers selected. */
    alias(name: Who, of: Who, extra: Record<string, string>): void {
      auth.set(name, { ...headers(of), ...extra });
    },
    headers,
    call,
    /** A multipart POST of text fields and an optional file, as the upload forms send it. */
    async upload(who: Who, path: string, fields: Record<string, string>, file?: UploadFile, options: CallOptions = {}): Promise<LightMyRequestResponse> {
      const body = await multipart(fields, file);
      return call(who, 'POST', path, body.payload, { ...options, headers: { ...options.headers, 'content-type': body.contentType } });
    },
    /** A call that must answer 200: its JSON answer, or a failure that shows the body. */
    async ok<T>(who: Who, method: Method, path: string, payload?: object, options?: CallOptions): Promise<T> {
      const res = await call(who, method, path, payload, options);
      expect(res.statusCode, `${method} ${path} as ${who}: ${res.body}`).toBe(200);
      return res.json<T>();
    },
  };
}
