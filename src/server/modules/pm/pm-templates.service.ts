import { subject } from '@casl/ability';
import { and, asc, count, eq, ilike, inArray, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Page } from '../../../domain/api/paging';
import type { z } from 'zod';
import { PM_TEMPLATE_MESSAGES } from '../../../domain/pm/pm-setup-constants';
import type { PmTemplateCreate, PmTemplatePatch, PmTemplateView, pmTemplateListQuerySchema } from '../../../domain/pm/pm-templates-api';
import type { Queryable } from '../../db/client';
import { joinedRef } from '../../db/joined-ref';
import { assetTypes } from '../../db/schema/catalog';
import { choreTypes, pmSchedules, pmTemplateChores, pmTemplates } from '../../db/schema/pm';
import { containsPattern } from '../../db/search-pattern';
import { visibleTo } from '../../db/tenant-scope';
import { badRequest, conflict, forbidden, notFound } from '../../http-error';
import type { Actor } from '../../plugins/actor';
import { changedFields, recordAudit } from '../audit/audit.service';
import { chosenCustomerId } from '../customers/customers.service';

/** A customer's PM templates (docs/product/maintenance-and-guides.md#templates). */

const templateScope = (actor: Actor): SQL => visibleTo(actor.scope, { customerId: pmTemplates.customerId });

/** Schedules still running (not ended) on each template. */
const scheduleCount = sql<number>`(select count(*)::int from ${pmSchedules} where ${pmSchedules.pmTemplateId} = ${pmTemplates.id} and ${pmSchedules.nextOccurrenceDate} is not null)`;

async function templateViews(db: Queryable, where: SQL | undefined, page?: { limit: number; offset: number }): Promise<PmTemplateView[]> {
  const query = db
    .select({ template: pmTemplates, assetTypeName: assetTypes.name, scheduleCount })
    .from(pmTemplates)
    .leftJoin(assetTypes, eq(assetTypes.id, pmTemplates.assetTypeId))
    .where(where)
    .orderBy(asc(pmTemplates.name), asc(pmTemplates.id));
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  const ids = rows.map((r) => r.template.id);
  const chores = ids.length
    ? await db
        .select({ templateId: pmTemplateChores.pmTemplateId, id: choreTypes.id, name: choreTypes.name })
        .from(pmTemplateChores)
        .innerJoin(choreTypes, eq(choreTypes.id, pmTemplateChores.choreTypeId))
        .where(inArray(pmTemplateChores.pmTemplateId, ids))
        .orderBy(asc(pmTemplateChores.position))
    : [];
  return rows.map(({ template: t, assetTypeName, scheduleCount }) => ({
    id: t.id,
    customerId: t.customerId,
    name: t.name,
    assetType: joinedRef(t.assetTypeId, assetTypeName),
    steps: t.steps,
    chores: chores.filter((c) => c.templateId === t.id).map(({ id, name }) => ({ id, name })),
    archived: t.archivedAt !== null,
    scheduleCount: Number(scheduleCount),
    updatedAt: t.updatedAt.toISOString(),
  }));
}

async function templateViewById(db: Queryable, id: string): Promise<PmTemplateView> {
  const [view] = await templateViews(db, eq(pmTemplates.id, id));
  if (!view) throw notFound('PM template');
  return view;
}

export async function getTemplate(db: Queryable, actor: Actor, id: string): Promise<PmTemplateView> {
  const [view] = await templateViews(db, and(eq(pmTemplates.id, id), templateScope(actor)));
  if (!view) throw notFound('PM template');
  return view;
}

const ARCHIVED: Record<z.output<typeof pmTemplateListQuerySchema>['archived'], SQL | undefined> = {
  exclude: isNull(pmTemplates.archivedAt),
  include: undefined,
  only: isNotNull(pmTemplates.archivedAt),
};

/** GET pm-templates: the templates of the customers the caller sees, by name. */
export async function listTemplates(db: Queryable, actor: Actor, q: z.output<typeof pmTemplateListQuerySchema>): Promise<Page<PmTemplateView>> {
  const where = and(
    templateScope(actor),
    q.customerId ? eq(pmTemplates.customerId, q.customerId) : undefined,
    q.search ? ilike(pmTemplates.name, containsPattern(q.search)) : undefined,
    q.assetTypeId ? or(isNull(pmTemplates.assetTypeId), eq(pmTemplates.assetTypeId, q.assetTypeId)) : undefined,
    ARCHIVED[q.archived],
  );
  const [total] = await db.select({ n: count() }).from(pmTemplates).where(where);
  return { items: await templateViews(db, where, q), total: total?.n ?? 0, limit: q.limit, offset: q.offset };
}

function assertMayChange(actor: Actor, customerId: string, action: 'create' | 'update'): void {
  if (!actor.ability.can(action, subject('PmTemplate', { customerId }))) throw forbidden(PM_TEMPLATE_MESSAGES.forbidden);
}

async function assertNameFree(db: Queryable, customerId: string, name: string, exceptId?: string): Promise<void> {
  const [taken] = await db
    .select({ id: pmTemplates.id })
    .from(pmTemplates)
    .where(and(eq(pmTemplates.customerId, customerId), sql`lower(${pmTemplates.name}) = lower(${name})`, exceptId ? ne(pmTemplates.id, exceptId) : undefined));
  if (taken) throw conflict(PM_TEMPLATE_MESSAGES.nameTaken(name));
}

