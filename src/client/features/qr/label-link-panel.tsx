import { Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { TitledCard } from '@/components/titled-card';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { UserAssetSummary } from '@domain/assets/asset-api';
import { linkLabel, QR_MESSAGES } from './api/qr-calls';
import { labelAssetSearchQuery } from './api/qr-queries';
import { ErrorNotice } from '@/components/error-notice';
import { useSave } from '@/components/use-save';

/**
 * A label that is not on any asset yet: the user finds the asset it is stuck on and links it
 * (POST qr/{id}/link), or adds the asset when it is not in the list.
 */
export function LabelLinkPanel({ labelId, onLinked, onAddNew }: { labelId: string; onLinked: (assetId: string) => void; onAddNew?: () => void }) {
  const [text, setText] = useState('');
  // The search waits for a pause in typing.
  const [searchText, setSearchText] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearchText(text.trim()), 250);
    return () => clearTimeout(timer);
  }, [text]);
  const search = useQuery({ ...labelAssetSearchQuery(searchText), placeholderData: keepPreviousData });
  const found = search.data?.items ?? [];
  const searched = search.isSuccess;
  const [busy, setBusy] = useState<string | null>(null);
  const save = useSave();
  const error = save.error ?? search.error?.message;

  const link = async (asset: UserAssetSummary) => {
    setBusy(asset.id);
    // 'Label linked.' stays on screen over the asset's page that opens next (the snackbar is the app's, not this page's).
    const answer = await save.run(() => linkLabel(labelId, asset.id), QR_MESSAGES.link, QR_MESSAGES.linked);
    setBusy(null);
    if (answer) onLinked(answer.assetId ?? asset.id);
  };

  return (
    <TitledCard
      title="This label is not linked yet"
      description="Find the equipment it is stuck on and link it. Next time, scanning it opens that asset."
      bodyGap="3"
    >
      {error && <ErrorNotice message={error} />}
      <Input aria-label="Find the asset" placeholder="Name, model or location" value={text} onChange={(e) => setText(e.target.value)} />
      <Stack as="ul" gap="2" listStyleType="none">
        {found.map((a) => (
          <HStack as="li" key={a.id} justify="space-between" gap="2" borderWidth="1px" rounded="md" px="3" py="2">
            <Stack gap="0" minW="0">
              <Text fontWeight="medium" truncate>
                {a.name}
              </Text>
              <Text fontSize="xs" color="fg.muted" truncate>
                {[a.modelNumber, a.status].filter(Boolean).join(' · ')}
              </Text>
            </Stack>
            <Button
              size="sm"
              colorPalette="brand"
              flexShrink={0}
              loading={busy === a.id}
              disabled={busy !== null}
              onClick={() => void link(a)}
              aria-label={`Link to ${a.name}`}
            >
              Link
            </Button>
          </HStack>
        ))}
      </Stack>
      {searched && found.length === 0 && (
        <Text fontSize="sm" color="fg.muted">
          No asset matches.
        </Text>
      )}
      {onAddNew && (
        <Button variant="outline" alignSelf="flex-start" onClick={onAddNew}>
          Add a new asset with this label
        </Button>
      )}
    </TitledCard>
  );
}
