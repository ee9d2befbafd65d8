import { BarList, type BarListData, useChart } from '@chakra-ui/charts';
import { SimpleGrid, Stack, Stat, Text } from '@chakra-ui/react';
import { formatUsd } from '@domain/format/money-format';
import { ACTUAL_METRICS, POTENTIAL_METRICS, type ProofOfValueMetric, type ProofOfValueMetrics } from '@domain/requests/proof-of-value';
import type { ApiRead } from '@/lib/api-query';
import { DashboardCard } from './dashboard-card';

function MetricBars({
  title,
  names,
  values,
  labels,
  color,
}: {
  title: string;
  names: readonly ProofOfValueMetric[];
  values: Record<string, number>;
  labels: Record<ProofOfValueMetric, string>;
  color: string;
}) {
  const total = names.reduce((sum, m) => sum + (values[m] ?? 0), 0);
  const chart = useChart<BarListData>({
    data: names.map((m) => ({ name: labels[m], value: values[m] ?? 0 })),
    sort: { by: 'value', direction: 'desc' },
    series: [{ name: 'name', color }],
  });
  return (
    <Stack gap="2">
      <Stat.Root>
        <Stat.Label>{title}</Stat.Label>
        <Stat.ValueText>{formatUsd(total)}</Stat.ValueText>
      </Stat.Root>
      <BarList.Root chart={chart} barSize="7">
        <BarList.Content gap="3">
          <BarList.Bar label={({ payload }) => <Text wordBreak="normal">{payload.name}</Text>} />
          <BarList.Value valueFormatter={formatUsd} />
        </BarList.Content>
      </BarList.Root>
    </Stack>
  );
}

/**
 * Proof of value for the selected locations (GET customers/self/proofOfValueMetrics): what the portal
 * saved (actual) and could still save (potential), each metric by the names of docs/product/requests.md.
 */
export function SavingsCard({ metrics, labels }: { metrics: ApiRead<ProofOfValueMetrics>; labels: Record<ProofOfValueMetric, string> }) {
  return (
    <DashboardCard title="Proof of value" read={metrics}>
      {(m) => (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <MetricBars title="Saved" names={ACTUAL_METRICS} values={m.actual} labels={labels} color="green.subtle" />
          <MetricBars title="Could still save" names={POTENTIAL_METRICS} values={m.potential} labels={labels} color="blue.subtle" />
        </SimpleGrid>
      )}
    </DashboardCard>
  );
}
