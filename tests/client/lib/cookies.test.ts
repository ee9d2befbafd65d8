import { afterEach, describe, expect, it, vi } from 'vitest';
import { COOKIES } from '@domain/api/cookies';
import { pageCookieDomain } from '@/lib/brand';
import { deleteCookie, readCookie } from '@/lib/cookies';
import { writeCookie } from '@/lib/write-cookie';

/** Every assignment to document.cookie, as written. */
function recordCookieWrites(): string[] {
  const writes: string[] = [];
  let owner: object | null = document;
  while (owner && !Object.getOwnPropertyDescriptor(owner, 'cookie')) owner = Object.getPrototypeOf(owner) as object | null;
  const setter = Object.getOwnPropertyDescriptor(owner!, 'cookie')!.set!;
  vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
    writes.push(value);
    setter.call(document, value);
  });
  return writes;
}

describe("the page's cookie writer (docs/product/sessions-and-tenancy.md: cookie domain per brand)", () => {
  afterEach(() => vi.restoreAllMocks());

  const settings = { partner: { cookieDomain: 'myservice360.com' }, default: { cookieDomain: 'serviceportal.example.com' } };

  it("picks the cookie domain of the host's brand, and none on a local host or outside the domain", () => {
    expect(pageCookieDomain('app.myservice360.com', settings)).toBe('myservice360.com');
    expect(pageCookieDomain('portal.serviceportal.example.com', settings)).toBe('serviceportal.example.com');
    expect(pageCookieDomain('acme.partner.localhost', settings)).toBeUndefined();
    expect(pageCookieDomain('localhost', settings)).toBeUndefined();
    expect(pageCookieDomain('portal.elsewhere.example', settings)).toBeUndefined();
    expect(pageCookieDomain('app.myservice360.com', {})).toBeUndefined();
  });

  it('writes the selection cookies with the brand domain for a year', () => {
    const writes = recordCookieWrites();
    writeCookie(COOKIES.selectedCustomerId, 'c 1', 'myservice360.com');
    expect(writes).toEqual([`${COOKIES.selectedCustomerId}=c%201; path=/; domain=myservice360.com; max-age=31536000; samesite=lax`]);
  });

  it('writes host-only cookies without a domain, readable by the page', () => {
    writeCookie(COOKIES.brandOwnerMode, 'true', undefined);
    expect(readCookie(COOKIES.brandOwnerMode)).toBe('true');
    deleteCookie(COOKIES.brandOwnerMode, undefined);
    expect(readCookie(COOKIES.brandOwnerMode)).toBeUndefined();
  });

  it('deletes on the brand domain and host-only, so a cookie from before the domain was set goes too', () => {
    const writes = recordCookieWrites();
    deleteCookie(COOKIES.impersonateUserId, 'myservice360.com');
    expect(writes).toEqual([
      `${COOKIES.impersonateUserId}=; path=/; max-age=0; expires=Thu, 01 Jan 1970 00:00:00 GMT`,
      `${COOKIES.impersonateUserId}=; path=/; domain=myservice360.com; max-age=0; expires=Thu, 01 Jan 1970 00:00:00 GMT`,
    ]);
  });
});
