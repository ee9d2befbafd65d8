import { parseUsdCents } from '@domain/format/money-format';
import type { AttemptOutcome } from '@domain/troubleshooting/troubleshooting-api';
import type { RequestPriority } from '@domain/requests/request-enums';
import type { RequestCreate } from '@domain/requests/request-inputs';
import { selfServiceRequestType, type SelfServiceRequestCreate } from '@domain/requests/self-service-inputs';

/** Troubleshooting labels a request carries (docs/product/requests.md troubleshootingStatus). */
export const TROUBLESHOOTING_STATUSES = ['Not Attempted', 'Attempted - Resolved', 'Attempted - Not Resolved'] as const;

/** The type options of the create form (docs/product/requests.md); full service may also ask for an equipment certification. */
export type DraftType = 'Incident' | 'Preventative' | 'Equipment Certification';

/**
 * A request being written. Its id is chosen by the client (the create is an upsert by it), and it
 * lives in session storage so the user can open the troubleshooting guide and come back to it.
 */
export interface RequestDraft {
  id: string;
  type: DraftType;
  locationId: string;
  assetId: string;
  priority: RequestPriority;
  ticketName: string;
  incidentDescription: string;
  /** Comma-separated as typed. */
  symptoms: string;
  vendorId: string;
  contactIds: string[];
  troubleshootingStatus: string;
  troubleshootingNotes: string;
  /** The guide offered for the asset, when there is one. */
  guideAvailable: boolean;
  guideViewedAt: string | null;
  attempt: { id: string; outcome: AttemptOutcome; guideTitle: string } | null;
  isOtApproved: boolean;
  otApprovedBy: string;
  emergencyCallbackPhoneNumber: string;
  startDispatchAutomationsImmediately: boolean;
  /** The not-to-exceed amount in dollars as typed; empty for none. */
  nte: string;
  escalateThroughEep: boolean;
  /** One per line as typed. */
  escalationReasons: string;
}

export function newDraft(id: string, assetId = '', locationId = ''): RequestDraft {
  return {
    id,
    type: 'Incident',
    locationId,
    assetId,
    priority: 'Medium',
    ticketName: '',
    incidentDescription: '',
    symptoms: '',
    vendorId: '',
    contactIds: [],
    troubleshootingStatus: '',
    troubleshootingNotes: '',
    guideAvailable: false,
    guideViewedAt: null,
    attempt: null,
    isOtApproved: false,
    otApprovedBy: '',
    emergencyCallbackPhoneNumber: '',
    startDispatchAutomationsImmediately: false,
    nte: '',
    escalateThroughEep: false,
    escalationReasons: '',
  };
}

const list = (text: string, separator: RegExp) =>
  text
    .split(separator)
    .map((s) => s.trim())
    .filter(Boolean);
const optional = (text: string) => text.trim() || undefined;

/** The troubleshooting label: what the attempt found, else what the user chose. */
function troubleshootingLabel(draft: RequestDraft): string | undefined {
  if (draft.attempt) return draft.attempt.outcome === 'Resolved' ? 'Attempted - Resolved' : 'Attempted - Not Resolved';
  return optional(draft.troubleshootingStatus);
}

/** POST requests (docs/product/requests.md full-service create payload). */
export function fullServiceCreateBody(draft: RequestDraft): RequestCreate {
  const emergency = draft.priority === 'Emergency';
  return {
    id: draft.id,
    requestType: draft.type,
    requestPriority: draft.priority,
    // The location too: equipment moved elsewhere since is refused, not filed at its new place.
    ...(draft.assetId ? { assetId: draft.assetId } : {}),
    locationId: draft.locationId || undefined,
    ticketName: optional(draft.ticketName),
    incidentDescription: draft.incidentDescription.trim(),
    symptoms: list(draft.symptoms, /,/),
    contactIds: draft.contactIds,
    assignedToVendorId: draft.vendorId || null,
    troubleshootingStatus: troubleshootingLabel(draft) ?? null,
    troubleshootingNotes: optional(draft.troubleshootingNotes) ?? null,
    troubleshootingGuideAvailable: draft.guideAvailable,
    troubleshootingGuideViewedAt: draft.guideViewedAt,
    troubleshootingGuideAttempt: draft.attempt?.id ?? null,
    isOtApproved: draft.isOtApproved,
    otApprovedBy: draft.isOtApproved ? (optional(draft.otApprovedBy) ?? null) : null,
    // The callback number only means something for an emergency.
    emergencyCallbackPhoneNumber: emergency ? (optional(draft.emergencyCallbackPhoneNumber) ?? null) : null,
    startDispatchAutomationsImmediately: draft.startDispatchAutomationsImmediately,
    nteCents: optional(draft.nte) ? parseUsdCents(draft.nte) : null,
    escalateThroughEep: draft.escalateThroughEep,
    escalationReasons: draft.escalateThroughEep ? list(draft.escalationReasons, /\n/) : [],
  };
}

