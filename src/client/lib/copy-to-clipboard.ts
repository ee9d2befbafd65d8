import { showSnackbar } from '../components/snackbar/snackbar';

/** docs/product/messages.md: the 'Copied to clipboard.' confirmation, and a refused clipboard. */
export const COPY_MESSAGES = {
  copied: 'Copied to clipboard.',
  failed: 'Could not copy to the clipboard. Select the text and copy it instead.',
} as const;

/**
 * Puts `text` on the clipboard and says so in the snackbar, or that the browser refused (no
 * permission, not a secure page, no clipboard at all). Resolves to whether it was copied.
 */
export async function copyToClipboard(text: string): Promise<boolean> {
  try {
    // navigator.clipboard is undefined outside secure contexts: that TypeError lands below too.
    await navigator.clipboard.writeText(text);
    showSnackbar('info', COPY_MESSAGES.copied);
    return true;
  } catch {
    showSnackbar('error', COPY_MESSAGES.failed);
    return false;
  }
}
