import { Badge, DataList, HStack, Stack, Text } from '@chakra-ui/react';
import { TitledCard } from '@/components/titled-card';
import { formatPhoneForDisplay } from '@domain/users/phone-display';
import type { UserInfo } from '@/session/user-info';

/** The user's info and roles (docs/product/sessions-and-tenancy.md), per customer, brand owner and vendor. */
export function ProfileDetails({ user }: { user: UserInfo }) {
  const memberships = [
    ...user.customerSettings.map((c) => ({ key: `c:${c.customerId}`, where: c.customer.name, kind: 'Customer', role: c.role })),
    ...user.brandOwnerSettings.map((b) => ({ key: `b:${b.brandOwnerId}`, where: b.brandOwner.name, kind: 'Brand owner', role: b.role })),
    ...user.vendors.map((v) => ({ key: `v:${v.id}`, where: v.name ?? 'Vendor', kind: 'Vendor', role: v.role })),
  ];
  return (
    <TitledCard title={user.name} bodyGap="5">
      <DataList.Root orientation="horizontal" size="md">
        <DataList.Item>
          <DataList.ItemLabel>Email</DataList.ItemLabel>
          <DataList.ItemValue>{user.email ?? '—'}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>Phone</DataList.ItemLabel>
          <DataList.ItemValue>{user.phone ? formatPhoneForDisplay(user.phone) : '—'}</DataList.ItemValue>
        </DataList.Item>
      </DataList.Root>
      <Stack gap="2">
        <Text fontWeight="medium">Roles</Text>
        {memberships.length === 0 && !user.isAdmin && !user.isInternalStaff && <Text color="fg.muted">No roles yet.</Text>}
        <HStack wrap="wrap" gap="2">
          {user.isAdmin && <Badge colorPalette="purple">Administrator</Badge>}
          {!user.isAdmin && user.isInternalStaff && <Badge>Internal staff</Badge>}
          {memberships.map((m) => (
            <Badge key={m.key} colorPalette="brand" variant="subtle" size="lg" title={m.kind} whiteSpace="normal">
              {m.role ?? m.kind} · {m.where}
            </Badge>
          ))}
        </HStack>
      </Stack>
    </TitledCard>
  );
}
