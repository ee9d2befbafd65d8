import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_PREFIX } from '../../../domain/api/paths';
import { HEADERS } from '../../../domain/api/headers';
import {
  assetReadPaths,
  guidePath,
  guidesForAssetPath,
  formLocationReadPaths,
  myJobsReadPaths,
  newRequestFormReadPaths,
  requestReadPaths,
  taskReadPaths,
} from '../../../domain/sync/offline-reads';
import type { OfflineRead, OfflineRecord } from '../../../domain/sync/sync-api';
import { MY_JOBS_PAGE, type OfflineMember } from './offline-set.service';

/** The caller's headers that decide who reads and in which selection; each read is the caller's own. */
const FORWARDED = ['authorization', 'cookie', HEADERS.impersonateUserId, HEADERS.selectedCustomerId, HEADERS.selectedBrandOwnerId];

export type ReadOne = (path: string) => Promise<OfflineRead | null>;

/**
 * Reads a path as the caller through the app's own route (docs/adr/0010-offline-set.md): the same
 * access checks, tenant scope and response schema as the page's call, so what the device stores is
 * exactly what the page would have read. A read the caller may not make (403, 404) is left out.
 */
export function readerFor(app: FastifyInstance, request: FastifyRequest): ReadOne {
  const headers: Record<string, string> = {};
  for (const name of FORWARDED) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  return async (path) => {
    const res = await app.inject({ method: 'GET', url: `${API_PREFIX}${path}`, headers });
    if (res.statusCode !== 200 || !String(res.headers['content-type'] ?? '').includes('application/json')) return null;
    return { path, body: res.json() as unknown };
  };
}

/** The ids of a page answer's items (guides by asset, the form's locations). */
function itemIds(read: OfflineRead | null): string[] {
  const items = (read?.body as { items?: { id?: unknown }[] } | undefined)?.items ?? [];
  return items.map((item) => item.id).filter((id): id is string => typeof id === 'string');
}

/** The form's per-location reads are kept for this many of the caller's locations at most (a leader may have hundreds). */
const FORM_CONTACT_LOCATIONS = 50;

/** The new request form's pickers, and the equipment and contacts of each location it offers. */
async function formReads(read: ReadOne): Promise<(OfflineRead | null)[]> {
  const reads = await Promise.all(newRequestFormReadPaths().map(read));
  const locationIds = itemIds(reads[0] ?? null).slice(0, FORM_CONTACT_LOCATIONS);
  return [...reads, ...(await Promise.all(locationIds.flatMap(formLocationReadPaths).map(read)))];
}

/** Every read of a record's pages, the troubleshooting guides of its equipment and each guide included. */
async function readsOf(member: OfflineMember, read: ReadOne): Promise<OfflineRead[]> {
  if (member.kind === 'form') {
    const reads = member.id === MY_JOBS_PAGE.id ? await Promise.all(myJobsReadPaths().map(read)) : await formReads(read);
    return reads.filter((r): r is OfflineRead => r !== null);
  }
  const paths =
    member.kind === 'request'
      ? requestReadPaths({ id: member.id, isSelfService: member.isSelfService ?? false })
      : member.kind === 'asset'
        ? assetReadPaths({ id: member.id, labelIds: member.labelIds ?? [] })
        : taskReadPaths({ id: member.id });
  const reads = await Promise.all(paths.map(read));
  // A request's equipment is named by its detail (the first read); an asset's guides are among its reads.
  const assetId = member.kind === 'asset' ? member.id : (reads[0]?.body as { asset?: { id?: unknown } | null } | undefined)?.asset?.id;
  if (typeof assetId === 'string') {
    const guidesPath = guidesForAssetPath(assetId);
    const guides = reads.find((r) => r?.path === guidesPath) ?? (await read(guidesPath));
    if (member.kind === 'request') reads.push(guides);
    reads.push(...(await Promise.all(itemIds(guides).map((id) => read(guidePath(id))))));
  }
  return reads.filter((r): r is OfflineRead => r !== null);
}

/**
 * GET automations brings its rows in line with the request as it answers, which moves their
 * `updatedAt` on every read: left out of the version, or every refresh would resend every request.
 * What it shows follows from the request and its activity, which the version does cover.
 */
const restampedOnRead = (path: string): boolean => /\/automations$/.test(path);

/** A record with its reads and their version (a hash of them: any change to what its pages show moves it). */
export async function offlineRecord(member: OfflineMember, read: ReadOne): Promise<OfflineRecord> {
  const reads = await readsOf(member, read);
  const versioned = reads.filter((r) => !restampedOnRead(r.path));
  const version = createHash('sha256').update(JSON.stringify(versioned)).digest('base64url').slice(0, 16);
  return { kind: member.kind, id: member.id, version, open: member.open, label: member.label, reads };
}
