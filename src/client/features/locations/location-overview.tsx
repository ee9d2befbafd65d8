import { Badge, Button, Card, DataList, HStack, Switch, Text } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import type { LocationDetail } from '@domain/locations/location-api';
import { formatPhoneForDisplay } from '@domain/users/phone-display';
import { SaveStatus, useSave } from '@/components/use-save';
import { LOCATION_MESSAGES, patchLocation } from './api/location-calls';

// Loaded when opened: only those who edit the location need it.
const VendorVisitDialog = lazy(() => import('./vendor-visit-dialog').then(({ VendorVisitDialog }) => ({ default: VendorVisitDialog })));

/** A location's facts, what vendors are told on arrival, and its preventative-maintenance switch (for those who may change the location). */
export function LocationOverview({ location, onChange }: { location: LocationDetail; onChange: (location: LocationDetail) => void }) {
  const save = useSave();
  // The value being saved, shown until the answer. The switch is controlled: a tap moves its
  // hidden checkbox at once, and only a change of `checked` moves it back, so a refused save must
  // show the tapped value and then the saved one again; were `checked` never to change, the
  // checkbox would stay on the refused value and the next tap (back to it) would send nothing.
  const [pending, setPending] = useState<boolean>();
  const [editingVisits, setEditingVisits] = useState(false);
  const togglePm = async (pmEnabled: boolean) => {
    setPending(pmEnabled);
    const updated = await save.run(() => patchLocation(location.id, { pmEnabled }), LOCATION_MESSAGES.save);
    if (updated) onChange(updated);
    setPending(undefined);
  };
  const rows: [string, string][] = [
    ['Customer', location.customerName],
    ['Address', [location.address, location.city, location.state, location.postalCode].filter(Boolean).join(', ') || '—'],
    ['Phone', location.phone ? formatPhoneForDisplay(location.phone) : '—'],
    ['Group', location.locationGroup?.name ?? '—'],
    ['Time zone', location.timezone],
    ['Ask for', [location.siteContactName, location.siteContactPhone && formatPhoneForDisplay(location.siteContactPhone)].filter(Boolean).join(' · ') || '—'],
    ['Getting in', location.accessNotes ?? '—'],
  ];
  return (
    <Card.Root variant="elevated" shadow="xs" size="sm">
      <Card.Body gap="4">
        <DataList.Root orientation="horizontal" size="sm" gap="2">
          {rows.map(([label, value]) => (
            <DataList.Item key={label}>
              <DataList.ItemLabel minW="28">{label}</DataList.ItemLabel>
              <DataList.ItemValue whiteSpace="pre-wrap" overflowWrap="anywhere">
                {value}
              </DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
        {location.canEdit && (
          <Button size="sm" variant="outline" alignSelf="flex-start" onClick={() => setEditingVisits(true)}>
            Edit vendor visits
          </Button>
        )}
        {editingVisits && (
          <Suspense fallback={null}>
            <VendorVisitDialog
              location={location}
              onClose={() => setEditingVisits(false)}
              onSaved={(updated) => {
                onChange(updated);
                setEditingVisits(false);
              }}
            />
          </Suspense>
        )}
        <HStack justify="space-between" wrap="wrap" gap="2" borderTopWidth="1px" pt="3">
          {location.canEdit ? (
            <Switch.Root checked={pending ?? location.pmEnabled} disabled={save.busy} onCheckedChange={(d) => void togglePm(d.checked)} colorPalette="brand">
              <Switch.HiddenInput />
              <Switch.Control />
              <Switch.Label>Preventative maintenance enabled</Switch.Label>
            </Switch.Root>
          ) : (
            <HStack gap="2">
              <Text fontSize="sm">Preventative maintenance</Text>
              <Badge variant="subtle" colorPalette={location.pmEnabled ? 'green' : 'gray'}>
                {location.pmEnabled ? 'Enabled' : 'Off'}
              </Badge>
            </HStack>
          )}
        </HStack>
        <SaveStatus save={save} />
      </Card.Body>
    </Card.Root>
  );
}
