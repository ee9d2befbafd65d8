import type { UserInfo } from './user-info';

export interface SelectionOption {
  /** `customer:<id>` or `brandOwner:<id>`. */
  value: string;
  label: string;
  kind: 'customer' | 'brandOwner';
  id: string;
}

/**
 * What the account menu offers to work as (docs/product/sessions-and-tenancy.md): each customer (churned ones are not among the
 * memberships) and each brand owner. Nothing to choose for a user with one of either.
 */
export function selectionOptions(user: UserInfo): { options: SelectionOption[]; current: string | null } {
  const options: SelectionOption[] = [
    ...user.customerSettings.map((c) => ({ value: `customer:${c.customerId}`, label: c.customer.name, kind: 'customer' as const, id: c.customerId })),
    ...user.brandOwnerSettings.map((b) => ({
      value: `brandOwner:${b.brandOwnerId}`,
      label: b.brandOwner.name,
      kind: 'brandOwner' as const,
      id: b.brandOwnerId,
    })),
  ];
  if (options.length < 2) return { options: [], current: null };
  const onlyOne = <T>(list: T[]) => (list.length === 1 ? list[0] : undefined);
  const current =
    user.mode === 'brandOwner'
      ? (user.selectedBrandOwnerId ?? onlyOne(user.brandOwnerSettings)?.brandOwnerId)
      : (user.selectedCustomerId ?? onlyOne(user.customerSettings)?.customerId);
  return { options, current: current ? `${user.mode}:${current}` : null };
}
