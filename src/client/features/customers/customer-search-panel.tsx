import { Badge, Button, Card, HStack, Input, Stack, Table, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { CUSTOMER_STATUSES, type CustomerStatus } from '@domain/tenancy/customer';
import { PagedResults } from '@/components/paged-results';
import { SelectField } from '@/components/select-field';
import { TitledCard } from '@/components/titled-card';
import { CUSTOMER_SEARCH_PAGE_SIZE, type Customer, type CustomerSearch } from './api/customer-calls';
import { customerKeys, customerSearchQuery } from './api/customer-queries';
import { CustomerAccountCard } from './customer-account-card';
import { CustomerSettingsForm } from './customer-settings-form';
import { AppDialog } from '@/components/app-dialog';

// Loaded when opened: customers are added now and then.
const CustomerCreateDialog = lazy(() => import('./customer-create-dialog').then(({ CustomerCreateDialog }) => ({ default: CustomerCreateDialog })));

// Loaded when a customer is opened: the trail's dates bring the date library with them.
const AuditTrailCard = lazy(() => import('./audit-trail-card').then(({ AuditTrailCard }) => ({ default: AuditTrailCard })));

const STATUS_COLOURS: Record<CustomerStatus, string> = { Live: 'green', Onboarding: 'blue', Prospect: 'purple', Churned: 'gray' };
const STATUS_FILTER = [{ value: '', label: 'Any status' }, ...CUSTOMER_STATUSES.map((s) => ({ value: s, label: s }))];

function CustomerBadges({ customer }: { customer: Customer }) {
  return (
    <HStack gap="1.5" wrap="wrap">
      <Badge colorPalette={STATUS_COLOURS[customer.status]}>{customer.status}</Badge>
      <Badge variant="outline">{customer.isSelfService ? 'Self-service' : 'Full service'}</Badge>
      {customer.enterprise && <Badge variant="outline">Enterprise</Badge>}
    </HStack>
  );
}

/**
 * The administrators' customer search (GET customers/admin/search), beside the user search: find a
 * customer by name and status, open its settings (every field, PATCH customers/{id}) and, through
 * `people`, its people.
 */
export function CustomerSearchPanel({
  editable,
  people,
}: {
  /** False while the administrator acts as someone: the server then answers as that user, who may not change customers. */
  editable: boolean;
  people: (customer: Customer) => ReactNode;
}) {
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState<CustomerSearch>({ text: '', status: '', offset: 0 });
  const list = useQuery({ ...customerSearchQuery(search), placeholderData: keepPreviousData });
  const [open, setOpen] = useState<Customer>();
  const [adding, setAdding] = useState(false);
  const queryClient = useQueryClient();
  const saved = async (customer: Customer) => {
    setOpen(customer);
    await queryClient.invalidateQueries({ queryKey: customerKeys.all });
  };
  const actions = (customer: Customer) => (
    <Button size="sm" variant="outline" colorPalette="brand" onClick={() => setOpen(customer)}>
      Open
    </Button>
  );

  return (
    <TitledCard
      title="Customers"
      action={
        editable && (
          <Button size="sm" colorPalette="brand" onClick={() => setAdding(true)}>
            New customer
          </Button>
        )
      }
    >
      <Text color="fg.muted" fontSize="sm" mt="-2">
        Find a customer to change its settings and account terms, or to act as one of its people.
      </Text>
      <Stack
        as="form"
        role="search"
        aria-label="Search customers"
        direction={{ base: 'column', md: 'row' }}
        align={{ md: 'flex-end' }}
        gap="2"
        onSubmit={(e) => {
          e.preventDefault();
          setSearch((s) => ({ ...s, text: draft, offset: 0 }));
        }}
      >
        <Input flex={{ md: '1' }} aria-label="Customer name" placeholder="Customer name" value={draft} onChange={(e) => setDraft(e.target.value)} />
        <HStack gap="2" align="flex-end">
          <SelectField
            label="Status"
            hideLabel
            value={search.status}
            options={STATUS_FILTER}
            onChange={(status) => setSearch({ text: draft, status: status as CustomerSearch['status'], offset: 0 })}
          />
          <Button type="submit" colorPalette="brand" variant="subtle">
            Search
          </Button>
        </HStack>
      </Stack>
      <PagedResults
        list={list}
        noun="customers"
        empty={{ icon: 'building', title: 'No customers found', text: 'Try another name or status.' }}
        cardsTestId="customer-cards"
        pageSize={CUSTOMER_SEARCH_PAGE_SIZE}
        currentPage={search.offset / CUSTOMER_SEARCH_PAGE_SIZE + 1}
        onPage={(page) => setSearch((s) => ({ ...s, offset: (page - 1) * CUSTOMER_SEARCH_PAGE_SIZE }))}
        emptyText="No customers found"
        card={(customer) => (
          <Card.Root variant="outline" size="sm">
            <Card.Body gap="2">
              <HStack justify="space-between" gap="3">
                <Text fontWeight="medium">{customer.name}</Text>
                {actions(customer)}
              </HStack>
              <CustomerBadges customer={customer} />
            </Card.Body>
          </Card.Root>
        )}
        table={(items) => (
          <Table.ScrollArea borderWidth="1px" rounded="md">
            <Table.Root size="sm" interactive>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Customer</Table.ColumnHeader>
                  <Table.ColumnHeader>Status and service</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Actions</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {items.map((customer) => (
                  <Table.Row key={customer.id}>
                    <Table.Cell fontWeight="medium">{customer.name}</Table.Cell>
                    <Table.Cell>
                      <CustomerBadges customer={customer} />
                    </Table.Cell>
                    <Table.Cell textAlign="end">{actions(customer)}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        )}
      />
      {adding && (
        <Suspense fallback={null}>
          <CustomerCreateDialog
            onClose={() => setAdding(false)}
            onCreated={(created) => {
              setAdding(false);
              // The new customer is listed on its own, its Open a tap away (account manager, groups, people).
              setDraft(created.name);
              setSearch({ text: created.name, status: '', offset: 0 });
              void queryClient.invalidateQueries({ queryKey: customerKeys.all });
            }}
          />
        </Suspense>
      )}
      {open && (
        <AppDialog title={open.name} onClose={() => setOpen(undefined)} size={{ base: 'full', md: 'lg' }} scrollBehavior="inside">
          {editable ? (
            <Stack gap="6">
              <CustomerSettingsForm key={open.id} customer={open} mayChangeTerms onSaved={saved} />
              <CustomerAccountCard customer={open} mayEditGroups mayChooseManager onSaved={saved} />
              {people(open)}
              <Suspense fallback={null}>
                <AuditTrailCard customerId={open.id} />
              </Suspense>
            </Stack>
          ) : (
            <Text color="fg.muted">Stop acting as someone to open this customer&apos;s settings and people.</Text>
          )}
        </AppDialog>
      )}
    </TitledCard>
  );
}
