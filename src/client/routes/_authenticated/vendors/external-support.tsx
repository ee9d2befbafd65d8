import { createFileRoute } from '@tanstack/react-router';
import { internalTechnicianVendorsQuery } from '@/features/vendors/api/vendor-queries';
import { ExternalSupport } from '@/features/vendors/external-support';

export const Route = createFileRoute('/_authenticated/vendors/external-support')({
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(internalTechnicianVendorsQuery());
  },
  component: ExternalSupport,
});
