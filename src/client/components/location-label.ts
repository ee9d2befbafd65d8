import type { LocationSummary } from '@domain/locations/location-api';

/** A location as every screen names it: its store number and name ("HG-101 · Harbor Grill Embarcadero"). */
export const locationLabel = (l: Pick<LocationSummary, 'storeNumber' | 'name'>): string => (l.storeNumber ? `${l.storeNumber} · ${l.name}` : l.name);
