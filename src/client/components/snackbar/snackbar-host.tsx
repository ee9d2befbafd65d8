import { Portal, Toast, Toaster } from '@chakra-ui/react';
import { toastSlotRecipe } from '@chakra-ui/react/theme';
import { snackbarStore } from './snackbar-store';

/** The recipe colours success green and error red, and leaves info white; info is the dark bar of the update prompt. */
const INFO_COLOURS = { '&[data-type=info]': { bg: 'bg.inverted', color: 'fg.inverted' } };

/**
 * The app's one snackbar, showing what showSnackbar sends it. Loaded lazily, so it brings its own
 * recipe (Chakra's toast) instead of adding it to the brand system every first load carries.
 * A failure is announced at once (role=alert); the rest politely (role=status).
 */
export default function SnackbarHost() {
  return (
    <Portal>
      <Toaster
        toaster={snackbarStore}
        insetInline={{ mdDown: '4' }}
        // Above the phone's bottom tab bar (4rem and the safe area), a little off the edge wider up.
        css={{ '--snackbar-offset': { base: 'calc(5rem + env(safe-area-inset-bottom, 0px))', md: '1.5rem' } }}
      >
        {(toast) => (
          <Toast.Root recipe={toastSlotRecipe} role={toast.type === 'error' ? 'alert' : 'status'} width={{ md: 'sm' }} css={INFO_COLOURS}>
            <Toast.Indicator />
            <Toast.Title flex="1">{toast.title}</Toast.Title>
            {toast.closable && <Toast.CloseTrigger aria-label="Dismiss" />}
          </Toast.Root>
        )}
      </Toaster>
    </Portal>
  );
}
