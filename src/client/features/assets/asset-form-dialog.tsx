import { Button, Checkbox, Field, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { FetchError } from 'ofetch';
import { useId, useState, type FormEvent } from 'react';
import { ASSET_CREATE_FORBIDDEN_MESSAGE, type AssetCreate, type AssetDetailView, type AssetPatch } from '@domain/assets/asset-api';
import { ASSET_STATUSES, type AssetStatus } from '@domain/assets/asset-enums';
import { saveErrorMessage } from '@/lib/save-error';
import { useQuery } from '@tanstack/react-query';
import { assetFormLocationsQuery, assetTypesQuery, modelNumbersQuery } from './api/asset-queries';
import { ASSET_MESSAGES, createAsset, updateAsset } from './api/asset-calls';
import { locationOptions } from '@/components/location-groups';
import { SelectField } from '@/components/select-field';
import { SaveStatus, useSave } from '@/components/use-save';
import { AppDialog } from '@/components/app-dialog';

interface Draft {
  name: string;
  locationId: string;
  assetTypeId: string;
  modelNumber: string;
  serialNumber: string;
  status: AssetStatus;
  warrantyExpiresOn: string;
  installedOn: string;
  isInfrastructure: boolean;
  isEquipmentCertificationEligible: boolean;
}

function draftOf(view: AssetDetailView | null, locationId: string | undefined): Draft {
  const a = view?.asset;
  return {
    name: a?.name ?? '',
    locationId: a?.location.id ?? locationId ?? '',
    assetTypeId: a?.assetType.id ?? '',
    modelNumber: a?.modelNumber ?? '',
    serialNumber: a?.serialNumber ?? '',
    status: a?.status ?? 'Live',
    warrantyExpiresOn: a?.warrantyExpiresOn ?? '',
    installedOn: a?.installedOn ?? '',
    isInfrastructure: a?.isInfrastructure ?? false,
    isEquipmentCertificationEligible: a?.isEquipmentCertificationEligible ?? false,
  };
}

const orNull = (text: string) => text.trim() || null;

export interface AssetFormDialogProps {
  open: boolean;
  onClose: () => void;
  /** The asset to edit; null adds one. */
  asset: AssetDetailView | null;
  /** Where a new asset goes unless the user picks another location. */
  locationId?: string;
  /** A label to link to the new asset at once (the scan-a-new-label flow). */
  qrLabelId?: string;
  onSaved: (view: AssetDetailView) => void;
}

/**
 * Add or edit an asset: location, asset type, model number (with the model numbers already in use
 * as suggestions), serial, status, warranty and install dates, flags. docs/product/messages.md#validation: a refused creation
 * says the user may not add an asset to that location.
 */
export function AssetFormDialog({ open, onClose, asset, locationId, qrLabelId, onSaved }: AssetFormDialogProps) {
  const [draft, setDraft] = useState(() => draftOf(asset, locationId));
  const save = useSave();
  const types = useQuery({ ...assetTypesQuery(), enabled: open });
  const locations = useQuery({ ...assetFormLocationsQuery(), enabled: open });
  const models = useQuery({ ...modelNumbersQuery(draft.modelNumber, draft.assetTypeId || undefined), enabled: open });
  const modelListId = useId();
  const set = (changes: Partial<Draft>) => setDraft((d) => ({ ...d, ...changes }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const fields = {
      name: draft.name.trim(),
      assetTypeId: draft.assetTypeId,
      modelNumber: orNull(draft.modelNumber),
      serialNumber: orNull(draft.serialNumber),
      status: draft.status,
      warrantyExpiresOn: orNull(draft.warrantyExpiresOn),
      installedOn: orNull(draft.installedOn),
      isInfrastructure: draft.isInfrastructure,
      isEquipmentCertificationEligible: draft.isEquipmentCertificationEligible,
    };
    const saved = await save.run(
      () =>
        asset
          ? updateAsset(asset.asset.id, { ...fields, locationId: draft.locationId } satisfies AssetPatch)
          : createAsset({ id: crypto.randomUUID(), locationId: draft.locationId, ...fields, ...(qrLabelId ? { qrLabelId } : {}) } satisfies AssetCreate),
      (err) => {
        const forbidden = !asset && err instanceof FetchError && err.response?.status === 403;
        return forbidden ? ASSET_CREATE_FORBIDDEN_MESSAGE : saveErrorMessage(err, ASSET_MESSAGES.save);
      },
      asset ? ASSET_MESSAGES.saved : (view) => `${view.asset.name} added.`,
    );
    if (saved) onSaved(saved);
  };

  return (
    <AppDialog
      title={asset ? 'Edit asset' : 'Add asset'}
      open={open}
      onClose={onClose}
      size={{ base: 'full', md: 'lg' }}
      scrollBehavior="inside"
      onSubmit={(e) => void submit(e)}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" colorPalette="brand" loading={save.busy} disabled={!draft.name.trim() || !draft.locationId || !draft.assetTypeId}>
            {asset ? 'Save' : 'Add asset'}
          </Button>
        </>
      }
    >
      <Stack gap="4">
        <SaveStatus save={save} />
        <Field.Root required>
          <Field.Label>Name</Field.Label>
          <Input value={draft.name} maxLength={200} onChange={(e) => set({ name: e.target.value })} placeholder="Fryer 2, walk-in cooler" />
        </Field.Root>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <SelectField
            required
            label="Location"
            value={draft.locationId}
            empty="Choose a location"
            options={locationOptions(locations.data?.items ?? [])}
            onChange={(v) => set({ locationId: v })}
          />
          <SelectField
            required
            label="Asset type"
            value={draft.assetTypeId}
            empty="Choose a type"
            options={(types.data?.items ?? []).map((t) => ({ value: t.id, label: `${t.name} (${t.serviceCategory.name})` }))}
            onChange={(v) => set({ assetTypeId: v })}
          />
          <Field.Root>
            <Field.Label>Model number</Field.Label>
            <Input value={draft.modelNumber} maxLength={100} list={modelListId} autoComplete="off" onChange={(e) => set({ modelNumber: e.target.value })} />
            <datalist id={modelListId}>
              {(models.data?.items ?? []).map((m) => (
                <option key={m.modelNumber} value={m.modelNumber}>{`${m.assetCount} in use`}</option>
              ))}
            </datalist>
          </Field.Root>
          <Field.Root>
            <Field.Label>Serial number</Field.Label>
            <Input value={draft.serialNumber} maxLength={100} onChange={(e) => set({ serialNumber: e.target.value })} />
          </Field.Root>
          <SelectField
            label="Status"
            value={draft.status}
            options={ASSET_STATUSES.map((s) => ({ value: s, label: s }))}
            onChange={(v) => set({ status: v as AssetStatus })}
          />
          <Field.Root>
            <Field.Label>Installed on</Field.Label>
            <Input type="date" value={draft.installedOn} onChange={(e) => set({ installedOn: e.target.value })} />
          </Field.Root>
          <Field.Root>
            <Field.Label>Warranty ends</Field.Label>
            <Input type="date" value={draft.warrantyExpiresOn} onChange={(e) => set({ warrantyExpiresOn: e.target.value })} />
          </Field.Root>
        </SimpleGrid>
        <Checkbox.Root checked={draft.isInfrastructure} onCheckedChange={(d) => set({ isInfrastructure: d.checked === true })}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>Infrastructure (building systems: HVAC, plumbing, electrical)</Checkbox.Label>
        </Checkbox.Root>
        <Checkbox.Root checked={draft.isEquipmentCertificationEligible} onCheckedChange={(d) => set({ isEquipmentCertificationEligible: d.checked === true })}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>Eligible for equipment certification</Checkbox.Label>
        </Checkbox.Root>
      </Stack>
    </AppDialog>
  );
}
