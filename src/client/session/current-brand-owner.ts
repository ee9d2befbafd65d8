import { queryOptions } from '@tanstack/react-query';
import type { NamedRef } from '@domain/api/contract';
import { CUSTOMER_PATHS } from '@domain/tenancy/customer';
import { api } from '../lib/api-client';

/**
 * GET brand-owner/self: the brand owner the user works for in brand-owner mode, as the server
 * resolves it (the selected one, else their only one; an administrator's pick is not among their
 * memberships, so the user info cannot name it). A change of brand owner reloads the app.
 */
export const currentBrandOwnerQuery = () => queryOptions({ queryKey: ['brand-owner', 'self'], queryFn: () => api<NamedRef>(CUSTOMER_PATHS.brandOwnerSelf) });
