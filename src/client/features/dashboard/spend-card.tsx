import { Skeleton, Stack } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import type { SpendView } from '@domain/dashboard/dashboard-api';
import { formatUsd } from '@domain/format/money-format';
import type { ApiRead } from '@/lib/api-query';
import { DashboardCard } from './dashboard-card';
import { HeadlineFigure } from './figure-tile';

const SpendChart = lazy(() => import('./spend-chart'));

/**
 * What vendors invoiced over the last 90 days (GET dashboard/spend), by month. Money as
 * docs/product/constants.md says.
 */
export function SpendCard({ spend }: { spend: ApiRead<SpendView> }) {
  return (
    <DashboardCard title="Spend" read={spend}>
      {(v) => (
        <Stack gap="3">
          <HeadlineFigure
            label={`Last ${v.windowDays} days`}
            value={formatUsd(v.totalUsd)}
            help={`invoiced by vendors on ${v.invoices.toLocaleString('en-US')} ${v.invoices === 1 ? 'invoice' : 'invoices'} (disputed ones left out)`}
          />
          <Suspense fallback={<Skeleton height="48" rounded="md" />}>
            <SpendChart byMonth={v.byMonth} />
          </Suspense>
        </Stack>
      )}
    </DashboardCard>
  );
}
