import { z } from 'zod';
import { pageQuerySchema } from '../api/paging';
import { ASSET_STATUSES, type AssetStatus } from './asset-enums';

/**
 * The asset calls of SPEC §7 (under API_PREFIX): paths, bodies and answers, shared by the client
 * and the server. List answers are `Page<T>` (src/domain/api/paging.ts). Every write takes an
 * `Idempotency-Key` header and its JSON answer echoes it as `opId` (null without the header).
 */
export const ASSET_PATHS = {
  /** GET, query assetSummaryQuerySchema (asset-filters.ts) → Page<AssetSummary>. */
  summaries: '/assets/summaries',
  /** GET, query userAssetQuerySchema → Page<UserAssetSummary>: every asset the caller sees, small rows. */
  userSummaries: '/assets/summaries/user',
  /** GET → AssetDetailView. */
  detailView: (id: string) => `/assets/${id}/detailView`,
  /** POST assetCreateSchema → 201 AssetDetailView (200 when the id exists already: a replay). */
  create: '/assets',
  /** PATCH assetPatchSchema → AssetDetailView. */
  update: (id: string) => `/assets/${id}`,
  /** GET, query modelNumberQuerySchema → Page<ModelNumberEntry>. */
  modelNumbers: '/assets/modelNumbers',
  /** GET, query pageQuerySchema → Page<ServiceVisit>, newest first. */
  serviceVisits: (id: string) => `/assets/${id}/service-visits`,
  /** GET → Page<AssetTypeEntry> (query pageQuerySchema; limit up to 200). */
  assetTypes: '/asset-types/all',
  /** POST multipart: id (client-chosen), file, assetId, photoType → 201 AssetFile (202 when that id was uploaded already). */
  photos: '/asset-photos',
  /** GET → Page<AssetFile>; POST multipart: id (client-chosen), file, attachmentType, assetId, typeMetadata (JSON) → 201 AssetFile (202 on a replay). */
  attachments: (id: string) => `/assets/${id}/attachments`,
  /** PATCH assetAttachmentPatchSchema → AssetFile; DELETE → 204. */
  attachment: (id: string, attachmentId: string) => `/assets/${id}/attachments/${attachmentId}`,
  /** POST labelSheetRequestSchema (src/domain/qr/qr-api.ts) → application/pdf. */
  labels: '/assets/labels',
} as const;

/** SPEC §5: the answer to a 403 on asset creation, shown as is. */
export const ASSET_CREATE_FORBIDDEN_MESSAGE = 'You do not have permission to add an asset to this location.';

export const ASSET_PHOTO_TYPES = ['Asset', 'Nameplate', 'Serial Plate', 'Installation', 'Other'] as const;
export type AssetPhotoType = (typeof ASSET_PHOTO_TYPES)[number];
export const ASSET_ATTACHMENT_TYPES = ['Manual', 'Warranty', 'Invoice', 'Certification', 'Photo', 'Other'] as const;
export type AssetAttachmentType = (typeof ASSET_ATTACHMENT_TYPES)[number];

export interface NamedRef {
  id: string;
  name: string;
}

export interface AssetLocationRef {
  id: string;
  name: string;
  storeNumber: string | null;
}

/** One row of the asset list. */
export interface AssetSummary {
  id: string;
  customerId: string;
  name: string;
  modelNumber: string | null;
  serialNumber: string | null;
  status: AssetStatus;
  isInfrastructure: boolean;
  isEquipmentCertificationEligible: boolean;
  /** ISO date (YYYY-MM-DD) or null. */
  warrantyExpiresOn: string | null;
  /** The warranty runs today or later. */
  warrantyEligible: boolean;
  installedOn: string | null;
  /** Share of the location's repair spend, 0 to 100. */
  percentOfSpend: number;
  location: AssetLocationRef;
  assetType: NamedRef;
  serviceCategory: NamedRef;
  brandOwner: NamedRef | null;
  /** The linked QR label, if any. */
  qrLabelId: string | null;
  updatedAt: string;
}

