import { createFileRoute, redirect } from '@tanstack/react-router';

/** The network is the default vendor view (docs/product/routing.md). */
export const Route = createFileRoute('/_authenticated/vendors/')({
  beforeLoad: () => {
    throw redirect({ to: '/vendors/network', replace: true });
  },
});
