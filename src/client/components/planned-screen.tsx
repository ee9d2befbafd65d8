import type { ReactNode } from 'react';
import type { IconName } from './icons';
import { PageHeader } from './page-header';
import { SectionEmptyState } from './section-empty-state';

/** A screen whose content arrives in a later task: its header and an empty state saying what will be here. */
export function PlannedScreen({
  title,
  description,
  icon = 'inbox',
  emptyTitle,
  emptyText,
  actions,
}: {
  title: string;
  description?: string;
  icon?: IconName;
  emptyTitle: string;
  emptyText: string;
  actions?: ReactNode;
}) {
  return (
    <>
      <PageHeader title={title} description={description} actions={actions} />
      <SectionEmptyState icon={icon} title={emptyTitle} text={emptyText} />
    </>
  );
}
