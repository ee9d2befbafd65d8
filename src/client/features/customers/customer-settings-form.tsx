import { Button, chakra, Checkbox, Field, HStack, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { CUSTOMER_STATUSES } from '@domain/tenancy/customer';
import { SelectField } from '@/components/select-field';
import { SaveStatus, useSave } from '@/components/use-save';
import { SAVE_MESSAGES } from '@/lib/save-messages';
import { updateCustomer, type Customer } from './api/customer-calls';
import { settingsPatch, settingsValuesOf, type CustomerSettingsValues } from './customer-settings-patch';

type Flag = 'isSelfService' | 'selfServiceIncludesFullPm' | 'enterprise' | 'canAccessInvoiceReporting' | 'canAccessInsightsReporting';

const FLAGS: readonly { key: Flag; label: string }[] = [
  { key: 'canAccessInvoiceReporting', label: 'Invoice reporting' },
  { key: 'canAccessInsightsReporting', label: 'Insights reporting' },
  { key: 'isSelfService', label: 'Self-service' },
  { key: 'selfServiceIncludesFullPm', label: 'Self-service with full-service PM' },
  { key: 'enterprise', label: 'Enterprise' },
];

const STATUS_OPTIONS = CUSTOMER_STATUSES.map((s) => ({ value: s, label: s }));

/**
 * A customer's settings (PATCH customers/{id}): the name, and the commercial terms (status, service
 * kind, partnership, reporting flags) that only administrators change; others see those read-only.
 * Saves only what changed.
 */
export function CustomerSettingsForm({
  customer,
  mayChangeTerms,
  onSaved,
}: {
  customer: Customer;
  mayChangeTerms: boolean;
  onSaved: (customer: Customer) => void | Promise<void>;
}) {
  const save = useSave();
  const [saved, setSaved] = useState(() => settingsValuesOf(customer));
  const [values, setValues] = useState(saved);
  const patch = settingsPatch(saved, values);
  const changed = Object.keys(patch).length > 0;
  const set = <K extends keyof CustomerSettingsValues>(key: K, value: CustomerSettingsValues[K]) => setValues((v) => ({ ...v, [key]: value }));

  const submit = async () => {
    const answer = await save.run(() => updateCustomer(customer.id, patch), SAVE_MESSAGES.saveFailed);
    if (!answer) return;
    const now = settingsValuesOf(answer);
    setSaved(now);
    setValues(now);
    await onSaved(answer);
  };

  return (
    <Stack
      as="form"
      gap="5"
      aria-label={`Settings of ${customer.name}`}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Field.Root required invalid={values.name.trim() === ''}>
        <Field.Label>Customer name</Field.Label>
        <Input value={values.name} maxLength={200} onChange={(e) => set('name', e.target.value)} />
        <Field.ErrorText>Give the customer a name.</Field.ErrorText>
      </Field.Root>
      <chakra.fieldset disabled={!mayChangeTerms} minW="0">
        <Text as="legend" fontWeight="medium" mb="1">
          Account terms
        </Text>
        {!mayChangeTerms && (
          <Text fontSize="sm" color="fg.muted" mb="3">
            Set by the portal&apos;s administrators; ask your account manager to change them.
          </Text>
        )}
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" mt="2">
          <SelectField
            label="Status"
            value={values.status}
            options={STATUS_OPTIONS}
            disabled={!mayChangeTerms}
            onChange={(v) => set('status', v as CustomerSettingsValues['status'])}
          />
          <Field.Root disabled={!mayChangeTerms}>
            <Field.Label>Partnership</Field.Label>
            <Input value={values.partnershipProduct} maxLength={100} placeholder="None" onChange={(e) => set('partnershipProduct', e.target.value)} />
          </Field.Root>
        </SimpleGrid>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3" mt="4">
          {FLAGS.map((flag) => (
            <Checkbox.Root key={flag.key} disabled={!mayChangeTerms} checked={values[flag.key]} onCheckedChange={(d) => set(flag.key, d.checked === true)}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{flag.label}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </SimpleGrid>
      </chakra.fieldset>
      <SaveStatus save={save} />
      <HStack justify="flex-end">
        <Button type="submit" colorPalette="brand" loading={save.busy} disabled={!changed || values.name.trim() === ''}>
          Save
        </Button>
      </HStack>
    </Stack>
  );
}
