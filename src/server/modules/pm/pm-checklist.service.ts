import { and, asc, count, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { PageQuery } from '../../../domain/api/paging';
import {
  PM_MESSAGES,
  type ChecklistEdit,
  type ChecklistMark,
  type ChecklistRelation,
  type ChoreCompletionView,
  type CompleteChore,
  type PmAssetView,
  type PmChecklistItemView,
  type PmChecklistView,
} from '../../../domain/pm/pm-api';
import type { Queryable } from '../../db/client';
import { assets } from '../../db/schema/assets';
import { choreCompletions, choreTypes, pmChecklistItems, pmRequestDetailAssets, pmRequestDetails, pmTemplateChores } from '../../db/schema/pm';
import { locations } from '../../db/schema/tenancy';
import { users } from '../../db/schema/users';
import { badRequest, conflict, notFound } from '../../http-error';
import type { Actor } from '../../plugins/actor';
import { assertMayChangeFields, assertWritable, requireRequestContext, requireWritableRequest, type RequestContext } from '../requests/request-access';

const CLOSED = { closedMessage: PM_MESSAGES.requestClosed };

type ItemRow = typeof pmChecklistItems.$inferSelect;

async function itemViews(db: Queryable, rows: ItemRow[], relations: readonly ChecklistRelation[]): Promise<PmChecklistItemView[]> {
  const userIds = [...new Set(rows.map((r) => r.completedByUserId).filter((id): id is string => id !== null))];
  const detailIds = [...new Set(rows.map((r) => r.pmRequestDetailAssetId).filter((id): id is string => id !== null))];
  const people =
    relations.includes('completedByUser') && userIds.length
      ? new Map((await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, userIds))).map((u) => [u.id, u]))
      : new Map<string, { id: string; name: string }>();
  const pmAssets =
    relations.includes('asset') && detailIds.length
      ? new Map(
          (
            await db
              .select({ detailId: pmRequestDetailAssets.id, id: assets.id, name: assets.name, locationId: assets.locationId })
              .from(pmRequestDetailAssets)
              .innerJoin(assets, eq(assets.id, pmRequestDetailAssets.assetId))
              .where(inArray(pmRequestDetailAssets.id, detailIds))
          ).map(({ detailId, ...asset }) => [detailId, asset]),
        )
      : new Map<string, { id: string; name: string; locationId: string }>();
  return rows.map((r) => ({
    id: r.id,
    requestId: r.requestId,
    pmRequestDetailAssetId: r.pmRequestDetailAssetId,
    position: r.position,
    title: r.title,
    description: r.description,
    status: r.status,
    note: r.note,
    completedAt: r.completedAt?.toISOString() ?? null,
    completedByUserId: r.completedByUserId,
    ...(relations.includes('completedByUser') ? { completedByUser: r.completedByUserId ? (people.get(r.completedByUserId) ?? null) : null } : {}),
    ...(relations.includes('asset') ? { asset: r.pmRequestDetailAssetId ? (pmAssets.get(r.pmRequestDetailAssetId) ?? null) : null } : {}),
    updatedAt: r.updatedAt.toISOString(),
  }));
}

type ChoreRow = typeof choreTypes.$inferSelect;

/**
 * The chores a visit has for each of its PM assets: its template's, in the template's order, when it
 * was made from a template that lists chores; else the portal's chores for any equipment and for the
 * asset's kind. A chore already done on the visit stays listed (a template changed later keeps the
 * visit's record).
 */
async function visitChores(db: Queryable, requestId: string): Promise<{ fromTemplate: ChoreRow[] | null; byType: (assetTypeId: string) => ChoreRow[] }> {
  const [detail] = await db.select({ templateId: pmRequestDetails.pmTemplateId }).from(pmRequestDetails).where(eq(pmRequestDetails.requestId, requestId));
  const fromTemplate = detail?.templateId
    ? (
        await db
          .select({ chore: choreTypes })
          .from(pmTemplateChores)
          .innerJoin(choreTypes, eq(choreTypes.id, pmTemplateChores.choreTypeId))
          .where(eq(pmTemplateChores.pmTemplateId, detail.templateId))
          .orderBy(asc(pmTemplateChores.position))
      ).map((r) => r.chore)
    : [];
  if (fromTemplate.length) return { fromTemplate, byType: () => fromTemplate };
  const portal = await db.select().from(choreTypes).where(isNull(choreTypes.customerId)).orderBy(asc(choreTypes.position), asc(choreTypes.name));
  return { fromTemplate: null, byType: (assetTypeId) => portal.filter((c) => c.assetTypeId === null || c.assetTypeId === assetTypeId) };
}

