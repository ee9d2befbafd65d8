import { FILES_MESSAGES } from '@domain/files/files-api';
import type { Save } from '@/components/use-save';
import { signedFileUrl } from './file-calls';

/**
 * Opens a stored file in a new tab through its short-lived signed URL. The tab opening says it
 * worked (no snackbar then); a failure is said through `save`.
 */
export async function openStoredFile(save: Save, fileKey: string, failure: string = FILES_MESSAGES.openFailed): Promise<void> {
  const url = await save.run(() => signedFileUrl(fileKey), failure, '');
  if (url) window.open(url, '_blank', 'noopener');
}
