import { createHash } from 'node:crypto';

/** Fixed namespace of the portal's seed data (any UUID works; it must never change). */
const SEED_NAMESPACE = 'b6d7c0de-5eed-4c0f-9a1e-f5c0de5eed00';
const namespaceBytes = Buffer.from(SEED_NAMESPACE.replaceAll('-', ''), 'hex');

/**
 * A name-based UUID (RFC 9562 version 5: SHA-1 of namespace + key), so a seed key such as
 * `location:harbor-grill:101` gives the same id on every run and every machine.
 */
export function stableId(key: string): string {
  const hash = createHash('sha1').update(namespaceBytes).update(key, 'utf8').digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
