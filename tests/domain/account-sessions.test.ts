import { describe, expect, it } from 'vitest';
import { describeDevice, signInMethodLabel } from '../../src/domain/auth/account-sessions-api';

/** docs/product/sessions-and-tenancy.md#account-sessions: devices and sign-in methods as people name them. */
describe('account sessions', () => {
  it('names a device by its browser and system', () => {
    expect(describeDevice('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36')).toBe(
      'Chrome on Android',
    );
    expect(
      describeDevice('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'),
    ).toBe('Safari on iPhone');
    expect(describeDevice('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36 Edg/126.0')).toBe(
      'Edge on Windows',
    );
    expect(describeDevice('Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:127.0) Gecko/20100101 Firefox/127.0')).toBe('Firefox on Mac');
    expect(describeDevice('curl/8.5.0')).toBe('Unknown device');
    expect(describeDevice(null)).toBe('Unknown device');
  });

  it('names each sign-in method', () => {
    expect(['otp-email', 'otp-phone', 'magic-link', 'oidc:google'].map(signInMethodLabel)).toEqual([
      'Email code',
      'Text code',
      'Sign-in link',
      'Google account',
    ]);
  });
});
