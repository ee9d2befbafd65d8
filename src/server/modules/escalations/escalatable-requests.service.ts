import { subject } from '@casl/ability';
import { and, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { EscalatablePage, escalatableQuerySchema } from '../../../domain/escalations/escalations-api';
import type { Queryable } from '../../db/client';
import { assets } from '../../db/schema/assets';
import { escalations } from '../../db/schema/escalations';
import { requests } from '../../db/schema/requests';
import { brandOwners, customers, locations } from '../../db/schema/tenancy';
import { containsPattern } from '../../db/search-pattern';
import { visibleTo } from '../../db/tenant-scope';
import { forbidden } from '../../http-error';
import type { Actor } from '../../plugins/actor';
import { requestNumberIn, totalOf } from './escalations.service';

const columns = {
  requestId: requests.id,
  requestNumber: requests.number,
  ticketName: requests.ticketName,
  incidentDescription: requests.incidentDescription,
  customerId: requests.customerId,
  locationId: requests.locationId,
  locationName: locations.name,
  storeNumber: locations.storeNumber,
  assetId: assets.id,
  assetName: assets.name,
  modelNumber: assets.modelNumber,
  serialNumber: assets.serialNumber,
  brandOwnerId: brandOwners.id,
  brandOwnerName: brandOwners.name,
  createdAt: requests.createdAt,
  total: sql<number>`count(*) over()`.mapWith(Number),
  openEscalationId: sql<
    string | null
  >`(select ${escalations.id} from ${escalations} where ${escalations.requestId} = ${requests.id} and ${escalations.status} <> 'Resolved' order by ${escalations.createdAt} desc limit 1)`,
};

/** Open full-service requests on equipment with a manufacturer (only those can reach one). */
const joined = (db: Queryable) =>
  db
    .select(columns)
    .from(requests)
    .innerJoin(customers, eq(customers.id, requests.customerId))
    .innerJoin(locations, eq(locations.id, requests.locationId))
    .innerJoin(assets, eq(assets.id, requests.assetId))
    .innerJoin(brandOwners, eq(brandOwners.id, assets.brandOwnerId));

/**
 * GET escalations/escalatable-requests (docs/product/escalations.md): the open requests the caller
 * may escalate, at their locations of full-service customers, whose equipment has a manufacturer;
 * newest first, with any escalation of each still open. The create form picks from these, and the
 * request page asks it about its request.
 */
export async function listEscalatableRequests(db: Queryable, actor: Actor, query: z.output<typeof escalatableQuerySchema>): Promise<EscalatablePage> {
  if (!actor.ability.can('create', 'Escalation')) throw forbidden('You do not have permission to escalate requests.');
  const number = query.search ? requestNumberIn(query.search) : null;
  const pattern = query.search ? containsPattern(query.search) : null;
  const where = and(
    eq(requests.requestStatus, 'Request Open'),
    eq(customers.isSelfService, false),
    visibleTo(actor.scope, { customerId: requests.customerId, locationId: requests.locationId }),
    query.requestId ? eq(requests.id, query.requestId) : undefined,
    pattern
      ? or(
          number !== null ? eq(requests.number, number) : undefined,
          ilike(requests.ticketName, pattern),
          ilike(assets.name, pattern),
          ilike(locations.name, pattern),
          ilike(brandOwners.name, pattern),
        )
      : undefined,
  );
  const page = (limit: number, offset: number) => joined(db).where(where).orderBy(desc(requests.createdAt), desc(requests.id)).limit(limit).offset(offset);
  const rows = await page(query.limit, query.offset);
  const items = rows
    // The scope is the caller's locations; the rule also needs a full-service, not churned customer.
    .filter((r) => actor.ability.can('create', subject('Escalation', { customerId: r.customerId, locationId: r.locationId, brandOwnerId: r.brandOwnerId })))
    .map((r) => ({
      requestId: r.requestId,
      requestNumber: r.requestNumber,
      title: r.ticketName ?? (r.incidentDescription || `Request #${r.requestNumber}`),
      locationName: r.storeNumber ? `${r.storeNumber} · ${r.locationName}` : r.locationName,
      asset: { id: r.assetId, name: r.assetName, make: r.brandOwnerName, modelNumber: r.modelNumber, serialNumber: r.serialNumber },
      brandOwner: { id: r.brandOwnerId, name: r.brandOwnerName },
      openEscalationId: r.openEscalationId,
      createdAt: r.createdAt.toISOString(),
    }));
  return { items, total: await totalOf(rows, page, query.offset), limit: query.limit, offset: query.offset };
}
