import { Button, HStack, Stack } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { VendorSelf } from '@domain/vendors/vendor-profile-api';
import { TitledCard } from '@/components/titled-card';
import { SaveStatus, useSave } from '@/components/use-save';
import { updateVendor, VENDOR_MESSAGES } from './api/vendor-calls';
import { vendorKeys } from './api/vendor-queries';
import { draftOf, fieldsOf } from './vendor-draft';
import { useServiceCategories, VendorProfileFields } from './vendor-profile-fields';

/**
 * The vendor profile, editable (docs/product/vendors.md Vendor profile): company details, trades
 * and service area, contacts and insurance. Saving sends the whole form as one change.
 */
export function VendorProfileForm({ vendor }: { vendor: VendorSelf }) {
  const queryClient = useQueryClient();
  const save = useSave();
  const [draft, setDraft] = useState(() => draftOf(vendor));
  const categories = useServiceCategories(vendor.serviceCategories);

  const submit = async () => {
    const saved = await save.run(() => updateVendor(vendor.id, fieldsOf(draft)), VENDOR_MESSAGES.save);
    if (saved) await queryClient.invalidateQueries({ queryKey: vendorKeys.own });
  };

  return (
    <Stack
      as="form"
      gap="4"
      aria-label="Vendor profile"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <VendorProfileFields
        draft={draft}
        onChange={setDraft}
        categories={categories}
        editable={vendor.canEdit}
        section={(title, body) => (
          <TitledCard key={title} title={title} bodyGap="3">
            {body}
          </TitledCard>
        )}
      />
      {vendor.canEdit && (
        <HStack gap="3" wrap="wrap">
          <Button type="submit" colorPalette="brand" loading={save.busy}>
            Save profile
          </Button>
        </HStack>
      )}
      <SaveStatus save={save} />
    </Stack>
  );
}
