import { Badge, Button, chakra, Field, HStack, Input, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { INVALID_EMAIL_MESSAGE, INVALID_PHONE_MESSAGE, normalizeEmail, normalizePhone } from '@domain/auth/login-identifier';
import { formatPhoneForDisplay } from '@domain/users/phone-display';
import { VENDOR_PERSON_ROLES, type VendorPersonRole } from '@domain/vendors/vendor-directory-constants';
import type { VendorPerson, VendorPersonWriteResult } from '@domain/vendors/vendor-people-api';
import { ErrorNotice } from '@/components/error-notice';
import { InvitationLine } from '@/components/invitation-line';
import { SelectField } from '@/components/select-field';
import { useSave } from '@/components/use-save';
import { addVendorPerson, resendVendorInvitation, VENDOR_PEOPLE_FAILURES, vendorPeopleQuery, withdrawVendorInvitation } from './api/vendor-people-calls';
import { vendorKeys } from './api/vendor-queries';

const ROLE_OPTIONS = VENDOR_PERSON_ROLES.map((role) => ({ value: role, label: role }));

/** What the snackbar says once a person is added: where their invitation went, or that they were told. */
const addedText = (p: VendorPersonWriteResult) =>
  p.invitation
    ? `${p.name} was invited at ${p.invitation.channel === 'sms' ? formatPhoneForDisplay(p.invitation.sentTo) : p.invitation.sentTo}.`
    : `${p.name} already has a login: they were added and told.`;

function PersonRow({ vendorId, person, onChanged }: { vendorId: string; person: VendorPerson; onChanged: () => void }) {
  const contact = [person.email, person.phone ? formatPhoneForDisplay(person.phone) : null].filter(Boolean).join(' · ');
  return (
    <Stack as="li" gap="1" borderTopWidth="1px" pt="3" data-testid="vendor-person">
      <HStack gap="2" wrap="wrap">
        <Text fontWeight="medium">{person.name}</Text>
        <Badge variant="subtle" size="sm">
          {person.role}
        </Badge>
        {person.archived && (
          <Badge variant="subtle" colorPalette="gray" size="sm">
            Archived
          </Badge>
        )}
      </HStack>
      {contact && (
        <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
          {contact}
        </Text>
      )}
      {person.invitation && !person.archived && (
        <InvitationLine
          heading={false}
          invitation={person.invitation}
          resend={() => resendVendorInvitation(vendorId, person.id)}
          withdraw={() => withdrawVendorInvitation(vendorId, person.id)}
          onChanged={onChanged}
        />
      )}
    </Stack>
  );
}

/** Add a person to the vendor: they get an invitation to sign in, by email or else by text. */
function AddPersonForm({ vendorId, onAdded }: { vendorId: string; onAdded: () => void }) {
  const save = useSave();
  const [draft, setDraft] = useState({ name: '', email: '', phone: '', role: 'Dispatcher' as VendorPersonRole });
  const [problems, setProblems] = useState<{ name?: string; email?: string; phone?: string }>({});
  const set = (field: keyof typeof draft) => (value: string) => setDraft((d) => ({ ...d, [field]: value }));

  const submit = async () => {
    const email = draft.email.trim() ? normalizeEmail(draft.email) : null;
    const phone = draft.phone.trim() ? normalizePhone(draft.phone) : null;
    const found = {
      name: draft.name.trim() ? undefined : 'Give their name.',
      email:
        draft.email.trim() && !email
          ? INVALID_EMAIL_MESSAGE
          : !draft.email.trim() && !draft.phone.trim()
            ? 'Give an email or a mobile phone for the invitation.'
            : undefined,
      phone: draft.phone.trim() && !phone ? INVALID_PHONE_MESSAGE : undefined,
    };
    setProblems(found);
    if (found.name || found.email || found.phone) return;
    const body = { name: draft.name.trim(), role: draft.role, ...(email ? { email } : {}), ...(phone ? { phone } : {}) };
    if (await save.run(() => addVendorPerson(vendorId, body), VENDOR_PEOPLE_FAILURES.add, addedText)) {
      setDraft({ name: '', email: '', phone: '', role: draft.role });
      onAdded();
    }
  };

  return (
    <chakra.form
      display="flex"
      flexDirection="column"
      gap="3"
      aria-label="Add a person"
      borderTopWidth="1px"
      pt="3"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Text fontWeight="medium">Add a person</Text>
      {save.error && <ErrorNotice message={save.error} size="sm" />}
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
        <Field.Root required invalid={!!problems.name}>
          <Field.Label>Name</Field.Label>
          <Input value={draft.name} maxLength={200} onChange={(e) => set('name')(e.target.value)} />
          <Field.ErrorText>{problems.name}</Field.ErrorText>
        </Field.Root>
        <SelectField label="Role" value={draft.role} options={ROLE_OPTIONS} onChange={set('role')} />
        <Field.Root invalid={!!problems.email}>
          <Field.Label>Email</Field.Label>
          <Input type="email" inputMode="email" value={draft.email} onChange={(e) => set('email')(e.target.value)} />
          <Field.ErrorText>{problems.email}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={!!problems.phone}>
          <Field.Label>Mobile phone</Field.Label>
          <Input type="tel" inputMode="tel" value={draft.phone} onChange={(e) => set('phone')(e.target.value)} />
          <Field.ErrorText>{problems.phone}</Field.ErrorText>
          <Field.HelperText>The invitation goes by email, else by text.</Field.HelperText>
        </Field.Root>
      </SimpleGrid>
      <Button type="submit" colorPalette="brand" alignSelf="flex-start" loading={save.busy}>
        Add and invite
      </Button>
    </chakra.form>
  );
}

/**
 * A vendor's people (docs/product/vendors.md#vendor-people): each with their role and invitation
 * (sent again or withdrawn while it waits), and a form to add one, who is invited to sign in.
 */
export function VendorPeople({ vendorId }: { vendorId: string }) {
  const people = useQuery(vendorPeopleQuery(vendorId));
  const queryClient = useQueryClient();
  // The vendor's own Dispatcher signing in hands its profile over: the vendor lists are read again too.
  const reread = () => void queryClient.invalidateQueries({ queryKey: vendorKeys.all });
  return (
    <Stack gap="3">
      {people.error && <ErrorNotice message={people.error.message} onRetry={() => void people.refetch()} />}
      {!people.data && !people.error && <Skeleton h="16" />}
      {people.data && people.data.items.length === 0 && (
        <Text fontSize="sm" color="fg.muted">
          Nobody works for this vendor in the portal yet.
        </Text>
      )}
      {people.data && people.data.items.length > 0 && (
        <Stack as="ul" gap="3" listStyleType="none" aria-label="People">
          {people.data.items.map((person) => (
            <PersonRow key={person.id} vendorId={vendorId} person={person} onChanged={reread} />
          ))}
        </Stack>
      )}
      <AddPersonForm vendorId={vendorId} onAdded={reread} />
    </Stack>
  );
}
