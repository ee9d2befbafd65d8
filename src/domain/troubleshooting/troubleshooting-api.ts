import { z } from 'zod';
import { isoTimestamp, namedRefSchema, opIdField, pageOf } from '../api/contract';
import { pageQuerySchema } from '../api/paging';

/**
 * Troubleshooting guides and attempts (docs/product/routing.md guide screens, §7 self-service troubleshooting calls):
 * paths under API_PREFIX, queries, bodies and answers. Fill the placeholders with `pathWith`.
 */
export const TROUBLESHOOTING_PATHS = {
  /** `:assetId`: the guides written for the asset, then its type's. */
  guidesByAsset: '/self-service/troubleshooting/guide/by-asset/:assetId',
  guide: '/self-service/troubleshooting/guide/:id',
  /** POST records an attempt, GET lists them. */
  attempts: '/self-service/troubleshooting/attempt',
  attempt: '/self-service/troubleshooting/attempt/:id',
} as const;

export const ATTEMPT_OUTCOMES = ['Resolved', 'Not Resolved'] as const;
export type AttemptOutcome = (typeof ATTEMPT_OUTCOMES)[number];

export const guideStepViewSchema = z.object({
  id: z.string(),
  position: z.number().int(),
  text: z.string(),
  /** A storage key; open it through the files calls (s3?follow=true&url=...). */
  imageUrl: z.string().nullable(),
});
export type GuideStepView = z.infer<typeof guideStepViewSchema>;

export const guideSummaryViewSchema = z.object({
  id: z.string(),
  title: z.string(),
  summary: z.string(),
  assetTypeId: z.string().nullable(),
  /** Set when the guide is written for one asset rather than its type. */
  assetId: z.string().nullable(),
  stepCount: z.number().int(),
});
export type GuideSummaryView = z.infer<typeof guideSummaryViewSchema>;
export const guideSummaryPageSchema = pageOf(guideSummaryViewSchema);
export type GuideSummaryPage = z.infer<typeof guideSummaryPageSchema>;

/** One guide with its steps in order. */
export const guideViewSchema = guideSummaryViewSchema.omit({ stepCount: true }).extend({ steps: z.array(guideStepViewSchema) });
export type GuideView = z.infer<typeof guideViewSchema>;

export const guidesByAssetQuerySchema = pageQuerySchema;

export const attemptCreateSchema = z.object({
  id: z.guid('id must be an id'),
  assetId: z.guid('assetId must be an id'),
  guideId: z.guid('guideId must be an id'),
  outcome: z.enum(ATTEMPT_OUTCOMES, { message: `outcome must be one of ${ATTEMPT_OUTCOMES.join(', ')}` }),
  /** Ids of the guide's steps the user tried, in the order tried. */
  stepsTried: z.array(z.guid('stepsTried must be step ids')).max(100).default([]),
  notes: z.string().trim().max(2000, 'notes must be at most 2000 characters').nullable().optional(),
  /** The request the attempt was made for, when there is one. */
  requestId: z.guid('requestId must be an id').nullable().optional(),
});
export type AttemptCreate = z.infer<typeof attemptCreateSchema>;

export const attemptListQuerySchema = pageQuerySchema.extend({
  assetId: z.guid('assetId must be an id').optional(),
  requestId: z.guid('requestId must be an id').optional(),
});

export const attemptViewSchema = z.object({
  id: z.string(),
  assetId: z.string(),
  guideId: z.string(),
  guideTitle: z.string(),
  requestId: z.string().nullable(),
  outcome: z.enum(ATTEMPT_OUTCOMES),
  /** Step ids, in the order tried. */
  stepsTried: z.array(z.string()),
  notes: z.string().nullable(),
  createdByUser: namedRefSchema.nullable(),
  createdAt: isoTimestamp,
});
export type AttemptView = z.infer<typeof attemptViewSchema>;
export const attemptPageSchema = pageOf(attemptViewSchema);
export type AttemptPage = z.infer<typeof attemptPageSchema>;

/** POST attempt: 201 when recorded, 200 when the id was recorded already (a replay). */
export const attemptWriteResultSchema = attemptViewSchema.extend(opIdField);
export type AttemptWriteResult = z.infer<typeof attemptWriteResultSchema>;
