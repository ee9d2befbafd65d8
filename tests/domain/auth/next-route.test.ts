import { describe, expect, it } from 'vitest';
import { nextRouteSchema } from '@domain/auth/auth-api';

describe('nextRoute after login', () => {
  const accepted = (v: string) => nextRouteSchema.safeParse(v).success;

  it('accepts a path inside the portal, with its query', () => {
    expect(accepted('/requests?status=Request%20Closed')).toBe(true);
    expect(accepted('/assets/7bd5ef06-06ec-547e-a797-8de3e46da7fd')).toBe(true);
  });

  it('refuses anything that could leave the site', () => {
    for (const v of ['https://evil.example', '//evil.example', '/\\evil.example', 'requests']) expect(accepted(v)).toBe(false);
  });

  it('refuses control characters and white space, which browsers drop from an address', () => {
    for (const v of ['/\t/evil.example', '/\n/evil.example', '/\r/evil.example', '/requests\u0000', '/a b', '/\u007f']) expect(accepted(v)).toBe(false);
  });
});
