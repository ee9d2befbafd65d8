/**
 * The escalation area's plain constants (docs/product/escalations.md): paths, statuses, reasons,
 * messages. Kept apart from the zod contract (escalations-api.ts, which re-exports them) so that a
 * screen's route config, which loads with the app's first page, can name them without the schemas.
 */

/**
 * Escalations (EEP, docs/product/escalations.md): a request's equipment problem taken to the
 * equipment's manufacturer (its brand owner). The manufacturer answers through an EEP updates link;
 * once resolved, the requester rates the manufacturer through a manufacturer-CSAT link.
 */
export { ESCALATION_STATUSES, type EscalationStatus } from './escalation-enums';

/** Paths under API_PREFIX. The public ones need no sign-in, only the link's token. */
export const ESCALATION_PATHS = {
  /** GET escalationListQuerySchema → escalationPageSchema; POST escalationCreateSchema → escalationWriteResultSchema. */
  list: '/escalations',
  /** GET → escalationDetailSchema. */
  one: '/escalations/:id',
  /** POST escalationResolveSchema → escalationWriteResultSchema; sends the requester a manufacturer-CSAT link. */
  resolve: '/escalations/:id/resolve',
  /** POST escalationReopenSchema → escalationWriteResultSchema: a resolved escalation open again; the manufacturer is told why. */
  reopen: '/escalations/:id/reopen',
  /** POST escalationUpdateCreateSchema → escalationWriteResultSchema: a portal user's update (refused once resolved). */
  updates: '/escalations/:id/updates',
  /** POST (multipart, one `file`) → 201 escalationAttachmentWriteResultSchema, or 202 escalationAlreadyUploadedSchema for the same bytes again. */
  attachments: '/escalations/:id/attachments',
  /** GET escalatableQuerySchema → escalatablePageSchema: open requests the caller may escalate, on equipment with a manufacturer. */
  escalatable: '/escalations/escalatable-requests',
  /** GET eepLinkQuerySchema → eepLinkViewSchema (no sign-in). */
  publicView: '/public/links/eep',
  /** POST eepUpdateAnswerSchema → eepLinkAnswerSchema (no sign-in): the manufacturer's update. */
  publicUpdate: '/public/links/eep/updates',
  /** POST eepCsatAnswerSchema → eepLinkAnswerSchema (no sign-in): once per escalation. */
  publicCsat: '/public/links/eep-csat',
} as const;

/**
 * What a portal user may set with an update: the manufacturer's own users say it has responded,
 * or propose a resolution; resolving is the customer's, with its own call.
 */
export const USER_UPDATE_STATUSES = ['Manufacturer Responded', 'Resolution Proposed'] as const;

/** A status as the manufacturer's choice names it: proposing says who resolves. */
export const updateStatusLabel = (status: (typeof USER_UPDATE_STATUSES)[number]): string =>
  status === 'Resolution Proposed' ? 'Resolution proposed (the customer resolves)' : status;

/** Common reasons offered by the create form; any other text is accepted too. */
export const ESCALATION_REASON_CHOICES = [
  'Repeat failure',
  'Vendor missed ETA',
  'Food safety risk',
  'Revenue impact',
  'Warranty claim',
  'Safety hazard',
] as const;

export const ESCALATION_MESSAGES = {
  list: 'An error occurred while trying to get escalations',
  detail: 'An error occurred while trying to get the escalation',
  escalatable: 'An error occurred while trying to get the requests you may escalate',
  create: 'An error occurred while trying to escalate the request',
  update: 'An error occurred while trying to post the update',
  resolve: 'An error occurred while trying to resolve the escalation',
  reopen: 'An error occurred while trying to reopen the escalation',
  upload: 'An error occurred while trying to upload file.',
  resolved: 'This escalation is resolved, so it takes no more updates or files.',
  resolveRefused: "Resolving is the customer's: the manufacturer proposes a resolution with an update.",
} as const;

export const ESCALATION_UPDATE_AUTHORS = ['manufacturer', 'user'] as const;

/** What the manufacturer may set from the updates link: it proposes a resolution, the customer resolves. */
export const MANUFACTURER_STATUSES = USER_UPDATE_STATUSES;

export const EEP_LINK_PURPOSES = ['eep-updates', 'eep-manufacturer-csat'] as const;
