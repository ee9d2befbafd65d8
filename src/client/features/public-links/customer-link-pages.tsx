import { Button, Field, Stack, Textarea, Input } from '@chakra-ui/react';
import { useState } from 'react';
import { REQUEST_PRIORITIES, type RequestPriority } from '@domain/requests/request-enums';
import { ErrorNotice } from '@/components/error-notice';
import { SelectField } from '@/components/select-field';
import { fileRequest, LINK_MESSAGES, rateService } from './api/public-link-calls';
import { RequestFacts } from '@/components/job-facts';
import { Answered, LinkPage, RatingForm, useLinkAnswer } from './link-page';

/** A CSAT link: a rating 1 to 5 (the link's rating chosen already) and an optional comment, once. */
export function CsatLinkPage({ link, rating }: { link: { token: string; requestId: string }; rating?: string }) {
  return (
    <LinkPage link={{ ...link, purpose: 'csat' }} title="How did we do?" icon="tasks">
      {(view) => (
        <Stack gap="5">
          <RequestFacts view={view} />
          <RatingForm label="Rate the service" preset={rating} rate={(chosen, comment) => rateService({ ...link, rating: chosen, comment })} />
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
  const sending = useLinkAnswer(LINK_MESSAGES.filed);
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
