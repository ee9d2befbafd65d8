import { Alert, CloseButton, Stack } from '@chakra-ui/react';
import { useCallback, useEffect, useState } from 'react';
import { receiveSnackbarMessages, type SnackbarMessage } from './snackbar';

/**
 * Long enough to read a sentence, also when the save opens another page that takes a moment to
 * draw; a failure stays longer, as the user may need to act on it.
 */
const NOTICE_MS = 6000;
const ERROR_MS = 8000;
/** A burst of saves cannot cover the page. */
const MOST_SHOWN = 3;

interface Shown extends SnackbarMessage {
  id: number;
}

/**
 * The app's one snackbar, showing what showSnackbar says: bottom centre, above the phone's tab bar
 * (4rem and the safe area). Success green (green.700, for contrast), failure red, a note blue (Chakra's solid Alert). A
 * failure is announced at once (role=alert), the rest politely (role=status); each goes by itself
 * or when dismissed. Built on Alert rather than Chakra's toaster: a chunk holding the toaster made
 * the bundler split the entry chunk, which cost the login page's first load 6 kB.
 */
export default function SnackbarHost() {
  const [shown, setShown] = useState<Shown[]>([]);
  const dismiss = useCallback((id: number) => setShown((all) => all.filter((m) => m.id !== id)), []);

  useEffect(() => {
    let lastId = 0;
    const timers = new Set<number>();
    const stop = receiveSnackbarMessages((message) => {
      const id = ++lastId;
      // The same text said again replaces the one on screen instead of stacking a copy.
      setShown((all) => [...all.filter((m) => m.kind !== message.kind || m.text !== message.text), { ...message, id }].slice(-MOST_SHOWN));
      const timer = window.setTimeout(
        () => {
          timers.delete(timer);
          dismiss(id);
        },
        message.kind === 'error' ? ERROR_MS : NOTICE_MS,
      );
      timers.add(timer);
    });
    return () => {
      stop();
      timers.forEach((timer) => window.clearTimeout(timer));
    };
  }, [dismiss]);

  return (
    <Stack
      aria-live="polite"
      position="fixed"
      zIndex="toast"
      insetX="4"
      bottom={{ base: 'calc(5rem + env(safe-area-inset-bottom, 0px))', md: '6' }}
      align="center"
      gap="2"
      pointerEvents="none"
    >
      {shown.map((m) => (
        <Alert.Root
          key={m.id}
          status={m.kind}
          variant="solid"
          role={m.kind === 'error' ? 'alert' : 'status'}
          data-snackbar={m.kind}
          // White on the solid Alert's green.600 is 3.3:1; on green.700 it is 6.8:1.
          bg={m.kind === 'success' ? 'green.700' : undefined}
          w="full"
          maxW="sm"
          shadow="lg"
          alignItems="center"
          pointerEvents="auto"
        >
          <Alert.Indicator />
          <Alert.Title flex="1">{m.text}</Alert.Title>
          <CloseButton size="2xs" variant="plain" color="inherit" aria-label="Dismiss" onClick={() => dismiss(m.id)} />
        </Alert.Root>
      ))}
    </Stack>
  );
}
