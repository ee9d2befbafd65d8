import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { IntakeLink, QuoteRequestResult, quoteRequestBodySchema } from '../../../domain/public-links/link-handouts-api';
import type { Queryable } from '../../db/client';
import { vendors } from '../../db/schema/tenancy';
import { badRequest } from '../../http-error';
import type { Actor } from '../../plugins/actor';
import { LOCATION_SETUP_MESSAGES } from '../../../domain/locations/location-setup';
import { findEditableLocation } from '../locations/locations.service';
import { recordActivity } from '../requests/activities.service';
import { assertMayChangeFields, requireWritableRequest } from '../requests/request-access';
import { requestFacts, sendLink, vendorContact } from './link-notices.service';
import { issuePublicLink } from './public-links.service';
import { recordAudit } from '../audit/audit.service';

/**
 * Asks a vendor for a quote on an open request (docs/product/public-links.md#handing-out-links):
 * those who may dispatch the request (its vendor field) send the vendor a request-quote link (by
 * email, else by text), and
 * the request's timeline says so. The vendor answers on /vendor-request-quote.
 */
export async function askForQuote(db: Queryable, actor: Actor, requestId: string, body: z.output<typeof quoteRequestBodySchema>): Promise<QuoteRequestResult> {
  const row = await requireWritableRequest(db, actor, requestId, { closedMessage: 'This request is closed; quotes can no longer be requested.' });
  assertMayChangeFields(actor, row, ['assignedToVendorId']);
  const [known] = await db.select({ id: vendors.id }).from(vendors).where(eq(vendors.id, body.vendorId));
  if (!known) throw badRequest('vendorId: no such vendor.');
  const vendor = await vendorContact(db, known.id);
  if (!vendor.to) throw badRequest(`vendorId: ${vendor.name} has no email address or phone to send the quote request to.`);
  const request = await requestFacts(db, row.id);
  const note = body.note || null;
  await sendLink(db, {
    purpose: 'request-quote',
    request,
    vendorId: known.id,
    to: vendor.to,
    channel: vendor.channel,
    subject: `Request #${request.number}: quote requested`,
    text: (link) =>
      [
        `You are asked for a quote on request #${request.number} at ${request.locationName}: ${request.problem}`,
        ...(note ? [note] : []),
        `Send your quote (amount, description and a file if you have one): ${link()}`,
      ].join('\n\n'),
  });
  await recordActivity(db, {
    requestId: row.id,
    activityType: 'Quote Requested',
    description: `Asked ${vendor.name} for a quote.${note ? ` ${note}` : ''}`,
    // The note again on its own: the vendor's quote page shows what the quote should cover.
    details: { vendorId: known.id, note },
    createdByUserId: actor.user.id,
  });
  return { vendor: { id: known.id, name: vendor.name }, sentTo: vendor.to };
}

/**
 * A new request-intake link for a location (docs/product/public-links.md#handing-out-links), made by
 * those who may change the location: anyone holding it files requests at that location, on its
 * equipment, until it expires. The URL is answered once (only the token's hash is kept).
 */
export async function createIntakeLink(db: Queryable, actor: Actor, locationId: string, publicUrl: string): Promise<IntakeLink> {
  const location = await findEditableLocation(db, actor, locationId);
  if (location.archivedAt) throw badRequest(LOCATION_SETUP_MESSAGES.archived);
  const issued = await issuePublicLink(db, {
    purpose: 'request-intake',
    customerId: location.customerId,
    locationId: location.id,
    publicUrl,
    createdByUserId: actor.user.id,
  });
  await recordAudit(db, actor, {
    customerId: location.customerId,
    action: 'intakeLink.create',
    subject: { type: 'PublicLink', id: issued.id },
    after: { location: location.name, expiresAt: issued.expiresAt.toISOString() },
  });
  return { url: issued.url, expiresAt: issued.expiresAt.toISOString() };
}
