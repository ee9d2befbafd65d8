import { apiQuery } from '@/lib/api-query';
import { signedFileUrl } from './file-calls';

/** A short-lived signed address of a stored file (a photo's preview): kept for a minute. */
export const signedFileQuery = (fileKey: string) => ({
  ...apiQuery({ queryKey: ['signed-file', fileKey] as const, read: () => signedFileUrl(fileKey), failure: '' }),
  staleTime: 60_000,
});
