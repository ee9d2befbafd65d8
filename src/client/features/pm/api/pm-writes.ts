import { PM_PATHS, type ChecklistEdit, type CompleteChore } from '@domain/pm/pm-api';
import type { PmChecklistStatus } from '@domain/pm/pm-enums';
import { enqueueWrite } from '@/offline/enqueue-write';

/** Checklist marks, bulk edits and chore completions are queued: they work offline (docs/adr/0003-offline-first-outbox.md). */

/** `previousStatus`: what the user saw, so that a mark someone else changed meanwhile is refused (docs/product/offline-writes.md). */
export const queueChecklistMark = (itemId: string, status: PmChecklistStatus, previousStatus: PmChecklistStatus) =>
  enqueueWrite({ kind: 'pm.checklist.mark', method: 'POST', url: PM_PATHS.checklistMark, body: { id: itemId, status, previousStatus }, entityId: itemId });

export const queueChecklistEdit = (edit: ChecklistEdit) =>
  enqueueWrite({ kind: 'pm.checklist.edit', method: 'POST', url: PM_PATHS.checklistEdit, body: edit, entityId: edit.requestId });

export const queueChoreCompletion = (chore: CompleteChore) =>
  enqueueWrite({
    kind: 'pm.chore.complete',
    method: 'POST',
    url: PM_PATHS.completeChore,
    body: chore,
    entityId: `${chore.pmRequestDetailAssetId}:${chore.choreTypeId}`,
  });
