import { describe, expect, it } from 'vitest';
import { DEFAULT_BRAND_HOST_MAP, parseBrandHostMap } from '@domain/brand/brand-host-map';
import { resolveBrand } from '@domain/brand/resolve-brand';

describe('resolveBrand', () => {
  const map = DEFAULT_BRAND_HOST_MAP;

  it('gives the default teal brand to an unknown host', () => {
    const brand = resolveBrand('localhost', '/home', map);
    expect(brand).toMatchObject({ id: 'default', title: 'Service Portal', palette: 'teal' });
  });

  it('gives the partner red brand to partner.localhost and myservice360.com hosts', () => {
    for (const host of ['partner.localhost', 'myservice360.com', 'app.myservice360.com', 'APP.MyService360.com.']) {
      expect(resolveBrand(host, '/home', map)).toMatchObject({ id: 'partner', title: 'My Service360', palette: 'red' });
    }
  });

  it('does not match a host that merely ends with the same letters', () => {
    expect(resolveBrand('notmyservice360.com', '/home', map).id).toBe('default');
  });

  it('is unbranded (dark grey) whenever the path contains sso-vendor-dispatch, whatever the host', () => {
    expect(resolveBrand('localhost', '/sso-vendor-dispatch', map)).toMatchObject({ id: 'unbranded', title: 'Service Portal', palette: 'gray' });
    expect(resolveBrand('partner.localhost', '/x/sso-vendor-dispatch/y', map).id).toBe('unbranded');
    expect(resolveBrand('partner.localhost', '/vendor-dispatch', map).id).toBe('partner');
  });

  it('follows a configured host map, exact hosts and dot-prefixed domains', () => {
    const custom = parseBrandHostMap('{"portal.example.com":"partner",".acme.test":"unbranded"}');
    expect(resolveBrand('portal.example.com', '/', custom).id).toBe('partner');
    expect(resolveBrand('other.example.com', '/', custom).id).toBe('default');
    expect(resolveBrand('x.acme.test', '/', custom).id).toBe('unbranded');
    expect(resolveBrand('partner.localhost', '/', custom).id).toBe('default');
  });
});

describe('parseBrandHostMap', () => {
  it('uses the defaults when the variable is unset or blank', () => {
    expect(parseBrandHostMap(undefined)).toBe(DEFAULT_BRAND_HOST_MAP);
    expect(parseBrandHostMap('  ')).toBe(DEFAULT_BRAND_HOST_MAP);
  });

  it('rejects malformed JSON, non-objects and unknown brands with a message naming the variable', () => {
    expect(() => parseBrandHostMap('{nope')).toThrow(/VITE_BRAND_HOSTS is not valid JSON/);
    expect(() => parseBrandHostMap('["partner"]')).toThrow(/must be a JSON object/);
    expect(() => parseBrandHostMap('{"a.com":"blue"}')).toThrow(/unknown brand 'blue' for host 'a.com'/);
  });
});
