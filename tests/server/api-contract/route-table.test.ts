import { Validator } from '@seriousme/openapi-schema-validator';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app';

/** Route files: every `*.routes.ts` under src/server. */
function routeFiles(dir = 'src/server'): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name.endsWith('.routes.ts') ? [full] : [];
  });
}

/** Fastify's `:id` is OpenAPI's `{id}`. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

describe('API contract: the route table and the OpenAPI document', () => {
  let t: TestApp;
  let document: { openapi: string; paths: Record<string, Record<string, { responses?: Record<string, unknown> }>> };

  beforeAll(async () => {
    t = await createTestApp();
    const res = await t.app.inject('/openapi.json');
    expect(res.statusCode).toBe(200);
    document = res.json();
  });
  afterAll(() => t.close());

  // Hidden routes are the documentation's own pages and the static web app.
  const documentedRoutes = () => t.app.registeredRoutes.filter((r) => !(r.schema as { hide?: boolean } | undefined)?.hide);

  it('registers the API routes at all (the walk below is not vacuous)', () => {
    expect(documentedRoutes().length).toBeGreaterThan(130);
  });

  it('declares a response schema on every route', () => {
    const missing = documentedRoutes()
      .filter((r) => Object.keys((r.schema?.response as object | undefined) ?? {}).length === 0)
      .map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
  });

  it('puts every route in the OpenAPI document with its responses', () => {
    const absent = documentedRoutes()
      .filter((r) => Object.keys(document.paths[openApiPath(r.url)]?.[r.method.toLowerCase()]?.responses ?? {}).length === 0)
      .map((r) => `${r.method} ${r.url}`);
    expect(absent).toEqual([]);
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    expect(document.openapi).toBe('3.1.0');
    const result = await new Validator().validate(document as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('serves the browsable documentation at /docs', async () => {
    const res = await t.app.inject('/docs/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('swagger-ui');
  });

  it('names every route by a path of the domain contract, never a string literal in the route file', () => {
    const literal = /\.(get|post|put|patch|delete)\(\s*['"`]/;
    const offenders = routeFiles().flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .map((line, i) => ({ line, at: `${file}:${i + 1}` }))
        .filter(({ line }) => literal.test(line))
        .map(({ at }) => at),
    );
    expect(offenders).toEqual([]);
  });
});
