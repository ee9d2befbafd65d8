import type { OutboxKind } from './outbox-entry';

/**
 * The payload version each kind is queued with today. When a kind's body changes shape, bump its
 * version and add an upgrade from the old one: entries queued by an older app version are read by
 * the new one (an update never drops the outbox).
 */
export const PAYLOAD_VERSIONS: Record<OutboxKind, number> = {
  'request.create': 1,
  'activity.create': 1,
  'activity.update': 1,
  'activity.delete': 1,
  'request.checkin': 1,
  'request.checkout': 1,
  'request.note': 1,
  'pm.checklist.mark': 1,
  'pm.checklist.edit': 1,
  'pm.chore.complete': 1,
  'attachment.upload': 1,
  'task.complete': 1,
  'troubleshooting.attempt': 1,
  'vendorJob.report': 1,
};

/** Turns a body of version `from` into version `from + 1`. */
export type PayloadUpgrade = (body: unknown) => unknown;
export type PayloadUpgrades = Partial<Record<OutboxKind, Record<number, PayloadUpgrade>>>;

/** Upgrades from old payload versions, per kind and starting version. None yet: every kind is at 1. */
export const PAYLOAD_UPGRADES: PayloadUpgrades = {};

export class PayloadVersionError extends Error {}

/**
 * The body of an entry as the current app sends it: old versions stepped up one by one. A version
 * with no upgrade path (or from a newer app) is an error the drainer shows as needs attention.
 */
export function upgradePayload(
  kind: OutboxKind,
  version: number,
  body: unknown,
  upgrades: PayloadUpgrades = PAYLOAD_UPGRADES,
  current: Record<OutboxKind, number> = PAYLOAD_VERSIONS,
): unknown {
  let v = version;
  let upgraded = body;
  while (v < current[kind]) {
    const step = upgrades[kind]?.[v];
    if (!step) throw new PayloadVersionError(`This change was saved by an app version this one cannot read (${kind} v${version}).`);
    upgraded = step(upgraded);
    v += 1;
  }
  if (v > current[kind]) throw new PayloadVersionError(`This change was saved by a newer app version (${kind} v${version}); reload to send it.`);
  return upgraded;
}
