import { Button, Field, Fieldset, Input, SimpleGrid, Stack, Switch } from '@chakra-ui/react';
import { useState } from 'react';
import { INVALID_PHONE_MESSAGE, normalizePhone } from '@domain/auth/login-identifier';
import { CUSTOMER_STATUSES, type CustomerStatus } from '@domain/tenancy/customer';
import type { CustomerCreated } from '@domain/tenancy/customer-create';
import { AppDialog } from '@/components/app-dialog';
import { ErrorNotice } from '@/components/error-notice';
import { SelectField } from '@/components/select-field';
import { useSave } from '@/components/use-save';
import { createCustomer, CUSTOMER_CREATE_FAILURE } from './api/customer-create-calls';

const STATUS_OPTIONS = CUSTOMER_STATUSES.map((s) => ({ value: s, label: s }));

/** What the snackbar says once the customer is added: where its first leader's invitation went. */
function addedText(customer: CustomerCreated): string {
  const sentTo = customer.firstLeader?.invitation?.sentTo;
  if (sentTo) return `${customer.name} added. ${customer.firstLeader!.name} was invited at ${sentTo}.`;
  if (customer.firstLeader) return `${customer.name} added, with ${customer.firstLeader.name} as its Company Leader.`;
  return `${customer.name} added.`;
}

/**
 * An administrator adds a customer (docs/product/sessions-and-tenancy.md#new-customers): its name,
 * status and kind of service, and its first Company Leader, who is invited to sign in. The account
 * manager, location groups and reporting access are set in the customer's settings (Open).
 */
export function CustomerCreateDialog({ onClose, onCreated }: { onClose: () => void; onCreated: (customer: CustomerCreated) => void }) {
  const [name, setName] = useState('');
  const [status, setStatus] = useState<CustomerStatus>('Onboarding');
  const [isSelfService, setSelfService] = useState(false);
  const [enterprise, setEnterprise] = useState(false);
  const [leader, setLeader] = useState({ name: '', email: '', phone: '' });
  const [problems, setProblems] = useState<{ name?: string; leader?: string; phone?: string }>({});
  const save = useSave();

  const submit = async () => {
    const phone = leader.phone.trim() ? normalizePhone(leader.phone) : null;
    const named = leader.name.trim() !== '';
    const found = {
      name: name.trim() ? undefined : 'Give the customer a name.',
      leader: named && !leader.email.trim() && !leader.phone.trim() ? 'Give an email or a mobile phone to send the invitation to.' : undefined,
      phone: leader.phone.trim() && !phone ? INVALID_PHONE_MESSAGE : undefined,
    };
    setProblems(found);
    if (found.name || found.leader || found.phone) return;
    const firstLeader = named ? { name: leader.name.trim(), email: leader.email.trim() || undefined, phone: phone ?? undefined } : undefined;
    const created = await save.run(
      () => createCustomer({ name: name.trim(), status, isSelfService, enterprise, firstLeader }),
      CUSTOMER_CREATE_FAILURE,
      addedText,
    );
    if (created) onCreated(created);
  };

  const toggle = (label: string, checked: boolean, onChange: (checked: boolean) => void) => (
    <Switch.Root checked={checked} onCheckedChange={(d) => onChange(d.checked)} colorPalette="brand">
      <Switch.HiddenInput />
      <Switch.Control />
      <Switch.Label>{label}</Switch.Label>
    </Switch.Root>
  );

  return (
    <AppDialog
      title="New customer"
      onClose={onClose}
      size={{ base: 'full', md: 'lg' }}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      noValidate
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" colorPalette="brand" loading={save.busy}>
            Add customer
          </Button>
        </>
      }
    >
      <Stack gap="5">
        {save.error && <ErrorNotice message={save.error} />}
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <Field.Root invalid={!!problems.name} required>
            <Field.Label>Name</Field.Label>
            <Input value={name} maxLength={200} placeholder="Copper Kettle Diners" onChange={(e) => setName(e.target.value)} />
            <Field.ErrorText>{problems.name}</Field.ErrorText>
          </Field.Root>
          <SelectField label="Status" value={status} options={STATUS_OPTIONS} onChange={(v) => setStatus(v as CustomerStatus)} />
        </SimpleGrid>
        <Stack gap="3">
          {toggle('Self-service (they dispatch their own vendors)', isSelfService, setSelfService)}
          {toggle('Enterprise', enterprise, setEnterprise)}
        </Stack>
        <Fieldset.Root invalid={!!problems.leader}>
          <Fieldset.Legend fontWeight="semibold">First Company Leader</Fieldset.Legend>
          <Fieldset.HelperText>Invited to sign in with every location. Leave empty to add people later.</Fieldset.HelperText>
          <Stack gap="4" mt="2">
            <Field.Root>
              <Field.Label>Their name</Field.Label>
              <Input value={leader.name} maxLength={200} onChange={(e) => setLeader((l) => ({ ...l, name: e.target.value }))} />
            </Field.Root>
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
              <Field.Root>
                <Field.Label>Email</Field.Label>
                <Input type="email" value={leader.email} onChange={(e) => setLeader((l) => ({ ...l, email: e.target.value }))} />
              </Field.Root>
              <Field.Root invalid={!!problems.phone}>
                <Field.Label>Mobile phone</Field.Label>
                <Input type="tel" inputMode="tel" value={leader.phone} onChange={(e) => setLeader((l) => ({ ...l, phone: e.target.value }))} />
                <Field.ErrorText>{problems.phone}</Field.ErrorText>
              </Field.Root>
            </SimpleGrid>
          </Stack>
          <Fieldset.ErrorText>{problems.leader}</Fieldset.ErrorText>
        </Fieldset.Root>
      </Stack>
    </AppDialog>
  );
}
