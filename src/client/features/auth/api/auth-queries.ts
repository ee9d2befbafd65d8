import { apiQuery } from '@/lib/api-query';
import { fetchIdentities, fetchProviders } from './auth-calls';

/** The sign-in providers this deployment offers (none when the call fails), and the user's linked ones. */
export const loginProvidersQuery = () => apiQuery({ queryKey: ['login-providers'], read: fetchProviders, failure: '' });

export const linkedIdentitiesQuery = () => apiQuery({ queryKey: ['linked-identities'], read: () => fetchIdentities().catch(() => []), failure: '' });
