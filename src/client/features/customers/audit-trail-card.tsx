import { Badge, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AUDIT_ACTIONS, type AuditAction, type AuditEvent } from '@domain/audit/audit-api';
import { formatDateTime } from '@domain/format/date-format';
import { ErrorNotice } from '@/components/error-notice';
import { PageNavigator } from '@/components/page-navigator';
import { SelectField } from '@/components/select-field';
import { TitledCard } from '@/components/titled-card';
import { AUDIT_PAGE_SIZE, auditTrailQuery } from './api/audit-calls';

/** What each change is called on the screen (docs/product/audit-trail.md). */
const ACTION_LABELS: Record<AuditAction, string> = {
  'task.create': 'Task made',
  'task.update': 'Task changed',
  'task.reopen': 'Task reopened',
  'intakeLink.create': 'Intake link handed out',
  'intakeLink.revoke': 'Intake link revoked',
  'escalation.reopen': 'Escalation reopened',
  'vendor.eightySix': 'Vendor eighty-sixed',
  'vendor.takeBack': 'Vendor taken back',
  'vendor.create': 'Vendor added',
  'vendor.update': 'Vendor changed',
  'vendor.addPerson': 'Vendor’s person added',
  'customer.create': 'Customer added',
  'location.create': 'Location added',
  'location.update': 'Location changed',
  'location.archive': 'Location archived',
  'location.restore': 'Location restored',
  'asset.import': 'Assets imported',
  'location.import': 'Locations imported',
  'person.import': 'People imported',
  'pmSchedule.create': 'PM schedule added',
  'pmSchedule.update': 'PM schedule changed',
  'pmTemplate.create': 'PM template added',
  'pmTemplate.update': 'PM template changed',
};
const ACTION_OPTIONS = [{ value: '', label: 'Every change' }, ...AUDIT_ACTIONS.map((a) => ({ value: a, label: ACTION_LABELS[a] }))];

/** A recorded value as a short text: empty is "—", objects and lists as JSON, long text cut. */
function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  const text = typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : JSON.stringify(value);
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
}

/**
 * The fields of a change: "name: Fresno → Fresno North" (one that names what changed, kept alike on
 * both sides, once: "vendor: Acme"), or the values of something made (those given) or gone.
 */
function fieldLines(event: AuditEvent): string[] {
  const names = [...new Set([...Object.keys(event.before ?? {}), ...Object.keys(event.after ?? {})])];
  // Of something made, only what it was given: its empty fields say nothing.
  const given = event.before ? names : names.filter((name) => shown(event.after?.[name]) !== '—');
  return given.map((name) => {
    if (!event.before) return `${name}: ${shown(event.after?.[name])}`;
    if (!event.after) return `${name}: was ${shown(event.before[name])}`;
    if (shown(event.before[name]) === shown(event.after[name])) return `${name}: ${shown(event.after[name])}`;
    return `${name}: ${shown(event.before[name])} → ${shown(event.after[name])}`;
  });
}

function EventRow({ event }: { event: AuditEvent }) {
  const who = event.impersonatedBy ? `${event.impersonatedBy.name}, acting as ${event.actor.name}` : event.actor.name;
  return (
    <Stack gap="1" borderTopWidth="1px" pt="3" data-testid="audit-event">
      <HStack gap="2" wrap="wrap">
        <Badge variant="subtle" colorPalette="brand">
          {ACTION_LABELS[event.action]}
        </Badge>
        <Text fontSize="sm" fontWeight="medium">
          {who}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {formatDateTime(event.at)}
        </Text>
      </HStack>
      {fieldLines(event).map((line) => (
        <Text key={line} fontSize="sm" color="fg.muted" overflowWrap="anywhere">
          {line}
        </Text>
      ))}
    </Stack>
  );
}

/**
 * A customer's audit trail (docs/product/audit-trail.md), newest first: who changed its set-up,
 * what, from what to what. For administrators and the customer's Company Leaders.
 */
export function AuditTrailCard({ customerId }: { customerId: string }) {
  const [action, setAction] = useState<AuditAction | ''>('');
  const [offset, setOffset] = useState(0);
  const trail = useQuery({ ...auditTrailQuery(customerId, action, offset), placeholderData: keepPreviousData });
  const page = trail.data;
  return (
    <TitledCard title="Audit trail" description="Who changed this customer's set-up, and what they changed." bodyGap="3">
      <SelectField
        label="Show"
        size="sm"
        value={action}
        options={ACTION_OPTIONS}
        onChange={(value) => {
          setAction(value as AuditAction | '');
          setOffset(0);
        }}
      />
      {trail.error && <ErrorNotice message={trail.error.message} onRetry={() => void trail.refetch()} />}
      {trail.isPending && <Skeleton h="24" />}
      {page && page.items.length === 0 && <Text color="fg.muted">No change recorded yet.</Text>}
      {page?.items.map((event) => (
        <EventRow key={event.id} event={event} />
      ))}
      {page && page.total > page.items.length && (
        <PageNavigator page={page} onPrevious={() => setOffset((o) => Math.max(0, o - AUDIT_PAGE_SIZE))} onNext={() => setOffset((o) => o + AUDIT_PAGE_SIZE)} />
      )}
    </TitledCard>
  );
}
