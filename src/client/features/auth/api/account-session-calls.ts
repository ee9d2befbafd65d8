import type { Page } from '@domain/api/paging';
import { pathWith } from '@domain/api/paths';
import { ACCOUNT_SESSION_MESSAGES, ACCOUNT_SESSION_PATHS, type AccountSession, type AccountSessionRevoked } from '@domain/auth/account-sessions-api';
import { authApi } from '@/lib/api-client';
import { apiQuery } from '@/lib/api-query';

/** Where the person is signed in (docs/product/sessions-and-tenancy.md#account-sessions). Online only. */

export const accountSessionsQuery = () =>
  apiQuery({
    queryKey: ['account-sessions'],
    read: () => authApi<Page<AccountSession>>(ACCOUNT_SESSION_PATHS.list, { query: { limit: 50 } }),
    failure: ACCOUNT_SESSION_MESSAGES.list,
  });

export const signOutDevice = (id: string) => authApi<AccountSessionRevoked>(pathWith(ACCOUNT_SESSION_PATHS.revoke, { id }), { method: 'POST' });
export const signOutOtherDevices = () => authApi<AccountSessionRevoked>(ACCOUNT_SESSION_PATHS.revokeOthers, { method: 'POST' });
