/** The snackbar's colours (docs/product/messages.md): a save or copy that worked, one that failed, a neutral note. */
export type SnackbarKind = 'success' | 'error' | 'info';

/**
 * Shows `text` in the app's one snackbar (SnackbarHost, mounted by BrandedProviders). The toaster is
 * imported on first use, not statically, so no page's first load carries it; the same text shown
 * again replaces the one on screen instead of stacking a copy.
 */
export function showSnackbar(kind: SnackbarKind, text: string): void {
  void import('./snackbar-store').then(({ snackbarStore }) => {
    snackbarStore.create({ id: `${kind}:${text}`, type: kind, title: text, duration: kind === 'error' ? ERROR_MS : NOTICE_MS, closable: true });
  });
}

/** Long enough to read a sentence; a failure stays longer, as the user may need to act on it. */
const NOTICE_MS = 4000;
const ERROR_MS = 8000;
