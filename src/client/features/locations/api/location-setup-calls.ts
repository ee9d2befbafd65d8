import type { LocationWriteResult } from '@domain/locations/location-api';
import { LOCATION_PATHS } from '@domain/locations/location-paths';
import type { LocationCreate } from '@domain/locations/location-setup';
import { pathWith } from '@domain/api/paths';
import { api } from '@/lib/api-client';

/** Location set-up (docs/product/assets-and-locations.md#setting-up-locations): add, archive, restore. Online only. */

export const LOCATION_SETUP_FAILURES = {
  create: 'An error occurred while trying to add the location.',
  archive: 'An error occurred while trying to archive the location.',
  restore: 'An error occurred while trying to restore the location.',
} as const;

export const createLocation = (body: LocationCreate) => api<LocationWriteResult>(LOCATION_PATHS.create, { method: 'POST', body });
export const archiveLocation = (id: string) => api<LocationWriteResult>(pathWith(LOCATION_PATHS.archive, { id }), { method: 'POST' });
export const restoreLocation = (id: string) => api<LocationWriteResult>(pathWith(LOCATION_PATHS.restore, { id }), { method: 'POST' });
