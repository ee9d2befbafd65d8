import { describe, expect, it } from 'vitest';
import { draftProblems, fullServiceCreateBody, newDraft, selfServiceCreateBody, type RequestDraft } from '@/features/requests/request-draft';
import { requestCreateSchema } from '@domain/requests/request-inputs';
import { selfServiceRequestCreateSchema } from '@domain/requests/self-service-inputs';

const ID = '1c1f0f5e-3a4b-4c5d-8e9f-0a1b2c3d4e5f';
const ASSET = '2d2f0f5e-3a4b-4c5d-8e9f-0a1b2c3d4e5f';
const LOCATION = '3e3f0f5e-3a4b-4c5d-8e9f-0a1b2c3d4e5f';
const VENDOR = '4f4f0f5e-3a4b-4c5d-8e9f-0a1b2c3d4e5f';
const ATTEMPT = '5a5f0f5e-3a4b-4c5d-8e9f-0a1b2c3d4e5f';

const draft = (changes: Partial<RequestDraft>): RequestDraft => ({ ...newDraft(ID, ASSET, LOCATION), incidentDescription: 'Cooler is warm', ...changes });

describe('full-service create payload (docs/product/requests.md)', () => {
  it('sends the request with its client id and what the user chose, accepted by the API schema', () => {
    const body = fullServiceCreateBody(
      draft({
        priority: 'Emergency',
        symptoms: 'warm, noisy ,',
        contactIds: [VENDOR],
        vendorId: VENDOR,
        emergencyCallbackPhoneNumber: '+15551234567',
        isOtApproved: true,
        otApprovedBy: 'Dana (GM)',
        startDispatchAutomationsImmediately: true,
        escalateThroughEep: true,
        escalationReasons: 'Repeat failure\n\nFood at risk',
        nte: '$1,250.5',
      }),
    );
    expect(body).toMatchObject({
      id: ID,
      assetId: ASSET,
      // The location the equipment was chosen at: the server refuses the request if it moved since.
      locationId: LOCATION,
      requestType: 'Incident',
      requestPriority: 'Emergency',
      symptoms: ['warm', 'noisy'],
      assignedToVendorId: VENDOR,
      emergencyCallbackPhoneNumber: '+15551234567',
      isOtApproved: true,
      otApprovedBy: 'Dana (GM)',
      startDispatchAutomationsImmediately: true,
      escalateThroughEep: true,
      escalationReasons: ['Repeat failure', 'Food at risk'],
      nteCents: 125_050,
    });
    expect(requestCreateSchema.safeParse(body).success).toBe(true);
    expect(fullServiceCreateBody(draft({ nte: ' ' })).nteCents).toBeNull();
  });

  it('sends the emergency callback only for an emergency, and the guide attempt with its outcome', () => {
    const body = fullServiceCreateBody(
      draft({
        priority: 'High',
        emergencyCallbackPhoneNumber: '+15551234567',
        guideAvailable: true,
        guideViewedAt: '2026-03-04T15:00:00.000Z',
        attempt: { id: ATTEMPT, outcome: 'Not Resolved', guideTitle: 'Reset' },
      }),
    );
    expect(body.emergencyCallbackPhoneNumber).toBeNull();
    expect(body).toMatchObject({
      troubleshootingGuideAvailable: true,
      troubleshootingGuideViewedAt: '2026-03-04T15:00:00.000Z',
      troubleshootingGuideAttempt: ATTEMPT,
      troubleshootingStatus: 'Attempted - Not Resolved',
    });
    expect(requestCreateSchema.safeParse(body).success).toBe(true);
  });
});

describe('self-service create payload (docs/product/messages.md#validation, docs/product/README.md#api)', () => {
  it('maps an incident to exactly the fields of the self-service call', () => {
    const body = selfServiceCreateBody(
      draft({
        symptoms: 'leaking',
        vendorId: VENDOR,
        ticketName: 'Walk-in',
        attempt: { id: ATTEMPT, outcome: 'Not Resolved', guideTitle: 'Reset' },
        isOtApproved: true,
      }),
    );
    expect(Object.keys(body).sort()).toEqual(
      [
        'id',
        'requestType',
        'requestPriority',
        'assetId',
        'incidentDescription',
        'assignedToVendorId',
        'ticketName',
        'symptoms',
        'troubleshootingGuideAttempt',
        'selfServiceTroubleshootingStatus',
      ].sort(),
    );
    expect(body).toMatchObject({
      requestType: 'Self Service Incident',
      troubleshootingGuideAttempt: ATTEMPT,
      selfServiceTroubleshootingStatus: 'Attempted - Not Resolved',
    });
    expect(selfServiceRequestCreateSchema.safeParse(body).success).toBe(true);
  });

  it('sends a preventative request as built, without incident fields', () => {
    const body = selfServiceCreateBody(draft({ type: 'Preventative', incidentDescription: '', symptoms: 'ignored' }));
    expect(body).toEqual({
      id: ID,
      requestType: 'Self Service Preventative',
      requestPriority: 'Medium',
      assetId: ASSET,
      incidentDescription: '',
      ticketName: undefined,
      assignedToVendorId: null,
    });
    expect(selfServiceRequestCreateSchema.safeParse(body).success).toBe(true);
  });
});

describe('create form checks', () => {
  it('asks for the equipment and a description of an incident', () => {
    expect(draftProblems(draft({ assetId: '', incidentDescription: ' ' }), true)).toEqual({
      assetId: 'Choose the equipment.',
      incidentDescription: 'Describe the problem.',
    });
  });

  it('asks who approved overtime, a reason to escalate and a full callback number', () => {
    const problems = draftProblems(
      draft({ priority: 'Emergency', emergencyCallbackPhoneNumber: '555-1234', isOtApproved: true, escalateThroughEep: true }),
      false,
    );
    expect(Object.keys(problems).sort()).toEqual(['emergencyCallbackPhoneNumber', 'escalationReasons', 'otApprovedBy']);
  });

  it('asks for a not-to-exceed amount in dollars from $1 to $100,000, or none', () => {
    for (const nte of ['abc', '0.50', '100001', '12.345', '-5']) {
      expect(draftProblems(draft({ nte }), false).nte, nte).toBe('Enter an amount from $1 to $100,000, such as 750.');
    }
    for (const nte of ['', '1', '750', '$1,250.50', '100000']) expect(draftProblems(draft({ nte }), false).nte, nte).toBeUndefined();
  });

  it('accepts a complete draft', () => {
    expect(draftProblems(draft({}), false)).toEqual({});
  });
});
