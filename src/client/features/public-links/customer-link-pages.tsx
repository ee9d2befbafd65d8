import { Button, Field, HStack, Stack, Text, Textarea, Input } from '@chakra-ui/react';
import { useState } from 'react';
import { CSAT_RATINGS } from '../../../domain/public-links/public-links-api';
import { REQUEST_PRIORITIES, type RequestPriority } from '../../../domain/requests/request-enums';
import { ErrorNotice } from '../../components/error-notice';
import { SelectField } from '../../components/select-field';
import { fileRequest, rateService } from './api/public-link-calls';
import { Answered, LinkPage, RequestFacts, useLinkAnswer } from './link-page';

const RATING_WORDS: Record<number, string> = { 1: 'Poor', 2: 'Fair', 3: 'Good', 4: 'Very good', 5: 'Excellent' };

/** A CSAT link: a rating 1 to 5 (the link's rating chosen already) and an optional comment, once. */
export function CsatLinkPage({ link, rating }: { link: { token: string; requestId: string }; rating?: string }) {
  const preset = Number(rating);
  const [chosen, setChosen] = useState<number | null>(CSAT_RATINGS.includes(preset as 1) ? preset : null);
  const [comment, setComment] = useState('');
  const sending = useLinkAnswer();
  return (
    <LinkPage link={{ ...link, purpose: 'csat' }} title="How did we do?" icon="tasks">
      {(view) => (
        <Stack gap="5">
          <RequestFacts view={view} />
          {sending.answer ? (
            <Answered answer={sending.answer} />
          ) : (
            <Stack
              as="form"
              gap="4"
              onSubmit={(e) => {
                e.preventDefault();
                if (chosen) void sending.send(() => rateService({ ...link, rating: chosen, comment: comment.trim() || undefined }));
              }}
            >
              <Stack gap="2">
                <Text id="rating-label" fontWeight="medium">
                  Rate the service
                </Text>
                <HStack role="group" aria-labelledby="rating-label" gap="2">
                  {CSAT_RATINGS.map((value) => (
                    <Button
                      key={value}
                      flex="1"
                      minW="0"
                      px="0"
                      variant={chosen === value ? 'solid' : 'outline'}
                      colorPalette="brand"
                      aria-pressed={chosen === value}
                      aria-label={`${value} of 5: ${RATING_WORDS[value]}`}
                      onClick={() => setChosen(value)}
                    >
                      {value}
                    </Button>
                  ))}
                </HStack>
                <Text fontSize="sm" color="fg.muted" aria-live="polite">
                  {chosen ? RATING_WORDS[chosen] : '1 is poor, 5 is excellent.'}
                </Text>
              </Stack>
              <Field.Root>
                <Field.Label>Anything to add? (optional)</Field.Label>
                <Textarea value={comment} maxLength={2000} onChange={(e) => setComment(e.target.value)} />
              </Field.Root>
              {sending.error && <ErrorNotice message={sending.error} />}
              <Button type="submit" colorPalette="brand" disabled={!chosen} loading={sending.sending}>
                Send rating
              </Button>
            </Stack>
          )}
        </Stack>
      )}
    </LinkPage>
  );
}

/** An intake link: a location files requests on its equipment with no account, until the link expires. */
export function IntakeLinkPage({ token }: { token: string }) {
  const [assetId, setAssetId] = useState('');
  const [priority, setPriority] = useState<RequestPriority>('Medium');
  const [description, setDescription] = useState('');
  const [name, setName] = useState('');
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  const sending = useLinkAnswer();
  const another = () => {
    setDescription('');
    setAssetId('');
    setRequestId(crypto.randomUUID());
    sending.reset();
  };
  return (
    <LinkPage link={{ token, purpose: 'request-intake' }} title="Report a problem" icon="requests">
      {(view) => (
        <Stack gap="5">
          <RequestFacts view={view} />
          {sending.answer ? (
            <Answered answer={sending.answer}>
              <Button variant="outline" alignSelf="flex-start" onClick={another}>
                Report another problem
              </Button>
            </Answered>
          ) : (
            <Stack
              as="form"
              gap="4"
              onSubmit={(e) => {
                e.preventDefault();
                if (description.trim())
                  void sending.send(() =>
                    fileRequest({
                      token,
                      id: requestId,
                      assetId: assetId || undefined,
                      requestPriority: priority,
                      incidentDescription: description.trim(),
                      contactName: name.trim() || undefined,
                    }),
                  );
              }}
            >
              <SelectField
                label="Equipment"
                value={assetId}
                empty="Not about one piece of equipment"
                options={view.assets.map((a) => ({ value: a.id, label: a.name }))}
                onChange={setAssetId}
              />
              <SelectField
                label="Priority"
                value={priority}
                options={REQUEST_PRIORITIES.map((p) => ({ value: p, label: p }))}
                onChange={(value) => setPriority(value as RequestPriority)}
              />
              <Field.Root required>
                <Field.Label>What is wrong?</Field.Label>
                <Textarea value={description} maxLength={5000} onChange={(e) => setDescription(e.target.value)} />
              </Field.Root>
              <Field.Root>
                <Field.Label>Your name (optional)</Field.Label>
                <Input value={name} maxLength={200} autoComplete="name" onChange={(e) => setName(e.target.value)} />
              </Field.Root>
              {sending.error && <ErrorNotice message={sending.error} />}
              <Button type="submit" colorPalette="brand" disabled={!description.trim()} loading={sending.sending}>
                Send request
              </Button>
            </Stack>
          )}
        </Stack>
      )}
    </LinkPage>
  );
}
