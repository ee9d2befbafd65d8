import { Skeleton, Stack } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useState } from 'react';

/**
 * How long a page waits for its first data before it stops showing skeletons: a page never opened on
 * this device has nothing stored, and on a connection that does not answer (lie-fi) its reads hang.
 */
export const NOT_ANSWERED_MS = 4_000;

/** When the last navigation started (the page's own start for the first): the router shows this after its pending delay. */
let navigationStartedAt = Date.now();

/** Called by the router before each navigation (router.ts). */
export function noteNavigationStart(): void {
  navigationStartedAt = Date.now();
}

// Every page's first load carries this file: the message loads only when a page is that late.
const NotAvailableYet = lazy(() => import('./not-available-yet').then(({ NotAvailableYet }) => ({ default: NotAvailableYet })));

/**
 * What a route shows while its loader waits (after the router's short pending delay): the shape
 * of a page, so a slow connection shows progress instead of a blank screen. Past NOT_ANSWERED_MS it
 * says the page is not available offline yet, with Try again (issue 30); the read goes on, and the
 * page shows if the answer comes after all. One mechanism for every route: the router's pending state.
 */
export function RoutePending() {
  const [late, setLate] = useState(false);
  useEffect(() => {
    // Counted from the navigation, not from this showing: the router draws it after its pending delay.
    const timer = setTimeout(() => setLate(true), Math.max(0, navigationStartedAt + NOT_ANSWERED_MS - Date.now()));
    return () => clearTimeout(timer);
  }, []);
  const skeletons = (
    <Stack gap="4" aria-busy="true" aria-label="Loading" data-testid="route-pending">
      <Skeleton height="8" width="40%" rounded="md" />
      <Skeleton height="24" rounded="md" />
      <Skeleton height="24" rounded="md" />
    </Stack>
  );
  return late ? <Suspense fallback={skeletons}>{<NotAvailableYet />}</Suspense> : skeletons;
}
