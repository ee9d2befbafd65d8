import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import type { attachmentUploadFieldsSchema } from '@domain/attachments/attachments-api';
import type { noteBodySchema } from '@domain/requests/request-inputs';
import type { WriteInput } from '@/offline/enqueue-write';
import { bodyProblem, OUTBOX_CONTRACTS, type OutboxBody } from '@/offline/outbox-contracts';
import { OUTBOX_KINDS } from '@/offline/outbox-entry';

const NOTE_ID = '33333333-3333-4333-8333-333333333333';
const REQUEST_ID = '44444444-4444-4444-8444-444444444444';

describe('outbox contracts', () => {
  it('has a contract for every outbox kind', () => {
    expect(Object.keys(OUTBOX_CONTRACTS).sort()).toEqual([...OUTBOX_KINDS].sort());
  });

  it('types a kind’s body by its contract in src/domain: a field the contract does not name does not compile', () => {
    expectTypeOf<OutboxBody<'request.note'>>().toEqualTypeOf<z.input<typeof noteBodySchema>>();
    expectTypeOf<OutboxBody<'attachment.upload'>>().toEqualTypeOf<z.input<typeof attachmentUploadFieldsSchema>>();
    const renamed: WriteInput<'request.note'> = {
      kind: 'request.note',
      method: 'POST',
      url: `/requests/${REQUEST_ID}/notes`,
      // @ts-expect-error -- `message` is not a field of the note body (its text is `text`).
      body: { id: NOTE_ID, message: 'Pump replaced' },
    };
    // And the drainer would not send it.
    expect(bodyProblem('request.note', renamed.body, false)).toContain('request.note: text:');
    // @ts-expect-error -- a note is POSTed: the contract fixes the method.
    const wrongMethod: WriteInput<'request.note'> = { kind: 'request.note', method: 'PUT', url: '/', body: { id: NOTE_ID, text: 'x' } };
    expect(wrongMethod.kind).toBe('request.note');
  });

  it('passes the bodies the producers queue, and a delete with no body', () => {
    expect(bodyProblem('request.note', { id: NOTE_ID, text: 'Pump replaced', actionRequired: false, mentions: [] }, false)).toBeNull();
    expect(bodyProblem('request.checkin', { checkedInAt: '2026-11-27T05:00:00.000Z' }, false)).toBeNull();
    expect(bodyProblem('task.complete', { completedAt: '2026-11-27T05:00:00.000Z' }, false)).toBeNull();
    expect(bodyProblem('activity.delete', null, false)).toBeNull();
  });

  it('checks a multipart write as its text fields go on the wire (an object typeMetadata as JSON text)', () => {
    const fields = { id: NOTE_ID, requestId: REQUEST_ID, attachmentType: 'Photo', taskId: undefined };
    expect(bodyProblem('attachment.upload', { ...fields, typeMetadata: '{"angle":"front"}' }, true)).toBeNull();
    expect(bodyProblem('attachment.upload', { ...fields, typeMetadata: { angle: 'front' } }, true)).toBeNull();
    expect(bodyProblem('attachment.upload', { ...fields, attachmentType: 'Selfie' }, true)).toContain('attachment.upload: attachmentType:');
  });
});
