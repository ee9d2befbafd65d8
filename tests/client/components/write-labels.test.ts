import { describe, expect, it } from 'vitest';
import { describeWrite } from '@/components/sync/write-labels';
import type { OutboxEntry, OutboxKind } from '@/offline/outbox-entry';

function entry(kind: OutboxKind, body: object, fileName?: string): OutboxEntry {
  return {
    seq: 1,
    opId: 'op-1',
    userId: 'u',
    kind,
    method: 'POST',
    url: '/requests/r/notes',
    body,
    payloadVersion: 1,
    entityId: null,
    dependsOn: [],
    blobs: fileName ? [{ blobId: 'b', fileName, field: 'file' }] : [],
    headers: {},
    pagePath: '/',
    status: 'rejected',
    attempts: 1,
    nextAttemptAt: 0,
    leaseExpiresAt: null,
    lastError: 'This request is closed, so nobody can check in to it.',
    lastStatus: 409,
    createdAt: 0,
    doneAt: null,
  };
}

describe('what a queued write says in the sync drawer and needs attention', () => {
  it('offers the user’s own text whole, though its line is cut at 80 characters', () => {
    const long = `Compressor short-cycles every 40 seconds; ${'the fan keeps running after it stops. '.repeat(3)}`.trim();
    const note = describeWrite(entry('request.note', { id: 'n', text: long }));
    expect(note.title).toBe('Note');
    expect(note.detail).toHaveLength(80);
    expect(note.detail!.endsWith('…')).toBe(true);
    expect(note.written).toBe(long);
  });

  it('gathers every text of a new request, and none of a mark, a check-in or a photo', () => {
    const created = describeWrite(
      entry('request.create', { id: 'r', ticketName: 'Walk-in warm', incidentDescription: 'It reads 48°F.', troubleshootingNotes: 'Reset the breaker.' }),
    );
    expect(created.detail).toBe('Walk-in warm');
    expect(created.written).toBe('It reads 48°F.\n\nReset the breaker.');
    const mark = describeWrite(entry('pm.checklist.mark', { id: 'i', status: 'Completed', previousStatus: 'Not Started' }));
    expect(mark).toEqual({ title: 'Checklist mark', detail: 'Completed', written: null });
    expect(describeWrite(entry('request.checkin', { latitude: 1 })).written).toBeNull();
    expect(describeWrite(entry('attachment.upload', { id: 'p' }, 'compressor.jpg'))).toEqual({
      title: 'Photo or file',
      detail: 'compressor.jpg',
      written: null,
    });
  });
});
