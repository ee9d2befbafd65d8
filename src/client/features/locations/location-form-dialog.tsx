import { Button, Field, Input, SimpleGrid, Stack, Switch } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { INVALID_PHONE_MESSAGE, normalizePhone } from '@domain/auth/login-identifier';
import type { LocationDetail, LocationPatch, LocationWriteResult } from '@domain/locations/location-api';
import { formatPhoneForDisplay } from '@domain/users/phone-display';
import { AppDialog } from '@/components/app-dialog';
import { ErrorNotice } from '@/components/error-notice';
import { SelectField, type SelectOption } from '@/components/select-field';
import { useSave } from '@/components/use-save';
import { currentCustomerSettingsQuery } from '@/features/customers/api/customer-queries';
import { LOCATION_MESSAGES, patchLocation } from './api/location-calls';
import { createLocation, LOCATION_SETUP_FAILURES } from './api/location-setup-calls';

/** The zones of most stores first, by the names people use; every other zone the browser knows after them. */
const USUAL_ZONES: SelectOption[] = [
  { value: 'America/New_York', label: 'Eastern (New York)' },
  { value: 'America/Chicago', label: 'Central (Chicago)' },
  { value: 'America/Denver', label: 'Mountain (Denver)' },
  { value: 'America/Phoenix', label: 'Arizona (Phoenix)' },
  { value: 'America/Los_Angeles', label: 'Pacific (Los Angeles)' },
  { value: 'America/Anchorage', label: 'Alaska (Anchorage)' },
  { value: 'Pacific/Honolulu', label: 'Hawaii (Honolulu)' },
].map((zone) => ({ ...zone, group: 'Usual' }));

function zoneOptions(current: string): SelectOption[] {
  const usual = new Set(USUAL_ZONES.map((z) => z.value));
  const others = [...new Set([...Intl.supportedValuesOf('timeZone'), current])].filter((z) => !usual.has(z)).sort();
  return [...USUAL_ZONES, ...others.map((zone) => ({ value: zone, label: zone.replaceAll('_', ' '), group: 'Every zone' }))];
}

type Draft = Record<'name' | 'storeNumber' | 'timezone' | 'locationGroupId' | 'address' | 'city' | 'state' | 'postalCode' | 'phone', string>;

const draftOf = (l: LocationDetail | null): Draft => ({
  name: l?.name ?? '',
  storeNumber: l?.storeNumber ?? '',
  timezone: l?.timezone ?? 'America/New_York',
  locationGroupId: l?.locationGroup?.id ?? '',
  address: l?.address ?? '',
  city: l?.city ?? '',
  state: l?.state ?? '',
  postalCode: l?.postalCode ?? '',
  phone: l?.phone ? formatPhoneForDisplay(l.phone) : '',
});

/** The draft as the API takes it: empty text is null, the phone in international form. */
function fieldsOf(draft: Draft, phone: string | null) {
  const orNull = (text: string) => text.trim() || null;
  return {
    name: draft.name.trim(),
    storeNumber: orNull(draft.storeNumber),
    timezone: draft.timezone,
    locationGroupId: draft.locationGroupId || null,
    address: orNull(draft.address),
    city: orNull(draft.city),
    state: orNull(draft.state),
    postalCode: orNull(draft.postalCode),
    phone,
  };
}

/** Only what the form changed, so a manager's edit never sends the fields they may not change. */
function changesOf(before: ReturnType<typeof fieldsOf>, after: ReturnType<typeof fieldsOf>): LocationPatch {
  return Object.fromEntries(Object.entries(after).filter(([field, value]) => before[field as keyof typeof before] !== value));
}

type LocationFormProps = { onClose: () => void } & (
  | { mode: 'create'; customerId: string; onCreated: (location: LocationWriteResult) => void }
  | { mode: 'edit'; location: LocationDetail; onSaved: (location: LocationWriteResult) => void }
);

/**
 * Add a location, or change one's details (docs/product/assets-and-locations.md#setting-up-locations).
 * Name, store number, time zone and group are for those who add locations (`canManage`); managers
 * change the address and phone.
 */