/**
 * POST self-service/requests (docs/product/messages.md#validation, docs/product/README.md#api): an incident is mapped to exactly the fields of the
 * self-service call; a preventative request is sent as built, with what the form holds for it.
 */
export function selfServiceCreateBody(draft: RequestDraft): SelfServiceRequestCreate {
  const requestType = selfServiceRequestType(draft.type);
  if (draft.type === 'Preventative') {
    return {
      id: draft.id,
      requestType,
      requestPriority: draft.priority,
      assetId: draft.assetId,
      incidentDescription: draft.incidentDescription.trim(),
      ticketName: optional(draft.ticketName),
      assignedToVendorId: draft.vendorId || null,
    };
  }
  return {
    id: draft.id,
    requestType,
    requestPriority: draft.priority,
    assetId: draft.assetId,
    incidentDescription: draft.incidentDescription.trim(),
    assignedToVendorId: draft.vendorId || null,
    ticketName: optional(draft.ticketName),
    symptoms: list(draft.symptoms, /,/),
    troubleshootingGuideAttempt: draft.attempt?.id ?? null,
    selfServiceTroubleshootingStatus: troubleshootingLabel(draft) ?? null,
  };
}

/** What the form must have before it is sent; messages name the field as the form shows it. */
export function draftProblems(draft: RequestDraft, selfService: boolean): Partial<Record<keyof RequestDraft, string>> {
  const problems: Partial<Record<keyof RequestDraft, string>> = {};
  if (!draft.locationId && !draft.assetId) problems.locationId = 'Choose a location.';
  if ((selfService || draft.type !== 'Preventative') && !draft.assetId) problems.assetId = 'Choose the equipment.';
  if (draft.type !== 'Preventative' && !draft.incidentDescription.trim()) problems.incidentDescription = 'Describe the problem.';
  if (!selfService) {
    if (draft.isOtApproved && !draft.otApprovedBy.trim()) problems.otApprovedBy = 'Say who approved overtime.';
    if (draft.priority === 'Emergency' && draft.emergencyCallbackPhoneNumber.trim() && !/^\+[1-9]\d{9,14}$/.test(draft.emergencyCallbackPhoneNumber.trim())) {
      problems.emergencyCallbackPhoneNumber = 'Enter the number with its country code, such as +15551234567.';
    }
    if (draft.escalateThroughEep && list(draft.escalationReasons, /\n/).length === 0) problems.escalationReasons = 'Give at least one reason to escalate.';
    const nteCents = optional(draft.nte) ? parseUsdCents(draft.nte) : null;
    if (optional(draft.nte) && (nteCents === null || nteCents < 100 || nteCents > 10_000_000)) {
      problems.nte = 'Enter an amount from $1 to $100,000, such as 750.';
    }
  }
  return problems;
}

const storageKey = (id: string) => `ssp.requestDraft.${id}`;

/** Drafts survive a visit to the guide (and a reload), for this tab only. */
export const draftStore = {
  load(id: string): RequestDraft | null {
    const raw = sessionStorage.getItem(storageKey(id));
    if (!raw) return null;
    try {
      return { ...newDraft(id), ...(JSON.parse(raw) as Partial<RequestDraft>), id };
    } catch {
      return null;
    }
  },
  save(draft: RequestDraft): void {
    sessionStorage.setItem(storageKey(draft.id), JSON.stringify(draft));
  },
  forget(id: string): void {
    sessionStorage.removeItem(storageKey(id));
  },
};

/** The guide was opened for the draft (docs/product/requests.md troubleshootingGuideViewedAt): the first time counts. */
export function markGuideViewed(id: string, now: Date = new Date()): void {
  const draft = draftStore.load(id);
  if (draft && !draft.guideViewedAt) draftStore.save({ ...draft, guideAvailable: true, guideViewedAt: now.toISOString() });
}

/** The attempt made from the guide goes with the request (docs/product/requests.md troubleshootingGuideAttempt). */
export function recordDraftAttempt(id: string, attempt: { id: string; outcome: AttemptOutcome; guideTitle: string }, now: Date = new Date()): void {
  const draft = draftStore.load(id) ?? newDraft(id);
  draftStore.save({ ...draft, guideAvailable: true, guideViewedAt: draft.guideViewedAt ?? now.toISOString(), attempt });
}
