import { Button, Field, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { VendorSearchHit } from '@domain/vendors/vendor-api';
import { ContactPicker } from '@/components/contact-picker';
import { TitledCard } from '@/components/titled-card';
import { SaveStatus, useSave } from '@/components/use-save';
import { EIGHTY_SIX_MESSAGES, eightySixVendor } from './api/eighty-six-calls';
import { searchVendors } from './api/vendor-calls';
import { vendorKeys } from './api/vendor-queries';

/**
 * Eighty-six a vendor (docs/product/vendors.md#eighty-sixed-vendors): find it in the directory, say
 * why, drop it for the current customer. It is then never suggested, and pickers ask before it is chosen.
 */
export function EightySixForm() {
  const [vendor, setVendor] = useState<VendorSearchHit | null>(null);
  const [reason, setReason] = useState('');
  const save = useSave();
  const queryClient = useQueryClient();
  const submit = async () => {
    if (!vendor) return;
    const done = await save.run(
      () => eightySixVendor({ vendorId: vendor.id, reason: reason.trim() }),
      EIGHTY_SIX_MESSAGES.eightySix,
      `${vendor.name} is eighty-sixed.`,
    );
    if (!done) return;
    setVendor(null);
    setReason('');
    void queryClient.invalidateQueries({ queryKey: vendorKeys.all });
  };
  return (
    <TitledCard
      title="Eighty-six a vendor"
      description="Drop a vendor for good: it is no longer suggested for your requests."
      bodyGap="3"
      size="sm"
      as="section"
      aria-label="Eighty-six a vendor"
    >
      {vendor ? (
        <Stack gap="3">
          <HStack justify="space-between" gap="2" wrap="wrap">
            <Text fontWeight="medium">{vendor.name}</Text>
            <Button size="sm" variant="ghost" onClick={() => setVendor(null)}>
              Choose another
            </Button>
          </HStack>
          <Field.Root required>
            <Field.Label>
              Why is it dropped? <Field.RequiredIndicator />
            </Field.Label>
            <Textarea value={reason} rows={2} maxLength={1000} onChange={(e) => setReason(e.target.value)} />
          </Field.Root>
          <SaveStatus save={save} />
          <Button alignSelf="start" size="sm" colorPalette="red" loading={save.busy} disabled={!reason.trim()} onClick={() => void submit()}>
            Eighty-six {vendor.name}
          </Button>
        </Stack>
      ) : (
        <ContactPicker
          noun="vendor"
          search={searchVendors}
          onPick={setVendor}
          actionLabel="Choose"
          warning={(v) => (v.eightySixReason ? `86'd already: ${v.eightySixReason}` : null)}
        />
      )}
    </TitledCard>
  );
}
