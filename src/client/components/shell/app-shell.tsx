import { lazy, Suspense, type ReactNode } from 'react';
import { canOpen } from '@/session/route-access';
import { useSession } from '@/session/session-context';
import { BottomTabBar } from './bottom-tab-bar';
import { ShellFrame } from './shell-frame';
import { Sidebar } from './sidebar';
import { UserMenu } from './user-menu';

// Loaded on its own: its dialog and results are not needed to draw a page.
const RequestQuickFind = lazy(() => import('@/features/requests/request-quick-find').then(({ RequestQuickFind }) => ({ default: RequestQuickFind })));
// The sync state, the bell and the update prompt read the offline store (Dexie, Workbox) or the
// API: they follow the frame rather than hold it up (issue 15). main.tsx has usually loaded the
// offline code by the time the shell draws; the bell's list loads when it is opened.
const ShellStatus = lazy(() => import('./shell-status'));
const UpdatePrompt = lazy(() => import('../sync/update-prompt').then(({ UpdatePrompt }) => ({ default: UpdatePrompt })));

/** The signed-in area's frame (./shell-frame) with its navigation, request quick find, sync state, notification bell and account menu. */
export function AppShell({ children }: { children: ReactNode }) {
  const session = useSession();
  // Self-service customers search their own list (request-search-query.ts).
  const findsRequests = canOpen(session, '/requests');
  return (
    <>
      <ShellFrame
        sidebar={<Sidebar />}
        account={
          <>
            {findsRequests && (
              <Suspense fallback={null}>
                <RequestQuickFind />
              </Suspense>
            )}
            <Suspense fallback={null}>
              <ShellStatus />
            </Suspense>
            <UserMenu />
          </>
        }
        bottomBar={<BottomTabBar />}
      >
        {children}
      </ShellFrame>
      <Suspense fallback={null}>
        <UpdatePrompt />
      </Suspense>
    </>
  );
}
