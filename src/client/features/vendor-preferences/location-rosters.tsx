import { Accordion, Badge, Button, Heading, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { TitledCard } from '@/components/titled-card';
import type { VendorSummary } from '@domain/vendors/vendor-api';
import type { CategoryRoster } from '@domain/vendors/vendor-preferences-api';
import { SaveStatus, useSave } from '@/components/use-save';
import { ContactPicker } from '@/components/contact-picker';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { putCategoryRoster, setDoNotSuggest, VENDOR_PREFERENCE_MESSAGES } from './api/vendor-preference-calls';
import { searchVendors } from '@/features/vendors/api/vendor-calls';
import { useEightySixGuard } from '@/components/eighty-six-guard';
import { categoryRostersQuery, locationPreferencesQuery, vendorPreferenceKeys } from './api/vendor-preference-queries';

/**
 * A location's vendor preferences (docs/product/assets-and-locations.md rosters): per service category an ordered roster (first
 * choice first) and vendors never to suggest for it; per asset the rosters set for it; and vendors
 * never suggested at the location at all.
 */
export function LocationRosters({ locationId, canEdit }: { locationId: string; canEdit: boolean }) {
  const categories = useQuery(categoryRostersQuery(locationId));
  const prefs = useQuery(locationPreferencesQuery(locationId));
  const queryClient = useQueryClient();
  const saving = useSave();
  const busy = saving.busy;
  const eightySix = useEightySixGuard();

  const save = async (work: () => Promise<unknown>) => {
    if ((await saving.run(() => work().then(() => true), VENDOR_PREFERENCE_MESSAGES.save)) !== undefined)
      void queryClient.invalidateQueries({ queryKey: vendorPreferenceKeys.location(locationId) });
  };
  const saveRoster = (roster: CategoryRoster, vendorIds: string[], doNotSuggestVendorIds: string[]) =>
    void save(() => putCategoryRoster(locationId, roster.serviceCategory.id, { vendorIds, doNotSuggestVendorIds }));

  const error = (categories.error ?? prefs.error)?.message;
  return (
    <TitledCard title="Vendor rosters" description="Who is suggested first for each kind of work here, and who never is." size="sm">
      {error && (
        <Text fontSize="sm" color="fg.error" role="alert">
          {error}
        </Text>
      )}
      <SaveStatus save={saving} />
      {categories.data && categories.data.categories.length > 0 && (
        <Accordion.Root collapsible multiple variant="enclosed" size="sm">
          {categories.data.categories.map((roster) => {
            const ids = roster.vendors.map((v) => v.id);
            const blocked = roster.doNotSuggest.map((v) => v.id);
            const move = (index: number, by: number) => {
              const next = [...ids];
              const [id] = next.splice(index, 1);
              next.splice(index + by, 0, id!);
              saveRoster(roster, next, blocked);
            };
            return (
              <Accordion.Item key={roster.serviceCategory.id} value={roster.serviceCategory.id}>
                <Accordion.ItemTrigger>
                  <Text flex="1" fontWeight="medium">
                    {roster.serviceCategory.name}
                  </Text>
                  <Badge variant="subtle">{roster.vendors.length === 0 ? 'No roster' : `${roster.vendors.length} on roster`}</Badge>
                  <Accordion.ItemIndicator />
                </Accordion.ItemTrigger>
                <Accordion.ItemContent>
                  <Accordion.ItemBody>
                    <Stack gap="3">
                      <Stack as="ol" gap="1" listStyleType="none">
                        {roster.vendors.map((v, i) => (
                          <HStack as="li" key={v.id} gap="2" borderWidth="1px" rounded="md" px="2" py="1">
                            <Text fontSize="sm" color="fg.muted" w="5">
                              {v.position}
                            </Text>
                            <Text fontSize="sm" flex="1" truncate>
                              {v.name}
                            </Text>
                            {canEdit && (
                              <HStack gap="0.5">
                                <IconButton size="xs" variant="ghost" aria-label={`Move ${v.name} up`} disabled={busy || i === 0} onClick={() => move(i, -1)}>
                                  ↑
                                </IconButton>
                                <IconButton
                                  size="xs"
                                  variant="ghost"
                                  aria-label={`Move ${v.name} down`}
                                  disabled={busy || i === ids.length - 1}
                                  onClick={() => move(i, 1)}
                                >
                                  ↓
                                </IconButton>
                                <Button
                                  size="xs"
                                  variant="ghost"
                                  disabled={busy}
                                  onClick={() =>
                                    saveRoster(
                                      roster,
                                      ids.filter((x) => x !== v.id),
                                      blocked,
                                    )
                                  }
                                >
                                  Remove
                                </Button>
                                <Button
                                  size="xs"
                                  variant="ghost"
                                  colorPalette="red"
                                  disabled={busy}
                                  onClick={() =>
                                    saveRoster(
                                      roster,
                                      ids.filter((x) => x !== v.id),
                                      [...blocked, v.id],
                                    )
                                  }
                                >
                                  Never suggest
                                </Button>
                              </HStack>
                            )}
                          </HStack>
                        ))}
                      </Stack>
                      {roster.doNotSuggest.length > 0 && (
                        <VendorChips
                          title="Never suggested for this category"
                          vendors={roster.doNotSuggest}
                          onRemove={
                            canEdit
                              ? (v) =>
                                  saveRoster(
                                    roster,
                                    ids,
                                    blocked.filter((x) => x !== v.id),
                                  )
                              : undefined
                          }
                          busy={busy}
                        />
                      )}
                      {canEdit && (
                        <ContactPicker
                          noun="vendor"
                          search={searchVendors}
                          exclude={[...ids, ...blocked]}
                          actionLabel="Add to roster"
                          busy={busy}
                          warning={eightySix.note}
                          onPick={(v) => eightySix.choose(v, () => saveRoster(roster, [...ids, v.id], blocked))}
                        />
                      )}
                    </Stack>
                  </Accordion.ItemBody>
                </Accordion.ItemContent>
              </Accordion.Item>
            );
          })}
        </Accordion.Root>
      )}
      {eightySix.dialog}
      {prefs.data && prefs.data.assetRosters.length > 0 && (
        <Stack gap="2">
          <Heading as="h3" size="sm">
            Asset rosters
          </Heading>
          {prefs.data.assetRosters.map((r) => (
            <Text key={r.asset.id} fontSize="sm">
              <Text as="span" fontWeight="medium">
                {r.asset.name}:
              </Text>{' '}
              {r.vendors.map((v) => v.name).join(', ')}
            </Text>
          ))}
        </Stack>
      )}
      <Stack gap="2" borderTopWidth="1px" pt="3">
        <VendorChips
          title="Never suggested at this location"
          vendors={prefs.data?.doNotSuggest ?? []}
          empty="None."
          onRemove={canEdit ? (v) => void save(() => setDoNotSuggest(locationId, v.id, false)) : undefined}
          busy={busy}
        />
        {canEdit && (
          <ContactPicker
            noun="vendor"
            search={searchVendors}
            warning={eightySix.note}
            exclude={(prefs.data?.doNotSuggest ?? []).map((v) => v.id)}
            actionLabel="Never suggest"
            busy={busy}
            onPick={(v) => void save(() => setDoNotSuggest(locationId, v.id, true))}
          />
        )}
      </Stack>
    </TitledCard>
  );
}

function VendorChips({
  title,
  vendors,
  empty,
  onRemove,
  busy,
}: {
  title: string;
  vendors: VendorSummary[];
  empty?: string;
  onRemove?: (v: VendorSummary) => void;
  busy: boolean;
}) {
  return (
    <Stack gap="1">
      <Text fontSize="sm" fontWeight="medium">
        {title}
      </Text>
      {vendors.length === 0 && empty && (
        <Text fontSize="sm" color="fg.muted">
          {empty}
        </Text>
      )}
      <HStack gap="2" wrap="wrap">
        {vendors.map((v) => (
          <Badge key={v.id} variant="outline" colorPalette="red" size="md" gap="1">
            {v.name}
            {onRemove && (
              <Button size="2xs" variant="plain" p="0" h="auto" minW="0" aria-label={`Allow ${v.name} again`} disabled={busy} onClick={() => onRemove(v)}>
                ×
              </Button>
            )}
          </Badge>
        ))}
      </HStack>
    </Stack>
  );
}
