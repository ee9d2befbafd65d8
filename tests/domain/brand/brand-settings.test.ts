import { describe, expect, it } from 'vitest';
import { cookieDomainForHost, parseBrandSettings } from '@domain/brand/brand-settings';

describe('parseBrandSettings', () => {
  it('has no settings when the variable is unset or blank', () => {
    expect(parseBrandSettings(undefined)).toEqual({});
    expect(parseBrandSettings(' ')).toEqual({});
  });

  it('normalises the cookie domain (no leading dot, lower case) and the API origin (no trailing slash)', () => {
    const settings = parseBrandSettings(
      JSON.stringify({
        partner: { cookieDomain: '.MyService360.com', apiBaseUrl: 'https://api.myservice360.com/' },
        default: { cookieDomain: 'portal.example.com' },
      }),
    );
    expect(settings).toEqual({
      partner: { cookieDomain: 'myservice360.com', apiBaseUrl: 'https://api.myservice360.com' },
      default: { cookieDomain: 'portal.example.com', apiBaseUrl: '' },
    });
  });

  it('rejects bad values with a message naming the variable and the brand', () => {
    expect(() => parseBrandSettings('{nope')).toThrow(/VITE_BRAND_SETTINGS is not valid JSON/);
    expect(() => parseBrandSettings('[]')).toThrow(/must be a JSON object/);
    expect(() => parseBrandSettings('{"blue":{}}')).toThrow(/unknown brand 'blue'/);
    expect(() => parseBrandSettings('{"partner":"x"}')).toThrow(/partner must be an object/);
    expect(() => parseBrandSettings('{"partner":{"domain":"a.com"}}')).toThrow(/unknown setting 'domain'/);
    for (const bad of ['localhost', 'partner.localhost', 'com', '127.0.0.1', 'a b.com', 'https://a.com']) {
      expect(() => parseBrandSettings(JSON.stringify({ partner: { cookieDomain: bad } })), bad).toThrow(/partner\.cookieDomain must be a domain/);
    }
    for (const bad of ['api.example.com', 'ftp://api.example.com', 'https://api.example.com/v3', 42]) {
      expect(() => parseBrandSettings(JSON.stringify({ default: { apiBaseUrl: bad } })), String(bad)).toThrow(/default\.apiBaseUrl must be an origin/);
    }
  });
});

describe('cookieDomainForHost', () => {
  it('gives the domain to the domain itself and its sub-domains only', () => {
    expect(cookieDomainForHost('myservice360.com', 'myservice360.com')).toBe('myservice360.com');
    expect(cookieDomainForHost('App.MyService360.com.', 'myservice360.com')).toBe('myservice360.com');
    expect(cookieDomainForHost('notmyservice360.com', 'myservice360.com')).toBeUndefined();
  });

  it('keeps cookies host-only on a local host, an IP address or without a configured domain', () => {
    expect(cookieDomainForHost('localhost', 'myservice360.com')).toBeUndefined();
    expect(cookieDomainForHost('127.0.0.1', 'myservice360.com')).toBeUndefined();
    expect(cookieDomainForHost('app.myservice360.com', undefined)).toBeUndefined();
    expect(cookieDomainForHost('app.myservice360.com', '')).toBeUndefined();
  });
});
