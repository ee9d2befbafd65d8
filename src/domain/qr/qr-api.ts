import { z } from 'zod';
import { fileAnswer, opIdField } from '../api/contract';

/**
 * QR labels (docs/product/routing.md /qr/{id}): a printed label carries `${PUBLIC_URL}/qr/<labelId>`. The client's
 * /qr/{id} route asks the API (under API_PREFIX; `:id` is the label id) what the label is and goes
 * to the asset, or offers to link it.
 */
export const QR_PATHS = {
  /** GET → qrLabelResolutionSchema; 404 when the label is not the caller's customer's or its asset is out of reach. */
  label: '/qr/:id',
  /** POST qrLinkSchema → qrLinkResultSchema; 409 when the label (or the asset) is linked already. */
  link: '/qr/:id/link',
  /**
   * GET → publicLabelSchema, without signing in: what a scanned label is stuck on, for the page a
   * signed-out scan opens; 404 "QR label not found." for a label that does not exist and for an id
   * that is not a label id. Rate limited per address (AUTH_RATE_LIMIT_PER_MINUTE, as the login calls).
   */
  publicLabel: '/public/qr/:id',
} as const;

/**
 * A label as anyone who scans it may see it: the equipment's name and its location's name (with the
 * store number, as the printed label shows both), which a person standing in front of the label can
 * read anyway, and nothing else (no ids, no customer, no model or serial). An unlinked label says so
 * and nothing of whose it is.
 */
export const publicLabelSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('linked'), assetName: z.string(), locationName: z.string() }),
  z.object({ status: z.literal('unlinked') }),
]);
export type PublicLabel = z.infer<typeof publicLabelSchema>;

export const qrLabelResolutionSchema = z.object({
  labelId: z.string(),
  /** null: printed but not yet stuck on equipment; the client offers linking. */
  assetId: z.string().nullable(),
});
export type QrLabelResolution = z.infer<typeof qrLabelResolutionSchema>;
export const qrLinkResultSchema = qrLabelResolutionSchema.extend(opIdField);
export type QrLinkResult = z.infer<typeof qrLinkResultSchema>;

export const qrLinkSchema = z.object({ assetId: z.guid('assetId must be an id') }).strict();
export type QrLink = z.input<typeof qrLinkSchema>;

/** The address printed in a label's QR code. */
export function qrLabelUrl(publicUrl: string, labelId: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/qr/${labelId}`;
}

/**
 * US Letter label sheets: Avery 5160/8160 address labels (3 columns x 10 rows of 2 5/8" x 1"), or
 * Avery 5162/8162 (2 x 7 of 4" x 1 1/3") for larger labels.
 */
export const LABEL_SHEET_LAYOUTS = ['3x10', '2x7'] as const;
export type LabelSheetLayout = (typeof LABEL_SHEET_LAYOUTS)[number];
export const LABELS_PER_SHEET: Record<LabelSheetLayout, number> = { '3x10': 30, '2x7': 14 };
export const MAX_LABELS_PER_REQUEST = 600;

/**
 * POST assets/labels → application/pdf. Assets without a label get one. `skip` leaves that many
 * positions empty at the start of the first sheet, to use up a part-used sheet.
 */
export const labelSheetRequestSchema = z
  .object({
    assetIds: z
      .array(z.guid('assetIds must hold asset ids'), 'assetIds must be a list of asset ids')
      .min(1, 'assetIds: give at least one asset')
      .max(MAX_LABELS_PER_REQUEST, `assetIds: at most ${MAX_LABELS_PER_REQUEST} labels at once`)
      .refine((ids) => new Set(ids).size === ids.length, 'assetIds must not repeat an asset'),
    layout: z.enum(LABEL_SHEET_LAYOUTS, `layout must be one of ${LABEL_SHEET_LAYOUTS.join(', ')}`).default('3x10'),
    skip: z
      .number('skip must be a number')
      .int('skip must be a whole number')
      .min(0, 'skip must not be negative')
      .max(29, 'skip must be at most 29')
      .default(0),
  })
  .strict()
  .refine((b) => b.skip < LABELS_PER_SHEET[b.layout], { message: 'skip must be less than the labels on one sheet', path: ['skip'] });
export type LabelSheetRequest = z.input<typeof labelSheetRequestSchema>;

/** The answer of POST assets/labels: the sheets as one PDF, sent as a download. */
export const labelSheetAnswer = fileAnswer('application/pdf', 'The label sheets, one PDF (Content-Disposition: attachment).');
