/** Where an escalation stands (docs/product/escalations.md): alone in this file, since the escalation list's address check loads with the app's first page. */
export const ESCALATION_STATUSES = ['Open', 'Manufacturer Responded', 'Resolution Proposed', 'Resolved'] as const;
export type EscalationStatus = (typeof ESCALATION_STATUSES)[number];
