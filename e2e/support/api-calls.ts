import { expect, type APIRequestContext, type BrowserContext } from '@playwright/test';
import { COOKIES } from '../../src/domain/api/cookies';
import { API_PREFIX } from '../../src/domain/api/paths';

/** The signed-in user's access token, from the page's cookie. */
export async function accessToken(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies()).find((c) => c.name === COOKIES.accessToken);
  expect(cookie, 'signed in: the access-token cookie is set').toBeTruthy();
  return decodeURIComponent(cookie!.value);
}

/** A GET on the API as the signed-in user, outside the browser (no service worker, no routes). */
export async function apiGet<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const res = await request.get(`${API_PREFIX}${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status(), `GET ${path}`).toBe(200);
  return (await res.json()) as T;
}

/** A write on the API as the signed-in user, outside the browser; answers the JSON body of a 2xx. */
async function apiWrite<T>(request: APIRequestContext, method: 'POST' | 'PATCH', token: string, path: string, data: object): Promise<T> {
  const res = await request.fetch(`${API_PREFIX}${path}`, { method, headers: { authorization: `Bearer ${token}` }, data });
  expect(res.ok(), `${method} ${path}: ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

export const apiPost = <T>(request: APIRequestContext, token: string, path: string, data: object): Promise<T> =>
  apiWrite<T>(request, 'POST', token, path, data);
export const apiPatch = <T>(request: APIRequestContext, token: string, path: string, data: object): Promise<T> =>
  apiWrite<T>(request, 'PATCH', token, path, data);

/** A multipart upload on the API as the signed-in user, outside the browser (the file last, as the app sends it). */
export async function apiUpload<T>(
  request: APIRequestContext,
  token: string,
  path: string,
  fields: Record<string, string>,
  file: { name: string; mimeType: string; buffer: Buffer },
): Promise<T> {
  const res = await request.post(`${API_PREFIX}${path}`, { headers: { authorization: `Bearer ${token}` }, multipart: { ...fields, file } });
  expect(res.ok(), `POST ${path}: ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}
