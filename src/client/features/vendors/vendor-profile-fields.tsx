import { Button, chakra, Checkbox, Field, Input, SimpleGrid, Text, Textarea } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { NamedRef } from '@domain/api/contract';
import { assetTypesQuery } from '@/features/assets/api/asset-queries';
import { emptyContact, type VendorDraft, type VendorDraftContact, type VendorDraftText } from './vendor-draft';

/** The trades a vendor may work in: the service categories of the equipment types, and any the vendor has already, by name. */
export function useServiceCategories(held: readonly NamedRef[] = []): NamedRef[] {
  const types = useQuery(assetTypesQuery());
  const all = [...(types.data?.items ?? []).map((t) => t.serviceCategory), ...held];
  return [...new Map(all.map((c) => [c.id, c])).values()].sort((a, b) => a.name.localeCompare(b.name));
}

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

/** How a form frames each part of the profile: a card on the profile page, a titled group in a dialog. */
export type VendorSection = (title: string, body: ReactNode) => ReactNode;

/**
 * The vendor profile's fields (docs/product/vendors.md Vendor profile): company details, trades and
 * service area, contacts, insurance. Read-only (disabled) unless `editable`.
 */
export function VendorProfileFields({
  draft,
  onChange,
  categories,
  editable,
  section,
}: {
  draft: VendorDraft;
  onChange: (draft: VendorDraft) => void;
  categories: readonly NamedRef[];
  editable: boolean;
  section: VendorSection;
}) {
  const field = (key: VendorDraftText) => ({ value: draft[key], onChange: (v: string) => onChange({ ...draft, [key]: v }) });
  const setContact = (i: number, change: Partial<VendorDraftContact>) =>
    onChange({ ...draft, contacts: draft.contacts.map((c, j) => (j === i ? { ...c, ...change } : c)) });
  const toggle = (id: string, on: boolean) => onChange({ ...draft, categoryIds: on ? [...draft.categoryIds, id] : draft.categoryIds.filter((c) => c !== id) });

  return (
    <>
      {section(
        'Company details',
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
            <Textarea value={draft.description} rows={3} onChange={(e) => onChange({ ...draft, description: e.target.value })} />
          </Field.Root>
        </chakra.fieldset>,
      )}

      {section(
        'Trades and service area',
        <>
          <chakra.fieldset disabled={!editable} minW="0">
            <Text as="legend" fontWeight="medium" mb="2">
              Trades
            </Text>
            <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="2">
              {categories.map((c) => (
                <Checkbox.Root key={c.id} size="sm" checked={draft.categoryIds.includes(c.id)} onCheckedChange={(d) => toggle(c.id, d.checked === true)}>
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>{c.name}</Checkbox.Label>
                </Checkbox.Root>
              ))}
            </SimpleGrid>
          </chakra.fieldset>
          <chakra.fieldset disabled={!editable} minW="0">
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
              <TextField label="States" helper="Two-letter codes, separated by commas" {...field('states')} />
              <TextField label="Postal codes" helper="Five digits each, separated by commas" {...field('postalCodes')} />
              <TextField label="Radius (miles)" type="number" inputMode="numeric" helper="Around the address" {...field('radiusMiles')} />
            </SimpleGrid>
          </chakra.fieldset>
        </>,
      )}

      {section(
        'Contacts',
        <>
          {draft.contacts.length === 0 && (
            <Text fontSize="sm" color="fg.muted">
              No contacts yet.
            </Text>
          )}
          {draft.contacts.map((c, i) => (
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
                  onClick={() => onChange({ ...draft, contacts: draft.contacts.filter((_, j) => j !== i) })}
                >
                  Remove
                </Button>
              )}
            </chakra.fieldset>
          ))}
          {editable && (
            <Button size="sm" variant="outline" alignSelf="flex-start" onClick={() => onChange({ ...draft, contacts: [...draft.contacts, emptyContact()] })}>
              Add contact
            </Button>
          )}
        </>,
      )}

      {section(
        'Insurance',
        <chakra.fieldset disabled={!editable} minW="0">
          <Field.Root maxW="xs">
            <Field.Label>Insurance expires on</Field.Label>
            <Input type="date" maxW="12rem" value={draft.insuranceExpiresOn} onChange={(e) => onChange({ ...draft, insuranceExpiresOn: e.target.value })} />
            <Field.HelperText>The last day its liability insurance is in force: lists mark it from a month before.</Field.HelperText>
          </Field.Root>
        </chakra.fieldset>,
      )}
    </>
  );
}
