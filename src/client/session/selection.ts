import { COOKIES } from '@domain/api/cookies';
import { deleteCookie } from '../lib/cookies';
import { writeCookie } from '../lib/write-cookie';

/**
 * docs/product/sessions-and-tenancy.md: each change of mode, selection or impersonation reloads the app, at the root
 * unless the change was made to open a page (`landAt`, an address inside the app).
 */
function reloadApp(landAt = '/'): void {
  window.location.assign(landAt);
}

/** Customer mode on one customer; the brand-owner selection is cleared. `landAt`: the page to reload at, the root by default. */
export function selectCustomer(customerId: string, landAt?: string): void {
  writeCookie(COOKIES.selectedCustomerId, customerId);
  deleteCookie(COOKIES.selectedBrandOwnerId);
  deleteCookie(COOKIES.brandOwnerMode);
  reloadApp(landAt);
}

/** Brand-owner mode, on one brand owner when given; the selected customer is cleared. */
export function selectBrandOwnerMode(brandOwnerId?: string): void {
  writeCookie(COOKIES.brandOwnerMode, 'true');
  if (brandOwnerId) writeCookie(COOKIES.selectedBrandOwnerId, brandOwnerId);
  else deleteCookie(COOKIES.selectedBrandOwnerId);
  deleteCookie(COOKIES.selectedCustomerId);
  reloadApp();
}

/** Customer mode without a chosen customer (users with one customer). */
export function selectCustomerMode(): void {
  deleteCookie(COOKIES.brandOwnerMode);
  deleteCookie(COOKIES.selectedBrandOwnerId);
  reloadApp();
}

/** Acts as another user (administrators, docs/product/roles-and-permissions.md); the selection belongs to the admin and goes. */
export function startImpersonating(userId: string): void {
  writeCookie(COOKIES.impersonateUserId, userId);
  for (const name of [COOKIES.selectedCustomerId, COOKIES.selectedBrandOwnerId, COOKIES.brandOwnerMode]) deleteCookie(name);
  reloadApp();
}

export function stopImpersonating(): void {
  for (const name of [COOKIES.impersonateUserId, COOKIES.selectedCustomerId, COOKIES.selectedBrandOwnerId, COOKIES.brandOwnerMode]) deleteCookie(name);
  reloadApp();
}
