import { z } from 'zod';
import { REQUEST_PRIORITIES, type RequestPriority } from './request-enums';

/**
 * Proof-of-value metrics (docs/product/requests.md): what the portal saved (actual) and could still save
 * (potential), in whole USD. The server counts the requests that qualify for each metric, by
 * priority; this module prices them with the cost model below, so server and client agree.
 */

export const POTENTIAL_METRICS = [
  'pendingTroubleshootingProjectedSavingsUsd',
  'quoteProjectedSavingsUsd',
  'assetOverFiftyPercentOfSpendProjectedSavingsUsd',
  'pendingWarrantyProjectedSavingsUsd',
] as const;
export const ACTUAL_METRICS = [
  'assetsFixedUnderWarrantyProjectedSavingsUsd',
  'dispatchAvoidanceProjectedSavingsUsd',
  'quoteSavedUsd',
  'replacedAssetSavingsUsd',
] as const;
export type PotentialMetric = (typeof POTENTIAL_METRICS)[number];
export type ActualMetric = (typeof ACTUAL_METRICS)[number];
export type ProofOfValueMetric = PotentialMetric | ActualMetric;

/**
 * The portal's service-cost model: an average vendor trip by priority (after-hours emergencies
 * cost most); an average repair is a trip plus parts and labour.
 */
export const SERVICE_COST_MODEL = {
  dispatchUsd: { Low: 250, Medium: 300, High: 400, Emergency: 650 } satisfies Record<RequestPriority, number>,
  repairToDispatchRatio: 2.5,
  /** Share of a quoted repair that quote review typically saves. */
  quoteReviewSavingShare: 0.15,
  /** Repairs avoided by replacing equipment that takes over half of a location's repair spend. */
  repairsAvoidedByReplacement: 2,
} as const;

/** What each metric prices a qualifying request at, by its priority. */
const PRICE: Record<ProofOfValueMetric, (p: RequestPriority) => number> = {
  // Guided troubleshooting not tried yet, nobody dispatched: trying it can avoid the trip.
  pendingTroubleshootingProjectedSavingsUsd: (p) => SERVICE_COST_MODEL.dispatchUsd[p],
  quoteProjectedSavingsUsd: (p) => repair(p) * SERVICE_COST_MODEL.quoteReviewSavingShare,
  assetOverFiftyPercentOfSpendProjectedSavingsUsd: (p) => repair(p) * SERVICE_COST_MODEL.repairsAvoidedByReplacement,
  pendingWarrantyProjectedSavingsUsd: (p) => repair(p),
  assetsFixedUnderWarrantyProjectedSavingsUsd: (p) => repair(p),
  dispatchAvoidanceProjectedSavingsUsd: (p) => SERVICE_COST_MODEL.dispatchUsd[p],
  quoteSavedUsd: (p) => repair(p) * SERVICE_COST_MODEL.quoteReviewSavingShare,
  replacedAssetSavingsUsd: (p) => repair(p) * SERVICE_COST_MODEL.repairsAvoidedByReplacement,
};

function repair(priority: RequestPriority): number {
  return SERVICE_COST_MODEL.dispatchUsd[priority] * SERVICE_COST_MODEL.repairToDispatchRatio;
}

/** Qualifying requests per metric and priority (missing entries count as none). */
export type ProofOfValueCounts = Partial<Record<ProofOfValueMetric, Partial<Record<RequestPriority, number>>>>;

const usd = z.number().int().min(0);
export const proofOfValueMetricsSchema = z.object({
  potential: z.object(Object.fromEntries(POTENTIAL_METRICS.map((m) => [m, usd])) as Record<PotentialMetric, typeof usd>),
  actual: z.object(Object.fromEntries(ACTUAL_METRICS.map((m) => [m, usd])) as Record<ActualMetric, typeof usd>),
  /** How many requests each metric counted, so the client can explain the number. */
  requestCounts: z.record(z.string(), z.number().int()),
});
export type ProofOfValueMetrics = z.infer<typeof proofOfValueMetricsSchema>;

function total(metric: ProofOfValueMetric, counts: ProofOfValueCounts): { usd: number; requests: number } {
  let sum = 0;
  let requests = 0;
  for (const priority of REQUEST_PRIORITIES) {
    const n = counts[metric]?.[priority] ?? 0;
    sum += n * PRICE[metric](priority);
    requests += n;
  }
  return { usd: Math.round(sum), requests };
}

export function priceProofOfValue(counts: ProofOfValueCounts): ProofOfValueMetrics {
  const requestCounts: Record<string, number> = {};
  const build = <M extends ProofOfValueMetric>(metrics: readonly M[]) =>
    Object.fromEntries(
      metrics.map((m) => {
        const t = total(m, counts);
        requestCounts[m] = t.requests;
        return [m, t.usd];
      }),
    ) as Record<M, number>;
  return { potential: build(POTENTIAL_METRICS), actual: build(ACTUAL_METRICS), requestCounts };
}
