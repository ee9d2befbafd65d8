import { Badge, Button, Group, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { formatDate } from '@domain/format/date-format';
import type { HandedOutLink } from '@domain/public-links/handed-out-links-api';
import { LINK_HANDOUT_MESSAGES, type IntakeLink } from '@domain/public-links/link-handouts-api';
import { CopyButton } from '@/components/copy-button';
import { ErrorNotice } from '@/components/error-notice';
import { TitledCard } from '@/components/titled-card';
import { SaveStatus, useSave } from '@/components/use-save';
import { apiQuery } from '@/lib/api-query';
import { createIntakeLink, listIntakeLinks, revokeIntakeLink } from '../public-links/api/link-handout-calls';
import { locationKeys } from './api/location-queries';

// Statically imported, a dialog here reshapes the shared chunks and grows every page's first load.
const ConfirmDialog = lazy(() => import('@/components/confirm-dialog').then(({ ConfirmDialog }) => ({ default: ConfirmDialog })));

const intakeLinksQuery = (locationId: string) =>
  apiQuery({ queryKey: [...locationKeys.one(locationId), 'intake-links'], read: () => listIntakeLinks(locationId), failure: LINK_HANDOUT_MESSAGES.handedOut });

const STATE_PALETTE: Record<HandedOutLink['state'], string> = { Active: 'green', Expired: 'gray', Revoked: 'red' };

/**
 * A location's request-intake links, for those who may change the location
 * (docs/product/public-links.md#handing-out-links): whoever holds one files requests at this location
 * without an account, until it expires or is revoked. A new one is shown once, to copy and pass on
 * (a poster, a text); the ones handed out are listed, with who made them, and can be revoked.
 */
export function IntakeLinkCard({ locationId }: { locationId: string }) {
  const [link, setLink] = useState<IntakeLink>();
  const [revoking, setRevoking] = useState<HandedOutLink | null>(null);
  const links = useQuery(intakeLinksQuery(locationId));
  const queryClient = useQueryClient();
  const save = useSave();
  const reread = () => void queryClient.invalidateQueries({ queryKey: intakeLinksQuery(locationId).queryKey });
  const create = async () => {
    const made = await save.run(() => createIntakeLink(locationId), LINK_HANDOUT_MESSAGES.intakeLink, 'Intake link created.');
    if (made) setLink(made);
    reread();
  };
  const revoke = async (id: string) => {
    const done = await save.run(() => revokeIntakeLink(id), LINK_HANDOUT_MESSAGES.revoke, 'Intake link revoked. It no longer works.');
    setRevoking(null);
    if (done) reread();
  };
  return (
    <TitledCard title="Request intake link" description="Anyone with the link can report a problem at this location without an account." bodyGap="3" size="sm">
      {link && (
        <Stack gap="1">
          <Group attached w="full">
            <Input readOnly value={link.url} aria-label="Intake link" onFocus={(e) => e.target.select()} />
            <CopyButton text={link.url} label="Copy intake link" size="md" />
          </Group>
          <Text fontSize="sm" color="fg.muted">
            Works until {formatDate(link.expiresAt)}. It is shown only now: copy it before you leave.
          </Text>
        </Stack>
      )}
      <SaveStatus save={save} />
      <Button alignSelf="start" size="sm" variant={link ? 'ghost' : 'outline'} loading={save.busy} onClick={() => void create()}>
        {link ? 'Create another link' : 'Create intake link'}
      </Button>
      {links.error && <ErrorNotice size="sm" message={links.error.message} onRetry={() => void links.refetch()} />}
      {links.data && links.data.items.length > 0 && (
        <Stack gap="2" as="ul" listStyleType="none" aria-label="Intake links handed out" borderTopWidth="1px" pt="3">
          {links.data.items.map((l) => (
            <HandedOutRow key={l.id} link={l} onRevoke={() => setRevoking(l)} />
          ))}
        </Stack>
      )}
      {revoking && (
        <Suspense fallback={null}>
          <ConfirmDialog
            title="Revoke this intake link?"
            message={`The link made ${formatDate(revoking.createdAt)} stops working at once, wherever it was posted or sent. Requests already filed through it stay.`}
            confirmLabel="Revoke"
            destructive
            busy={save.busy}
            onClose={() => setRevoking(null)}
            onConfirm={() => void revoke(revoking.id)}
          />
        </Suspense>
      )}
    </TitledCard>
  );
}

function HandedOutRow({ link, onRevoke }: { link: HandedOutLink; onRevoke: () => void }) {
  const when =
    link.state === 'Revoked'
      ? `revoked ${formatDate(link.revokedAt)}${link.revokedBy ? ` by ${link.revokedBy.name}` : ''}`
      : `${link.state === 'Expired' ? 'expired' : 'works until'} ${formatDate(link.expiresAt)}`;
  return (
    <HStack as="li" justify="space-between" gap="2" wrap="wrap" data-testid="intake-link-row">
      <Stack gap="0" fontSize="sm">
        <HStack gap="2">
          <Badge colorPalette={STATE_PALETTE[link.state]}>{link.state}</Badge>
          <Text>
            Made {formatDate(link.createdAt)}
            {link.createdBy ? ` by ${link.createdBy.name}` : ''}
          </Text>
        </HStack>
        <Text color="fg.muted">
          {when}
          {link.lastUsedAt ? ` · last used ${formatDate(link.lastUsedAt)}` : ' · not used yet'}
        </Text>
      </Stack>
      {link.state === 'Active' && (
        <Button size="sm" variant="outline" colorPalette="red" minH="11" onClick={onRevoke} aria-label={`Revoke the link made ${formatDate(link.createdAt)}`}>
          Revoke
        </Button>
      )}
    </HStack>
  );
}
