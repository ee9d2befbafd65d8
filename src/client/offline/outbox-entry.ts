/**
 * One write waiting to reach the server (docs/adr/0003-offline-first-outbox.md). Entries live in IndexedDB until
 * the server acknowledges them; `seq` (the table's auto-increment key) is the per-device order.
 */
export const OUTBOX_STATUSES = ['pending', 'in-flight', 'rejected', 'done'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** The writes that work offline (docs/product/README.md#api calls the technician needs in a plant room). */
export const OUTBOX_KINDS = [
  'request.create',
  'activity.create',
  'activity.update',
  'activity.delete',
  'request.checkin',
  'request.checkout',
  'request.note',
  'pm.checklist.mark',
  'pm.checklist.edit',
  'pm.chore.complete',
  'attachment.upload',
  'task.complete',
  'troubleshooting.attempt',
  'vendorJob.report',
] as const;
export type OutboxKind = (typeof OUTBOX_KINDS)[number];

export type OutboxMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A file part of a multipart write: the bytes are in the blobs table, the body is built at send time. */
export interface OutboxBlobRef {
  /** Multipart field name, e.g. 'file'. */
  field: string;
  blobId: string;
  fileName: string;
}

export interface OutboxEntry {
  /** Per-device sequence (auto-increment): entries drain in this order. */
  seq?: number;
  /** Sent as Idempotency-Key; the server echoes it in the body of its answer. */
  opId: string;
  /** The signed-in user (access token subject) who queued it; only their session sends it. */
  userId: string;
  kind: OutboxKind;
  method: OutboxMethod;
  /** Path under the API prefix, with its query: '/requests/<id>/notes'. */
  url: string;
  /** JSON body; for a multipart write, its text fields. */
  body: unknown;
  payloadVersion: number;
  /** Client-generated id of the entity the write creates or changes, when it has one. */
  entityId: string | null;
  /** Entity ids (of other entries) that must be delivered first. */
  dependsOn: string[];
  blobs: OutboxBlobRef[];
  /** Impersonation and selection headers as they were when the user acted (docs/product/README.md#api). */
  headers: Record<string, string>;
  /** The page the user was on (the current-path header). */
  pagePath: string;
  status: OutboxStatus;
  attempts: number;
  /** Epoch ms before which the entry is not retried (backoff). */
  nextAttemptAt: number;
  /** Epoch ms: an in-flight entry whose lease ran out (its tab closed) returns to pending. */
  leaseExpiresAt: number | null;
  /** The server's message (rejected) or what went wrong on the last try. */
  lastError: string | null;
  /** HTTP status of the last answer, null for a network failure. */
  lastStatus: number | null;
  createdAt: number;
  /** When the server acknowledged it (status done). */
  doneAt: number | null;
}

export interface OutboxBlob {
  id: string;
  bytes: ArrayBuffer;
  type: string;
}
