import { subject } from '@casl/ability';
import { Badge, Button, Card, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { PM_TEMPLATE_MESSAGES } from '@domain/pm/pm-setup-constants';
import type { PmTemplateListQuery, PmTemplateView } from '@domain/pm/pm-templates-api';
import { ErrorNotice } from '@/components/error-notice';
import { PageNavigator } from '@/components/page-navigator';
import { SectionEmptyState } from '@/components/section-empty-state';
import { useSave } from '@/components/use-save';
import { useSession } from '@/session/session-context';
import { PM_SETUP_PAGE_SIZE, updatePmTemplate } from './api/pm-setup-calls';
import { pmSetupKeys } from './api/pm-setup-keys';
import { pmTemplateListQuery } from './api/pm-setup-queries';

// Loaded when opened: writing a template is now-and-then work.
const PmTemplateFormDialog = lazy(() => import('./pm-template-form-dialog').then(({ PmTemplateFormDialog }) => ({ default: PmTemplateFormDialog })));

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The customer's PM templates (docs/product/maintenance-and-guides.md#templates), paged, each with
 * its steps and chores; those who plan maintenance add, edit, archive and restore them.
 */
export function PmTemplateList(props: { archived: NonNullable<PmTemplateListQuery['archived']>; adding: boolean; onAdded: () => void }) {
  const { ability } = useSession();
  const [offset, setOffset] = useState(0);
  const [editing, setEditing] = useState<PmTemplateView | null>(null);
  const list = useQuery({ ...pmTemplateListQuery({ archived: props.archived, limit: PM_SETUP_PAGE_SIZE, offset }), placeholderData: keepPreviousData });
  const queryClient = useQueryClient();
  const save = useSave();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: pmSetupKeys.templates });
  const setArchived = async (t: PmTemplateView, archived: boolean) => {
    if (await save.run(() => updatePmTemplate(t.id, { archived }), PM_TEMPLATE_MESSAGES.save, archived ? 'Template archived.' : 'Template restored.'))
      refresh();
  };
  const page = list.data;
  return (
    <Stack gap="2">
      {list.error && <ErrorNotice message={list.error.message} onRetry={() => void list.refetch()} />}
      {list.isPending && <Skeleton h="16" />}
      {page && page.items.length === 0 && (
        <SectionEmptyState
          size="md"
          icon="tasks"
          title="No PM template"
          text="A template holds the checklist and chores of a kind of visit, for schedules to use."
        />
      )}
      {page?.items.map((t) => {
        const mayChange = ability.can('update', subject('PmTemplate', { customerId: t.customerId }));
        return (
          <Card.Root key={t.id} variant="outline" size="sm" opacity={list.isPlaceholderData ? 0.6 : 1}>
            <Card.Body gap="2">
              <HStack justify="space-between" align="start" gap="2">
                <Stack gap="0" minW="0">
                  <HStack gap="2">
                    <Text fontWeight="medium">{t.name}</Text>
                    {t.archived && <Badge>Archived</Badge>}
                  </HStack>
                  <Text fontSize="sm" color="fg.muted">
                    {[
                      t.assetType?.name ?? 'Any equipment',
                      count(t.steps.length, 'step', 'steps'),
                      count(t.chores.length, 'chore', 'chores'),
                      `used by ${count(t.scheduleCount, 'schedule', 'schedules')}`,
                    ].join(' · ')}
                  </Text>
                </Stack>
                {mayChange && (
                  <HStack gap="1" flexShrink="0">
                    <Button size="sm" variant="outline" onClick={() => setEditing(t)}>
                      Edit
                    </Button>
                    <Button size="sm" variant="ghost" loading={save.busy} onClick={() => void setArchived(t, !t.archived)}>
                      {t.archived ? 'Restore' : 'Archive'}
                    </Button>
                  </HStack>
                )}
              </HStack>
              {t.steps.length > 0 && (
                <Text as="ol" fontSize="sm" ps="5" listStyleType="decimal">
                  {t.steps.slice(0, 5).map((step, i) => (
                    <li key={i}>{step.title}</li>
                  ))}
                  {t.steps.length > 5 && <li>…</li>}
                </Text>
              )}
              {t.chores.length > 0 && (
                <Text fontSize="sm" color="fg.muted">
                  Chores: {t.chores.map((c) => c.name).join(', ')}
                </Text>
              )}
            </Card.Body>
          </Card.Root>
        );
      })}
      {page && page.total > page.items.length && (
        <PageNavigator
          page={page}
          onPrevious={() => setOffset(Math.max(0, offset - PM_SETUP_PAGE_SIZE))}
          onNext={() => setOffset(offset + PM_SETUP_PAGE_SIZE)}
        />
      )}
      {(props.adding || editing) && (
        <Suspense fallback={null}>
          <PmTemplateFormDialog
            template={editing}
            onClose={() => (editing ? setEditing(null) : props.onAdded())}
            onSaved={() => {
              refresh();
              if (editing) setEditing(null);
              else props.onAdded();
            }}
          />
        </Suspense>
      )}
    </Stack>
  );
}
