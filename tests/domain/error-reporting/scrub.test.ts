import { describe, expect, it } from 'vitest';
import { scrubBreadcrumb, scrubEvent, scrubSpan, scrubText, scrubUrl } from '@domain/error-reporting/scrub';

const USER_ID = '9cbcce5d-d22e-52b8-95cc-3ab44cff25d3';

describe('error-report scrubbing: no personal data leaves', () => {
  it('masks emails, phone numbers, tokens and query strings in text', () => {
    expect(scrubText('No user jane.doe+work@example.co.uk here')).toBe('No user [email] here');
    expect(scrubText('Call +1 (555) 010-4477 or 555.010.4477')).toBe('Call [phone] or [phone]');
    expect(scrubText('Authorization: Bearer abc.def.ghi')).toBe('Authorization: [token]');
    expect(scrubText('jwt eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.sig')).toBe('jwt [token]');
    expect(scrubText('code Zk3mQ9xL2pR7tV4wY8bN1cF6hJ0dS5gA left')).toBe('code [token] left');
    expect(scrubText('GET https://portal.example.com/vendor-dispatch?token=abc&x=1 failed')).toBe('GET https://portal.example.com/vendor-dispatch failed');
    expect(scrubText('at /requests/new#notes')).toBe('at /requests/new');
  });

  it('keeps ids, dates and small numbers, which are not personal', () => {
    expect(scrubText(`Request ${USER_ID} failed on 2026-11-26 after 3 tries (status 500)`)).toBe(
      `Request ${USER_ID} failed on 2026-11-26 after 3 tries (status 500)`,
    );
  });

  it('cuts the parameters a failed query lists', () => {
    expect(scrubText('Failed query: insert into users values ($1)\nparams: jane@example.com,5550104477')).toBe('Failed query: insert into users values ($1)');
  });

  it('cuts URLs at their query string', () => {
    expect(scrubUrl('/public/csat?token=secret')).toBe('/public/csat');
    expect(scrubUrl('https://a.example/p#frag')).toBe('https://a.example/p');
  });

  it("scrubs a breadcrumb's message and data; drops query, cookie and body values", () => {
    const crumb = scrubBreadcrumb({
      category: 'fetch',
      message: 'sent to jane@example.com',
      data: {
        url: '/v3/ssp/users?search=jane%40example.com',
        method: 'GET',
        status_code: 200,
        'http.query': '?search=jane',
        request_body_size: 10,
        cookie: 'a=b',
      },
    });
    expect(crumb).toEqual({ category: 'fetch', message: 'sent to [email]', data: { url: '/v3/ssp/users', method: 'GET', status_code: 200 } });
    expect(scrubBreadcrumb({ category: 'navigation', data: { from: '/login?nextRoute=/x', to: '/link?token=abc' } }).data).toEqual({
      from: '/login',
      to: '/link',
    });
  });

  it("keeps only the user's id, the request's URL without query, its method and harmless headers", () => {
    const event = scrubEvent({
      user: { id: USER_ID, email: 'jane@example.com', ip_address: '10.0.0.1', username: 'Jane' } as { id: string },
      request: {
        url: 'https://portal.example.com/quote?token=secret',
        method: 'GET',
        headers: { 'User-Agent': 'Chrome', Authorization: 'Bearer x', Cookie: 'refresh=y', Referer: 'https://portal.example.com/?token=z' },
        query_string: 'token=secret',
        cookies: { refresh: 'y' },
      } as { url: string },
      exception: { values: [{ type: 'Error', value: 'No account for jane@example.com' }] },
      breadcrumbs: [{ message: 'phone 5550104477' }],
    });
    expect(event.user).toEqual({ id: USER_ID });
    expect(event.request).toEqual({ url: 'https://portal.example.com/quote', method: 'GET', headers: { 'User-Agent': 'Chrome' } });
    expect(event.exception!.values![0]).toEqual({ type: 'Error', value: 'No account for [email]' });
    expect(event.breadcrumbs).toEqual([{ message: 'phone [phone]' }]);
  });

  it("drops a rejected object's copy from the extra data, and scrubs what else is there", () => {
    const event = scrubEvent({
      exception: { values: [{ type: 'Error', value: 'Object captured as exception with keys: email, note' }] },
      extra: { __serialized__: { email: 'jane@example.com', note: 'call 555 010 4477' }, unhandledPromiseRejection: true, hint: 'for jane@example.com' },
    });
    expect(event.extra).toEqual({ unhandledPromiseRejection: true, hint: 'for [email]' });
  });

  it("scrubs a span's name and attributes", () => {
    expect(
      scrubSpan({
        name: 'GET /v3/ssp/users?search=jane',
        attributes: { 'url.full': 'https://p.example/x?token=1', 'url.query': '?token=1', 'http.response.status_code': 200 },
      }),
    ).toEqual({
      name: 'GET /v3/ssp/users',
      attributes: { 'url.full': 'https://p.example/x', 'http.response.status_code': 200 },
    });
  });
});
