import { lazy, Suspense, type ReactNode } from 'react';
import { BottomTabBar } from './bottom-tab-bar';
import { ShellFrame } from './shell-frame';
import { Sidebar } from './sidebar';
import { UserMenu } from './user-menu';

// The sync state and the update prompt read the offline store (Dexie, Workbox): they follow the frame
// rather than hold it up (issue 15). main.tsx has usually loaded that code by the time the shell draws.
const SyncIndicator = lazy(() => import('../sync/sync-indicator').then(({ SyncIndicator }) => ({ default: SyncIndicator })));
const UpdatePrompt = lazy(() => import('../sync/update-prompt').then(({ UpdatePrompt }) => ({ default: UpdatePrompt })));

/** The signed-in area's frame (./shell-frame) with its navigation, account menu and sync state. */
export function AppShell({ children }: { children: ReactNode }) {
  return (
    <>
      <ShellFrame
        sidebar={<Sidebar />}
        account={
          <>
            <Suspense fallback={null}>
              <SyncIndicator />
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
