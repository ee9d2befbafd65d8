import { asc, eq } from 'drizzle-orm';
import { publicLinkPath, type PublicLinkPurpose } from '../../../domain/public-links/public-links-api';
import { formatUsdExact } from '../../../domain/format/money-format';
import type { Queryable } from '../../db/client';
import { communications } from '../../db/schema/communications';
import { requestContacts } from '../../db/schema/request-contacts';
import { requests } from '../../db/schema/requests';
import { locations, vendors } from '../../db/schema/tenancy';
import { vendorDispatches } from '../../db/schema/vendors';
import { users } from '../../db/schema/users';
import { sendAfterCommit } from '../../mail/after-commit';
import { recordAutomation } from '../dispatch/automation-steps.service';
import { issuePublicLink } from './public-links.service';

/** The sender as the communications log names it. */
const PORTAL_SENDER = 'Service Portal';

export async function requestFacts(db: Queryable, requestId: string) {
  const [row] = await db
    .select({
      id: requests.id,
      number: requests.number,
      customerId: requests.customerId,
      locationId: requests.locationId,
      isSelfService: requests.isSelfService,
      problem: requests.incidentDescription,
      nteCents: requests.nteCents,
      locationName: locations.name,
      createdByUserId: requests.createdByUserId,
    })
    .from(requests)
    .innerJoin(locations, eq(locations.id, requests.locationId))
    .where(eq(requests.id, requestId));
  return row!;
}

export interface LinkNotice {
  purpose: PublicLinkPurpose;
  request: Awaited<ReturnType<typeof requestFacts>>;
  vendorId: string | null;
  /** Escalation links: the escalation they act on. */
  escalationId?: string;
  /** No address: the link is issued (the page that asked shows it) but nothing is sent. */
  to: string | null;
  /** How it goes: email (the default), or a text message to a phone number (`to` in E.164). */
  channel?: 'email' | 'sms';
  subject: string;
  /** A vendor-jobs link issued with the message (a dispatch's): `text` gets its address as `jobsLink`. */
  jobsToken?: string;
  /** The message's text; `link(extra)` is where the link goes, "(link)" stands for either link in the log. */
  text: (link: (extra?: Parameters<typeof publicLinkPath>[3]) => string, jobsLink: string) => string;
}

/**
 * Issues a link and writes its message to the request's communications log (without the token:
 * everyone who sees the request reads the log), then sends it once the write commits. Answers the
 * link's page address (path and query).
 */
export async function sendLink(db: Queryable, notice: LinkNotice): Promise<string> {
  const { request, to } = notice;
  const issued = await issuePublicLink(db, {
    purpose: notice.purpose,
    customerId: request.customerId,
    requestId: request.id,
    vendorId: notice.vendorId,
    escalationId: notice.escalationId ?? null,
  });
  if (!to) return issued.url;
  const channel = notice.channel ?? 'email';
  const mainExtra = notice.purpose === 'dispatch' || notice.purpose === 'sso-dispatch' ? { vendorResponse: 'accept' as const } : undefined;
  // A text message is the subject and the page's one link; an email has the whole text.
  const text = (link: Parameters<LinkNotice['text']>[0], jobsLink: string) =>
    channel === 'sms' ? `${notice.subject}: ${link(mainExtra)}` : notice.text(link, jobsLink);
  await logOutbound(db, request.id, { channel, to, subject: notice.subject, body: text(() => '(link)', '(link)') });
  const origin = (publicUrl: string) => publicUrl.replace(/\/+$/, '');
  const at = (publicUrl: string) => (extra?: Parameters<typeof publicLinkPath>[3]) =>
    `${origin(publicUrl)}${publicLinkPath(notice.purpose, issued.token, request.id, { ...extra, escalationId: notice.escalationId })}`;
  const jobsAt = (publicUrl: string) => (notice.jobsToken ? `${origin(publicUrl)}${publicLinkPath('vendor-jobs', notice.jobsToken, null)}` : '');
  sendAfterCommit((publicUrl) => ({
    channel,
    to,
    subject: notice.subject,
    text: text(at(publicUrl), jobsAt(publicUrl)),
    link: at(publicUrl)(mainExtra),
  }));
  return issued.url;
}

/** A message in the request's communications log, as it was sent. */
async function logOutbound(db: Queryable, requestId: string, message: { channel: 'email' | 'sms'; to: string; subject: string; body: string }): Promise<void> {
  await db.insert(communications).values({
    requestId,
    kind: message.channel,
    direction: 'outbound',
    fromAddress: PORTAL_SENDER,
    toAddress: message.to,
    subject: message.subject,
    body: message.body,
    status: 'sent',
  });
}

/**
 * A message to a vendor without a link (a decision on its quote): written to the request's
 * communications log, then sent once the write commits, by email or else by text (the same text).
 * A vendor with neither gets nothing.
 */
export async function sendVendorNotice(db: Queryable, requestId: string, vendorId: string, notice: { subject: string; text: string }): Promise<void> {
  const vendor = await vendorContact(db, vendorId);
  const { to, channel } = vendor;
  if (!to) return;
  await logOutbound(db, requestId, { channel, to, subject: notice.subject, body: notice.text });
  sendAfterCommit(() => ({ channel, to, subject: notice.subject, text: notice.text }));
}

