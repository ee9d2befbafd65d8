import { Badge, Button, Stack, Text } from '@chakra-ui/react';
import { TitledCard } from '@/components/titled-card';
import { Link } from '@tanstack/react-router';
import type { AssetDetailView } from '@domain/assets/asset-api';
import { locationLabel } from '@/components/location-label';

/** Where the asset is: the location, its address and PM state, and the way to its page (vendors, rosters). */
export function LocationPanel({ location }: { location: AssetDetailView['location'] }) {
  const address = [location.address, [location.city, location.state].filter(Boolean).join(', ')].filter(Boolean).join(' · ');
  return (
    <TitledCard
      title="Location"
      bodyGap="3"
      size="sm"
      action={
        <Badge variant="subtle" colorPalette={location.pmEnabled ? 'green' : 'gray'}>
          {location.pmEnabled ? 'PM enabled' : 'PM off'}
        </Badge>
      }
    >
      <Stack gap="0.5">
        <Text fontWeight="medium">{locationLabel(location)}</Text>
        {address && (
          <Text fontSize="sm" color="fg.muted">
            {address}
          </Text>
        )}
      </Stack>
      <Button asChild size="sm" variant="outline" alignSelf="flex-start">
        <Link to="/assets/locations/$locationId" params={{ locationId: location.id }}>
          Vendors and rosters
        </Link>
      </Button>
    </TitledCard>
  );
}
