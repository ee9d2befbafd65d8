import { subject } from '@casl/ability';
import { Field, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { formatLongDate } from '@domain/format/date-format';
import { upcomingOccurrences } from '@domain/pm/pm-recurrence';
import type { PmSchedulePatch, PmScheduleView, PmScheduleWriteResult } from '@domain/pm/pm-schedules-api';
import { PM_PREVIEW_COUNT, PM_SCHEDULE_MESSAGES } from '@domain/pm/pm-setup-constants';
import { isoDate } from '@domain/users/out-of-office';
import { FormDialog } from '@/components/form-dialog';
import { ErrorNotice } from '@/components/error-notice';
import { SelectField } from '@/components/select-field';
import { useSave } from '@/components/use-save';
import { assetFormLocationsQuery } from '@/features/assets/api/asset-queries';
import { userAssetsQuery, vendorOptionsQuery } from '@/features/requests/api/picker-queries';
import { locationLabel } from '@/components/location-label';
import { useSession } from '@/session/session-context';
import { createPmSchedule, updatePmSchedule } from './api/pm-setup-calls';
import { pmTemplateListQuery } from './api/pm-setup-queries';
import { draftOf, OccurrencePreview, RecurrenceFields, ruleOf } from './recurrence-fields';

type ScheduleFormProps = { onClose: () => void; onSaved: (schedule: PmScheduleWriteResult) => void } & (
  { mode: 'create'; locationId?: string; assetId?: string } | { mode: 'edit'; schedule: PmScheduleView }
);

const WHOLE_LOCATION = '';

/**
 * Set up a PM schedule, or change one (docs/product/maintenance-and-guides.md#schedules): where and on
 * what (fixed once made), what for, how often from when to when, by whom and with which template;
 * the next ten visits previewed as the rule is chosen.
 */
export function PmScheduleFormDialog(props: ScheduleFormProps) {
  const { ability, customer } = useSession();
  const schedule = props.mode === 'edit' ? props.schedule : null;
  const today = isoDate();
  const [locationId, setLocationId] = useState(schedule?.locationId ?? (props.mode === 'create' ? (props.locationId ?? '') : ''));
  const [assetId, setAssetId] = useState(schedule?.assetId ?? (props.mode === 'create' ? (props.assetId ?? WHOLE_LOCATION) : WHOLE_LOCATION));
  const [name, setName] = useState(schedule?.name ?? '');
  const [description, setDescription] = useState(schedule?.description ?? '');
  const [startDate, setStartDate] = useState(schedule?.startDate ?? today);
  const [endDate, setEndDate] = useState(schedule?.endDate ?? '');
  const [vendorId, setVendorId] = useState(schedule?.assignedToVendorId ?? '');
  const [templateId, setTemplateId] = useState(schedule?.pmTemplateId ?? '');
  const [recurrence, setRecurrence] = useState(() => draftOf(schedule?.recurrence ?? null, startDate));
  const save = useSave();

  const locations = useQuery({ ...assetFormLocationsQuery(), enabled: props.mode === 'create' });
  const assets = useQuery({ ...userAssetsQuery({ locationId }), enabled: props.mode === 'create' && locationId !== '' });
  const vendors = useQuery(vendorOptionsQuery(customer?.isSelfService ?? false));
  const asset = assets.data?.items.find((a) => a.id === assetId);
  const templates = useQuery(pmTemplateListQuery({ limit: 200, ...(asset ? { assetTypeId: asset.assetTypeId } : {}) }));

  // Only where PM is on and the user may plan it; the schedule being changed keeps its own.
  const locationOptions = (locations.data?.items ?? [])
    .filter((l) => l.pmEnabled && !l.archivedAt && ability.can('create', subject('PmSchedule', { customerId: l.customerId, locationId: l.id })))
    .map((l) => ({ value: l.id, label: locationLabel(l) }));
  const vendorOptions = (vendors.data?.items ?? []).filter((v) => !('eightySixReason' in v && v.eightySixReason)).map((v) => ({ value: v.id, label: v.name }));
  if (schedule?.vendor && !vendorOptions.some((v) => v.value === schedule.vendor!.id))
    vendorOptions.unshift({ value: schedule.vendor.id, label: schedule.vendor.name });
  const templateOptions = (templates.data?.items ?? []).map((t) => ({ value: t.id, label: t.assetType ? `${t.name} · ${t.assetType.name}` : t.name }));
  if (schedule?.template && !templateOptions.some((t) => t.value === schedule.template!.id))
    templateOptions.unshift({ value: schedule.template.id, label: schedule.template.name });

  const rule = ruleOf(recurrence);
  const endError = endDate && endDate < startDate ? 'The end must not be before the start.' : undefined;
  const preview = useMemo(
    () =>
      'rule' in rule ? upcomingOccurrences(rule.rule, { start: startDate, end: endDate || null }, startDate > today ? startDate : today, PM_PREVIEW_COUNT) : [],
    [rule, startDate, endDate, today],
  );
  const ready = name.trim() !== '' && locationId !== '' && 'rule' in rule && !!startDate && !endError;

  const submit = async () => {
    if (!('rule' in rule)) return;
    const fields = {
      name,
      description,
      recurrence: rule.rule,
      startDate,
      endDate: endDate || null,
      assignedToVendorId: vendorId || null,
      pmTemplateId: templateId || null,
    };
    const patch = schedule && changedOf(schedule, fields);
    if (patch && !Object.keys(patch).length) return props.onClose();
    const saved = schedule
      ? await save.run(() => updatePmSchedule(schedule.id, patch!), PM_SCHEDULE_MESSAGES.save, 'Schedule saved.')
      : await save.run(
          () => createPmSchedule({ ...fields, locationId, assetId: assetId || null, active: true }),
          PM_SCHEDULE_MESSAGES.save,
          (made) => (made.latestVisit ? 'Schedule set up: its first visit is on the requests list.' : 'Schedule set up.'),
        );
    if (saved) props.onSaved(saved);
  };

  return (
    <FormDialog
      title={schedule ? 'Edit PM schedule' : 'New PM schedule'}
      onClose={props.onClose}
      size={{ base: 'full', md: 'lg' }}
      scrollBehavior="inside"
      submitLabel={schedule ? 'Save' : 'Set up schedule'}
      busy={save.busy}
      disabled={!ready}
      onSubmit={() => void submit()}
    >
      <Stack gap="4">
        {props.mode === 'create' ? (
          <>
            <SelectField
              label="Location"
              required
              value={locationId}
              empty="Choose a location"
              options={locationOptions}
              helper="Locations with PM on, where you plan maintenance."
              onChange={(value) => {
                setLocationId(value);
                setAssetId(WHOLE_LOCATION);
              }}
            />
            <SelectField
              label="Equipment"
              value={assetId}
              disabled={!locationId}
              empty="The whole location"
              options={(assets.data?.items ?? []).map((a) => ({ value: a.id, label: a.modelNumber ? `${a.name} · ${a.modelNumber}` : a.name }))}
              onChange={(value) => {
                setAssetId(value);
                setTemplateId('');
              }}
            />
            {(locations.error ?? assets.error) && <ErrorNotice size="sm" message={(locations.error ?? assets.error)!.message} />}
          </>
        ) : (
          <Text fontSize="sm" color="fg.muted">
            {schedule!.asset ? `${schedule!.asset.name} at ${schedule!.location.name}` : `The whole of ${schedule!.location.name}`}
          </Text>
        )}
        <Field.Root required>
          <Field.Label>
            Name <Field.RequiredIndicator />
          </Field.Label>
          <Input value={name} maxLength={200} placeholder="Quarterly walk-in cooler service" onChange={(e) => setName(e.target.value)} />
        </Field.Root>
        <Field.Root>
          <Field.Label>What the visit is for (optional)</Field.Label>
          <Textarea value={description} maxLength={4000} rows={2} onChange={(e) => setDescription(e.target.value)} />
        </Field.Root>
        <RecurrenceFields draft={recurrence} onChange={setRecurrence} />
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
          <Field.Root required>
            <Field.Label>Starts</Field.Label>
            <Input type="date" value={startDate} onChange={(e) => setStartDate(e.target.value)} />
          </Field.Root>
          <Field.Root invalid={!!endError}>
            <Field.Label>Ends (optional)</Field.Label>
            <Input type="date" value={endDate} min={startDate} onChange={(e) => setEndDate(e.target.value)} />
            {endError && <Field.ErrorText>{endError}</Field.ErrorText>}
          </Field.Root>
        </Stack>
        {'error' in rule ? (
          <Text color="fg.error" fontSize="sm">
            {rule.error}
          </Text>
        ) : (
          <OccurrencePreview dates={preview} format={(d) => formatLongDate(d)} />
        )}
        <SelectField
          label="Vendor"
          value={vendorId}
          empty="Nobody yet (dispatch each visit)"
          options={vendorOptions}
          helper="The portal's own technicians are listed among the vendors."
          onChange={setVendorId}
        />
        <SelectField
          label="Checklist template"
          value={templateId}
          empty={schedule ? 'None (each visit copies the last one’s checklist)' : 'None'}
          options={templateOptions}
          helper={asset ? `Templates for ${asset.name}'s kind of equipment and for any.` : undefined}
          onChange={setTemplateId}
        />
        {(vendors.error ?? templates.error) && <ErrorNotice size="sm" message={(vendors.error ?? templates.error)!.message} />}
        {save.error && <ErrorNotice size="sm" message={save.error} />}
      </Stack>
    </FormDialog>
  );
}

/** Only what the form changed, so the audit trail and the next visit see just that. */
function changedOf(schedule: PmScheduleView, fields: Required<Omit<PmSchedulePatch, 'active'>>): PmSchedulePatch {
  const now: Required<Omit<PmSchedulePatch, 'active'>> = {
    name: schedule.name,
    description: schedule.description,
    recurrence: schedule.recurrence,
    startDate: schedule.startDate,
    endDate: schedule.endDate,
    assignedToVendorId: schedule.assignedToVendorId,
    pmTemplateId: schedule.pmTemplateId,
  };
  return Object.fromEntries(
    (Object.keys(fields) as (keyof typeof fields)[]).filter((k) => JSON.stringify(fields[k]) !== JSON.stringify(now[k])).map((k) => [k, fields[k]]),
  ) as PmSchedulePatch;
}
