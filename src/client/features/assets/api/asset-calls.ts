import type { Page } from '@domain/api/paging';
import {
  ASSET_PATHS,
  type AssetAttachmentDeleteResult,
  type AssetAttachmentPatch,
  type AssetAttachmentType,
  type AssetCreate,
  type AssetDetailView,
  type AssetFile,
  type AssetFileWriteResult,
  type AssetPatch,
  type AssetPhotoType,
  type AssetSummary,
  type AssetTypeEntry,
  type AssetWriteResult,
  type ModelNumberEntry,
  type ServiceVisit,
  type UserAssetSummary,
} from '@domain/assets/asset-api';
import type { AssetLocation, LocationSummary } from '@domain/locations/location-api';
import { LOCATION_PATHS } from '@domain/locations/location-paths';
import type { LabelSheetRequest } from '@domain/qr/qr-api';
import { pathWith } from '@domain/api/paths';
import { api } from '@/lib/api-client';
import type { AssetListQuery } from '../asset-list-search';

/** The asset calls of docs/product/README.md#api as the screens use them. */

export const ASSET_MESSAGES = {
  list: 'An error occurred while trying to get assets.',
  detail: 'An error occurred while trying to get this asset.',
  save: 'An error occurred while trying to save.',
  saved: 'Save Successful.',
  upload: 'An error occurred while trying to upload file.',
  photoAdded: 'Photo added.',
  fileAdded: 'File added.',
  fileDeleted: 'File deleted.',
  labels: 'An error occurred while trying to print labels.',
} as const;

export const listAssets = (query: AssetListQuery) => api<Page<AssetSummary>>(ASSET_PATHS.summaries, { query });
export const listUserAssets = (query: { filterText?: string; locationId?: string; limit?: number; offset?: number }) =>
  api<Page<UserAssetSummary>>(ASSET_PATHS.userSummaries, { query });
export const getAssetDetail = (id: string) => api<AssetDetailView>(pathWith(ASSET_PATHS.detailView, { id }));
export const createAsset = (body: AssetCreate) => api<AssetWriteResult>(ASSET_PATHS.create, { method: 'POST', body });
export const updateAsset = (id: string, body: AssetPatch) => api<AssetWriteResult>(pathWith(ASSET_PATHS.update, { id }), { method: 'PATCH', body });
export const listAssetTypes = () => api<Page<AssetTypeEntry>>(ASSET_PATHS.assetTypes, { query: { limit: 200 } });
export const listModelNumbers = (search: string, assetTypeId?: string) =>
  api<Page<ModelNumberEntry>>(ASSET_PATHS.modelNumbers, { query: { search: search || undefined, assetTypeId, limit: 10 } });
export const listServiceVisits = (id: string, offset = 0) =>
  api<Page<ServiceVisit>>(pathWith(ASSET_PATHS.serviceVisits, { id }), { query: { limit: 10, offset } });
/** The locations an asset may be added to or moved to. */
export const listAssetFormLocations = () => api<Page<LocationSummary>>(LOCATION_PATHS.viewable, { query: { limit: 200 } });
export const listAssetLocations = () => api<Page<AssetLocation>>(LOCATION_PATHS.viewableAssetLocations, { query: { limit: 200 } });

function multipart(fields: Record<string, string>, file: Blob, fileName: string): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  // The file goes last: the server reads the text fields before the stream.
  form.append('file', file, fileName);
  return form;
}

// Each upload sends a new id, so its answer is the 201 one (a 202 answers only a replayed id).
export const uploadAssetPhoto = (assetId: string, photoType: AssetPhotoType, file: Blob, fileName: string) =>
  api<AssetFileWriteResult>(ASSET_PATHS.photos, { method: 'POST', body: multipart({ id: crypto.randomUUID(), assetId, photoType }, file, fileName) });

const attachmentsPath = (id: string) => pathWith(ASSET_PATHS.attachments, { id });
const attachmentPath = (id: string, attachmentId: string) => pathWith(ASSET_PATHS.attachment, { id, attachmentId });

export const listAttachments = (assetId: string, offset = 0) => api<Page<AssetFile>>(attachmentsPath(assetId), { query: { limit: 50, offset } });
export const addAttachment = (assetId: string, attachmentType: AssetAttachmentType, file: File) =>
  api<AssetFileWriteResult>(attachmentsPath(assetId), {
    method: 'POST',
    body: multipart({ id: crypto.randomUUID(), assetId, attachmentType, typeMetadata: JSON.stringify({}) }, file, file.name),
  });
export const patchAttachment = (assetId: string, attachmentId: string, body: AssetAttachmentPatch) =>
  api<AssetFileWriteResult>(attachmentPath(assetId, attachmentId), { method: 'PATCH', body });
export const deleteAttachment = (assetId: string, attachmentId: string) =>
  api<AssetAttachmentDeleteResult>(attachmentPath(assetId, attachmentId), { method: 'DELETE' });

/** The printable label sheet (PDF) for assets; those without a label get one. */
export const fetchLabelSheet = (body: LabelSheetRequest) => api<Blob, 'blob'>(ASSET_PATHS.labels, { method: 'POST', body, responseType: 'blob' });
