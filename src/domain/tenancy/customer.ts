export const CUSTOMER_STATUSES = ['Live', 'Prospect', 'Onboarding', 'Churned'] as const;
export type CustomerStatus = (typeof CUSTOMER_STATUSES)[number];
