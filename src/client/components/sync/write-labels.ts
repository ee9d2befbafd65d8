import type { OutboxEntry, OutboxKind } from '@/offline/outbox-entry';

const KIND_LABELS: Record<OutboxKind, string> = {
  'request.create': 'New request',
  'activity.create': 'Activity',
  'activity.update': 'Activity change',
  'activity.delete': 'Activity removal',
  'request.checkin': 'Check-in',
  'request.checkout': 'Check-out',
  'request.note': 'Note',
  'pm.checklist.mark': 'Checklist mark',
  'pm.checklist.edit': 'Checklist edit',
  'pm.chore.complete': 'Chore',
  'attachment.upload': 'Photo or file',
  'task.complete': 'Task completion',
  'troubleshooting.attempt': 'Troubleshooting attempt',
  'vendorJob.report': 'Job progress',
};

/** Fields of a write's body that hold what the user wrote, in the order a summary prefers them. */
const WRITTEN_FIELDS = ['text', 'description', 'incidentDescription', 'troubleshootingNotes', 'notes', 'note'] as const;

/**
 * What a queued write is, in words: its kind, a line saying what it holds (the user's text, the
 * ticket's name, a mark's status or the file name), and the user's own text whole (null if none),
 * which a refused write offers to copy.
 */
export function describeWrite(entry: OutboxEntry): { title: string; detail: string | null; written: string | null } {
  const body = (entry.body ?? {}) as Record<string, unknown>;
  const filled = (v: unknown): v is string => typeof v === 'string' && v.length > 0;
  const written = WRITTEN_FIELDS.map((field) => body[field]).filter(filled);
  const summary = [body.text, body.description, body.ticketName, body.incidentDescription, body.notes, body.outcome, body.status].find(filled);
  const detail = summary ?? entry.blobs[0]?.fileName ?? null;
  return {
    title: KIND_LABELS[entry.kind],
    detail: detail && detail.length > 80 ? `${detail.slice(0, 79)}…` : detail,
    written: written.length > 0 ? written.join('\n\n') : null,
  };
}

/**
 * What the snackbar says once the server has a write the user just made (docs/product/messages.md):
 * the outcome, not "Queued", when it got there at once.
 */
export const DELIVERED_TEXTS: Record<OutboxKind, string> = {
  'request.create': 'Request created.',
  'activity.create': 'Activity added.',
  'activity.update': 'Activity updated.',
  'activity.delete': 'Activity deleted.',
  'request.checkin': 'Checked in.',
  'request.checkout': 'Checked out.',
  'request.note': 'Note added.',
  'pm.checklist.mark': 'Checklist item marked.',
  'pm.checklist.edit': 'Checklist item updated.',
  'pm.chore.complete': 'Chore completed.',
  'attachment.upload': 'File uploaded.',
  'task.complete': 'Task completed.',
  'troubleshooting.attempt': 'Troubleshooting attempt recorded.',
  'vendorJob.report': 'Progress sent to the customer.',
};
