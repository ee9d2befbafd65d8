import { createFileRoute, Outlet } from '@tanstack/react-router';
import { AppShell } from '../components/shell/app-shell';
import { requireSession } from '../lib/auth-guard';

/** The signed-in area: a visitor without a session goes to login and comes back after (SPEC §2). */
export const Route = createFileRoute('/_authenticated')({
  beforeLoad: requireSession,
  component: AuthenticatedLayout,
});

function AuthenticatedLayout() {
  return (
    <AppShell>
      <Outlet />
    </AppShell>
  );
}
