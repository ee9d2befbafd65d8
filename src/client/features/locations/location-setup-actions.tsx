import { Button, HStack } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import type { LocationDetail } from '@domain/locations/location-api';
import { useSave } from '@/components/use-save';
import { archiveLocation, LOCATION_SETUP_FAILURES, restoreLocation } from './api/location-setup-calls';

// Loaded when opened: most visits to a location page change nothing about the location itself.
const LocationFormDialog = lazy(() => import('./location-form-dialog').then(({ LocationFormDialog }) => ({ default: LocationFormDialog })));
const ConfirmDialog = lazy(() => import('@/components/confirm-dialog').then(({ ConfirmDialog }) => ({ default: ConfirmDialog })));

/**
 * A location page's own actions (docs/product/assets-and-locations.md#setting-up-locations): Edit
 * details for those who may change the location; Archive, asked first, and Restore for those who
 * add locations.
 */
export function LocationSetupActions({ location, onChange }: { location: LocationDetail; onChange: (location: LocationDetail) => void }) {
  const [open, setOpen] = useState<'edit' | 'archive'>();
  const save = useSave();
  const archived = location.archivedAt !== null;
  const setArchived = async (archive: boolean) => {
    const saved = archive
      ? await save.run(() => archiveLocation(location.id), LOCATION_SETUP_FAILURES.archive, `${location.name} archived.`)
      : await save.run(() => restoreLocation(location.id), LOCATION_SETUP_FAILURES.restore, `${location.name} restored.`);
    setOpen(undefined);
    if (saved) onChange(saved);
  };
  if (!location.canEdit && !location.canManage) return null;
  return (
    <HStack gap="2" wrap="wrap">
      {location.canEdit && (
        <Button variant="outline" onClick={() => setOpen('edit')}>
          Edit details
        </Button>
      )}
      {location.canManage &&
        (archived ? (
          <Button variant="outline" colorPalette="brand" loading={save.busy} onClick={() => void setArchived(false)}>
            Restore
          </Button>
        ) : (
          <Button variant="ghost" colorPalette="red" onClick={() => setOpen('archive')}>
            Archive
          </Button>
        ))}
      <Suspense fallback={null}>
        {open === 'edit' && (
          <LocationFormDialog
            mode="edit"
            location={location}
            onClose={() => setOpen(undefined)}
            onSaved={(saved) => {
              setOpen(undefined);
              onChange(saved);
            }}
          />
        )}
        {open === 'archive' && (
          <ConfirmDialog
            title={`Archive ${location.name}?`}
            message="Its requests, equipment and history stay. It leaves the location lists, and no one can file new requests or add equipment there until it is restored."
            confirmLabel="Archive location"
            destructive
            busy={save.busy}
            onConfirm={() => void setArchived(true)}
            onClose={() => setOpen(undefined)}
          />
        )}
      </Suspense>
    </HStack>
  );
}
