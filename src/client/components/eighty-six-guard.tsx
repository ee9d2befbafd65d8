import { lazy, Suspense, useState } from 'react';
import { eightySixLabel, eightySixWarning, type PickedVendor } from './eighty-six-mark';

// Loaded when asked: most choices are of vendors nobody eighty-sixed, and a page's first load stays lighter.
const ConfirmDialog = lazy(() => import('./confirm-dialog').then(({ ConfirmDialog }) => ({ default: ConfirmDialog })));

/** The line a search result shows under an eighty-sixed vendor's name, else null. */
const eightySixNote = (v: PickedVendor): string | null => (v.eightySixReason ? `86'd by your company: ${v.eightySixReason}` : null);

/**
 * Vendor pickers mark the vendors the customer eighty-sixed and ask before one is chosen, saying
 * why it was (docs/product/vendors.md#eighty-sixed-vendors): `label` names an option, `choose`
 * applies a choice at once or after the question, `dialog` is the question when one is asked;
 * `note` is the line a search result shows under the vendor's name.
 * `choose` takes the vendor picked (undefined for no vendor: applied at once), from a list or a search.
 * (The request page's own vendor editor says it inline instead: eighty-six-mark.ts.)
 */
export function useEightySixGuard() {
  const [asking, setAsking] = useState<{ vendor: PickedVendor; warning: string; apply: () => void }>();
  const choose = (vendor: PickedVendor | undefined, apply: () => void) => {
    const warning = eightySixWarning(vendor);
    if (vendor && warning) setAsking({ vendor, warning, apply });
    else apply();
  };
  const dialog = asking && (
    <Suspense fallback={null}>
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
    </Suspense>
  );
  return { label: eightySixLabel, note: eightySixNote, choose, dialog };
}
