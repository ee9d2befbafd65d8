import { and, eq } from 'drizzle-orm';
import type { AutomationKind } from '../../src/domain/guidance/guidance-api';
import { requests } from '../../src/server/db/schema/requests';
import { vendors } from '../../src/server/db/schema/tenancy';
import { categoryRosterEntries, locationDoNotSuggest } from '../../src/server/db/schema/vendor-preferences';
import { runAutomationStepJob } from '../../src/server/jobs/automation-jobs';
import { dueAutomationSteps } from '../../src/server/modules/dispatch/automation-steps.service';
import { DEMO } from '../../src/server/seed/demo-ids';
import type { TestApp } from './test-app';

/**
 * The roster the dispatch automation offers a request to (docs/product/requests.md#dispatch-automation),
 * set for the demo fryer's location and category (HG-103, the awaiting-dispatch request's): the
 * vendors in order, each with its own email; `doNotSuggest` ones stay on the roster but are never
 * offered, `blockedAtLocation` ones are on the location's do-not-suggest list. Answers the fryer's
 * asset, for requests the roster serves.
 */
export async function setFryerRoster(
  t: TestApp,
  roster: { vendorIds: readonly string[]; emailOf: (vendorId: string) => string; doNotSuggest?: readonly string[]; blockedAtLocation?: readonly string[] },
): Promise<{ assetId: string }> {
  const db = t.database.db;
  const [fryer] = await db
    .select({ assetId: requests.assetId, locationId: requests.locationId, serviceCategoryId: requests.serviceCategoryId })
    .from(requests)
    .where(eq(requests.id, DEMO.requests.awaitingDispatch.id));
  const { locationId } = fryer!;
  const serviceCategoryId = fryer!.serviceCategoryId!;
  const customerId = DEMO.customers.enterprise.id;
  await db
    .delete(categoryRosterEntries)
    .where(and(eq(categoryRosterEntries.locationId, locationId), eq(categoryRosterEntries.serviceCategoryId, serviceCategoryId)));
  await db.insert(categoryRosterEntries).values(
    roster.vendorIds.map((vendorId, i) => ({
      locationId,
      serviceCategoryId,
      vendorId,
      customerId,
      position: i + 1,
      doNotSuggest: roster.doNotSuggest?.includes(vendorId) ?? false,
    })),
  );
  await db.delete(locationDoNotSuggest).where(eq(locationDoNotSuggest.locationId, locationId));
  for (const vendorId of roster.blockedAtLocation ?? []) await db.insert(locationDoNotSuggest).values({ locationId, vendorId, customerId });
  for (const vendorId of roster.vendorIds)
    await db
      .update(vendors)
      .set({ email: roster.emailOf(vendorId) })
      .where(eq(vendors.id, vendorId));
  return { assetId: fryer!.assetId! };
}

/** Runs every automation step of `kind` due by `inMs` from now (of one request, when given), as the job queue would when that time came; answers what each did. */
export async function runDueSteps(t: TestApp, options: { inMs?: number; kind?: AutomationKind; requestId?: string } = {}): Promise<string[]> {
  const deps = { db: t.database.db, config: t.config, sender: t.app.messageSender, log: t.app.log };
  const kind = options.kind ?? 'dispatch-vendor';
  const due = (await dueAutomationSteps(t.database.db, new Date(Date.now() + (options.inMs ?? 0)))).filter(
    (step) => step.kind === kind && (!options.requestId || step.requestId === options.requestId),
  );
  const outcomes: string[] = [];
  for (const step of due) outcomes.push(String((await runAutomationStepJob(deps, step)).outcome));
  return outcomes;
}
