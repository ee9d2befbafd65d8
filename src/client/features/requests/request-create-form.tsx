import { Alert, Badge, Box, Button, Card, Checkbox, Field, Heading, HStack, Input, SimpleGrid, Stack, Switch, Text, Textarea } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { REQUEST_PRIORITIES, type RequestPriority } from '@domain/requests/request-enums';
import { formatPhoneForDisplay } from '@domain/users/phone-display';
import {
  draftProblems,
  draftStore,
  fullServiceCreateBody,
  selfServiceCreateBody,
  TROUBLESHOOTING_STATUSES,
  type DraftType,
  type RequestDraft,
} from './request-draft';
import { REQUEST_MESSAGES } from './request-messages';
import { locationContactsQuery, requestLocationsQuery, userAssetsQuery, vendorOptionsQuery } from './api/picker-queries';
import { useEightySixGuard } from '@/components/eighty-six-guard';
import { optionsOf, SelectField } from '@/components/select-field';
import { guidesForAssetQuery } from '../troubleshooting/api/troubleshooting-queries';
import { runQueued, SaveStatus, useSave } from '@/components/use-save';
import { locationLabel } from '@/components/location-label';

export interface RequestCreateFormProps {
  initial: RequestDraft;
  selfService: boolean;
  /** Open the troubleshooting guides for the draft's asset (the draft is saved first). */
  onOpenGuides: (draft: RequestDraft) => void;
  onCreated: (requestId: string) => void;
  onCancel: () => void;
}

/**
 * A new request (docs/product/requests.md create payloads, §7): full service with contacts, troubleshooting,
 * overtime, emergency callback, dispatch automations and EEP escalation; self-service with the
 * fields of its own call. An incident on equipment with a guide is offered the guide first.
 */
