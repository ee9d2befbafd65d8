import { describe, expect, it } from 'vitest';
import { signDownload, verifyDownload } from '../../../src/server/storage/download-signature';

describe('local download signatures', () => {
  const secret = 'a-test-secret-of-some-length-0123456789';
  const claims = { key: 'request-attachment/r/f', expires: Math.floor(Date.now() / 1000) + 60, name: 'photo.png', type: 'image/png' };

  it('accepts its own signature until the expiry, then says expired', () => {
    const signature = signDownload(secret, claims);
    expect(verifyDownload(secret, claims, signature)).toBe('ok');
    expect(verifyDownload(secret, claims, signature, new Date((claims.expires + 1) * 1000))).toBe('expired');
  });

  it('refuses any altered field or another secret', () => {
    const signature = signDownload(secret, claims);
    expect(verifyDownload(secret, { ...claims, key: 'request-attachment/r/other' }, signature)).toBe('invalid');
    expect(verifyDownload(secret, { ...claims, expires: claims.expires + 3600 }, signature)).toBe('invalid');
    expect(verifyDownload(secret, { ...claims, type: 'text/html' }, signature)).toBe('invalid');
    expect(verifyDownload(`${secret}x`, claims, signature)).toBe('invalid');
    expect(verifyDownload(secret, claims, 'short')).toBe('invalid');
  });
});
