import { Skeleton, Stack } from '@chakra-ui/react';

/**
 * What a route shows while its loader waits (after the router's short pending delay): the shape
 * of a page, so a slow connection shows progress instead of a blank screen.
 */
export function RoutePending() {
  return (
    <Stack gap="4" aria-busy="true" aria-label="Loading" data-testid="route-pending">
      <Skeleton height="8" width="40%" rounded="md" />
      <Skeleton height="24" rounded="md" />
      <Skeleton height="24" rounded="md" />
    </Stack>
  );
}
