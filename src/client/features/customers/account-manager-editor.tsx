import { Button, HStack, Stack } from '@chakra-ui/react';
import { ContactPicker } from '@/components/contact-picker';
import { SaveStatus, useSave } from '@/components/use-save';
import { SAVE_MESSAGES } from '@/lib/save-messages';
import { searchInternalStaff, updateCustomer, type Customer } from './api/customer-calls';
import { ManagerContact } from './manager-contact';

/** An administrator chooses the customer's account manager among the portal's internal staff, or clears it. */
export function AccountManagerEditor({ customer, onSaved }: { customer: Customer; onSaved: (customer: Customer) => void | Promise<void> }) {
  const save = useSave();
  const manager = customer.accountManager;
  const choose = async (accountManagerUserId: string | null) => {
    const answer = await save.run(() => updateCustomer(customer.id, { accountManagerUserId }), SAVE_MESSAGES.saveFailed);
    if (answer) await onSaved(answer);
  };
  return (
    <Stack gap="3" w="full" minW="0">
      <HStack justify="space-between" gap="2" wrap="wrap">
        <ManagerContact manager={manager} />
        {manager && (
          <Button size="xs" variant="ghost" colorPalette="red" loading={save.busy} onClick={() => void choose(null)}>
            Remove account manager
          </Button>
        )}
      </HStack>
      <ContactPicker
        noun="staff member"
        search={searchInternalStaff}
        exclude={manager ? [manager.id] : []}
        actionLabel="Make account manager"
        busy={save.busy}
        onPick={(staff) => void choose(staff.id)}
      />
      <SaveStatus save={save} />
    </Stack>
  );
}