/** The PM assets of a request with their chores (visitChores) and whether they are done. */
async function pmAssetViews(db: Queryable, requestId: string): Promise<PmAssetView[]> {
  const rows = await db
    .select({ id: pmRequestDetailAssets.id, assetId: assets.id, name: assets.name, locationId: assets.locationId, assetTypeId: assets.assetTypeId })
    .from(pmRequestDetailAssets)
    .innerJoin(assets, eq(assets.id, pmRequestDetailAssets.assetId))
    .where(eq(pmRequestDetailAssets.requestId, requestId))
    .orderBy(asc(assets.name), asc(pmRequestDetailAssets.id));
  if (!rows.length) return [];
  const chores = await visitChores(db, requestId);
  const done = await db
    .select({ completion: choreCompletions, name: choreTypes.name })
    .from(choreCompletions)
    .innerJoin(choreTypes, eq(choreTypes.id, choreCompletions.choreTypeId))
    .where(
      inArray(
        choreCompletions.pmRequestDetailAssetId,
        rows.map((r) => r.id),
      ),
    );
  return rows.map(({ assetTypeId, ...row }) => {
    const mine = done.filter((d) => d.completion.pmRequestDetailAssetId === row.id);
    const listed = chores.byType(assetTypeId);
    const kept = mine.filter((d) => !listed.some((c) => c.id === d.completion.choreTypeId)).map((d) => ({ id: d.completion.choreTypeId, name: d.name }));
    return {
      ...row,
      chores: [...listed, ...kept].map((c) => {
        const completion = mine.find((d) => d.completion.choreTypeId === c.id)?.completion;
        return { choreTypeId: c.id, name: c.name, completed: completion?.completed ?? false, completedAt: completion?.completedAt?.toISOString() ?? null };
      }),
    };
  });
}

