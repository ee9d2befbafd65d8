import { Badge, Button, Card, DataList, HStack, Stack, Text } from '@chakra-ui/react';
import { TitledCard } from '@/components/titled-card';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { AssetDetailView } from '@domain/assets/asset-api';
import { formatDate, formatDay } from '@domain/format/date-format';
import { useQuery } from '@tanstack/react-query';
import { CopyButton } from '@/components/copy-button';
import { serviceVisitsQuery } from './api/asset-queries';
import { AssetStatusBadge } from './asset-list';

function warrantyText(view: AssetDetailView): string {
  const { expiresOn, eligible, daysRemaining } = view.warranty;
  if (!expiresOn) return 'No warranty on record';
  if (!eligible) return `Ended ${formatDate(expiresOn)}`;
  return daysRemaining !== null && daysRemaining <= 60 ? `Until ${formatDate(expiresOn)} (${daysRemaining} days left)` : `Until ${formatDate(expiresOn)}`;
}

/** The asset's facts: type, category, model, serial, warranty, install date, spend share and label. */
export function AssetFacts({ view }: { view: AssetDetailView }) {
  const a = view.asset;
  const rows: [string, ReactNode][] = [
    ['Asset type', view.assetType.name],
    ['Service category', view.serviceCategory.name],
    ['Model number', a.modelNumber ?? '—'],
    ['Serial number', a.serialNumber ?? '—'],
    ['Warranty', warrantyText(view)],
    ['Installed', a.installedOn ? formatDate(a.installedOn) : '—'],
    ['Share of location spend', `${a.percentOfSpend.toFixed(0)}%`],
    ['Brand', view.brandOwner?.name ?? '—'],
    [
      'QR label',
      view.qrLabel ? (
        <HStack gap="2" wrap="wrap">
          <Text>Linked</Text>
          <CopyButton text={view.qrLabel.url} label="Copy link to the QR label" size="xs" variant="ghost">
            Copy link
          </CopyButton>
        </HStack>
      ) : (
        'Not linked'
      ),
    ],
  ];
  return (
    <Card.Root variant="elevated" shadow="xs" size="sm">
      <Card.Body gap="3">
        <HStack gap="1" wrap="wrap">
          <AssetStatusBadge status={a.status} />
          {view.warranty.eligible && <Badge variant="outline">Under warranty</Badge>}
          {a.isInfrastructure && <Badge variant="outline">Infrastructure</Badge>}
          {a.isEquipmentCertificationEligible && <Badge variant="outline">Certification eligible</Badge>}
        </HStack>
        <DataList.Root orientation="horizontal" size="sm" gap="2">
          {rows.map(([label, value]) => (
            <DataList.Item key={label}>
              <DataList.ItemLabel minW="40">{label}</DataList.ItemLabel>
              <DataList.ItemValue>{value}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
      </Card.Body>
    </Card.Root>
  );
}

/** The asset's newest requests, open ones first in the count, and the way to raise a new one. */
export function AssetRequests({ view, onStartRequest }: { view: AssetDetailView; onStartRequest: () => void }) {
  return (
    <TitledCard
      title={`Requests${view.openRequestsCount > 0 ? ` (${view.openRequestsCount} open)` : ''}`}
      size="sm"
      action={
        <Button size="sm" colorPalette="brand" onClick={onStartRequest}>
          Start a request
        </Button>
      }
    >
      {view.latestRequests.length === 0 ? (
        <Text color="fg.muted" fontSize="sm">
          No requests on this asset yet.
        </Text>
      ) : (
        <Stack as="ul" gap="2" listStyleType="none">
          {view.latestRequests.map((r) => (
            <li key={r.id}>
              <Link to="/requests/$id" params={{ id: r.id }}>
                <Stack gap="0.5" borderWidth="1px" rounded="md" px="3" py="2" _hover={{ bg: 'bg.muted' }}>
                  <HStack justify="space-between" gap="2">
                    <Text fontSize="sm" fontWeight="medium">
                      #{r.number} · {r.requestType}
                    </Text>
                    <Badge variant="subtle" colorPalette={r.completedAt ? 'gray' : 'blue'}>
                      {r.requestStatus}
                    </Badge>
                  </HStack>
                  <Text fontSize="sm" lineClamp={1}>
                    {r.incidentDescription || r.requestType}
                  </Text>
                  <Text fontSize="xs" color="fg.muted">
                    {r.assignedVendor?.name ?? 'No vendor yet'} · {formatDay(r.createdAt)}
                  </Text>
                </Stack>
              </Link>
            </li>
          ))}
        </Stack>
      )}
    </TitledCard>
  );
}

/** Vendor visits to the asset (from its requests), newest first: who came, check-ins, outcome. */
export function AssetServiceVisits({ assetId }: { assetId: string }) {
  const visits = useQuery(serviceVisitsQuery(assetId));
  return (
    <TitledCard title="Service visits" size="sm">
      {visits.error && (
        <Text color="fg.error" fontSize="sm" role="alert">
          {visits.error.message}
        </Text>
      )}
      {visits.data && visits.data.items.length === 0 && (
        <Text color="fg.muted" fontSize="sm">
          No vendor has serviced this asset yet.
        </Text>
      )}
      <Stack as="ol" gap="3" listStyleType="none">
        {visits.data?.items.map((v) => (
          <Stack as="li" key={v.requestId} gap="0.5" borderStartWidth="3px" borderColor={v.completedAt ? 'green.500' : 'brand.solid'} ps="3">
            <Text fontSize="sm" fontWeight="medium">
              {v.vendor?.name ?? 'Vendor not assigned'} · #{v.requestNumber}
            </Text>
            <Text fontSize="sm" lineClamp={2}>
              {v.resolutionStatement ?? v.incidentDescription}
            </Text>
            <Text fontSize="xs" color="fg.muted">
              Requested {formatDay(v.requestedAt)}
              {v.checkIns.length > 0 ? ` · checked in ${formatDay(v.checkIns[v.checkIns.length - 1]!.checkedInAt)}` : ''}
              {v.completedAt ? ` · completed ${formatDay(v.completedAt)}` : ` · ${v.requestStatus}`}
            </Text>
          </Stack>
        ))}
      </Stack>
      {visits.data && visits.data.total > visits.data.items.length && (
        <Text fontSize="xs" color="fg.muted" mt="2">
          Showing the latest {visits.data.items.length} of {visits.data.total} visits.
        </Text>
      )}
    </TitledCard>
  );
}