export function LocationFormDialog(props: LocationFormProps) {
  const location = props.mode === 'edit' ? props.location : null;
  const structural = !location || location.canManage;
  const [draft, setDraft] = useState(() => draftOf(location));
  const [pmEnabled, setPmEnabled] = useState(false);
  const [problems, setProblems] = useState<{ name?: string; phone?: string }>({});
  const customer = useQuery(currentCustomerSettingsQuery());
  const customerId = location?.customerId ?? (props.mode === 'create' ? props.customerId : '');
  const groups = customer.data?.id === customerId ? customer.data.locationGroups : location?.locationGroup ? [location.locationGroup] : [];
  const save = useSave();
  const set = (field: keyof Draft) => (value: string) => setDraft((d) => ({ ...d, [field]: value }));

  const submit = async () => {
    const phone = draft.phone.trim() ? normalizePhone(draft.phone) : null;
    const found = {
      name: draft.name.trim() ? undefined : 'Give the location a name.',
      phone: draft.phone.trim() && !phone ? INVALID_PHONE_MESSAGE : undefined,
    };
    setProblems(found);
    if (found.name || found.phone) return;
    const fields = fieldsOf(draft, phone);
    if (props.mode === 'create') {
      const created = await save.run(
        () => createLocation({ ...fields, customerId: props.customerId, pmEnabled }),
        LOCATION_SETUP_FAILURES.create,
        (l) => `${l.name} added.`,
      );
      if (created) props.onCreated(created);
      return;
    }
    const patch = changesOf(fieldsOf(draftOf(props.location), props.location.phone), fields);
    if (Object.keys(patch).length === 0) return props.onClose();
    const saved = await save.run(() => patchLocation(props.location.id, patch), LOCATION_MESSAGES.save);
    if (saved) props.onSaved(saved);
  };

  const text = (field: keyof Draft, label: string, options: { max: number; disabled?: boolean; placeholder?: string; type?: string }) => (
    <Field.Root disabled={options.disabled} invalid={field === 'name' ? !!problems.name : field === 'phone' ? !!problems.phone : false}>
      <Field.Label>{label}</Field.Label>
      <Input value={draft[field]} maxLength={options.max} placeholder={options.placeholder} type={options.type} onChange={(e) => set(field)(e.target.value)} />
      <Field.ErrorText>{field === 'name' ? problems.name : field === 'phone' ? problems.phone : undefined}</Field.ErrorText>
    </Field.Root>
  );
  const locked = structural ? undefined : 'Only Company Leaders and administrators change this.';

  return (
    <AppDialog
      title={location ? `Edit ${location.name}` : 'Add a location'}
      onClose={props.onClose}
      size={{ base: 'full', md: 'lg' }}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      noValidate
      footer={
        <>
          <Button variant="outline" onClick={props.onClose}>
            Cancel
          </Button>
          <Button type="submit" colorPalette="brand" loading={save.busy}>
            {location ? 'Save' : 'Add location'}
          </Button>
        </>
      }
    >
      <Stack gap="4">
        {save.error && <ErrorNotice message={save.error} />}
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          {text('name', 'Name', { max: 200, disabled: !structural, placeholder: 'Harbor Grill Sacramento' })}
          {text('storeNumber', 'Store number', { max: 50, disabled: !structural, placeholder: 'HG-120' })}
          <SelectField
            label="Time zone"
            value={draft.timezone}
            options={zoneOptions(draft.timezone)}
            onChange={set('timezone')}
            disabled={!structural}
            helper={locked}
          />
          <SelectField
            label="Group"
            value={draft.locationGroupId}
            empty="No group"
            options={groups.map((g) => ({ value: g.id, label: g.name }))}
            onChange={set('locationGroupId')}
            disabled={!structural}
            helper={locked}
          />
        </SimpleGrid>
        {text('address', 'Street address', { max: 200 })}
        <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
          {text('city', 'City', { max: 100 })}
          {text('state', 'State', { max: 50 })}
          {text('postalCode', 'Postal code', { max: 20 })}
        </SimpleGrid>
        {text('phone', 'Store phone', { max: 30, type: 'tel' })}
        {!location && (
          <Switch.Root checked={pmEnabled} onCheckedChange={(d) => setPmEnabled(d.checked)} colorPalette="brand">
            <Switch.HiddenInput />
            <Switch.Control />
            <Switch.Label>Preventative maintenance enabled</Switch.Label>
          </Switch.Root>
        )}
      </Stack>
    </AppDialog>
  );
}
