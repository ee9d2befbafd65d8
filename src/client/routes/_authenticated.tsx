import { Button, Heading, Stack } from '@chakra-ui/react';
import { createFileRoute, Outlet, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { AppShell } from '../components/shell/app-shell';
import { AppShellPending } from '../components/shell/shell-frame';
import { ImpersonationBanner } from '../components/shell/impersonation-banner';
import { SessionLoadNotices } from '../components/shell/session-load-notices';
import { SessionContext } from '../session/session-context';
import { SessionLoadError, USER_INFO_ERROR } from '../session/session-errors';
import { guardAuthenticatedRoute } from '../lib/auth-guard';
import { ErrorNotice } from '../components/error-notice';

/**
 * The signed-in area: a visitor without a session goes to login and comes back after; the user and
 * their rules are loaded once, and the routing rules and route permissions applied (docs/product/routing.md, docs/product/roles-and-permissions.md).
 */
export const Route = createFileRoute('/_authenticated')({
  beforeLoad: guardAuthenticatedRoute,
  // The frame shows at once while the user loads (a weak connection waits out the read budget),
  // and gives way as soon as the page is ready: it has the shell's own shape, so there is no flash
  // to hide (the router would otherwise hold it for 500 ms, half of a warm start).
  pendingComponent: AppShellPending,
  pendingMs: 0,
  pendingMinMs: 0,
  component: AuthenticatedLayout,
  errorComponent: SessionError,
});

function AuthenticatedLayout() {
  const { session } = Route.useRouteContext();
  return (
    <SessionContext.Provider value={session}>
      <ImpersonationBanner />
      <AppShell>
        <SessionLoadNotices />
        <Outlet />
      </AppShell>
    </SessionContext.Provider>
  );
}

/**
 * The user or their rules could not be loaded (docs/product/messages.md texts), with a way to try
 * again, in the signed-in frame: its header and offline banner say what is going on (offline, say,
 * on a device that kept nothing of the account yet).
 */
function SessionError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const message = error instanceof SessionLoadError ? error.message : USER_INFO_ERROR;
  // The frame is this route's pending component, read from the router rather than imported: the
  // error loads in a chunk of its own, and an import of the frame there made the bundler split the
  // Chakra parts they share out of the first load (1.6 kB more on every page, the login page too).
  const Frame = router.routesById['/_authenticated'].options.pendingComponent as typeof AppShellPending;
  return (
    <Frame>
      <Stack gap="4" maxW="md">
        <Heading as="h1" size="xl">
          Your account could not be opened
        </Heading>
        <ErrorNotice message={message} />
        <Button
          colorPalette="brand"
          alignSelf="flex-start"
          onClick={() => {
            reset();
            void router.invalidate();
          }}
        >
          Try again
        </Button>
      </Stack>
    </Frame>
  );
}
