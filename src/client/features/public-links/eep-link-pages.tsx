import { Badge, Button, DataList, Field, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { MANUFACTURER_STATUSES, updateStatusLabel } from '@domain/escalations/escalation-constants';
import type { EepLinkView } from '@domain/escalations/escalations-api';
import { formatZonedDateTime } from '@domain/format/date-format';
import { ErrorNotice } from '@/components/error-notice';
import { PriorityBadge } from '@/components/request-badges';
import { SelectField } from '@/components/select-field';
import { eepLinkViewQuery, postManufacturerUpdate, rateManufacturer, type EepLinkParams } from './api/eep-link-calls';
import { Fact } from '@/components/job-facts';
import { Answered, LinkFrame, RatingForm, useLinkAnswer } from './link-page';
import { LINK_MESSAGES } from './api/public-link-calls';
import { locationLabel } from '@/components/location-label';

const TIMEZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** An escalation link page: LinkFrame around the escalation's link read. */
function EepLinkPage({ link, title, children }: { link: EepLinkParams; title: string; children: (view: EepLinkView) => ReactNode }) {
  return (
    <LinkFrame view={useQuery(eepLinkViewQuery(link))} title={title} icon="escalations">
      {children}
    </LinkFrame>
  );
}

/** What was escalated: the request, where, the equipment (make, model, serial), why; no people. */
function EscalationFacts({ view }: { view: EepLinkView }) {
  const { location, asset, escalation, request } = view;
  const place = locationLabel(location);
  return (
    <Stack gap="3">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Text fontSize="sm" fontWeight="semibold" color="brand.fg">
          Request #{request.number} · {view.customerName}
        </Text>
        <Badge variant="subtle">{escalation.status}</Badge>
      </HStack>
      <DataList.Root orientation="vertical" size="sm" gap="3">
        <Fact label="Location">
          <Text>{place}</Text>
          {location.address && <Text color="fg.muted">{location.address}</Text>}
        </Fact>
        {asset && (
          <Fact label="Equipment">
            <Text>{asset.name}</Text>
            <Text color="fg.muted" overflowWrap="anywhere">
              {[asset.make, asset.modelNumber && `Model ${asset.modelNumber}`, asset.serialNumber && `Serial ${asset.serialNumber}`]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          </Fact>
        )}
        <Fact label="Problem">
          <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
            {request.problem}
          </Text>
        </Fact>
        <Fact label="Priority">
          <PriorityBadge priority={request.requestPriority} />
        </Fact>
        <Fact label="Why it was escalated">
          <Text overflowWrap="anywhere">{escalation.reasons.join(', ')}</Text>
          {escalation.notes && (
            <Text color="fg.muted" whiteSpace="pre-wrap" overflowWrap="anywhere">
              {escalation.notes}
            </Text>
          )}
        </Fact>
      </DataList.Root>
    </Stack>
  );
}

function UpdatesSoFar({ view }: { view: EepLinkView }) {
  return (
    <Stack as="section" aria-labelledby="updates-heading" gap="2">
      <Text as="h2" id="updates-heading" fontWeight="semibold">
        Updates so far
      </Text>
      {view.updates.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          No updates yet.
        </Text>
      ) : (
        <Stack as="ol" gap="2" listStyleType="none" ms="0">
          {view.updates.map((update, i) => (
            <Stack as="li" key={i} gap="0.5" borderWidth="1px" rounded="md" p="3">
              <Text fontSize="sm" fontWeight="medium">
                {update.authorName}
                {update.status ? ` · ${update.status}` : ''}
              </Text>
              <Text fontSize="xs" color="fg.muted">
                {formatZonedDateTime(update.createdAt, TIMEZONE)}
              </Text>
              <Text fontSize="sm" whiteSpace="pre-wrap" overflowWrap="anywhere">
                {update.text}
              </Text>
            </Stack>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** The manufacturer's EEP updates link: the escalation and its updates, and a form to post one (many, until resolved). */
export function EepUpdatesLinkPage({ token }: { token: string }) {
  const [text, setText] = useState('');
  const [status, setStatus] = useState('');
  const sending = useLinkAnswer(LINK_MESSAGES.updated);
  const queryClient = useQueryClient();
  const link: EepLinkParams = { purpose: 'eep-updates', token };
  return (
    <EepLinkPage link={link} title="Escalation updates">
      {(view) => (
        <Stack gap="5">
          <EscalationFacts view={view} />
          <UpdatesSoFar view={view} />
          {sending.answer ? (
            <Answered answer={sending.answer}>
              <Button
                variant="outline"
                alignSelf="flex-start"
                onClick={() => {
                  setText('');
                  setStatus('');
                  sending.reset();
                }}
              >
                Post another update
              </Button>
            </Answered>
          ) : (
            <Stack
              as="form"
              gap="4"
              onSubmit={(e) => {
                e.preventDefault();
                if (!text.trim()) return;
                void sending.send(async () => {
                  const answer = await postManufacturerUpdate({
                    token,
                    text: text.trim(),
                    status: (status || undefined) as (typeof MANUFACTURER_STATUSES)[number] | undefined,
                  });
                  await queryClient.invalidateQueries({ queryKey: eepLinkViewQuery(link).queryKey });
                  return answer;
                });
              }}
            >
              <Field.Root required>
                <Field.Label>Your update</Field.Label>
                <Textarea value={text} maxLength={5000} onChange={(e) => setText(e.target.value)} />
              </Field.Root>
              <SelectField
                label="Status"
                value={status}
                empty={`Leave as ${view.escalation.status}`}
                options={MANUFACTURER_STATUSES.filter((s) => s !== view.escalation.status).map((s) => ({ value: s, label: updateStatusLabel(s) }))}
                onChange={setStatus}
              />
              {sending.error && <ErrorNotice message={sending.error} />}
              <Button type="submit" colorPalette="brand" disabled={!text.trim()} loading={sending.sending}>
                Post update
              </Button>
            </Stack>
          )}
        </Stack>
      )}
    </EepLinkPage>
  );
}

/** The requester's rating of the manufacturer: 1 to 5 (the link's rating chosen already) and an optional comment, once. */
export function EepManufacturerCsatLinkPage({ link, rating }: { link: { token: string; escalationId: string }; rating?: string }) {
  return (
    <EepLinkPage link={{ ...link, purpose: 'eep-manufacturer-csat' }} title="How did the manufacturer do?">
      {(view) => (
        <Stack gap="5">
          <EscalationFacts view={view} />
          <RatingForm
            label={`Rate ${view.escalation.brandOwnerName ?? 'the manufacturer'}`}
            preset={rating}
            rate={(chosen, comment) => rateManufacturer({ ...link, rating: chosen, comment })}
          />
        </Stack>
      )}
    </EepLinkPage>
  );
}