export const userAssetQuerySchema = pageQuerySchema.extend({
  locationId: z.guid('locationId must be an id').optional(),
  filterText: z.string().trim().max(200, 'filterText must be at most 200 characters').optional(),
});
export type UserAssetQuery = z.infer<typeof userAssetQuerySchema>;

/** Small rows for pickers (request creation) and the offline cache. */
export interface UserAssetSummary {
  id: string;
  name: string;
  modelNumber: string | null;
  status: AssetStatus;
  locationId: string;
  assetTypeId: string;
  serviceCategoryId: string;
}

export interface AssetFile {
  id: string;
  assetId: string;
  kind: 'photo' | 'attachment';
  /** Photos: the photo type; attachments: the attachment type. */
  photoType: AssetPhotoType | null;
  attachmentType: AssetAttachmentType | null;
  fileName: string;
  contentType: string;
  byteSize: number;
  typeMetadata: Record<string, unknown> | null;
  /** The storage key: the client gets a short-lived URL for it from FILES_PATHS (src/domain/files/files-api.ts). */
  fileKey: string;
  createdAt: string;
}

export interface AssetRequestSummary {
  id: string;
  number: number;
  requestType: string;
  requestStatus: string;
  requestPriority: string;
  incidentDescription: string;
  assignedVendor: NamedRef | null;
  createdAt: string;
  completedAt: string | null;
}

export interface AssetWarranty {
  expiresOn: string | null;
  eligible: boolean;
  /** Days from today to the expiry date (negative once expired); null without a date. */
  daysRemaining: number | null;
}

/** GET assets/{id}/detailView. */
export interface AssetDetailView {
  asset: AssetSummary;
  location: AssetLocationRef & { customerId: string; address: string | null; city: string | null; state: string | null; pmEnabled: boolean };
  assetType: NamedRef;
  serviceCategory: NamedRef;
  brandOwner: NamedRef | null;
  warranty: AssetWarranty;
  qrLabel: { id: string; url: string } | null;
  openRequestsCount: number;
  /** The five newest requests on the asset. */
  latestRequests: AssetRequestSummary[];
  photos: AssetFile[];
  attachments: AssetFile[];
  /** What the caller may do with it (the server enforces the same). */
  canEdit: boolean;
}

const isoDate = (what: string) => z.iso.date(`${what} must be a date (YYYY-MM-DD)`);
const text = (what: string, max: number) => z.string().trim().min(1, `${what} must not be empty`).max(max, `${what} must be at most ${max} characters`);

const assetFields = {
  name: text('name', 200),
  assetTypeId: z.guid('assetTypeId must be an id'),
  modelNumber: text('modelNumber', 100).nullable(),
  serialNumber: text('serialNumber', 100).nullable(),
  status: z.enum(ASSET_STATUSES, `status must be one of ${ASSET_STATUSES.join(', ')}`),
  isInfrastructure: z.boolean('isInfrastructure must be true or false'),
  isEquipmentCertificationEligible: z.boolean('isEquipmentCertificationEligible must be true or false'),
  warrantyExpiresOn: isoDate('warrantyExpiresOn').nullable(),
  installedOn: isoDate('installedOn').nullable(),
  brandOwnerId: z.guid('brandOwnerId must be an id').nullable(),
};

/**
 * POST assets. `id` is chosen by the client, so a replayed create changes nothing. `qrLabelId`
 * links an unlinked label of the customer at once (the scan-a-new-label flow).
 */
export const assetCreateSchema = z
  .object({
    id: z.guid('id must be an id'),
    locationId: z.guid('locationId must be an id'),
    name: assetFields.name,
    assetTypeId: assetFields.assetTypeId,
    modelNumber: assetFields.modelNumber.optional(),
    serialNumber: assetFields.serialNumber.optional(),
    status: assetFields.status.default('Live'),
    isInfrastructure: assetFields.isInfrastructure.optional(),
    isEquipmentCertificationEligible: assetFields.isEquipmentCertificationEligible.default(false),
    warrantyExpiresOn: assetFields.warrantyExpiresOn.optional(),
    installedOn: assetFields.installedOn.optional(),
    brandOwnerId: assetFields.brandOwnerId.optional(),
    qrLabelId: z.guid('qrLabelId must be an id').optional(),
  })
  .strict();
