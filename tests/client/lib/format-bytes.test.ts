import { describe, expect, it } from 'vitest';
import { formatBytes } from '@/lib/format-bytes';

describe('formatBytes', () => {
  it('says KB below a megabyte, at least 1 KB for a non-empty file', () => {
    expect(formatBytes(0)).toBe('0 KB');
    expect(formatBytes(200)).toBe('1 KB');
    expect(formatBytes(12 * 1024)).toBe('12 KB');
  });
  it('says MB and GB with one decimal', () => {
    expect(formatBytes(3.4 * 1024 * 1024)).toBe('3.4 MB');
    expect(formatBytes(10741 * 1024 * 1024)).toBe('10.5 GB');
  });
});
