import { and, asc, count, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Page, PageQuery } from '../../../domain/api/paging';
import type { AttemptCreate, AttemptView, GuideSummaryView, GuideView } from '../../../domain/troubleshooting/troubleshooting-api';
import type { Queryable } from '../../db/client';
import { assets } from '../../db/schema/assets';
import { troubleshootingAttempts, troubleshootingGuides, troubleshootingGuideSteps } from '../../db/schema/troubleshooting';
import { requests } from '../../db/schema/requests';
import { users } from '../../db/schema/users';
import { badRequest, conflict, notFound } from '../../http-error';
import type { Actor } from '../../plugins/actor';
import { visibleTo } from '../../db/tenant-scope';
import { recordActivity } from '../requests/activities.service';
import { findVisibleRequest } from '../requests/request-access';

async function visibleAsset(db: Queryable, actor: Actor, id: string) {
  const [row] = await db
    .select({ id: assets.id, customerId: assets.customerId, locationId: assets.locationId, assetTypeId: assets.assetTypeId })
    .from(assets)
    .where(and(eq(assets.id, id), visibleTo(actor.scope, { customerId: assets.customerId, locationId: assets.locationId, brandOwnerId: assets.brandOwnerId })));
  return row ?? null;
}

/** Guides written for this asset, or for its type. */
const guidesFor = (asset: { id: string; assetTypeId: string }) =>
  or(eq(troubleshootingGuides.assetId, asset.id), and(isNull(troubleshootingGuides.assetId), eq(troubleshootingGuides.assetTypeId, asset.assetTypeId)))!;

/** An asset's guides: those written for the asset first, then its type's, by title. */
export async function guidesByAsset(db: Queryable, actor: Actor, assetId: string, page: PageQuery): Promise<Page<GuideSummaryView>> {
  const asset = await visibleAsset(db, actor, assetId);
  if (!asset) throw notFound('Asset');
  const where = guidesFor(asset);
  const guides = await db
    .select({
      id: troubleshootingGuides.id,
      title: troubleshootingGuides.title,
      summary: troubleshootingGuides.summary,
      assetTypeId: troubleshootingGuides.assetTypeId,
      assetId: troubleshootingGuides.assetId,
    })
    .from(troubleshootingGuides)
    .where(where)
    .orderBy(sql`${troubleshootingGuides.assetId} is null`, asc(troubleshootingGuides.title), asc(troubleshootingGuides.id))
    .limit(page.limit)
    .offset(page.offset);
  const counts = guides.length
    ? await db
        .select({ guideId: troubleshootingGuideSteps.guideId, n: count() })
        .from(troubleshootingGuideSteps)
        .where(
          inArray(
            troubleshootingGuideSteps.guideId,
            guides.map((g) => g.id),
          ),
        )
        .groupBy(troubleshootingGuideSteps.guideId)
    : [];
  const items = guides.map((g) => ({ ...g, stepCount: counts.find((c) => c.guideId === g.id)?.n ?? 0 }));
  const [total] = await db.select({ n: count() }).from(troubleshootingGuides).where(where);
  return { items, total: total?.n ?? 0, limit: page.limit, offset: page.offset };
}

/** A guide with its steps. Type guides are for everyone signed in; an asset's own guide needs the asset. */
export async function getGuide(db: Queryable, actor: Actor, id: string): Promise<GuideView> {
  const [guide] = await db.select().from(troubleshootingGuides).where(eq(troubleshootingGuides.id, id));
  if (!guide || (guide.assetId && !(await visibleAsset(db, actor, guide.assetId)))) throw notFound('Guide');
  const steps = await db
    .select()
    .from(troubleshootingGuideSteps)
    .where(eq(troubleshootingGuideSteps.guideId, id))
    .orderBy(asc(troubleshootingGuideSteps.position));
  return {
    id: guide.id,
    title: guide.title,
    summary: guide.summary,
    assetTypeId: guide.assetTypeId,
    assetId: guide.assetId,
    steps: steps.map((s) => ({ id: s.id, position: s.position, text: s.text, imageUrl: s.imageKey })),
  };
}

