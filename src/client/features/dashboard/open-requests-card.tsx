import { BarList, type BarListData, useChart } from '@chakra-ui/charts';
import { SimpleGrid, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { REQUEST_PRIORITIES, REQUEST_SUB_STATUSES, type RequestPriority } from '@domain/requests/request-enums';
import type { RequestStats } from '@domain/requests/request-views';
import type { ApiRead } from '@/lib/api-query';
import { DashboardCard } from './dashboard-card';
import { FigureTile } from './figure-tile';

const count = (n: number) => n.toLocaleString('en-US');
const PRIORITY_TONE: Record<RequestPriority, string> = { Emergency: 'red.fg', High: 'orange.fg', Medium: 'blue.fg', Low: 'fg.muted' };
/** Most urgent first. */
const PRIORITIES_SHOWN = [...REQUEST_PRIORITIES].reverse();

/** A figure that opens the request list filtered to it. */
function RequestFigure({
  label,
  value,
  tone,
  search,
  wide,
}: {
  label: string;
  value: number;
  tone?: string;
  search: { priority?: RequestPriority; location?: string };
  wide?: boolean;
}) {
  return <FigureTile label={label} value={count(value)} tone={tone} wide={wide} link={<Link to="/requests" search={search} />} />;
}

/** Every sub-status has its bar, none included: the tile is the same height whatever the figures. */
const SUB_STATUS_BARS = [...REQUEST_SUB_STATUSES, 'None'] as const;

function SubStatusBars({ bySubStatus }: { bySubStatus: Record<string, number> }) {
  const chart = useChart<BarListData>({
    data: SUB_STATUS_BARS.map((name) => ({ name: name === 'None' ? 'No sub-status' : name, value: bySubStatus[name] ?? 0 })),
    sort: { by: 'value', direction: 'desc' },
    series: [{ name: 'name', color: 'brand.subtle' }],
  });
  return (
    <BarList.Root chart={chart} barSize="8">
      <BarList.Title textStyle="sm" mb="2">
        By sub-status
      </BarList.Title>
      <BarList.Content gap="3">
        <BarList.Bar />
        <BarList.Value valueFormatter={count} />
      </BarList.Content>
    </BarList.Root>
  );
}

/** The tile's shape while its first answer loads (drawn hidden under the skeleton): one open request. */
const LOADING_SHAPE: RequestStats = {
  total: 1,
  byStatus: { 'Request Open': 1, 'Request Closed': 0 },
  byPriority: { Emergency: 0, High: 0, Medium: 0, Low: 0 },
  openByPriority: { Emergency: 0, High: 0, Medium: 0, Low: 0 },
  openBySubStatus: {},
};

/**
 * Open requests by priority and sub-status (GET requests/stats). The total is the request list's
 * total for the same locations; each priority opens the list filtered to it.
 */
export function OpenRequestsCard({ stats, listLocation }: { stats: ApiRead<RequestStats>; listLocation: string | undefined }) {
  return (
    <DashboardCard title="Open requests" read={stats} placeholder={LOADING_SHAPE}>
      {(s) => (
        <>
          <SimpleGrid columns={{ base: 2, sm: 5 }} gap="3" mb="4">
            <RequestFigure wide label="All open" value={s.byStatus['Request Open']} search={{ location: listLocation }} />
            {PRIORITIES_SHOWN.map((p) => (
              <RequestFigure key={p} label={p} value={s.openByPriority[p]} tone={PRIORITY_TONE[p]} search={{ priority: p, location: listLocation }} />
            ))}
          </SimpleGrid>
          {s.byStatus['Request Open'] === 0 ? <Text color="fg.muted">No open requests.</Text> : <SubStatusBars bySubStatus={s.openBySubStatus} />}
        </>
      )}
    </DashboardCard>
  );
}
