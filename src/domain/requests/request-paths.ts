/**
 * Paths of the requests API, under API_PREFIX (SPEC §7 Requests, Self-service, Communications).
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
  complete: '/requests/:id/complete',
  activities: '/requests/:id/activities',
  notes: '/requests/:id/notes',
  taggableUsers: '/requests/:id/taggableUsers',
  proofOfValueMetrics: '/requests/:id/proofOfValueMetrics',
  customerProofOfValueMetrics: '/customers/self/proofOfValueMetrics',
} as const;

export const SELF_SERVICE_PATHS = {
  summaries: '/self-service/requests/summaries',
  create: '/self-service/requests',
  detail: '/self-service/requests/:id',
  assignVendor: '/self-service/requests/:id/assign-vendor',
  setEta: '/self-service/requests/:id/set-eta',
  vendors: '/self-service/vendors/all',
  activities: '/self-service/activities',
  activity: '/self-service/activities/:id',
} as const;

export const COMMUNICATION_PATHS = {
  log: '/telephony/communication-log',
  email: '/telephony/email/:id',
  conference: '/telephony/conference/:id',
  push: '/push-logs/:id',
  chat: '/telephony/chat/:id',
} as const;

/** Fills `:name` placeholders: `pathWith(REQUEST_PATHS.detail, { id })`. */
export function pathWith(path: string, params: Record<string, string>): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? `:${name}`));
}