async function checklistOf(db: Queryable, request: RequestContext, page: PageQuery, relations: readonly ChecklistRelation[]): Promise<PmChecklistView> {
  const [detail] = await db.select({ pmScheduleId: pmRequestDetails.pmScheduleId }).from(pmRequestDetails).where(eq(pmRequestDetails.requestId, request.id));
  const pmAssets = await pmAssetViews(db, request.id);
  const locationIds = [...new Set([request.locationId, ...pmAssets.map((a) => a.locationId)])];
  const pmLocations = await db
    .select({ id: locations.id, name: locations.name })
    .from(locations)
    .where(inArray(locations.id, locationIds))
    .orderBy(asc(locations.name));
  const where = eq(pmChecklistItems.requestId, request.id);
  const rows = await db
    .select()
    .from(pmChecklistItems)
    .where(where)
    .orderBy(asc(pmChecklistItems.position), asc(pmChecklistItems.createdAt), asc(pmChecklistItems.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(pmChecklistItems).where(where);
  return {
    requestId: request.id,
    requestStatus: request.requestStatus,
    pmThreadId: request.pmThreadId,
    pmScheduleId: detail?.pmScheduleId ?? null,
    pmAssets,
    pmLocations,
    items: { items: await itemViews(db, rows, relations), total: total?.n ?? 0, limit: page.limit, offset: page.offset },
  };
}

export async function getChecklist(
  db: Queryable,
  actor: Actor,
  query: PageQuery & { requestId: string; relations?: ChecklistRelation[] },
): Promise<PmChecklistView> {
  const request = await requireRequestContext(db, actor, query.requestId);
  return checklistOf(db, request, query, query.relations ?? []);
}

/**
 * Sets an item's status and records who and when. Marking an item with the status it already has
 * changes nothing (a replayed mark keeps the first time and person).
 */
export async function markChecklistItem(db: Queryable, actor: Actor, mark: ChecklistMark): Promise<PmChecklistItemView> {
  const [item] = await db.select().from(pmChecklistItems).where(eq(pmChecklistItems.id, mark.id));
  if (!item) throw notFound('Checklist item');
  await requireWritableRequest(db, actor, item.requestId, CLOSED);
  const statusChanged = item.status !== mark.status;
  if (mark.previousStatus && statusChanged && item.status !== mark.previousStatus) throw conflict(await markConflictMessage(db, item, mark.status));
  const done = mark.status !== 'Not Started';
  const [updated] = await db
    .update(pmChecklistItems)
    .set({
      status: mark.status,
      ...(mark.note !== undefined ? { note: mark.note } : {}),
      ...(statusChanged ? { completedAt: done ? new Date() : null, completedByUserId: done ? actor.user.id : null } : {}),
      updatedAt: new Date(),
    })
    .where(eq(pmChecklistItems.id, item.id))
    .returning();
  return (await itemViews(db, [updated!], ['completedByUser']))[0]!;
}

/** Who marked the item as it is now, in the refusal of a mark made on what it was before. */
async function markConflictMessage(db: Queryable, item: ItemRow, mine: string): Promise<string> {
  const [by] = item.completedByUserId ? await db.select({ name: users.name }).from(users).where(eq(users.id, item.completedByUserId)) : [];
  return PM_MESSAGES.markConflict({ title: item.title, status: item.status, by: by?.name ?? null }, mine);
}

/** Bulk edit: upserts items by their ids, deletes `removeIds`; answers the whole checklist. */
export async function editChecklist(db: Queryable, actor: Actor, edit: ChecklistEdit): Promise<PmChecklistView> {
  const request = await requireRequestContext(db, actor, edit.requestId);
  assertWritable(actor, request, CLOSED);
  assertMayChangeFields(actor, request, ['checklist']);
  const ids = edit.items.map((i) => i.id);
  if (new Set(ids).size !== ids.length) throw badRequest('items: each id may appear once.');
  const detailIds = [...new Set(edit.items.map((i) => i.pmRequestDetailAssetId).filter((id): id is string => !!id))];
  if (detailIds.length) {
    const found = await db
      .select({ id: pmRequestDetailAssets.id })
      .from(pmRequestDetailAssets)
      .where(and(eq(pmRequestDetailAssets.requestId, request.id), inArray(pmRequestDetailAssets.id, detailIds)));
    if (found.length !== detailIds.length) throw badRequest('pmRequestDetailAssetId must be a PM asset of this request.');
  }
  if (ids.length) {
    const foreign = await db
      .select({ id: pmChecklistItems.id })
      .from(pmChecklistItems)
      .where(and(inArray(pmChecklistItems.id, ids), ne(pmChecklistItems.requestId, request.id)));
    if (foreign.length) throw conflict('A checklist item with this id belongs to another request.');
  }
  await db.transaction(async (tx) => {
    for (const [index, item] of edit.items.entries()) {
      const values = {
        title: item.title,
        description: item.description,
        position: item.position ?? index,
        pmRequestDetailAssetId: item.pmRequestDetailAssetId ?? null,
      };
      await tx
        .insert(pmChecklistItems)
        .values({ id: item.id, requestId: request.id, ...values })
        .onConflictDoUpdate({ target: pmChecklistItems.id, set: { ...values, updatedAt: new Date() } });
    }
    if (edit.removeIds.length) {
      await tx.delete(pmChecklistItems).where(and(eq(pmChecklistItems.requestId, request.id), inArray(pmChecklistItems.id, edit.removeIds)));
    }
  });
  return checklistOf(db, request, { limit: 200, offset: 0 }, []);
}

/** Upserts one chore of one PM asset (docs/product/maintenance-and-guides.md chore completion); a repeat keeps the first who and when. */
export async function completeChore(db: Queryable, actor: Actor, input: CompleteChore): Promise<ChoreCompletionView> {
  const [pmAsset] = await db
    .select({ requestId: pmRequestDetailAssets.requestId, assetTypeId: assets.assetTypeId })
    .from(pmRequestDetailAssets)
    .innerJoin(assets, eq(assets.id, pmRequestDetailAssets.assetId))
    .where(eq(pmRequestDetailAssets.id, input.pmRequestDetailAssetId));
  if (!pmAsset) throw notFound('PM asset');
  await requireWritableRequest(db, actor, pmAsset.requestId, CLOSED);
  const [chore] = await db.select().from(choreTypes).where(eq(choreTypes.id, input.choreTypeId));
  if (!chore) throw notFound('Chore type');
  const chores = await visitChores(db, pmAsset.requestId);
  if (!chores.byType(pmAsset.assetTypeId).some((c) => c.id === chore.id))
    throw badRequest(chores.fromTemplate ? 'choreTypeId is not a chore of this visit.' : 'choreTypeId is not a chore of this kind of equipment.');

  const [existing] = await db
    .select()
    .from(choreCompletions)
    .where(and(eq(choreCompletions.pmRequestDetailAssetId, input.pmRequestDetailAssetId), eq(choreCompletions.choreTypeId, input.choreTypeId)));
  const unchanged = existing?.completed === input.completed;
  const stamp = unchanged ? {} : { completedAt: input.completed ? new Date() : null, completedByUserId: input.completed ? actor.user.id : null };
  const [row] = await db
    .insert(choreCompletions)
    .values({ ...input, completedAt: input.completed ? new Date() : null, completedByUserId: input.completed ? actor.user.id : null })
    .onConflictDoUpdate({
      target: [choreCompletions.pmRequestDetailAssetId, choreCompletions.choreTypeId],
      set: { completed: input.completed, ...stamp, updatedAt: new Date() },
    })
    .returning();
  return {
    pmRequestDetailAssetId: row!.pmRequestDetailAssetId,
    choreTypeId: row!.choreTypeId,
    completed: row!.completed,
    completedAt: row!.completedAt?.toISOString() ?? null,
    completedByUserId: row!.completedByUserId,
  };
}
