import { describe, expect, it } from 'vitest';
import { verifyDownload, signDownload } from '../../../src/server/storage/download-signature';
import { s3Storage } from '../../../src/server/storage/s3-storage';
import { presignUrl, signingKey } from '../../../src/server/storage/sigv4';

/** Published AWS examples (S3 "Authenticating Requests: Using Query Parameters", SigV4 signing key). */
const AWS_EXAMPLE = { accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY', region: 'us-east-1' };

describe('SigV4 presigned URLs', () => {
  it('derives the signing key of the AWS example', () => {
    expect(signingKey('wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY', '20120215', 'us-east-1', 'iam').toString('hex')).toBe(
      'f4780e2d9f65fa895f9c67b32ce1baf0b0d8a43505a000a1a9e090d414db404d',
    );
  });

  it('reproduces the AWS presigned GET example exactly', () => {
    const url = presignUrl({
      method: 'GET',
      url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
      credentials: AWS_EXAMPLE,
      expiresInSeconds: 86400,
      date: new Date('2013-05-24T00:00:00Z'),
    });
    expect(url).toBe(
      'https://examplebucket.s3.amazonaws.com/test.txt?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIAIOSFODNN7EXAMPLE%2F20130524%2Fus-east-1%2Fs3%2Faws4_request&X-Amz-Date=20130524T000000Z&X-Amz-Expires=86400&X-Amz-SignedHeaders=host&X-Amz-Signature=aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404',
    );
  });

  it('signs a different URL for another method, key or time', () => {
    const base = {
      url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
      credentials: AWS_EXAMPLE,
      expiresInSeconds: 60,
      date: new Date('2013-05-24T00:00:00Z'),
    };
    const get = new URL(presignUrl({ ...base, method: 'GET' })).searchParams.get('X-Amz-Signature');
    expect(new URL(presignUrl({ ...base, method: 'PUT' })).searchParams.get('X-Amz-Signature')).not.toBe(get);
    expect(
      new URL(presignUrl({ ...base, method: 'GET', url: new URL('https://examplebucket.s3.amazonaws.com/test2.txt') })).searchParams.get('X-Amz-Signature'),
    ).not.toBe(get);
  });

  it('addresses an S3-compatible endpoint path-style and names the download', () => {
    const storage = s3Storage({ ...AWS_EXAMPLE, bucket: 'portal-files', endpoint: 'http://127.0.0.1:9000' });
    const url = new URL(
      storage.signedGetUrl('request-attachment/abc/file.1', {
        expiresAt: new Date(Date.now() + 300_000),
        downloadName: 'Invoice #4.pdf',
        contentType: 'application/pdf',
      }),
    );
    expect(url.origin).toBe('http://127.0.0.1:9000');
    expect(url.pathname).toBe('/portal-files/request-attachment/abc/file.1');
    expect(url.searchParams.get('response-content-type')).toBe('application/pdf');
    expect(url.searchParams.get('response-content-disposition')).toContain('Invoice #4.pdf');
    expect(Number(url.searchParams.get('X-Amz-Expires'))).toBeGreaterThan(290);
  });
});

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
