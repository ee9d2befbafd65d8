import { Badge, DataList, HStack } from '@chakra-ui/react';
import { TitledCard } from '@/components/titled-card';
import type { Customer } from './api/customer-calls';
import { AccountManagerEditor } from './account-manager-editor';
import { LocationGroupsEditor } from './location-groups-editor';
import { ManagerContact } from './manager-contact';

/**
 * Who looks after the customer and how its locations are grouped (docs/product/sessions-and-tenancy.md
 * customer). The groups are what the dashboard and reports filter by: the customer's Company Leader
 * and administrators change them; only administrators choose the account manager. Others read both.
 */
export function CustomerAccountCard({
  customer,
  mayEditGroups,
  mayChooseManager,
  onSaved,
}: {
  customer: Customer;
  mayEditGroups: boolean;
  mayChooseManager: boolean;
  onSaved: (customer: Customer) => void | Promise<void>;
}) {
  return (
    <TitledCard title="Account">
      <DataList.Root orientation="vertical" gap="5">
        <DataList.Item>
          <DataList.ItemLabel>Account manager</DataList.ItemLabel>
          <DataList.ItemValue w="full" minW="0">
            {mayChooseManager ? <AccountManagerEditor customer={customer} onSaved={onSaved} /> : <ManagerContact manager={customer.accountManager} />}
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>Location groups</DataList.ItemLabel>
          <DataList.ItemValue w="full" minW="0">
            {mayEditGroups ? (
              <LocationGroupsEditor key={customer.id} customer={customer} onSaved={onSaved} />
            ) : customer.locationGroups.length === 0 ? (
              'None'
            ) : (
              <HStack as="ul" wrap="wrap" gap="2" listStyleType="none">
                {customer.locationGroups.map((g) => (
                  <li key={g.id}>
                    <Badge size="lg" variant="subtle">
                      {g.name}
                    </Badge>
                  </li>
                ))}
              </HStack>
            )}
          </DataList.ItemValue>
        </DataList.Item>
      </DataList.Root>
    </TitledCard>
  );
}
