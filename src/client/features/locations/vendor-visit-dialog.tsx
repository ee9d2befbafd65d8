import { Button, Field, Input, Stack, Textarea } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { INVALID_PHONE_MESSAGE, normalizePhone } from '@domain/auth/login-identifier';
import type { LocationDetail } from '@domain/locations/location-api';
import { formatPhoneForDisplay } from '@domain/users/phone-display';
import { AppDialog } from '@/components/app-dialog';
import { ErrorNotice } from '@/components/error-notice';
import { useSave } from '@/components/use-save';
import { LOCATION_MESSAGES, patchLocation } from './api/location-calls';

/**
 * What a vendor is told on arriving at the location (docs/product/assets-and-locations.md#vendor-visits):
 * whom to ask for, their phone, and how to get in. Shown on every vendor link page and in My jobs.
 */
export function VendorVisitDialog({
  location,
  onClose,
  onSaved,
}: {
  location: LocationDetail;
  onClose: () => void;
  onSaved: (location: LocationDetail) => void;
}) {
  const [name, setName] = useState(location.siteContactName ?? '');
  const [phone, setPhone] = useState(location.siteContactPhone ? formatPhoneForDisplay(location.siteContactPhone) : '');
  const [notes, setNotes] = useState(location.accessNotes ?? '');
  const [phoneError, setPhoneError] = useState<string>();
  const save = useSave();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const cleanPhone = phone.trim() ? normalizePhone(phone) : null;
    if (phone.trim() && !cleanPhone) return setPhoneError(INVALID_PHONE_MESSAGE);
    setPhoneError(undefined);
    const saved = await save.run(
      () => patchLocation(location.id, { siteContactName: name.trim() || null, siteContactPhone: cleanPhone, accessNotes: notes.trim() || null }),
      LOCATION_MESSAGES.save,
    );
    if (saved) onSaved(saved);
  };

  return (
    <AppDialog
      title="Vendor visits"
      onClose={onClose}
      size={{ base: 'full', md: 'md' }}
      onSubmit={(e) => void submit(e)}
      noValidate
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" colorPalette="brand" loading={save.busy}>
            Save
          </Button>
        </>
      }
    >
      <Stack gap="4">
        {save.error && <ErrorNotice message={save.error} />}
        <Field.Root>
          <Field.Label>Ask for</Field.Label>
          <Input value={name} maxLength={100} placeholder="Shift manager on duty" onChange={(e) => setName(e.target.value)} />
          <Field.HelperText>Whom a vendor asks for on arrival.</Field.HelperText>
        </Field.Root>
        <Field.Root invalid={!!phoneError}>
          <Field.Label>Their phone</Field.Label>
          <Input type="tel" inputMode="tel" autoComplete="off" value={phone} onChange={(e) => setPhone(e.target.value)} />
          <Field.ErrorText>{phoneError}</Field.ErrorText>
        </Field.Root>
        <Field.Root>
          <Field.Label>Getting in</Field.Label>
          <Textarea
            value={notes}
            maxLength={1000}
            rows={4}
            placeholder="Use the back door on Elm St; the roof hatch key is at the bar."
            onChange={(e) => setNotes(e.target.value)}
          />
          <Field.HelperText>Shown to every vendor sent here, on their link and in My jobs.</Field.HelperText>
        </Field.Root>
      </Stack>
    </AppDialog>
  );
}
