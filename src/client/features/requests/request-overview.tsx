import { Badge, DataList, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { TitledCard } from '@/components/titled-card';
import { useState } from 'react';
import { formatDateTime, formatDay } from '@domain/format/date-format';
import { formatUsdExact, parseUsdCents } from '@domain/format/money-format';
import { formatPhoneForDisplay } from '@domain/users/phone-display';
import {
  REQUEST_PRIORITIES,
  REQUEST_SUB_STATUSES,
  REQUEST_TYPES,
  type RequestPriority,
  type RequestSubStatus,
  type RequestType,
} from '@domain/requests/request-enums';
import type { RequestDetail } from '@domain/requests/request-views';
import { optionsOf, SelectField } from '@/components/select-field';
import { EditableField } from './editable-field';
import { fromLocalInput, toLocalInput } from '@/lib/datetime-input';
import { PriorityBadge } from '@/components/request-badges';
import { useRequestRights } from './use-request-rights';
import {
  assignVendor,
  dispatchVendor,
  patchSelfServiceRequest,
  setEta,
  setRequestNte,
  setPriority,
  setRequestType,
  setSelfServiceEta,
  setServiceWindow,
  setSubStatus,
} from './api/request-calls';
import { REQUEST_DONE, REQUEST_MESSAGES } from './request-messages';
import { eightySixLabel, eightySixWarning } from '@/components/eighty-six-mark';
import { vendorOptionsQuery } from './api/picker-queries';
import { SaveStatus, useSave } from '@/components/use-save';
import { useQuery } from '@tanstack/react-query';
import { locationLabel } from '@/components/location-label';

export interface RequestOverviewProps {
  request: RequestDetail;
  selfService: boolean;
  /** The request changed on the server: load it again. */
  onChanged: () => void;
  /** Open this field's editor (a prompt's action); a new `at` opens it again. */
  openEditor?: { field: 'vendor' | 'eta'; at: number } | null;
}

/** An inline editor's select of one of the request's enumerations. */
function Choice<T extends string>({
  label,
  value,
  options,
  onChange,
  empty,
}: {
  label: string;
  value: T | '';
  options: readonly T[];
  onChange: (v: T | '') => void;
  empty?: string;
}) {
  return <SelectField hideLabel size="sm" label={label} value={value} options={optionsOf(options)} empty={empty} onChange={(v) => onChange(v as T | '')} />;
}

/**
 * What the request is and where it stands (docs/product/requests.md). Type, sub-status, priority, ETA, service
 * window and vendor each change by their own call; self-service requests use the self-service calls.
 */
export function RequestOverview({ request: r, selfService, onChanged, openEditor }: RequestOverviewProps) {
  const save = useSave();
  const may = useRequestRights(r);
  const [type, setType] = useState<RequestType | ''>(r.requestType);
  const [subStatus, setSub] = useState<RequestSubStatus | ''>(r.subStatus ?? '');
  const [priority, setPrio] = useState<RequestPriority | ''>(r.requestPriority);
  const [eta, setEtaText] = useState(toLocalInput(r.eta));
  const [windowStart, setWindowStart] = useState(toLocalInput(r.serviceWindow?.start));
  const [windowEnd, setWindowEnd] = useState(toLocalInput(r.serviceWindow?.end));
  const [vendorId, setVendorId] = useState(r.assignedToVendor?.id ?? '');
  const [nte, setNte] = useState('');
  const [vendorsWanted, setVendorsWanted] = useState(false);
  const vendors = useQuery({ ...vendorOptionsQuery(selfService), enabled: vendorsWanted });
  const vendorWarning = eightySixWarning(vendors.data?.items.find((v) => v.id === vendorId));
  const prepareVendor = () => {
    setVendorId(r.assignedToVendor?.id ?? '');
    setVendorsWanted(true);
  };
  const prepareEta = () => setEtaText(toLocalInput(r.eta));
  // A prompt's action opens an editor: its value is prepared as opening it by hand would.
  const [preparedAt, setPreparedAt] = useState(openEditor?.at);
  if (openEditor && openEditor.at !== preparedAt) {
    setPreparedAt(openEditor.at);
    if (openEditor.field === 'vendor') prepareVendor();
    else prepareEta();
  }

  const change = async (action: () => Promise<unknown>, failure: string, success?: string) => {
    const done = (await save.run(async () => (await action()) ?? true, failure, success)) !== undefined;
    if (done) onChanged();
    return done;
  };

  return (
    <TitledCard title="Details">
      <SaveStatus save={save} />
      <DataList.Root orientation="horizontal" size="md" gap="3">
        <EditableField
          label="Type"
          value={r.requestType}
          canChange={!selfService && may('requestType')}
          busy={save.busy}
          onOpen={() => setType(r.requestType)}
          editor={() => <Choice label="Type" value={type} options={REQUEST_TYPES} onChange={setType} />}
          onSave={() => change(() => setRequestType(r.id, type as RequestType), REQUEST_MESSAGES.update)}
        />
        {!selfService && (
          <EditableField
            label="Sub-status"
            value={r.subStatus ?? <Text color="fg.muted">None</Text>}
            canChange={may('subStatus')}
            busy={save.busy}
            onOpen={() => setSub(r.subStatus ?? '')}
            editor={() => <Choice label="Sub-status" value={subStatus} options={REQUEST_SUB_STATUSES} onChange={setSub} empty="None" />}
            onSave={() => change(() => setSubStatus(r.id, subStatus || null), REQUEST_MESSAGES.update)}
          />
        )}
        <EditableField
          label="Priority"
          value={<PriorityBadge priority={r.requestPriority} />}
          canChange={may('requestPriority')}
          busy={save.busy}
          onOpen={() => setPrio(r.requestPriority)}
          editor={() => <Choice label="Priority" value={priority} options={REQUEST_PRIORITIES} onChange={setPrio} />}
          onSave={() =>
            selfService
              ? change(() => patchSelfServiceRequest(r.id, { requestPriority: priority as RequestPriority }), REQUEST_MESSAGES.update)
              : change(() => setPriority(r.id, priority as RequestPriority), REQUEST_MESSAGES.priority)
          }
        />
        <EditableField
          label="Vendor"
          value={r.assignedToVendor?.name ?? <Text color="fg.muted">Not assigned</Text>}
          canChange={may('assignedToVendorId')}
          busy={save.busy}
          onOpen={prepareVendor}
          openSignal={openEditor?.field === 'vendor' ? openEditor.at : undefined}
          saveDisabled={!vendorId}
          editor={() => (
            <Stack gap="1">
              <NativeSelect.Root size="sm">
                <NativeSelect.Field aria-label="Vendor" value={vendorId} onChange={(e) => setVendorId(e.target.value)}>
                  <option value="">{vendors.isFetching ? 'Loading vendors…' : 'Choose a vendor'}</option>
                  {vendors.data?.items.map((v) => (
                    <option key={v.id} value={v.id}>
                      {eightySixLabel(v)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              {/* Said where the choice is made (a dialog would load with every request page): Save chooses it anyway. */}
              {vendorWarning && (
                <Text fontSize="sm" color="fg.error" role="alert">
                  {vendorWarning}. Save to choose it anyway.
                </Text>
              )}
            </Stack>
          )}
          onSave={() =>
            change(
              () => (selfService ? assignVendor : dispatchVendor)(r.id, vendorId),
              selfService ? REQUEST_MESSAGES.assignVendor : REQUEST_MESSAGES.update,
              REQUEST_DONE.vendorAssigned(vendors.data?.items.find((v) => v.id === vendorId)?.name),
            )
          }
        />
        {!selfService && (
          <EditableField
            label="Not to exceed"
            value={r.nteCents === null ? <Text color="fg.muted">No limit set</Text> : formatUsdExact(r.nteCents)}
            canChange={may('nteCents')}
            busy={save.busy}
            onOpen={() => setNte(r.nteCents === null ? '' : String(r.nteCents / 100))}
            // Empty removes the limit; anything else must be an amount.
            saveDisabled={nte.trim() !== '' && parseUsdCents(nte) === null}
            editor={() => (
              <Input
                size="sm"
                inputMode="decimal"
                aria-label="Not to exceed (USD)"
                placeholder="No limit"
                value={nte}
                onChange={(e) => setNte(e.target.value)}
              />
            )}
            onSave={() => change(() => setRequestNte(r.id, nte.trim() ? parseUsdCents(nte) : null), REQUEST_MESSAGES.update)}
          />
        )}
        <EditableField
          label="ETA"
          value={r.eta ? formatDateTime(r.eta) : <Text color="fg.muted">Not set</Text>}
          canChange={may('eta')}
          busy={save.busy}
          onOpen={prepareEta}
          openSignal={openEditor?.field === 'eta' ? openEditor.at : undefined}
          editor={() => <Input size="sm" type="datetime-local" aria-label="ETA" value={eta} onChange={(e) => setEtaText(e.target.value)} />}
          onSave={() => {
            const at = fromLocalInput(eta);
            return change(
              () => (selfService ? setSelfServiceEta : setEta)(r.id, at),
              selfService ? REQUEST_MESSAGES.setEta : REQUEST_MESSAGES.eta,
              at ? REQUEST_DONE.etaSet(formatDateTime(at)) : REQUEST_DONE.etaRemoved,
            );
          }}
        />
        {!selfService && (
          <EditableField
            label="Service window"
            value={
              r.serviceWindow ? `${formatDateTime(r.serviceWindow.start)} – ${formatDateTime(r.serviceWindow.end)}` : <Text color="fg.muted">Not set</Text>
            }
            canChange={may('serviceWindow')}
            busy={save.busy}
            onOpen={() => {
              setWindowStart(toLocalInput(r.serviceWindow?.start));
              setWindowEnd(toLocalInput(r.serviceWindow?.end));
            }}
            saveDisabled={!fromLocalInput(windowStart) || !fromLocalInput(windowEnd)}
            editor={() => (
              <Stack gap="2">
                <Input size="sm" type="datetime-local" aria-label="Service window start" value={windowStart} onChange={(e) => setWindowStart(e.target.value)} />
                <Input
                  size="sm"
                  type="datetime-local"
                  aria-label="Service window end"
                  value={windowEnd}
                  min={windowStart}
                  onChange={(e) => setWindowEnd(e.target.value)}
                />
              </Stack>
            )}
            onSave={() =>
              change(() => setServiceWindow(r.id, { start: fromLocalInput(windowStart)!, end: fromLocalInput(windowEnd)! }), REQUEST_MESSAGES.update)
            }
          />
        )}
        <DataList.Item>
          <DataList.ItemLabel>Location</DataList.ItemLabel>
          <DataList.ItemValue>{locationLabel(r.location)}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>Equipment</DataList.ItemLabel>
          <DataList.ItemValue>{r.asset ? `${r.asset.name}${r.asset.modelNumber ? ` (${r.asset.modelNumber})` : ''}` : 'None'}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>Created</DataList.ItemLabel>
          <DataList.ItemValue>
            {formatDateTime(r.createdAt)}
            {r.createdBy ? ` by ${r.createdBy.name}` : ''}
          </DataList.ItemValue>
        </DataList.Item>
        {r.completedAt && (
          <DataList.Item>
            <DataList.ItemLabel>Completed</DataList.ItemLabel>
            <DataList.ItemValue>{formatDateTime(r.completedAt)}</DataList.ItemValue>
          </DataList.Item>
        )}
        {r.resolutionStatement && (
          <DataList.Item>
            <DataList.ItemLabel>Resolution</DataList.ItemLabel>
            <DataList.ItemValue whiteSpace="pre-wrap">{r.resolutionStatement}</DataList.ItemValue>
          </DataList.Item>
        )}
        {r.symptoms.length > 0 && (
          <DataList.Item>
            <DataList.ItemLabel>Symptoms</DataList.ItemLabel>
            <DataList.ItemValue gap="1" flexWrap="wrap">
              {r.symptoms.map((s) => (
                <Badge key={s} variant="subtle">
                  {s}
                </Badge>
              ))}
            </DataList.ItemValue>
          </DataList.Item>
        )}
        {(r.troubleshootingStatus || r.troubleshootingGuideAvailable) && (
          <DataList.Item>
            <DataList.ItemLabel>Troubleshooting</DataList.ItemLabel>
            <DataList.ItemValue>
              <Stack gap="0.5">
                <Text>{r.troubleshootingStatus ?? 'Not given'}</Text>
                {r.troubleshootingGuideViewedAt && (
                  <Text fontSize="sm" color="fg.muted">
                    Guide viewed {formatDay(r.troubleshootingGuideViewedAt)}
                  </Text>
                )}
                {r.troubleshootingNotes && (
                  <Text fontSize="sm" color="fg.muted" whiteSpace="pre-wrap">
                    {r.troubleshootingNotes}
                  </Text>
                )}
              </Stack>
            </DataList.ItemValue>
          </DataList.Item>
        )}
        {r.contacts.length > 0 && (
          <DataList.Item>
            <DataList.ItemLabel>Contacts</DataList.ItemLabel>
            <DataList.ItemValue>
              <Stack gap="0.5">
                {r.contacts.map((c) => (
                  <Text key={c.id}>
                    {c.name}
                    {c.phone ? ` · ${formatPhoneForDisplay(c.phone)}` : ''}
                  </Text>
                ))}
              </Stack>
            </DataList.ItemValue>
          </DataList.Item>
        )}
        {r.emergencyCallbackPhoneNumber && (
          <DataList.Item>
            <DataList.ItemLabel>Emergency callback</DataList.ItemLabel>
            <DataList.ItemValue>{formatPhoneForDisplay(r.emergencyCallbackPhoneNumber)}</DataList.ItemValue>
          </DataList.Item>
        )}
        {r.isOtApproved && (
          <DataList.Item>
            <DataList.ItemLabel>Overtime</DataList.ItemLabel>
            <DataList.ItemValue>Approved{r.otApprovedBy ? ` by ${r.otApprovedBy}` : ''}</DataList.ItemValue>
          </DataList.Item>
        )}
        {r.escalateThroughEep && (
          <DataList.Item>
            <DataList.ItemLabel>EEP escalation</DataList.ItemLabel>
            <DataList.ItemValue>{r.escalationReasons.join('; ') || 'Yes'}</DataList.ItemValue>
          </DataList.Item>
        )}
      </DataList.Root>
    </TitledCard>
  );
}