const attemptColumns = {
  id: troubleshootingAttempts.id,
  assetId: troubleshootingAttempts.assetId,
  guideId: troubleshootingAttempts.guideId,
  guideTitle: troubleshootingGuides.title,
  requestId: troubleshootingAttempts.requestId,
  outcome: troubleshootingAttempts.outcome,
  stepsTried: troubleshootingAttempts.stepsTried,
  notes: troubleshootingAttempts.notes,
  createdByUserId: troubleshootingAttempts.createdByUserId,
  createdByName: users.name,
  createdAt: troubleshootingAttempts.createdAt,
};

function selectAttempts(db: Queryable) {
  return db
    .select(attemptColumns)
    .from(troubleshootingAttempts)
    .innerJoin(troubleshootingGuides, eq(troubleshootingGuides.id, troubleshootingAttempts.guideId))
    .leftJoin(users, eq(users.id, troubleshootingAttempts.createdByUserId));
}

function toAttemptView({ createdByUserId, createdByName, createdAt, ...row }: Awaited<ReturnType<typeof selectAttempts>>[number]): AttemptView {
  return { ...row, createdByUser: createdByUserId ? { id: createdByUserId, name: createdByName ?? '' } : null, createdAt: createdAt.toISOString() };
}

const attemptsVisibleTo = (actor: Actor) =>
  visibleTo(actor.scope, { customerId: troubleshootingAttempts.customerId, locationId: troubleshootingAttempts.locationId });

export async function getAttempt(db: Queryable, actor: Actor, id: string): Promise<AttemptView> {
  const [row] = await selectAttempts(db).where(and(eq(troubleshootingAttempts.id, id), attemptsVisibleTo(actor)));
  if (!row) throw notFound('Troubleshooting attempt');
  return toAttemptView(row);
}

export async function listAttempts(db: Queryable, actor: Actor, query: PageQuery & { assetId?: string; requestId?: string }): Promise<Page<AttemptView>> {
  const conditions: SQL[] = [attemptsVisibleTo(actor)];
  if (query.assetId) conditions.push(eq(troubleshootingAttempts.assetId, query.assetId));
  if (query.requestId) conditions.push(eq(troubleshootingAttempts.requestId, query.requestId));
  const where = and(...conditions);
  const rows = await selectAttempts(db)
    .where(where)
    .orderBy(desc(troubleshootingAttempts.createdAt), desc(troubleshootingAttempts.id))
    .limit(query.limit)
    .offset(query.offset);
  const [total] = await db.select({ n: count() }).from(troubleshootingAttempts).where(where);
  return { items: rows.map(toAttemptView), total: total?.n ?? 0, limit: query.limit, offset: query.offset };
}

/** The troubleshooting status a request takes from an attempt's outcome (the labels the request form offers). */
const STATUS_AFTER: Record<AttemptView['outcome'], string> = { Resolved: 'Attempted - Resolved', 'Not Resolved': 'Attempted - Not Resolved' };

/**
 * An attempt made for a request shows on it: the troubleshooting status, notes and when the guide
 * was first viewed, and a Troubleshooting entry on the timeline.
 */
async function applyAttemptToRequest(db: Queryable, actor: Actor, requestId: string, attempt: AttemptView): Promise<void> {
  await db
    .update(requests)
    .set({
      troubleshootingStatus: STATUS_AFTER[attempt.outcome],
      troubleshootingGuideAvailable: true,
      troubleshootingGuideViewedAt: sql`coalesce(${requests.troubleshootingGuideViewedAt}, ${attempt.createdAt}::timestamptz)`,
      ...(attempt.notes ? { troubleshootingNotes: attempt.notes } : {}),
    })
    .where(eq(requests.id, requestId));
  const result = attempt.outcome === 'Resolved' ? 'it fixed the problem' : 'the problem remains';
  await recordActivity(db, {
    requestId,
    activityType: 'Troubleshooting',
    description: `${actor.user.name} followed the guide "${attempt.guideTitle}": ${result}.${attempt.notes ? ` ${attempt.notes}` : ''}`,
    details: { attemptId: attempt.id, guideId: attempt.guideId, outcome: attempt.outcome },
    createdByUserId: actor.user.id,
  });
}