export function RequestCreateForm({ initial, selfService, onOpenGuides, onCreated, onCancel }: RequestCreateFormProps) {
  const [edited, setDraft] = useState(initial);
  // An asset given in the address (opened from an asset) brings its location.
  const preset = useQuery({ ...userAssetsQuery({}), enabled: Boolean(initial.assetId && !initial.locationId) });
  const presetLocationId = preset.data?.items.find((a) => a.id === initial.assetId)?.locationId ?? '';
  const [submitted, setSubmitted] = useState(false);
  const save = useSave();
  // The button stays busy from the save until the new request's page replaces the form.
  const [leaving, setLeaving] = useState(false);
  const set = (changes: Partial<RequestDraft>) => setDraft((d) => ({ ...d, locationId: d.locationId || presetLocationId, ...changes }));

  const locations = useQuery(requestLocationsQuery());
  const locationId = edited.locationId || presetLocationId;
  const assets = useQuery({ ...userAssetsQuery({ locationId }), enabled: locationId !== '' });
  const vendors = useQuery(vendorOptionsQuery(selfService));
  const eightySix = useEightySixGuard();
  const contacts = useQuery({ ...locationContactsQuery(locationId), enabled: !selfService && locationId !== '' });
  const guides = useQuery({ ...guidesForAssetQuery(edited.assetId), enabled: Boolean(edited.assetId) && edited.type === 'Incident' });
  const guideCount = edited.assetId && edited.type === 'Incident' ? (guides.data?.total ?? 0) : 0;
  // docs/product/requests.md troubleshootingGuideAvailable: a guide was offered for the chosen equipment.
  const draft: RequestDraft = { ...edited, locationId, guideAvailable: edited.guideAvailable || guideCount > 0 };
  useEffect(() => draftStore.save(edited), [edited]);

  const problems = draftProblems(draft, selfService);
  const shown = submitted ? problems : {};
  const types: DraftType[] = selfService ? ['Incident', 'Preventative'] : ['Incident', 'Preventative', 'Equipment Certification'];
  const isIncident = draft.type === 'Incident';

  const submit = async () => {
    setSubmitted(true);
    if (Object.keys(problems).length > 0) return;
    // Filed through the outbox, online or not (docs/product/requests.md#filed-offline): the new
    // request's page shows what was filed until the server has it. Said before that page opens:
    // the snackbar is the app's, so it stays over that page.
    const queued = await runQueued(
      save,
      // Loaded on submit: the outbox is not the form's first load.
      async () =>
        (await import('./api/request-create-write')).queueRequestCreate(
          selfService ? { selfService, body: selfServiceCreateBody(draft) } : { selfService, body: fullServiceCreateBody(draft) },
        ),
      selfService ? REQUEST_MESSAGES.createSelfService : REQUEST_MESSAGES.create,
    );
    if (!queued) return;
    setLeaving(true);
    draftStore.forget(draft.id);
    onCreated(draft.id);
  };

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Stack gap="5" maxW="4xl">
        <Section title="What needs service">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <SelectField label="Type" value={draft.type} options={optionsOf(types)} onChange={(v) => set({ type: v as DraftType })} required />
            <SelectField
              label="Priority"
              value={draft.priority}
              options={optionsOf(REQUEST_PRIORITIES)}
              onChange={(v) => set({ priority: v as RequestPriority })}
              required
            />
            <SelectField
              label="Location"
              required
              value={draft.locationId}
              empty="Choose a location"
              options={(locations.data?.items ?? []).map((l) => ({ value: l.id, label: locationLabel(l) }))}
              onChange={(v) => set({ locationId: v, assetId: '', contactIds: [], attempt: null, guideViewedAt: null })}
              error={shown.locationId ?? locations.error?.message}
            />
            <SelectField
              label="Equipment"
              required={selfService || draft.type !== 'Preventative'}
              disabled={!draft.locationId}
              value={draft.assetId}
              empty={draft.locationId ? 'Choose the equipment' : 'Choose a location first'}
              options={(assets.data?.items ?? []).map((a) => ({ value: a.id, label: a.modelNumber ? `${a.name} (${a.modelNumber})` : a.name }))}
              onChange={(v) => set({ assetId: v, attempt: null, guideViewedAt: null })}
              error={shown.assetId ?? assets.error?.message}
            />
          </SimpleGrid>
          {guideCount > 0 && (
            <Alert.Root status={draft.attempt ? 'success' : 'info'} rounded="md" data-testid="guide-offer">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>
                  {draft.attempt
                    ? `You tried "${draft.attempt.guideTitle}": ${draft.attempt.outcome === 'Resolved' ? 'it fixed the problem' : 'the problem remains'}.`
                    : 'A troubleshooting guide is available for this equipment.'}
                </Alert.Title>
                <Alert.Description>
                  {draft.attempt
                    ? draft.attempt.outcome === 'Resolved'
                      ? 'No vendor visit should be needed. You can still file the request if you want it on record.'
                      : 'Your attempt will be sent with the request.'
                    : 'Many problems are fixed in a few minutes without a vendor visit. Try it before filing the request.'}
                </Alert.Description>
                {/* Under the text rather than beside it: on a phone a button beside it squeezes the text to a few words a line. */}
                <Box mt="2">
                  <Button
                    size="sm"
                    colorPalette="brand"
                    variant={draft.attempt ? 'outline' : 'solid'}
                    bg={draft.attempt ? 'bg' : undefined}
                    onClick={() => onOpenGuides(draft)}
                  >
                    {draft.attempt ? 'Open the guide again' : 'Try the guide'}
                  </Button>
                </Box>
              </Alert.Content>
            </Alert.Root>
          )}
          <Field.Root>
            <Field.Label>Ticket name</Field.Label>
            <Input
              value={draft.ticketName}
              maxLength={200}
              onChange={(e) => set({ ticketName: e.target.value })}
              placeholder="A short title, for example: Walk-in cooler not cooling"
            />
          </Field.Root>
          <Field.Root required={draft.type !== 'Preventative'} invalid={!!shown.incidentDescription}>
            <Field.Label>{isIncident ? 'What is wrong' : 'Description'}</Field.Label>
            <Textarea value={draft.incidentDescription} maxLength={5000} rows={4} onChange={(e) => set({ incidentDescription: e.target.value })} />
            <Field.ErrorText>{shown.incidentDescription}</Field.ErrorText>
          </Field.Root>
          {isIncident && (
            <Field.Root>
              <Field.Label>Symptoms</Field.Label>
              <Input value={draft.symptoms} onChange={(e) => set({ symptoms: e.target.value })} placeholder="Separate with commas: leaking, loud noise" />
            </Field.Root>
          )}
          <SelectField
            label="Vendor"
            value={draft.vendorId}
            empty="Not yet (assign later)"
            options={(vendors.data?.items ?? []).map((v) => ({ value: v.id, label: eightySix.label(v) }))}
            onChange={(vendorId) =>
              eightySix.choose(
                vendors.data?.items.find((v) => v.id === vendorId),
                () => set({ vendorId }),
              )
            }
          />
          {eightySix.dialog}
        </Section>

        {/* After a guide, self-service has nothing left to say here (the attempt is sent with the request). */}
        {isIncident && (!draft.attempt || !selfService) && (
          <Section title="Troubleshooting">
            {!draft.attempt && (
              <SelectField
                label="Troubleshooting status"
                value={draft.troubleshootingStatus}
                empty="Not given"
                options={optionsOf(TROUBLESHOOTING_STATUSES)}
                onChange={(v) => set({ troubleshootingStatus: v })}
              />
            )}
            {!selfService && (
              <Field.Root>
                <Field.Label>Troubleshooting notes</Field.Label>
                <Textarea value={draft.troubleshootingNotes} maxLength={5000} rows={3} onChange={(e) => set({ troubleshootingNotes: e.target.value })} />
              </Field.Root>
            )}
          </Section>
        )}

        {!selfService && (
          <>
            <Section title="Contacts" description="Who the vendor should talk to at the location.">
              {!draft.locationId && <Text color="fg.muted">Choose a location to see its people.</Text>}
              {contacts.error && <Text color="fg.error">{contacts.error.message}</Text>}
              <Stack gap="2" data-testid="contacts">
                {contacts.data?.items.map((c) => (
                  <Checkbox.Root
                    key={c.id}
                    checked={draft.contactIds.includes(c.id)}
                    onCheckedChange={(d) =>
                      set({ contactIds: d.checked === true ? [...draft.contactIds, c.id] : draft.contactIds.filter((id) => id !== c.id) })
                    }
                  >
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>
                      <HStack gap="2" wrap="wrap">
                        <Text>{c.name}</Text>
                        {c.isOoo && (
                          <Badge colorPalette="orange" title={`Out of office ${c.oooStartDate?.slice(0, 10)} to ${c.oooEndDate?.slice(0, 10)}`}>
                            OOO
                          </Badge>
                        )}
                        <Text fontSize="sm" color="fg.muted">
                          {c.role}
                          {c.phone ? ` · ${formatPhoneForDisplay(c.phone)}` : ''}
                        </Text>
                      </HStack>
                    </Checkbox.Label>
                  </Checkbox.Root>
                ))}
              </Stack>
            </Section>

            <Section title="Dispatch">
              {draft.priority === 'Emergency' && (
                <Field.Root invalid={!!shown.emergencyCallbackPhoneNumber}>
                  <Field.Label>Emergency callback phone</Field.Label>
                  <Input
                    type="tel"
                    value={draft.emergencyCallbackPhoneNumber}
                    onChange={(e) => set({ emergencyCallbackPhoneNumber: e.target.value })}
                    placeholder="+15551234567"
                  />
                  <Field.HelperText>The vendor calls this number about the emergency.</Field.HelperText>
                  <Field.ErrorText>{shown.emergencyCallbackPhoneNumber}</Field.ErrorText>
                </Field.Root>
              )}
              <Field.Root invalid={!!shown.nte}>
                <Field.Label>Not to exceed (USD)</Field.Label>
                <Input inputMode="decimal" value={draft.nte} maxLength={16} onChange={(e) => set({ nte: e.target.value })} placeholder="No limit" />
                <Field.HelperText>The vendor asks for an approved quote before going above it.</Field.HelperText>
                <Field.ErrorText>{shown.nte}</Field.ErrorText>
              </Field.Root>
              <Toggle label="Overtime approved" checked={draft.isOtApproved} onChange={(v) => set({ isOtApproved: v })} />
              {draft.isOtApproved && (
                <Field.Root required invalid={!!shown.otApprovedBy}>
                  <Field.Label>Approved by</Field.Label>
                  <Input value={draft.otApprovedBy} maxLength={200} onChange={(e) => set({ otApprovedBy: e.target.value })} />
                  <Field.ErrorText>{shown.otApprovedBy}</Field.ErrorText>
                </Field.Root>
              )}
              <Toggle
                label="Start dispatch automations now"
                checked={draft.startDispatchAutomationsImmediately}
                onChange={(v) => set({ startDispatchAutomationsImmediately: v })}
              />
              <Toggle label="Escalate through EEP" checked={draft.escalateThroughEep} onChange={(v) => set({ escalateThroughEep: v })} />
              {draft.escalateThroughEep && (
                <Field.Root required invalid={!!shown.escalationReasons}>
                  <Field.Label>Reasons to escalate</Field.Label>
                  <Textarea
                    value={draft.escalationReasons}
                    rows={3}
                    onChange={(e) => set({ escalationReasons: e.target.value })}
                    placeholder="One reason per line"
                  />
                  <Field.ErrorText>{shown.escalationReasons}</Field.ErrorText>
                </Field.Root>
              )}
            </Section>
          </>
        )}

        <SaveStatus save={save} />
        {submitted && Object.keys(problems).length > 0 && (
          <Text color="fg.error" role="alert">
            Some fields need attention.
          </Text>
        )}
        {/* Clear of the phone's tab bar and of the card above, with an edge and a shadow of its own. */}
        <HStack
          gap="3"
          justify="flex-end"
          position="sticky"
          bottom={{ base: 'calc(4.5rem + env(safe-area-inset-bottom))', md: '2' }}
          zIndex="docked"
          bg="bg"
          px="3"
          py="2"
          mt="2"
          rounded="l2"
          borderWidth="1px"
          shadow="md"
        >
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" colorPalette="brand" loading={save.busy || leaving}>
            Create request
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}

function Section({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <Card.Root variant="elevated" shadow="xs">
      <Card.Header pb="0">
        <Heading as="h2" size="md">
          {title}
        </Heading>
        {description && (
          <Text fontSize="sm" color="fg.muted">
            {description}
          </Text>
        )}
      </Card.Header>
      <Card.Body gap="4">{children}</Card.Body>
    </Card.Root>
  );
}

function Toggle({ label, checked, onChange }: { label: string; checked: boolean; onChange: (v: boolean) => void }) {
  return (
    <Box>
      <Switch.Root checked={checked} onCheckedChange={(d) => onChange(d.checked)} colorPalette="brand">
        <Switch.HiddenInput />
        <Switch.Control />
        <Switch.Label>{label}</Switch.Label>
      </Switch.Root>
    </Box>
  );
}
