import { ChakraProvider } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import type { RoleOption } from '@domain/permissions/assignable-roles';
import type { Person } from '@domain/users/users-api';
import { personDetailQuery } from '@/features/users/api/users-queries';
import { PersonDialog } from '@/features/users/person-dialog';
import { brandSystem } from '@/theme/brand-system';
import { render } from '../snackbar/render';

// A Company Leader's picker: the internal Technician is not customer-assignable.
const ROLES: RoleOption[] = [
  { role: 'Company Leader', rank: 3, userTypes: ['person'], disabled: false },
  { role: 'Location Staff', rank: 7, userTypes: ['person'], disabled: false },
  { role: 'Technician', rank: 5, userTypes: ['person'], disabled: true },
];
const person = (role: Person['role']): Person => ({
  id: 'p1',
  name: 'Pat',
  email: 'pat@example.com',
  phone: null,
  customerId: 'c1',
  role,
  allLocations: true,
  locationIds: [],
  oooStartDate: null,
  oooEndDate: null,
  isOoo: false,
  deletedAt: null,
  sharedIdentity: false,
});

let cleanup = () => {};

/** The role select of the person dialog opened for `someone`. */
async function roleSelect(someone: Person): Promise<HTMLSelectElement> {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(personDetailQuery(someone.id, 'c1').queryKey, { ...someone, identifierHistory: [], invitation: null });
  const view = await render(
    <ChakraProvider value={brandSystem('teal')}>
      <QueryClientProvider client={client}>
        <PersonDialog
          person={someone}
          customerId="c1"
          roles={ROLES}
          access={{ allLocations: true, ownLocationIds: [] }}
          onClose={() => {}}
          onSaved={() => {}}
        />
      </QueryClientProvider>
    </ChakraProvider>,
  );
  cleanup = view.unmount;
  const select = document.body.querySelector<HTMLSelectElement>('select[aria-label="Role"]');
  if (!select) throw new Error('no role select');
  return select;
}

describe('the person dialog’s role picker', () => {
  afterEach(() => cleanup());

  it('is disabled for someone who holds a role customers may not assign, and says why', async () => {
    const select = await roleSelect(person('Technician'));
    expect(select.disabled).toBe(true);
    expect(document.body.textContent).toContain('Only an administrator can change this role.');
  });

  it('stays open for a role the caller may give', async () => {
    const select = await roleSelect(person('Location Staff'));
    expect(select.disabled).toBe(false);
  });
});