export type AssetCreate = z.input<typeof assetCreateSchema>;

/** PATCH assets/{id}: any of the fields; `locationId` moves it to another location of the same customer. */
export const assetPatchSchema = z
  .object({ ...assetFields, locationId: z.guid('locationId must be an id') })
  .partial()
  .strict()
  .refine((patch) => Object.keys(patch).length > 0, 'give at least one field to change');
export type AssetPatch = z.input<typeof assetPatchSchema>;

export const modelNumberQuerySchema = pageQuerySchema.extend({
  search: z.string().trim().max(100, 'search must be at most 100 characters').optional(),
  assetTypeId: z.guid('assetTypeId must be an id').optional(),
});
export type ModelNumberQuery = z.infer<typeof modelNumberQuerySchema>;

/** A distinct model number among the caller's assets, with how many assets have it. */
export interface ModelNumberEntry {
  modelNumber: string;
  assetCount: number;
}

export interface AssetTypeEntry {
  id: string;
  name: string;
  serviceCategory: NamedRef;
}

export interface ServiceVisitCheckIn {
  checkedInAt: string;
  userName: string | null;
}

/**
 * A vendor visit to the asset, derived from a request on it: who was sent, when it was raised,
 * the check-ins on site and when the work was completed.
 */
export interface ServiceVisit {
  requestId: string;
  requestNumber: number;
  requestType: string;
  requestStatus: string;
  vendor: NamedRef | null;
  incidentDescription: string;
  requestedAt: string;
  checkIns: ServiceVisitCheckIn[];
  completedAt: string | null;
  resolutionStatement: string | null;
}

/** PATCH assets/{id}/attachments/{attachmentId}. */
export const assetAttachmentPatchSchema = z
  .object({
    attachmentType: z.enum(ASSET_ATTACHMENT_TYPES, `attachmentType must be one of ${ASSET_ATTACHMENT_TYPES.join(', ')}`),
    fileName: text('fileName', 255),
    typeMetadata: z.record(z.string(), z.unknown()).nullable(),
  })
  .partial()
  .strict()
  .refine((patch) => Object.keys(patch).length > 0, 'give at least one field to change');
export type AssetAttachmentPatch = z.input<typeof assetAttachmentPatchSchema>;

const jsonObjectField = z
  .string()
  .max(10_000, 'typeMetadata is too long')
  .transform((v, ctx) => {
    try {
      return JSON.parse(v) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'typeMetadata must be JSON' });
      return z.NEVER;
    }
  })
  .pipe(z.record(z.string(), z.unknown(), 'typeMetadata must be a JSON object'));

/** Text fields of POST asset-photos (multipart, with one `file`). `id` is the client's: a replay answers 202. */
export const assetPhotoUploadFieldsSchema = z.object({
  id: z.guid('id must be an id'),
  assetId: z.guid('assetId must be an id'),
  photoType: z.enum(ASSET_PHOTO_TYPES, `photoType must be one of ${ASSET_PHOTO_TYPES.join(', ')}`).default('Asset'),
});

/** Text fields of POST assets/{id}/attachments (multipart, with one `file`). */
export const assetAttachmentUploadFieldsSchema = z.object({
  id: z.guid('id must be an id'),
  assetId: z.guid('assetId must be an id').optional(),
  attachmentType: z.enum(ASSET_ATTACHMENT_TYPES, `attachmentType must be one of ${ASSET_ATTACHMENT_TYPES.join(', ')}`),
  typeMetadata: jsonObjectField.optional(),
});

/** The 202 answer to an upload whose id was stored already (SPEC §4). */
export interface AssetFileAlreadyUploaded {
  alreadyUploaded: true;
  message: string;
  file: AssetFile;
}
