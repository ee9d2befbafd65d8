import { createFileRoute } from '@tanstack/react-router';
import { SectionEmptyState } from '../../../components/section-empty-state';

export const Route = createFileRoute('/_authenticated/vendors/eightysix')({
  component: EightySixPage,
});

function EightySixPage() {
  return <SectionEmptyState icon="vendors" title="The eightysix network will appear here" text="Vendors from the shared network available in your area." />;
}
