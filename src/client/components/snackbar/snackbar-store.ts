import { createToaster } from '@chakra-ui/react';

/**
 * The snackbar's queue of messages (Chakra's toaster store). Bottom centre on every width; on a phone
 * SnackbarHost lifts it above the bottom tab bar. A few at most, so a burst of saves cannot cover the page.
 */
export const snackbarStore = createToaster({ placement: 'bottom', max: 3, offsets: 'var(--snackbar-offset)' });
