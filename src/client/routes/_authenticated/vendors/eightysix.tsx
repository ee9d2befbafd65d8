import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { z } from 'zod';
import { VENDOR_PAGE_SIZE } from '@/features/vendors/api/vendor-calls';
import { eightySixedQuery } from '@/features/vendors/api/vendor-queries';
import { EightySixList } from '@/features/vendors/eighty-six-list';

const offsetOf = (page: number | undefined) => ((page ?? 1) - 1) * VENDOR_PAGE_SIZE;

export const Route = createFileRoute('/_authenticated/vendors/eightysix')({
  validateSearch: z.object({ page: z.coerce.number().int().min(1).optional().catch(undefined) }),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(eightySixedQuery(offsetOf(deps.page)));
  },
  component: EightySixPage,
});

function EightySixPage() {
  const { page } = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  return <EightySixList offset={offsetOf(page)} onOffset={(offset) => void navigate({ search: { page: offset / VENDOR_PAGE_SIZE + 1 } })} />;
}
