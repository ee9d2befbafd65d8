/**
 * Paths of the requests API, under API_PREFIX (docs/product/README.md#api Requests, Self-service, Communications).
 * `:id` marks a request id unless named otherwise.
 */
export const REQUEST_PATHS = {
  summaries: '/requests/summaries',
  search: '/requests/search',
  stats: '/requests/stats',
  create: '/requests',
  detail: '/requests/:id',
  requestType: '/requests/:id/requestType',
  subStatus: '/requests/:id/sub-status',
  priority: '/requests/:id/priority',
  eta: '/requests/:id/eta',
  serviceWindow: '/requests/:id/serviceWindow',
  checkIn: '/requests/:id/checkin',
  checkedIn: '/requests/:id/checkedIn',
  /** POST: the caller leaves the site; the activity carries the visit's length. */
  checkOut: '/requests/:id/checkout',
  complete: '/requests/:id/complete',
  activities: '/requests/:id/activities',
  notes: '/requests/:id/notes',
  taggableUsers: '/requests/:id/taggableUsers',
  proofOfValueMetrics: '/requests/:id/proofOfValueMetrics',
  customerProofOfValueMetrics: '/customers/self/proofOfValueMetrics',
} as const;

/**
 * Paths of the self-service requests API, under API_PREFIX (docs/product/README.md#api Self-service). `:id` marks a
 * request id, an activity's in `activity`. The PM, prompt and troubleshooting calls of self-service
 * requests are in PM_PATHS, GUIDANCE_PATHS and TROUBLESHOOTING_PATHS.
 */
export const SELF_SERVICE_PATHS = {
  summaries: '/self-service/requests/summaries',
  /** POST: the body carries the client-chosen id. */
  create: '/self-service/requests',
  /** GET the request with its timeline and tasks; PATCH its fields, or close or reopen it. */
  detail: '/self-service/requests/:id',
  assignVendor: '/self-service/requests/:id/assign-vendor',
  setEta: '/self-service/requests/:id/set-eta',
  /** The vendors a self-service customer may assign. */
  vendors: '/self-service/vendors/all',
  /** POST an activity (body names the request). */
  activities: '/self-service/activities',
  /** PATCH or DELETE an activity the caller wrote. */
  activity: '/self-service/activities/:id',
} as const;

export const COMMUNICATION_PATHS = {
  log: '/telephony/communication-log',
  email: '/telephony/email/:id',
  conference: '/telephony/conference/:id',
  push: '/push-logs/:id',
  chat: '/telephony/chat/:id',
} as const;

/** The quote loop (quotes-api.ts, docs/product/requests.md#quotes); `:id` is the request id. */
export const QUOTE_PATHS = {
  /** GET, query pageQuerySchema → quotePageSchema (newest first). */
  list: '/requests/:id/quotes',
  /** POST → quoteDecisionResultSchema. */
  approve: '/requests/:id/quotes/:quoteId/approve',
  /** POST quoteRejectBodySchema → quoteDecisionResultSchema. */
  reject: '/requests/:id/quotes/:quoteId/reject',
} as const;

/** The request page reads one page of this many quotes (and the offline set keeps it). */
export const QUOTES_PAGE_LIMIT = 50;
