import { Box, Button } from '@chakra-ui/react';
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { AssetFormDialog } from '@/features/assets/asset-form-dialog';
import { labelAssetSearchQuery } from '@/features/qr/api/qr-queries';
import { LabelLinkPanel } from '@/features/qr/label-link-panel';
import { useSession } from '@/session/session-context';

export const Route = createFileRoute('/_authenticated/assets/labels/$labelId')({
  loader: ({ context }) => void context.queryClient.prefetchQuery(labelAssetSearchQuery('')),
  component: LinkLabelPage,
});

/** A scanned label that is on no asset yet: link it to one, or add the asset with it. */
function LinkLabelPage() {
  const { labelId } = Route.useParams();
  const navigate = useNavigate();
  const { ability } = useSession();
  const [adding, setAdding] = useState(false);
  const open = (assetId: string) => void navigate({ to: '/assets/$id', params: { id: assetId }, replace: true });
  return (
    <Box maxW="2xl">
      <Button asChild variant="ghost" size="sm" mb="2" ms="-2">
        <Link to="/assets/scan">← Scan</Link>
      </Button>
      <PageHeader title="Link a label" description={`Label ${labelId.slice(0, 8).toUpperCase()}`} />
      <LabelLinkPanel labelId={labelId} onLinked={open} onAddNew={ability.can('create', 'Asset') ? () => setAdding(true) : undefined} />
      {adding && <AssetFormDialog open asset={null} qrLabelId={labelId} onClose={() => setAdding(false)} onSaved={(view) => open(view.asset.id)} />}
    </Box>
  );
}
