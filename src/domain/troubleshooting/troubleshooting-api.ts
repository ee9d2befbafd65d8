import { z } from 'zod';
import { pageQuerySchema } from '../api/paging';

/** Troubleshooting guides and attempts (SPEC §2 guide screens, §7 self-service troubleshooting calls). */
export const TROUBLESHOOTING_PATHS = {
  guidesByAsset: (assetId: string) => `/self-service/troubleshooting/guide/by-asset/${assetId}`,
  guide: (id: string) => `/self-service/troubleshooting/guide/${id}`,
  attempts: '/self-service/troubleshooting/attempt',
  attempt: (id: string) => `/self-service/troubleshooting/attempt/${id}`,
} as const;

export const ATTEMPT_OUTCOMES = ['Resolved', 'Not Resolved'] as const;
export type AttemptOutcome = (typeof ATTEMPT_OUTCOMES)[number];

export interface GuideStepView {
  id: string;
  position: number;
  text: string;
  /** A storage key; open it through the files calls (s3?follow=true&url=...). */
  imageUrl: string | null;
}

export interface GuideSummaryView {
  id: string;
  title: string;
  summary: string;
  assetTypeId: string | null;
  /** Set when the guide is written for one asset rather than its type. */
  assetId: string | null;
  stepCount: number;
}

export interface GuideView extends Omit<GuideSummaryView, 'stepCount'> {
  steps: GuideStepView[];
}

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

export interface AttemptView {
  id: string;
  assetId: string;
  guideId: string;
  guideTitle: string;
  requestId: string | null;
  outcome: AttemptOutcome;
  stepsTried: string[];
  notes: string | null;
  createdByUser: { id: string; name: string } | null;
  createdAt: string;
}
