import { createFileRoute } from '@tanstack/react-router';
import { SectionEmptyState } from '../../../components/section-empty-state';

export const Route = createFileRoute('/_authenticated/vendors/external-support')({
  component: ExternalSupportPage,
});

function ExternalSupportPage() {
  return <SectionEmptyState icon="vendors" title="External support will appear here" text="Support partners outside your own vendor network." />;
}