/**
 * A request filed after trying a guide (its create body's troubleshootingGuideAttempt) takes that
 * attempt: the caller's own, on the request's equipment, not yet on another request. A replay of
 * the create finds it linked already and changes nothing.
 */
export async function linkAttemptToRequest(db: Queryable, actor: Actor, attemptId: string, request: { id: string; assetId: string | null }): Promise<void> {
  const [row] = await selectAttempts(db).where(and(eq(troubleshootingAttempts.id, attemptId), eq(troubleshootingAttempts.createdByUserId, actor.user.id)));
  if (!row || row.assetId !== request.assetId || (row.requestId && row.requestId !== request.id)) {
    throw badRequest('troubleshootingGuideAttempt must be an attempt you made at a guide for this equipment.');
  }
  if (row.requestId === request.id) return;
  await db.update(troubleshootingAttempts).set({ requestId: request.id }).where(eq(troubleshootingAttempts.id, attemptId));
  await applyAttemptToRequest(db, actor, request.id, toAttemptView({ ...row, requestId: request.id }));
}

/**
 * Records an attempt at a guide on an asset (and on its request, when made for one). The id is the
 * client's: a replay answers the attempt already recorded (created=false) instead of recording it twice.
 */
export async function recordAttempt(db: Queryable, actor: Actor, input: AttemptCreate): Promise<{ created: boolean; attempt: AttemptView }> {
  const [earlier] = await db
    .select({ id: troubleshootingAttempts.id, createdByUserId: troubleshootingAttempts.createdByUserId })
    .from(troubleshootingAttempts)
    .where(eq(troubleshootingAttempts.id, input.id));
  if (earlier) {
    if (earlier.createdByUserId !== actor.user.id) throw conflict('A troubleshooting attempt with this id already exists.');
    return { created: false, attempt: await getAttempt(db, actor, input.id) };
  }
  const asset = await visibleAsset(db, actor, input.assetId);
  if (!asset) throw notFound('Asset');
  const [guide] = await db
    .select({ id: troubleshootingGuides.id })
    .from(troubleshootingGuides)
    .where(and(eq(troubleshootingGuides.id, input.guideId), guidesFor(asset)));
  if (!guide) throw badRequest('guideId must be a guide for this asset.');
  if (input.stepsTried.length) {
    const steps = await db
      .select({ id: troubleshootingGuideSteps.id })
      .from(troubleshootingGuideSteps)
      .where(and(eq(troubleshootingGuideSteps.guideId, guide.id), inArray(troubleshootingGuideSteps.id, input.stepsTried)));
    if (steps.length !== new Set(input.stepsTried).size) throw badRequest('stepsTried must be steps of the guide.');
  }
  if (input.requestId) {
    const request = await findVisibleRequest(db, actor, input.requestId);
    if (!request || request.assetId !== asset.id) throw badRequest('requestId must be a request on this asset.');
  }
  await db
    .insert(troubleshootingAttempts)
    .values({
      id: input.id,
      customerId: asset.customerId,
      locationId: asset.locationId,
      assetId: asset.id,
      guideId: guide.id,
      requestId: input.requestId ?? null,
      outcome: input.outcome,
      stepsTried: input.stepsTried,
      notes: input.notes ?? null,
      createdByUserId: actor.user.id,
    })
    .onConflictDoNothing();
  const attempt = await getAttempt(db, actor, input.id);
  if (input.requestId) await applyAttemptToRequest(db, actor, input.requestId, attempt);
  return { created: true, attempt };
}
