import { Checkbox, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import type { VendorProfile, VendorProfileWriteResult } from '@domain/vendors/vendor-profile-api';
import { ErrorNotice } from '@/components/error-notice';
import { FormDialog } from '@/components/form-dialog';
import { SelectField, type SelectOption } from '@/components/select-field';
import { useSave } from '@/components/use-save';
import { createVendor, DIRECTORY_FAILURES } from './api/directory-calls';
import { updateVendor, VENDOR_MESSAGES } from './api/vendor-calls';
import { changesOf, draftOf, fieldsOf } from './vendor-draft';
import { useServiceCategories, VendorProfileFields } from './vendor-profile-fields';

type VendorFormProps = { onClose: () => void } & (
  | {
      mode: 'create';
      customerId: string;
      /** The locations it may join straight away (the first page of the caller's); none while they load. */
      locations: readonly SelectOption[];
      onCreated: (vendor: VendorProfileWriteResult) => void;
    }
  | { mode: 'edit'; vendor: VendorProfile; onSaved: (vendor: VendorProfileWriteResult) => void }
);

/** A part of the form in the dialog: a small heading over its fields. */
const section = (title: string, body: ReactNode) => (
  <Stack as="section" gap="3" aria-label={title}>
    <Heading as="h3" size="sm">
      {title}
    </Heading>
    {body}
  </Stack>
);

/**
 * A customer's manager adds a vendor to the directory, or changes one their customer added
 * (docs/product/vendors.md#directory-vendors): its profile, and on adding, a location whose network
 * it joins, last on the rosters there of the trades ticked.
 */
export function VendorFormDialog(props: VendorFormProps) {
  const vendor = props.mode === 'edit' ? props.vendor : null;
  const [draft, setDraft] = useState(() => draftOf(vendor));
  const [locationId, setLocationId] = useState('');
  // The trades not to put on the location's rosters (every trade goes on by default).
  const [offRoster, setOffRoster] = useState<string[]>([]);
  const [nameProblem, setNameProblem] = useState<string>();
  const categories = useServiceCategories(vendor?.serviceCategories);
  const save = useSave();
  const trades = categories.filter((c) => draft.categoryIds.includes(c.id));

  const submit = async () => {
    setNameProblem(draft.name.trim() ? undefined : 'Give the vendor a name.');
    if (!draft.name.trim()) return;
    const fields = fieldsOf(draft);
    if (props.mode === 'create') {
      const rosters = locationId ? trades.filter((t) => !offRoster.includes(t.id)).map((t) => ({ locationId, serviceCategoryId: t.id })) : [];
      const body = { ...fields, id: crypto.randomUUID(), customerId: props.customerId, locationIds: locationId ? [locationId] : [], rosters };
      const created = await save.run(
        () => createVendor(body),
        DIRECTORY_FAILURES.create,
        (v) => `${v.name} added.`,
      );
      if (created) props.onCreated(created);
      return;
    }
    const patch = changesOf(fieldsOf(draftOf(props.vendor)), fields);
    if (Object.keys(patch).length === 0) return props.onClose();
    const saved = await save.run(
      () => updateVendor(props.vendor.id, patch),
      VENDOR_MESSAGES.save,
      (v) => `${v.name} saved.`,
    );
    if (saved) props.onSaved(saved);
  };

  return (
    <FormDialog
      title={vendor ? `Edit ${vendor.name}` : 'Add a vendor'}
      onClose={props.onClose}
      size={{ base: 'full', md: 'xl' }}
      scrollBehavior="inside"
      noValidate
      submitLabel={vendor ? 'Save' : 'Add vendor'}
      busy={save.busy}
      onSubmit={() => void submit()}
    >
      <Stack gap="6">
        {save.error && <ErrorNotice message={save.error} />}
        {nameProblem && <ErrorNotice message={nameProblem} size="sm" />}
        <VendorProfileFields draft={draft} onChange={setDraft} categories={categories} editable section={section} />
        {props.mode === 'create' &&
          section(
            'Where it works',
            <>
              <SelectField
                label="Location"
                value={locationId}
                empty="Only the directory for now"
                options={props.locations}
                onChange={setLocationId}
                helper="It joins the location's vendor network."
              />
              {locationId && trades.length === 0 && (
                <Text fontSize="sm" color="fg.muted">
                  Tick its trades above to put it on the location's rosters too.
                </Text>
              )}
              {locationId && trades.length > 0 && (
                <Stack as="fieldset" gap="2" minW="0">
                  <Text as="legend" fontSize="sm" fontWeight="medium" mb="2">
                    Last on the location's roster for
                  </Text>
                  <SimpleGrid columns={{ base: 1, sm: 2 }} gap="2">
                    {trades.map((t) => (
                      <Checkbox.Root
                        key={t.id}
                        size="sm"
                        checked={!offRoster.includes(t.id)}
                        onCheckedChange={(d) => setOffRoster((off) => (d.checked === true ? off.filter((id) => id !== t.id) : [...off, t.id]))}
                      >
                        <Checkbox.HiddenInput />
                        <Checkbox.Control />
                        <Checkbox.Label>{t.name}</Checkbox.Label>
                      </Checkbox.Root>
                    ))}
                  </SimpleGrid>
                </Stack>
              )}
            </>,
          )}
      </Stack>
    </FormDialog>
  );
}
