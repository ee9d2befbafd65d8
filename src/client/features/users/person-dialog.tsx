import { Alert, Button, Field, HStack, Input, NativeSelect, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { normalizeEmail, normalizePhone, INVALID_EMAIL_MESSAGE, INVALID_PHONE_MESSAGE } from '@domain/auth/login-identifier';
import type { RoleOption } from '@domain/permissions/assignable-roles';
import type { RoleName } from '@domain/tenancy/roles';
import type { PersonCreated } from '@domain/users/invitations-api';
import { useSave } from '@/components/use-save';
import { apiErrorMessage } from '@/lib/api-error';
import { checkAvailability, createPerson, PEOPLE_MESSAGES, updatePerson, type Person, type PersonInput, type SavedPerson } from './api/people-calls';
import { ErrorNotice } from '@/components/error-notice';
import { IdentifierHistory } from './identifier-history';
import { AppDialog } from '@/components/app-dialog';

// Loaded after the dialog opens, as its invitation is read: the profile page's first load stays lighter.
const InvitationStatus = lazy(() => import('./invitation-status').then(({ InvitationStatus }) => ({ default: InvitationStatus })));

export interface PersonDialogProps {
  /** The person to edit; absent to add one. */
  person?: Person;
  customerId: string;
  roles: RoleOption[];
  /** What the caller may give a new person: every location, or their own. */
  access: { allLocations: boolean; ownLocationIds: string[] };
  onClose: () => void;
  onSaved: (person: SavedPerson) => void;
}

interface Errors {
  name?: string;
  email?: string;
  phone?: string;
  form?: string;
}

/** Add or edit a person: contact details, a role from those the caller may assign (docs/product/roles-and-permissions.md), out-of-office dates. */
export function PersonDialog({ person, customerId, roles, access, onClose, onSaved }: PersonDialogProps) {
  const firstAssignable = roles.find((r) => !r.disabled)?.role;
  const [name, setName] = useState(person?.name ?? '');
  const [email, setEmail] = useState(person?.email ?? '');
  const [phone, setPhone] = useState(person?.phone ?? '');
  const [role, setRole] = useState<RoleName | ''>(person?.role ?? firstAssignable ?? '');
  const [oooStartDate, setOooStart] = useState(person?.oooStartDate?.slice(0, 10) ?? '');
  const [oooEndDate, setOooEnd] = useState(person?.oooEndDate?.slice(0, 10) ?? '');
  const [allLocations, setAllLocations] = useState(access.allLocations);
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const save = useSave();
  // Someone who also works elsewhere keeps their own name, login and dates; only the role is ours.
  const identityLocked = !!person?.sharedIdentity;
  // A role the caller may not give is not theirs to take away either (administrators only).
  const roleLocked = !!person && roles.some((r) => r.role === person.role && r.disabled);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    const cleanEmail = email.trim() ? normalizeEmail(email) : null;
    const cleanPhone = phone.trim() ? normalizePhone(phone) : null;
    if (!name.trim()) found.name = 'Enter a name.';
    if (email.trim() && !cleanEmail) found.email = INVALID_EMAIL_MESSAGE;
    if (phone.trim() && !cleanPhone) found.phone = INVALID_PHONE_MESSAGE;
    if (!email.trim() && !phone.trim()) found.email = 'Enter an email or a phone, so the person can log in.';
    if (oooStartDate && oooEndDate && oooEndDate < oooStartDate) found.form = 'The out-of-office end must not be before its start.';
    if (!role) found.form = 'Choose a role.';
    setErrors(found);
    if (Object.keys(found).length || !role) return;

    setSaving(true);
    try {
      let availability;
      try {
        availability = await checkAvailability({ email: cleanEmail ?? undefined, phone: cleanPhone ?? undefined, userId: person?.id, customerId });
      } catch (e) {
        setErrors({ form: apiErrorMessage(e, PEOPLE_MESSAGES.validate) });
        return;
      }
      const taken: Errors = {};
      if (availability.emailAvailable === false) taken.email = 'A user with this email already exists.';
      if (availability.phoneAvailable === false) taken.phone = 'A user with this phone number already exists.';
      if (Object.keys(taken).length) {
        setErrors(taken);
        return;
      }
      const input: PersonInput = {
        name: name.trim(),
        email: cleanEmail,
        phone: cleanPhone,
        role,
        oooStartDate: oooStartDate || null,
        oooEndDate: oooEndDate || null,
      };
      const changes: Partial<PersonInput> = identityLocked ? { role } : input;
      const saved = await save.run<SavedPerson>(
        () =>
          person
            ? updatePerson(person.id, customerId, role === person.role ? { ...changes, role: undefined } : changes)
            : createPerson(
                customerId,
                input,
                allLocations ? { allLocations: true, locationIds: [] } : { allLocations: false, locationIds: access.ownLocationIds },
              ),
        (e) => apiErrorMessage(e, PEOPLE_MESSAGES.save),
        (result) => {
          const invitation = 'invitation' in result ? (result as PersonCreated).invitation : null;
          return invitation ? `${PEOPLE_MESSAGES.saved} An invitation was sent to ${invitation.sentTo}.` : PEOPLE_MESSAGES.saved;
        },
      );
      if (saved) onSaved(saved);
    } finally {
      setSaving(false);
    }
  };

  // The last save's failure, unless the form has found something newer to say.
  const formError = errors.form ?? (Object.keys(errors).length ? undefined : save.error);

  return (
    <AppDialog
      title={<>{person ? `Edit ${person.name}` : 'Add a person'}</>}
      onClose={onClose}
      size={{ base: 'full', md: 'md' }}
      onSubmit={(e) => void submit(e)}
      noValidate
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" colorPalette="brand" loading={saving}>
            {person ? 'Save' : 'Add person'}
          </Button>
        </>
      }
    >
      <Stack gap="4">
        {formError && <ErrorNotice message={formError} />}
        {identityLocked && (
          <Alert.Root status="info" rounded="md">
            <Alert.Indicator />
            <Alert.Title>
              {person!.name} also works for another organisation: only they can change their name, login email or phone and out-of-office dates.
            </Alert.Title>
          </Alert.Root>
        )}
        {person && !identityLocked && (
          <Text fontSize="sm" color="fg.muted">
            A new email or phone takes effect once the person confirms it from there.
          </Text>
        )}
        <Field.Root required invalid={!!errors.name}>
          <Field.Label>Name</Field.Label>
          <Input value={name} onChange={(e) => setName(e.target.value)} disabled={identityLocked} autoComplete="off" />
          <Field.ErrorText>{errors.name}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={!!errors.email}>
          <Field.Label>Email</Field.Label>
          <Input type="email" value={email} disabled={identityLocked} onChange={(e) => setEmail(e.target.value)} autoComplete="off" />
          <Field.ErrorText>{errors.email}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={!!errors.phone}>
          <Field.Label>Mobile phone</Field.Label>
          <Input
            type="tel"
            value={phone}
            disabled={identityLocked}
            onChange={(e) => setPhone(e.target.value)}
            autoComplete="off"
            placeholder="(555) 123-4567"
          />
          <Field.ErrorText>{errors.phone}</Field.ErrorText>
        </Field.Root>
        {person && <IdentifierHistory personId={person.id} customerId={customerId} />}
        {person && !person.deletedAt && (
          <Suspense fallback={null}>
            <InvitationStatus personId={person.id} customerId={customerId} />
          </Suspense>
        )}
        {/* Inside a Field, the select takes its disabled state from the field, not from its own root. */}
        <Field.Root required disabled={roleLocked}>
          <Field.Label>Role</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field aria-label="Role" value={role} onChange={(e) => setRole(e.target.value as RoleName)}>
              {roles.map((r) => (
                <option key={r.role} value={r.role} disabled={r.disabled}>
                  {r.role}
                  {r.disabled ? ' (not assignable)' : ''}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.HelperText>{roleLocked ? 'Only an administrator can change this role.' : 'Roles more powerful than yours cannot be given.'}</Field.HelperText>
        </Field.Root>
        {!person && (
          <Field.Root>
            <Field.Label>Locations</Field.Label>
            <RadioGroup.Root value={allLocations ? 'all' : 'mine'} onValueChange={(d) => setAllLocations(d.value === 'all')} size="sm">
              <Stack gap="2">
                {access.allLocations && (
                  <RadioGroup.Item value="all">
                    <RadioGroup.ItemHiddenInput />
                    <RadioGroup.ItemIndicator />
                    <RadioGroup.ItemText>All locations</RadioGroup.ItemText>
                  </RadioGroup.Item>
                )}
                {access.ownLocationIds.length > 0 && (
                  <RadioGroup.Item value="mine">
                    <RadioGroup.ItemHiddenInput />
                    <RadioGroup.ItemIndicator />
                    <RadioGroup.ItemText>My locations ({access.ownLocationIds.length})</RadioGroup.ItemText>
                  </RadioGroup.Item>
                )}
              </Stack>
            </RadioGroup.Root>
          </Field.Root>
        )}
        <HStack gap="3" align="flex-start">
          <Field.Root>
            <Field.Label>Out of office from</Field.Label>
            <Input type="date" value={oooStartDate} disabled={identityLocked} onChange={(e) => setOooStart(e.target.value)} />
          </Field.Root>
          <Field.Root>
            <Field.Label>Until</Field.Label>
            <Input type="date" value={oooEndDate} disabled={identityLocked} onChange={(e) => setOooEnd(e.target.value)} />
          </Field.Root>
        </HStack>
      </Stack>
    </AppDialog>
  );
}
