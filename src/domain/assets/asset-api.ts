import { z } from 'zod';
import { isoTimestamp, namedRefSchema, opIdField, pageOf, cappedPageOf } from '../api/contract';
import { pageQuerySchema } from '../api/paging';
import { thumbnailField } from '../files/files-api';
import { REQUEST_STATUSES, REQUEST_TYPES } from '../requests/request-enums';
import { requestSummarySchema } from '../requests/request-views';
import { ASSET_STATUSES } from './asset-enums';

/**
 * The asset calls of docs/product/README.md#api (under API_PREFIX): paths, queries, bodies and answers, shared by the
 * client and the server. List answers are `Page<T>` (src/domain/api/paging.ts). Every write takes an
 * `Idempotency-Key` header and its JSON answer echoes it as `opId` (null without the header).
 * `:id` is an asset id.
 */
export const ASSET_PATHS = {
  /** GET, query assetSummaryQuerySchema (asset-filters.ts) → Page<AssetSummary>. */
  summaries: '/assets/summaries',
  /** GET, query assetSummaryQuerySchema (its filters; no paging) → text/csv of ASSET_CSV_COLUMNS (asset-csv.ts). */
  exportCsv: '/assets/export.csv',
  /** POST text/csv, query assetImportQuerySchema (asset-csv.ts) → AssetImportReport. */
  importCsv: '/assets/import',
  /** GET, query userAssetQuerySchema → Page<UserAssetSummary>: every asset the caller sees, small rows. */
  userSummaries: '/assets/summaries/user',
  /** GET → AssetDetailView. */
  detailView: '/assets/:id/detailView',
  /** POST assetCreateSchema → 201 assetWriteResultSchema (200 when the id exists already: a replay). */
  create: '/assets',
  /** PATCH assetPatchSchema → assetWriteResultSchema. */
  update: '/assets/:id',
  /** GET, query modelNumberQuerySchema → Page<ModelNumberEntry>. */
  modelNumbers: '/assets/modelNumbers',
  /** GET, query pageQuerySchema → Page<ServiceVisit>, newest first. */
  serviceVisits: '/assets/:id/service-visits',
  /** GET → Page<AssetTypeEntry> (query pageQuerySchema; limit up to 200). */
  assetTypes: '/asset-types/all',
  /** POST multipart: id (client-chosen), file, assetId, photoType → 201 assetFileWriteResultSchema (202 assetFileAlreadyUploadedSchema when that id was uploaded already). */
  photos: '/asset-photos',
  /** GET → Page<AssetFile>; POST multipart: id (client-chosen), file, attachmentType, assetId, typeMetadata (JSON) → 201 as photos (202 on a replay). */
  attachments: '/assets/:id/attachments',
  /** PATCH assetAttachmentPatchSchema → assetFileWriteResultSchema; DELETE → assetAttachmentDeleteResultSchema. */
  attachment: '/assets/:id/attachments/:attachmentId',
  /** POST labelSheetRequestSchema (src/domain/qr/qr-api.ts) → labelSheetAnswer (application/pdf). */
  labels: '/assets/labels',
} as const;

/** docs/product/messages.md#validation: the answer to a 403 on asset creation, shown as is. */
export const ASSET_CREATE_FORBIDDEN_MESSAGE = 'You do not have permission to add an asset to this location.';

export const ASSET_PHOTO_TYPES = ['Asset', 'Nameplate', 'Serial Plate', 'Installation', 'Other'] as const;
export type AssetPhotoType = (typeof ASSET_PHOTO_TYPES)[number];
export const ASSET_ATTACHMENT_TYPES = ['Manual', 'Warranty', 'Invoice', 'Certification', 'Photo', 'Other'] as const;
export type AssetAttachmentType = (typeof ASSET_ATTACHMENT_TYPES)[number];

/** A calendar day, YYYY-MM-DD (bodies and answers alike). */
const isoDate = (what: string) => z.iso.date(`${what} must be a date (YYYY-MM-DD)`);

export const assetLocationRefSchema = namedRefSchema.extend({ storeNumber: z.string().nullable() });

/** One row of the asset list. */
export const assetSummarySchema = z.object({
  id: z.string(),
  customerId: z.string(),
  name: z.string(),
  modelNumber: z.string().nullable(),
  serialNumber: z.string().nullable(),
  status: z.enum(ASSET_STATUSES),
  isInfrastructure: z.boolean(),
  isEquipmentCertificationEligible: z.boolean(),
  warrantyExpiresOn: isoDate('warrantyExpiresOn').nullable(),
  /** The warranty runs today or later. */
  warrantyEligible: z.boolean(),
  installedOn: isoDate('installedOn').nullable(),
  /** Share of the location's repair spend, 0 to 100. */
  percentOfSpend: z.number(),
  location: assetLocationRefSchema,
  assetType: namedRefSchema,
  serviceCategory: namedRefSchema,
  brandOwner: namedRefSchema.nullable(),
  /** The linked QR label, if any. */
  qrLabelId: z.string().nullable(),
  updatedAt: isoTimestamp,
});
export type AssetSummary = z.infer<typeof assetSummarySchema>;
export const assetSummaryPageSchema = cappedPageOf(assetSummarySchema);

export const userAssetQuerySchema = pageQuerySchema.extend({
  locationId: z.guid('locationId must be an id').optional(),
  filterText: z.string().trim().max(200, 'filterText must be at most 200 characters').optional(),
});
export type UserAssetQuery = z.infer<typeof userAssetQuerySchema>;

