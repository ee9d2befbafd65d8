import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COPY_MESSAGES, copyToClipboard } from '@/lib/copy-to-clipboard';

const showSnackbar = vi.hoisted(() => vi.fn());
vi.mock('@/components/snackbar/snackbar', () => ({ showSnackbar }));

describe("copyToClipboard: docs/product/messages.md's 'Copied to clipboard.'", () => {
  const writeText = vi.fn<(text: string) => Promise<void>>();
  beforeEach(() => {
    showSnackbar.mockClear();
    writeText.mockReset();
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('writes the text and confirms in the snackbar', async () => {
    writeText.mockResolvedValue();
    expect(await copyToClipboard('https://portal.test/requests/42')).toBe(true);
    expect(writeText).toHaveBeenCalledWith('https://portal.test/requests/42');
    expect(showSnackbar).toHaveBeenCalledExactlyOnceWith('info', 'Copied to clipboard.');
  });

  it('says so when the browser refuses the clipboard', async () => {
    writeText.mockRejectedValue(new DOMException('Write permission denied.', 'NotAllowedError'));
    expect(await copyToClipboard('x')).toBe(false);
    expect(showSnackbar).toHaveBeenCalledExactlyOnceWith('error', COPY_MESSAGES.failed);
  });

  it('says so when there is no clipboard at all (a page that is not secure)', async () => {
    vi.stubGlobal('navigator', { ...navigator, clipboard: undefined });
    expect(await copyToClipboard('x')).toBe(false);
    expect(showSnackbar).toHaveBeenCalledExactlyOnceWith('error', COPY_MESSAGES.failed);
  });
});
