import { Button } from '@chakra-ui/react';
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { canSeeDashboard } from '@domain/permissions/route-permissions';
import { PageHeader } from '@/components/page-header';
import { SectionEmptyState } from '@/components/section-empty-state';
import { loadHome } from '@/features/dashboard/api/dashboard-loaders';
import { listLocation } from '@/features/dashboard/dashboard-filter';
import { homeSearchSchema } from '@/features/dashboard/home-search';
import { TasksCard } from '@/features/dashboard/tasks-card';
import { taskListQuery } from '@/features/tasks/api/task-queries';
import { taskListParams } from '@/features/tasks/task-list-search';
import { HomeDashboard } from '@/features/dashboard/home-dashboard';
import { METRIC_LABELS } from '@/features/requests/proof-of-value-card';
import { myJobsQuery } from '@/features/vendor-jobs/api/vendor-job-queries';
import { routePermissionContext } from '@/session/route-access';
import { useSession } from '@/session/session-context';

const MyJobs = lazy(() => import('@/features/vendor-jobs/my-jobs').then(({ MyJobs }) => ({ default: MyJobs })));

/**
 * /home (docs/product/home.md): the dashboard for those who see it (docs/product/roles-and-permissions.md#dashboard),
 * My jobs for a vendor (docs/product/vendors.md#my-jobs); anyone else the route lets in gets a way to their requests.
 */
export const Route = createFileRoute('/_authenticated/home')({
  validateSearch: homeSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    if (context.session.user.isVendorOnly) return void context.queryClient.prefetchQuery(myJobsQuery());
    if (!canSeeDashboard(routePermissionContext(context.session))) return;
    loadHome(context.queryClient, deps, (locationIds) => {
      const tasks = taskTile(locationIds);
      void context.queryClient.prefetchQuery(tasks.overdue);
      void context.queryClient.prefetchQuery(tasks.today);
    });
  },
  component: HomePage,
});

/** Today's and overdue tasks: the task list's own due windows and location, so the tile's totals are the list's. */
function taskTile(locationIds: readonly string[]) {
  const location = listLocation(locationIds);
  return {
    location,
    allLocations: locationIds.length > 1,
    overdue: taskListQuery(taskListParams({ due: 'overdue', location })),
    today: taskListQuery(taskListParams({ due: 'today', location })),
  };
}

function HomePage() {
  const session = useSession();
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  if (session.user.isVendorOnly) {
    return (
      <>
        <PageHeader title="My jobs" description="Your open jobs across the customers you serve: new dispatches, visits and quotes." />
        <Suspense>
          <MyJobs />
        </Suspense>
      </>
    );
  }
  if (!canSeeDashboard(routePermissionContext(session))) {
    return (
      <>
        <PageHeader title="Home" />
        <SectionEmptyState
          icon="home"
          title="No dashboard for your role"
          text="The dashboard is for managers and internal technicians of full-service customers."
        />
        <Button asChild colorPalette="brand" mt="4">
          <Link to="/requests">Go to requests</Link>
        </Button>
      </>
    );
  }
  return (
    <>
      <PageHeader title="Home" description={session.customer ? `${session.customer.name} at a glance.` : 'Your locations at a glance.'} />
      <HomeDashboard
        search={search}
        onSearch={(next) => void navigate({ search: next, replace: true })}
        metricLabels={METRIC_LABELS}
        extraTiles={(locationIds) => <TasksCard {...taskTile(locationIds)} />}
      />
    </>
  );
}
