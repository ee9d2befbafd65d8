import { lazy, Suspense, useState } from 'react';
import { INSURANCE_MARKS, insuranceMark, localDay } from '@domain/vendors/vendor-insurance';
import { eightySixLabel, eightySixWarning, type PickedVendor } from './eighty-six-mark';

const insuranceOf = (v: PickedVendor) => insuranceMark(v.insuranceExpiresOn ?? null, localDay());

/** An option's name, marked when the customer eighty-sixed the vendor, or else when its insurance ran out. */
const optionLabel = (v: PickedVendor): string => (!v.eightySixReason && insuranceOf(v) === 'expired' ? `${v.name} (insurance expired)` : eightySixLabel(v));

/** The line a search result shows under the vendor's name: why the customer eighty-sixed it, how its insurance stands; else null. */
function pickNote(v: PickedVendor): string | null {
  const mark = insuranceOf(v);
  const notes = [v.eightySixReason ? `86'd by your company: ${v.eightySixReason}` : null, mark ? INSURANCE_MARKS[mark] : null].filter(Boolean);
  return notes.length ? notes.join(' · ') : null;
}

// Loaded when asked: most choices are of vendors nobody eighty-sixed, and a page's first load stays lighter.
const ConfirmDialog = lazy(() => import('./confirm-dialog').then(({ ConfirmDialog }) => ({ default: ConfirmDialog })));

/**
 * Vendor pickers mark the vendors the customer eighty-sixed and ask before one is chosen, saying
 * why it was (docs/product/vendors.md#eighty-sixed-vendors): `label` names an option, `choose`
 * applies a choice at once or after the question, `dialog` is the question when one is asked;
 * `note` is the line a search result shows under the vendor's name (with how its insurance stands).
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
  return { label: optionLabel, note: pickNote, choose, dialog };
}
