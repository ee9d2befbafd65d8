import { Text } from '@chakra-ui/react';

/** The customer under a row's location, in a list across customers (location-groups.ts customerNamer); nothing when null. */
export function CustomerLine({ name }: { name: string | null }) {
  return name ? (
    <Text fontSize="xs" color="fg.muted" lineClamp={1}>
      {name}
    </Text>
  ) : null;
}
