import { FILES_PATHS, type FileInfo } from '@domain/files/files-api';
import { api } from '@/lib/api-client';
import { apiBaseUrl } from '@/lib/brand';

/**
 * A short-lived address for a stored file (docs/product/README.md#api Files: s3/info?follow=false&url=),
 * usable in an <img> or a link. Local-disk storage answers a path on the API host, which may not be
 * the page's.
 */
export async function signedFileUrl(fileKey: string): Promise<string> {
  const info = await api<FileInfo>(FILES_PATHS.info, { query: { follow: 'false', url: fileKey } });
  return info.url.startsWith('/') ? `${apiBaseUrl()}${info.url}` : info.url;
}
