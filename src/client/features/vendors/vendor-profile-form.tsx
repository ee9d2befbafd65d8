import { Button, chakra, Checkbox, Field, HStack, Input, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { TitledCard } from '@/components/titled-card';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { NamedRef } from '@domain/api/contract';
import type { VendorContactInput, VendorPatch, VendorSelf } from '@domain/vendors/vendor-profile-api';
import { SaveStatus, useSave } from '@/components/use-save';
import { updateVendor, VENDOR_MESSAGES } from './api/vendor-calls';
import { vendorKeys } from './api/vendor-queries';

type Contact = { name: string; title: string; email: string; phone: string };

const orNull = (text: string) => text.trim() || null;
const listOf = (text: string) =>
  text
    .split(/[\s,]+/)
    .map((s) => s.trim().toUpperCase())
    .filter(Boolean);

function TextField(props: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  type?: string;
  required?: boolean;
  helper?: string;
  inputMode?: 'numeric' | 'tel' | 'email' | 'url';
}) {
  return (
    <Field.Root required={props.required} minW="0">
      <Field.Label>{props.label}</Field.Label>
      <Input type={props.type ?? 'text'} inputMode={props.inputMode} value={props.value} onChange={(e) => props.onChange(e.target.value)} />
      {props.helper && <Field.HelperText>{props.helper}</Field.HelperText>}
    </Field.Root>
  );
}

/** A card of the form with its heading. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <TitledCard title={title} bodyGap="3">
      {children}
    </TitledCard>
  );
}

/**
 * The vendor profile, editable (docs/product/vendors.md Vendor profile): company details, service
 * area, the categories it works in and its contacts. Saving sends the whole form as one change.
 */