/** Small rows for pickers (request creation) and the offline cache. */
export const userAssetSummarySchema = assetSummarySchema.pick({ id: true, name: true, modelNumber: true, status: true }).extend({
  locationId: z.string(),
  assetTypeId: z.string(),
  serviceCategoryId: z.string(),
});
export type UserAssetSummary = z.infer<typeof userAssetSummarySchema>;
export const userAssetSummaryPageSchema = pageOf(userAssetSummarySchema);

export const assetFileSchema = z.object({
  id: z.string(),
  assetId: z.string(),
  kind: z.enum(['photo', 'attachment']),
  /** Photos: the photo type; attachments: the attachment type. */
  photoType: z.enum(ASSET_PHOTO_TYPES).nullable(),
  attachmentType: z.enum(ASSET_ATTACHMENT_TYPES).nullable(),
  fileName: z.string(),
  contentType: z.string(),
  byteSize: z.number().int(),
  typeMetadata: z.record(z.string(), z.unknown()).nullable(),
  /** The storage key: the client gets a short-lived URL for it from FILES_PATHS (src/domain/files/files-api.ts). */
  fileKey: z.string(),
  thumbnail: thumbnailField,
  createdAt: isoTimestamp,
});
export type AssetFile = z.infer<typeof assetFileSchema>;
export const assetFilePageSchema = pageOf(assetFileSchema);
export const assetFileWriteResultSchema = assetFileSchema.extend(opIdField);
export type AssetFileWriteResult = z.infer<typeof assetFileWriteResultSchema>;

/** The 202 answer to an upload whose id was stored already (docs/product/assets-and-locations.md): the file as stored. */
export const assetFileAlreadyUploadedSchema = z.object({ alreadyUploaded: z.literal(true), message: z.string(), file: assetFileSchema });
export type AssetFileAlreadyUploaded = z.infer<typeof assetFileAlreadyUploadedSchema>;
export const assetFileAlreadyUploadedResultSchema = assetFileAlreadyUploadedSchema.extend(opIdField);

/** DELETE assets/{id}/attachments/{attachmentId}: a body rather than a 204, so the outbox sees the echoed opId. */
export const assetAttachmentDeleteResultSchema = z.object({ id: z.string(), deleted: z.literal(true), ...opIdField });
export type AssetAttachmentDeleteResult = z.infer<typeof assetAttachmentDeleteResultSchema>;

/** A request on the asset, as its page lists it. */
export const assetRequestSummarySchema = requestSummarySchema
  .pick({
    id: true,
    number: true,
    requestType: true,
    requestStatus: true,
    requestPriority: true,
    incidentDescription: true,
    createdAt: true,
    completedAt: true,
  })
  .extend({ assignedVendor: namedRefSchema.nullable() });

export const assetWarrantySchema = z.object({
  expiresOn: isoDate('expiresOn').nullable(),
  eligible: z.boolean(),
  /** Days from today to the expiry date (negative once expired); null without a date. */
  daysRemaining: z.number().int().nullable(),
});

/** GET assets/{id}/detailView. */
export const assetDetailViewSchema = z.object({
  asset: assetSummarySchema,
  location: assetLocationRefSchema.extend({
    customerId: z.string(),
    address: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    pmEnabled: z.boolean(),
  }),
  assetType: namedRefSchema,
  serviceCategory: namedRefSchema,
  brandOwner: namedRefSchema.nullable(),
  warranty: assetWarrantySchema,
  /** The linked label and the address its QR code carries. */
  qrLabel: z.object({ id: z.string(), url: z.string() }).nullable(),
  openRequestsCount: z.number().int(),
  /** The five newest requests on the asset. */
  latestRequests: z.array(assetRequestSummarySchema),
  photos: z.array(assetFileSchema),
  attachments: z.array(assetFileSchema),
  /** What the caller may do with it (the server enforces the same). */
  canEdit: z.boolean(),
});
export type AssetDetailView = z.infer<typeof assetDetailViewSchema>;
export const assetWriteResultSchema = assetDetailViewSchema.extend(opIdField);
export type AssetWriteResult = z.infer<typeof assetWriteResultSchema>;

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
export const modelNumberEntrySchema = z.object({ modelNumber: z.string(), assetCount: z.number().int() });
export type ModelNumberEntry = z.infer<typeof modelNumberEntrySchema>;
export const modelNumberPageSchema = pageOf(modelNumberEntrySchema);

/** An equipment kind of the shared catalogue, with the service category it belongs to. */
export const assetTypeEntrySchema = namedRefSchema.extend({ serviceCategory: namedRefSchema });
export type AssetTypeEntry = z.infer<typeof assetTypeEntrySchema>;
export const assetTypePageSchema = pageOf(assetTypeEntrySchema);

export const serviceVisitCheckInSchema = z.object({ checkedInAt: isoTimestamp, userName: z.string().nullable() });

/**
 * A vendor visit to the asset, derived from a request on it: who was sent, when it was raised,
 * the check-ins on site and when the work was completed.
 */
export const serviceVisitSchema = z.object({
  requestId: z.string(),
  requestNumber: z.number().int(),
  requestType: z.enum(REQUEST_TYPES),
  requestStatus: z.enum(REQUEST_STATUSES),
  vendor: namedRefSchema.nullable(),
  incidentDescription: z.string(),
  requestedAt: isoTimestamp,
  checkIns: z.array(serviceVisitCheckInSchema),
  completedAt: isoTimestamp.nullable(),
  resolutionStatement: z.string().nullable(),
});
export type ServiceVisit = z.infer<typeof serviceVisitSchema>;
export const serviceVisitPageSchema = pageOf(serviceVisitSchema);

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
