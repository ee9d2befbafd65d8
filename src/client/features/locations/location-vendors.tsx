import { Button, Checkbox, HStack, Stack, Text } from '@chakra-ui/react';
import { TitledCard } from '@/components/titled-card';
import { useState } from 'react';
import type { LocationVendorBulkResult } from '@domain/locations/location-api';
import type { VendorSummary } from '@domain/vendors/vendor-api';
import { SaveStatus, useSave } from '@/components/use-save';
import { ContactPicker } from '@/components/contact-picker';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { addLocationVendor, LOCATION_MESSAGES, removeLocationVendor } from './api/location-calls';
import { searchVendors } from '@/features/vendors/api/vendor-calls';
import { useEightySixGuard } from '@/components/eighty-six-guard';
import { locationKeys, locationVendorsQuery } from './api/location-queries';

const isBulk = (answer: unknown): answer is LocationVendorBulkResult => typeof answer === 'object' && answer !== null && 'changedCount' in answer;

/**
 * The location's vendor network (docs/product/assets-and-locations.md, docs/product/README.md#api): the vendors it works with. Adding or removing can
 * apply to this location or to every location the user may change.
 */
export function LocationVendors({ locationId, canEdit }: { locationId: string; canEdit: boolean }) {
  const list = useQuery(locationVendorsQuery(locationId));
  const queryClient = useQueryClient();
  const [everywhere, setEverywhere] = useState(false);
  const save = useSave();
  const busy = save.busy;
  const eightySix = useEightySixGuard();
  const change = async (vendor: VendorSummary, add: boolean) => {
    const target = everywhere ? 'all' : locationId;
    const answer = await save.run(
      (): Promise<unknown> => (add ? addLocationVendor(target, vendor.id) : removeLocationVendor(target, vendor.id)),
      LOCATION_MESSAGES.save,
      (answer) => `${vendor.name} ${add ? 'added' : 'removed'}${isBulk(answer) ? ` at ${answer.changedCount} of ${answer.locationCount} locations` : ''}.`,
    );
    // 'All locations' changes the others too: every location's vendors are read again when shown.
    if (answer !== undefined) void queryClient.invalidateQueries({ queryKey: everywhere ? ['location'] : locationKeys.one(locationId) });
  };
  const items = list.data?.items ?? [];
  return (
    <TitledCard title="Vendor network" description="Vendors this location works with." bodyGap="3" size="sm">
      {list.error && (
        <Text fontSize="sm" color="fg.error" role="alert">
          {list.error.message}
        </Text>
      )}
      <SaveStatus save={save} />
      {list.data && items.length === 0 && (
        <Text fontSize="sm" color="fg.muted">
          No vendors in this location's network yet.
        </Text>
      )}
      <Stack as="ul" gap="1" listStyleType="none">
        {items.map((lv) => (
          <HStack as="li" key={lv.vendor.id} justify="space-between" gap="2" borderWidth="1px" rounded="md" px="3" py="2">
            <Stack gap="0" minW="0">
              <Text fontSize="sm" fontWeight="medium" truncate>
                {lv.vendor.name}
              </Text>
              <Text fontSize="xs" color="fg.muted" truncate>
                {[lv.vendor.email, lv.vendor.phone].filter(Boolean).join(' · ') || 'No contact details'}
              </Text>
            </Stack>
            {canEdit && (
              <Button size="xs" variant="ghost" colorPalette="red" disabled={busy} onClick={() => void change(lv.vendor, false)}>
                Remove
              </Button>
            )}
          </HStack>
        ))}
      </Stack>
      {canEdit && (
        <Stack gap="2" borderTopWidth="1px" pt="3">
          <Checkbox.Root size="sm" checked={everywhere} onCheckedChange={(d) => setEverywhere(d.checked === true)}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>Add or remove at all my locations</Checkbox.Label>
          </Checkbox.Root>
          <ContactPicker
            noun="vendor"
            search={searchVendors}
            warning={eightySix.note}
            onPick={(v) => eightySix.choose(v, () => void change(v, true))}
            exclude={everywhere ? [] : items.map((lv) => lv.vendor.id)}
            busy={busy}
          />
          {eightySix.dialog}
        </Stack>
      )}
    </TitledCard>
  );
}
