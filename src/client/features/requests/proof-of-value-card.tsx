import { SimpleGrid, Stat, Text } from '@chakra-ui/react';
import { TitledCard } from '@/components/titled-card';
import { formatUsd } from '@domain/format/money-format';
import { ACTUAL_METRICS, POTENTIAL_METRICS, type ProofOfValueMetric, type ProofOfValueMetrics } from '@domain/requests/proof-of-value';
import { ErrorNotice } from '@/components/error-notice';
import type { ApiRead } from '@/lib/api-query';

/** Plain names of the docs/product/requests.md proof-of-value metrics. */
export const METRIC_LABELS: Record<ProofOfValueMetric, string> = {
  pendingTroubleshootingProjectedSavingsUsd: 'Pending troubleshooting',
  quoteProjectedSavingsUsd: 'Quote review',
  assetOverFiftyPercentOfSpendProjectedSavingsUsd: 'Equipment over 50% of spend',
  pendingWarrantyProjectedSavingsUsd: 'Pending warranty',
  assetsFixedUnderWarrantyProjectedSavingsUsd: 'Fixed under warranty',
  dispatchAvoidanceProjectedSavingsUsd: 'Dispatch avoided',
  quoteSavedUsd: 'Saved on quotes',
  replacedAssetSavingsUsd: 'Replaced equipment',
};

/** What the portal saved and could still save on this request (docs/product/requests.md, money as §9 says). */
export function ProofOfValueCard({ metrics }: { metrics: ApiRead<ProofOfValueMetrics> }) {
  const data = metrics.data;
  const group = (title: string, names: readonly ProofOfValueMetric[], values: Record<string, number> | undefined) => (
    <>
      <Text fontSize="sm" fontWeight="semibold" color="fg.muted">
        {title}
      </Text>
      <SimpleGrid columns={{ base: 2, md: 4, lg: 2 }} gap="3">
        {names.map((m) => (
          <Stat.Root key={m} size="sm" borderWidth="1px" rounded="md" p="2">
            <Stat.Label>{METRIC_LABELS[m]}</Stat.Label>
            <Stat.ValueText>{formatUsd(values?.[m] ?? 0)}</Stat.ValueText>
          </Stat.Root>
        ))}
      </SimpleGrid>
    </>
  );
  return (
    <TitledCard title="Proof of value" bodyGap="3">
      {metrics.error && <ErrorNotice message={metrics.error.message} onRetry={() => void metrics.refetch()} />}
      {group('Saved', ACTUAL_METRICS, data?.actual)}
      {group('Could still save', POTENTIAL_METRICS, data?.potential)}
    </TitledCard>
  );
}
