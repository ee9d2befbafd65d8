import { createFileRoute, Outlet } from '@tanstack/react-router';
import { leaveRequestsArea } from '@/features/requests/request-list-route';

/**
 * The requests area: the list, a request and its pages. docs/product/routing.md: leaving it clears the list's
 * remembered filter and page.
 */
export const Route = createFileRoute('/_authenticated/requests')({
  onLeave: leaveRequestsArea,
  component: Outlet,
});
