import { Badge, Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { CONTRACTED_RATE_TYPES, isMultiplierRate } from '@domain/vendors/vendor-constants';
import type { ContractedRate, ContractedRateType } from '@domain/vendors/vendor-contracted-rates-api';
import { SelectField, optionsOf } from '@/components/select-field';
import { SaveStatus, useSave } from '@/components/use-save';
import { createContractedRate, deleteContractedRate, VENDOR_MESSAGES } from './api/vendor-calls';
import { vendorKeys } from './api/vendor-queries';
import { formatRateAmount, formatRateDates } from './rate-format';

const today = () => new Date().toISOString().slice(0, 10);

/**
 * A vendor's contracted rates for one category (docs/product/vendors.md Contracted rates), with a
 * remove button per rate and an add form for those who may set them.
 */
export function ContractedRates({
  rates,
  vendor,
  serviceCategory,
  customerId,
  canEdit,
}: {
  rates: readonly ContractedRate[];
  vendor: { id: string; name: string };
  serviceCategory: { id: string; name: string };
  customerId: string | null;
  canEdit: boolean;
}) {
  const queryClient = useQueryClient();
  const save = useSave();
  const [adding, setAdding] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: vendorKeys.all });
  const remove = async (rate: ContractedRate) => {
    const done = await save.run(() => deleteContractedRate(rate.id), VENDOR_MESSAGES.save);
    if (done) await refresh();
  };
  return (
    <Stack gap="2">
      {rates.length === 0 && (
        <Text fontSize="sm" color="fg.muted">
          No contracted rates.
        </Text>
      )}
      {rates.length > 0 && (
        <Stack as="ul" gap="1" listStyleType="none" aria-label={`Contracted rates of ${vendor.name} for ${serviceCategory.name}`}>
          {rates.map((rate) => (
            <HStack as="li" key={rate.id} justify="space-between" gap="2" borderTopWidth="1px" pt="1" data-testid="contracted-rate">
              <Stack gap="0" minW="0">
                <Text fontSize="sm">
                  <Text as="span" fontWeight="medium">
                    {rate.rateType}
                  </Text>{' '}
                  {formatRateAmount(rate)}
                </Text>
                <Text fontSize="xs" color="fg.muted">
                  {formatRateDates(rate)}
                  {rate.notes ? ` · ${rate.notes}` : ''}
                </Text>
              </Stack>
              {canEdit && (
                <Button
                  size="xs"
                  variant="ghost"
                  colorPalette="red"
                  disabled={save.busy}
                  aria-label={`Remove ${rate.rateType} rate of ${vendor.name}`}
                  onClick={() => void remove(rate)}
                >
                  Remove
                </Button>
              )}
            </HStack>
          ))}
        </Stack>
      )}
      {canEdit && customerId && !adding && (
        <Button size="xs" variant="outline" alignSelf="flex-start" onClick={() => setAdding(true)} aria-label={`Add rate for ${vendor.name}`}>
          Add rate
        </Button>
      )}
      {canEdit && customerId && adding && (
        <AddRateForm
          vendorId={vendor.id}
          serviceCategoryId={serviceCategory.id}
          customerId={customerId}
          busy={save.busy}
          onCancel={() => setAdding(false)}
          onSubmit={async (body) => {
            const done = await save.run(() => createContractedRate(body), VENDOR_MESSAGES.createRate);
            if (done) {
              setAdding(false);
              await refresh();
            }
          }}
        />
      )}
      <SaveStatus save={save} />
    </Stack>
  );
}

function AddRateForm(props: {
  vendorId: string;
  serviceCategoryId: string;
  customerId: string;
  busy: boolean;
  onCancel: () => void;
  onSubmit: (body: Parameters<typeof createContractedRate>[0]) => Promise<void>;
}) {
  const [rateType, setRateType] = useState<ContractedRateType>('Hourly Labor');
  const [amount, setAmount] = useState('');
  const [from, setFrom] = useState(today());
  const [to, setTo] = useState('');
  const [notes, setNotes] = useState('');
  const multiplier = isMultiplierRate(rateType);
  const value = Number(amount);
  return (
    <Stack
      as="form"
      gap="2"
      borderWidth="1px"
      rounded="md"
      p="2"
      aria-label="New contracted rate"
      onSubmit={(e) => {
        e.preventDefault();
        void props.onSubmit({
          id: crypto.randomUUID(),
          vendorId: props.vendorId,
          serviceCategoryId: props.serviceCategoryId,
          customerId: props.customerId,
          rateType,
          ...(multiplier ? { multiplierPercent: Math.round(value * 100) } : { amountCents: Math.round(value * 100) }),
          effectiveFrom: from,
          effectiveTo: to || null,
          notes: notes.trim() || null,
        });
      }}
    >
      <SelectField
        label="Rate type"
        size="sm"
        value={rateType}
        options={optionsOf(CONTRACTED_RATE_TYPES)}
        onChange={(v) => setRateType(v as ContractedRateType)}
      />
      <Field.Root required>
        <Field.Label>{multiplier ? 'Multiplier (×)' : 'Amount ($)'}</Field.Label>
        <Input size="sm" type="number" inputMode="decimal" min={multiplier ? 1 : 0.01} step={0.01} value={amount} onChange={(e) => setAmount(e.target.value)} />
      </Field.Root>
      <HStack gap="2" align="flex-start" wrap="wrap">
        <Field.Root required flex="1" minW="36">
          <Field.Label>From</Field.Label>
          <Input size="sm" type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
        </Field.Root>
        <Field.Root flex="1" minW="36">
          <Field.Label>To</Field.Label>
          <Input size="sm" type="date" value={to} onChange={(e) => setTo(e.target.value)} />
        </Field.Root>
      </HStack>
      <Field.Root>
        <Field.Label>Notes</Field.Label>
        <Input size="sm" value={notes} maxLength={500} onChange={(e) => setNotes(e.target.value)} />
      </Field.Root>
      <HStack gap="2">
        <Button size="sm" type="submit" colorPalette="brand" loading={props.busy} disabled={!amount || !from}>
          Save rate
        </Button>
        <Button size="sm" variant="ghost" onClick={props.onCancel}>
          Cancel
        </Button>
      </HStack>
    </Stack>
  );
}

/** "3 rates" badge for a card header. */
export function RateCount({ count }: { count: number }) {
  return (
    <Badge size="sm" variant="outline">
      {count === 1 ? '1 rate' : `${count} rates`}
    </Badge>
  );
}
