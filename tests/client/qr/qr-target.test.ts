import { describe, expect, it } from 'vitest';
import { qrLabelIdFrom } from '@/features/qr/qr-target';
import { qrLabelUrl } from '@domain/qr/qr-api';

const ID = '3f2b8c4d-1e5a-4b6c-9d7e-8f9a0b1c2d3e';

describe('reading a scanned code', () => {
  it('takes the label id from the address a label prints', () => {
    expect(qrLabelIdFrom(qrLabelUrl('https://portal.example.com/', ID))).toBe(ID);
    expect(qrLabelIdFrom(`https://parts.example.net/qr/${ID}`)).toBe(ID);
  });

  it('accepts a trailing slash, a query, a fragment, spaces and upper case', () => {
    expect(qrLabelIdFrom(`  https://portal.example.com/qr/${ID}/?utm=label#x \n`)).toBe(ID);
    expect(qrLabelIdFrom(`HTTPS://PORTAL.EXAMPLE.COM/qr/${ID.toUpperCase()}`)).toBe(ID);
    expect(qrLabelIdFrom(`http://localhost:8181/qr/${ID}`)).toBe(ID);
  });

  it('takes a bare id', () => {
    expect(qrLabelIdFrom(ID)).toBe(ID);
    expect(qrLabelIdFrom(ID.toUpperCase())).toBe(ID);
  });

  it('refuses codes that are not our labels', () => {
    for (const text of [
      '',
      'hello',
      '012345678905',
      `https://portal.example.com/assets/${ID}`,
      `https://portal.example.com/qr/${ID}/extra`,
      'https://portal.example.com/qr/not-an-id',
      `ftp://portal.example.com/qr/${ID}`,
      `javascript:alert(1)//qr/${ID}`,
      `WIFI:S:guest;T:WPA;P:${ID};;`,
    ]) {
      expect(qrLabelIdFrom(text), text).toBeNull();
    }
  });
});