/** A vendor's name and where its links go: its email address, else a text to its phone, else nowhere (`to` null). */
export async function vendorContact(db: Queryable, vendorId: string): Promise<{ name: string; to: string | null; channel: 'email' | 'sms' }> {
  const [vendor] = await db.select({ name: vendors.name, email: vendors.email, phone: vendors.phone }).from(vendors).where(eq(vendors.id, vendorId));
  const name = vendor?.name ?? 'the vendor';
  if (vendor?.email) return { name, to: vendor.email, channel: 'email' };
  return { name, to: vendor?.phone ?? null, channel: 'sms' };
}

/**
 * A vendor was dispatched: the dispatch goes into the vendor's dispatch history (pending its
 * answer), and the vendor gets a link to accept (with an ETA) or decline, the SSO page for a
 * self-service customer's request: by email, or by text to a vendor with a phone and no email
 * address. A vendor with neither gets no message (its link is still issued, and its offer runs out).
 */
export async function sendDispatchLink(db: Queryable, requestId: string, vendorId: string, dispatchedByUserId: string | null): Promise<void> {
  const request = await requestFacts(db, requestId);
  await db.insert(vendorDispatches).values({
    requestId,
    vendorId,
    customerId: request.customerId,
    locationId: request.locationId,
    productType: request.isSelfService ? 'SSO' : 'FSO',
    dispatchedByUserId,
  });
  const vendor = await vendorContact(db, vendorId);
  // Every dispatch brings a fresh link to all of the vendor's open jobs (docs/product/vendors.md#my-jobs).
  const jobs = await issuePublicLink(db, { purpose: 'vendor-jobs', customerId: request.customerId, vendorId });
  await sendLink(db, {
    purpose: request.isSelfService ? 'sso-dispatch' : 'dispatch',
    request,
    vendorId,
    to: vendor.to,
    channel: vendor.channel,
    subject: `New service request #${request.number} at ${request.locationName}`,
    jobsToken: jobs.token,
    text: (link, jobsLink) =>
      [
        `Hello ${vendor.name},`,
        `You have a new service request (#${request.number}) at ${request.locationName}: ${request.problem}`,
        ...(request.nteCents === null ? [] : [`Not to exceed: ${formatUsdExact(request.nteCents)}. Work above that needs an approved quote first.`]),
        `Accept it and say when you will arrive: ${link({ vendorResponse: 'accept' })}`,
        `Or decline it: ${link({ vendorResponse: 'decline' })}`,
        `All your open jobs, from every customer, on one page: ${jobsLink}`,
      ].join('\n\n'),
  });
}

/**
 * A vendor accepted: a link to report progress (on the way, on site, done, needs parts) until the
 * request closes, sent when the vendor has an address (email, else a text). Answers the link's page address.
 */
export async function sendFollowUpLink(db: Queryable, requestId: string, vendorId: string): Promise<string> {
  const vendor = await vendorContact(db, vendorId);
  const request = await requestFacts(db, requestId);
  return sendLink(db, {
    purpose: 'follow-up',
    request,
    vendorId,
    to: vendor.to,
    channel: vendor.channel,
    subject: `Request #${request.number}: report your progress`,
    text: (link) => [`Thanks for taking request #${request.number} at ${request.locationName}.`, `Tell the customer how it goes: ${link()}`].join('\n\n'),
  });
}

/** Where a request's rating request (or the dispatch automation's escalation) goes: its first contact, else whoever filed it. */
export async function ratingContact(db: Queryable, request: { id: string; createdByUserId: string | null }): Promise<string | null> {
  const [contact] = await db
    .select({ email: users.email })
    .from(requestContacts)
    .innerJoin(users, eq(users.id, requestContacts.userId))
    .where(eq(requestContacts.requestId, request.id))
    .orderBy(asc(users.name));
  if (contact?.email) return contact.email;
  if (!request.createdByUserId) return null;
  const [creator] = await db.select({ email: users.email }).from(users).where(eq(users.id, request.createdByUserId));
  return creator?.email ?? null;
}

/** A request was completed: its contact gets a link to rate the service, 1 to 5, once. */
export async function sendCsatLink(db: Queryable, requestId: string): Promise<void> {
  const request = await requestFacts(db, requestId);
  const to = await ratingContact(db, request);
  await recordAutomation(
    db,
    request.id,
    'completion-survey',
    to ? 'Sent' : 'Cancelled',
    new Date(),
    to ? `Rating link sent to ${to}.` : 'No contact to ask for a rating.',
  );
  await sendLink(db, {
    purpose: 'csat',
    request,
    vendorId: null,
    to,
    subject: `How did we do on request #${request.number}?`,
    text: (link) =>
      [
        `Request #${request.number} at ${request.locationName} is complete.`,
        `Rate the service from 1 (poor) to 5 (excellent):`,
        ...[5, 4, 3, 2, 1].map((rating) => `${rating}: ${link({ rating })}`),
      ].join('\n\n'),
  });
}