async function assertAssetType(db: Queryable, assetTypeId: string | null | undefined): Promise<void> {
  if (!assetTypeId) return;
  const [type] = await db.select({ id: assetTypes.id }).from(assetTypes).where(eq(assetTypes.id, assetTypeId));
  if (!type) throw badRequest('assetTypeId: no such kind of equipment.');
}

/**
 * The chore types a template's chore names stand for: the portal's chore of that name (for any
 * equipment, or the template's kind), else the customer's own, added the first time it is named.
 */
async function choreIdsFor(db: Queryable, customerId: string, assetTypeId: string | null, names: readonly string[]): Promise<string[]> {
  const ids: string[] = [];
  for (const name of names) {
    const sameName = sql`lower(${choreTypes.name}) = lower(${name})`;
    const [portal] = await db
      .select({ id: choreTypes.id })
      .from(choreTypes)
      .where(
        and(
          isNull(choreTypes.customerId),
          sameName,
          assetTypeId ? or(isNull(choreTypes.assetTypeId), eq(choreTypes.assetTypeId, assetTypeId)) : isNull(choreTypes.assetTypeId),
        ),
      );
    if (portal) {
      ids.push(portal.id);
      continue;
    }
    await db.insert(choreTypes).values({ customerId, name }).onConflictDoNothing();
    const [own] = await db
      .select({ id: choreTypes.id })
      .from(choreTypes)
      .where(and(eq(choreTypes.customerId, customerId), sameName));
    ids.push(own!.id);
  }
  return ids;
}

async function setChores(db: Queryable, templateId: string, choreIds: readonly string[]): Promise<void> {
  await db.delete(pmTemplateChores).where(eq(pmTemplateChores.pmTemplateId, templateId));
  if (choreIds.length) await db.insert(pmTemplateChores).values(choreIds.map((choreTypeId, position) => ({ pmTemplateId: templateId, choreTypeId, position })));
}

/** What the audit trail keeps of a template. */
const auditedFields = (t: PmTemplateView) => ({
  name: t.name,
  assetType: t.assetType?.name ?? null,
  steps: t.steps.map((s) => s.title),
  chores: t.chores.map((c) => c.name),
  archived: t.archived,
});

/** POST pm-templates: a new template of the customer named (else the current one). The same id again answers it (created false). */
export async function createTemplate(db: Queryable, actor: Actor, body: PmTemplateCreate): Promise<{ created: boolean; template: PmTemplateView }> {
  const [existing] = await db.select({ id: pmTemplates.id }).from(pmTemplates).where(eq(pmTemplates.id, body.id));
  if (existing) {
    const [mine] = await templateViews(db, and(eq(pmTemplates.id, body.id), templateScope(actor)));
    if (!mine) throw conflict('A PM template with this id exists already.');
    return { created: false, template: mine };
  }
  const customerId = chosenCustomerId(actor, body.customerId, 'customerId: choose the customer the template is for.');
  assertMayChange(actor, customerId, 'create');
  await assertAssetType(db, body.assetTypeId);
  await assertNameFree(db, customerId, body.name);
  await db.insert(pmTemplates).values({ id: body.id, customerId, name: body.name, assetTypeId: body.assetTypeId, steps: body.steps });
  await setChores(db, body.id, await choreIdsFor(db, customerId, body.assetTypeId, body.chores));
  const template = await templateViewById(db, body.id);
  await recordAudit(db, actor, { customerId, action: 'pmTemplate.create', subject: { type: 'PmTemplate', id: body.id }, after: auditedFields(template) });
  return { created: true, template };
}

/** PATCH pm-templates/{id}: visits already generated keep what they were given; later ones get the change. */
export async function updateTemplate(db: Queryable, actor: Actor, id: string, patch: PmTemplatePatch): Promise<PmTemplateView> {
  const before = await getTemplate(db, actor, id);
  assertMayChange(actor, before.customerId, 'update');
  if (patch.assetTypeId !== undefined) await assertAssetType(db, patch.assetTypeId);
  if (patch.name !== undefined) await assertNameFree(db, before.customerId, patch.name, id);
  const { chores, archived, ...fields } = patch;
  await db
    .update(pmTemplates)
    .set({
      ...fields,
      ...(archived !== undefined && { archivedAt: archived ? (before.archived ? undefined : new Date()) : null }),
      updatedAt: new Date(),
    })
    .where(eq(pmTemplates.id, id));
  if (chores !== undefined) {
    const assetTypeId = patch.assetTypeId !== undefined ? patch.assetTypeId : (before.assetType?.id ?? null);
    await setChores(db, id, await choreIdsFor(db, before.customerId, assetTypeId, chores));
  }
  const after = await templateViewById(db, id);
  const change = changedFields(auditedFields(before), auditedFields(after));
  if (Object.keys(change.after).length)
    await recordAudit(db, actor, { customerId: before.customerId, action: 'pmTemplate.update', subject: { type: 'PmTemplate', id }, ...change });
  return after;
}
