import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { eightySixLabel, eightySixWarning, type PickedVendor } from './eighty-six-mark';

/**
 * Vendor pickers mark the vendors the customer eighty-sixed and ask before one is chosen, saying
 * why it was (docs/product/vendors.md#eighty-sixed-vendors): `label` names an option, `choose`
 * applies a choice at once or after the question, `dialog` is the question when one is asked.
 * (The request page's own vendor editor says it inline instead: eighty-six-mark.ts.)
 */
export function useEightySixGuard(vendors: readonly PickedVendor[]) {
  const [asking, setAsking] = useState<{ vendor: PickedVendor; warning: string; apply: () => void }>();
  const choose = (id: string, apply: (id: string) => void) => {
    const vendor = vendors.find((v) => v.id === id);
    const warning = eightySixWarning(vendors, id);
    if (vendor && warning) setAsking({ vendor, warning, apply: () => apply(id) });
    else apply(id);
  };
  const dialog = asking && (
    <ConfirmDialog
      title={`Choose ${asking.vendor.name}?`}
      message={asking.warning}
      confirmLabel="Choose anyway"
      onConfirm={() => {
        asking.apply();
        setAsking(undefined);
      }}
      onClose={() => setAsking(undefined)}
    />
  );
  return { label: eightySixLabel, choose, dialog };
}