export function VendorProfileForm({ vendor, categories }: { vendor: VendorSelf; categories: readonly NamedRef[] }) {
  const queryClient = useQueryClient();
  const save = useSave();
  const [form, setForm] = useState({
    name: vendor.name,
    email: vendor.email ?? '',
    phone: vendor.phone ?? '',
    website: vendor.website ?? '',
    description: vendor.description ?? '',
    address: vendor.address ?? '',
    city: vendor.city ?? '',
    state: vendor.state ?? '',
    postalCode: vendor.postalCode ?? '',
    states: vendor.serviceArea.states.join(', '),
    postalCodes: vendor.serviceArea.postalCodes.join(', '),
    radiusMiles: vendor.serviceArea.radiusMiles?.toString() ?? '',
  });
  const [categoryIds, setCategoryIds] = useState(vendor.serviceCategories.map((c) => c.id));
  const [contacts, setContacts] = useState<Contact[]>(
    vendor.contacts.map((c) => ({ name: c.name, title: c.title ?? '', email: c.email ?? '', phone: c.phone ?? '' })),
  );
  const field = (key: keyof typeof form) => ({ value: form[key], onChange: (v: string) => setForm((f) => ({ ...f, [key]: v })) });
  const setContact = (i: number, change: Partial<Contact>) => setContacts((cs) => cs.map((c, j) => (j === i ? { ...c, ...change } : c)));
  const allCategories = [...new Map([...categories, ...vendor.serviceCategories].map((c) => [c.id, c])).values()].sort((a, b) => a.name.localeCompare(b.name));
  const editable = vendor.canEdit;

  const submit = async () => {
    const patch: VendorPatch = {
      name: form.name.trim(),
      email: orNull(form.email),
      phone: orNull(form.phone),
      website: orNull(form.website),
      description: orNull(form.description),
      address: orNull(form.address),
      city: orNull(form.city),
      state: orNull(form.state.toUpperCase()),
      postalCode: orNull(form.postalCode),
      serviceArea: { states: listOf(form.states), postalCodes: listOf(form.postalCodes), radiusMiles: form.radiusMiles ? Number(form.radiusMiles) : null },
      serviceCategoryIds: categoryIds,
      contacts: contacts
        .filter((c) => c.name.trim())
        .map((c): VendorContactInput => ({ name: c.name.trim(), title: orNull(c.title), email: orNull(c.email), phone: orNull(c.phone) })),
    };
    const saved = await save.run(() => updateVendor(vendor.id, patch), VENDOR_MESSAGES.save);
    if (saved) await queryClient.invalidateQueries({ queryKey: vendorKeys.own });
  };

  return (
    <Stack
      as="form"
      gap="4"
      aria-label="Vendor profile"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Section title="Company details">
        <chakra.fieldset disabled={!editable} minW="0">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
            <TextField label="Company name" required {...field('name')} />
            <TextField label="Website" type="url" inputMode="url" {...field('website')} />
            <TextField label="Email" type="email" inputMode="email" {...field('email')} />
            <TextField label="Phone" type="tel" inputMode="tel" helper="International form, such as +14155550101" {...field('phone')} />
            <TextField label="Address" {...field('address')} />
            <TextField label="City" {...field('city')} />
            <TextField label="State" helper="Two letters, such as CA" {...field('state')} />
            <TextField label="Postal code" inputMode="numeric" {...field('postalCode')} />
          </SimpleGrid>
          <Field.Root mt="3">
            <Field.Label>Description</Field.Label>
            <Textarea value={form.description} rows={3} onChange={(e) => setForm((f) => ({ ...f, description: e.target.value }))} />
          </Field.Root>
        </chakra.fieldset>
      </Section>

      <Section title="Service area">
        <chakra.fieldset disabled={!editable} minW="0">
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
            <TextField label="States" helper="Two-letter codes, separated by commas" {...field('states')} />
            <TextField label="Postal codes" helper="Five digits each, separated by commas" {...field('postalCodes')} />
            <TextField label="Radius (miles)" type="number" inputMode="numeric" {...field('radiusMiles')} />
          </SimpleGrid>
        </chakra.fieldset>
        <chakra.fieldset disabled={!editable} minW="0">
          <Text as="legend" fontWeight="medium" mb="2">
            Service categories
          </Text>
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="2">
            {allCategories.map((c) => (
              <Checkbox.Root
                key={c.id}
                size="sm"
                checked={categoryIds.includes(c.id)}
                onCheckedChange={(d) => setCategoryIds((ids) => (d.checked === true ? [...ids, c.id] : ids.filter((id) => id !== c.id)))}
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{c.name}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </SimpleGrid>
        </chakra.fieldset>
      </Section>

      <Section title="Contacts">
        {contacts.length === 0 && (
          <Text fontSize="sm" color="fg.muted">
            No contacts yet.
          </Text>
        )}
        {contacts.map((c, i) => (
          <chakra.fieldset
            key={i}
            display="flex"
            flexDirection="column"
            gap="2"
            minW="0"
            borderWidth="1px"
            rounded="md"
            p="3"
            disabled={!editable}
            aria-label={`Contact ${i + 1}`}
          >
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="2">
              <TextField label="Name" value={c.name} onChange={(v) => setContact(i, { name: v })} />
              <TextField label="Title" value={c.title} onChange={(v) => setContact(i, { title: v })} />
              <TextField label="Email" type="email" value={c.email} onChange={(v) => setContact(i, { email: v })} />
              <TextField label="Phone" type="tel" value={c.phone} onChange={(v) => setContact(i, { phone: v })} />
            </SimpleGrid>
            {editable && (
              <Button
                alignSelf="flex-end"
                size="xs"
                variant="ghost"
                colorPalette="red"
                aria-label={`Remove contact ${c.name || i + 1}`}
                onClick={() => setContacts((cs) => cs.filter((_, j) => j !== i))}
              >
                Remove
              </Button>
            )}
          </chakra.fieldset>
        ))}
        {editable && (
          <Button
            size="sm"
            variant="outline"
            alignSelf="flex-start"
            onClick={() => setContacts((cs) => [...cs, { name: '', title: '', email: '', phone: '' }])}
          >
            Add contact
          </Button>
        )}
      </Section>

      {editable && (
        <HStack gap="3" wrap="wrap">
          <Button type="submit" colorPalette="brand" loading={save.busy}>
            Save profile
          </Button>
        </HStack>
      )}
      <SaveStatus save={save} />
    </Stack>
  );
}
