import { FILES_PATHS, type SignedFileUrl } from '../../../../domain/files/files-api';
import { api } from '../../../lib/api-client';

/** A short-lived address for a stored file (docs/product/README.md#api Files: s3/info?follow=false&url=). */
export const signedFileUrl = (fileKey: string) => api<SignedFileUrl>(FILES_PATHS.info, { query: { follow: 'false', url: fileKey } });
