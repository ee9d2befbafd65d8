import { createFileRoute, redirect } from '@tanstack/react-router';
import { COOKIES, LEGACY_TOKEN_STORAGE_KEY } from '../../domain/api/cookies';
import { deleteCookie } from '../lib/cookies';

/**
 * Sign out on this device: the token cookie goes, and with it impersonation and the selected
 * customer and brand owner (SPEC §4); then the login page.
 */
export const Route = createFileRoute('/logout')({
  beforeLoad: () => {
    for (const name of [
      COOKIES.accessToken,
      COOKIES.impersonateUserId,
      COOKIES.selectedCustomerId,
      COOKIES.selectedBrandOwnerId,
      COOKIES.brandOwnerMode,
    ]) {
      deleteCookie(name);
    }
    localStorage.removeItem(LEGACY_TOKEN_STORAGE_KEY);
    throw redirect({ to: '/login', replace: true });
  },
});
