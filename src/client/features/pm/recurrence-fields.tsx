import { Button, Field, Flex, HStack, Input, Stack, Text } from '@chakra-ui/react';
import {
  MONTH_NAMES,
  RECURRENCE_UNITS,
  recurrenceSchema,
  WEEK_OF_MONTH,
  WEEKDAY_NAMES,
  type Recurrence,
  type RecurrenceUnit,
  type WeekOfMonth,
} from '@domain/pm/pm-recurrence';
import { SelectField } from '@/components/select-field';

/**
 * The recurrence of a PM schedule as a form (docs/product/maintenance-and-guides.md#recurrence): the
 * common rhythms one choice away (Quarterly…), then any interval, set weekdays, or by the calendar.
 */

const PRESETS = {
  weekly: { label: 'Weekly', rule: { kind: 'interval', every: 1, unit: 'week' } },
  monthly: { label: 'Monthly', rule: { kind: 'interval', every: 1, unit: 'month' } },
  quarterly: { label: 'Quarterly (every 3 months)', rule: { kind: 'interval', every: 3, unit: 'month' } },
  semiannual: { label: 'Twice a year (every 6 months)', rule: { kind: 'interval', every: 6, unit: 'month' } },
  yearly: { label: 'Yearly', rule: { kind: 'interval', every: 1, unit: 'year' } },
} as const satisfies Record<string, { label: string; rule: Recurrence }>;
type PresetKey = keyof typeof PRESETS;
type Choice = PresetKey | 'interval' | 'weekdays' | 'calendar';

const CHOICES: { value: Choice; label: string }[] = [
  ...(Object.keys(PRESETS) as PresetKey[]).map((value) => ({ value, label: PRESETS[value].label })),
  { value: 'interval', label: 'Every N days, weeks, months or years' },
  { value: 'weekdays', label: 'On set weekdays' },
  { value: 'calendar', label: 'By the calendar (a day of chosen months)' },
];

const UNIT_LABELS: Record<RecurrenceUnit, string> = { day: 'days', week: 'weeks', month: 'months', year: 'years' };
const WEEK_LABELS: Record<WeekOfMonth, string> = { 1: 'First', 2: 'Second', 3: 'Third', 4: 'Fourth', last: 'Last' };
const QUARTER_MONTHS = [1, 4, 7, 10];
const ALL_MONTHS = MONTH_NAMES.map((_, i) => i + 1);

/** What the form holds: every kind's fields at once, so switching kinds keeps what was typed. */
export interface RecurrenceDraft {
  choice: Choice;
  every: string;
  unit: RecurrenceUnit;
  everyWeeks: string;
  weekdays: number[];
  months: number[];
  on: 'day' | 'weekday';
  day: string;
  week: WeekOfMonth;
  weekday: number;
}

const ISO_WEEKDAY = (date: string) => ((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;

/** The form's fields for a rule (or, for a new schedule, Quarterly with the other kinds set from the start date). */
export function draftOf(rule: Recurrence | null, startDate: string): RecurrenceDraft {
  const preset = rule && (Object.keys(PRESETS) as PresetKey[]).find((key) => JSON.stringify(PRESETS[key].rule) === JSON.stringify(rule));
  const draft: RecurrenceDraft = {
    choice: rule ? (preset ?? rule.kind) : 'quarterly',
    every: '3',
    unit: 'month',
    everyWeeks: '1',
    weekdays: [ISO_WEEKDAY(startDate)],
    months: QUARTER_MONTHS,
    on: 'day',
    day: String(Number(startDate.slice(8, 10))),
    week: 1,
    weekday: ISO_WEEKDAY(startDate),
  };
  if (rule?.kind === 'interval') Object.assign(draft, { every: String(rule.every), unit: rule.unit });
  if (rule?.kind === 'weekdays') Object.assign(draft, { everyWeeks: String(rule.everyWeeks), weekdays: rule.weekdays });
  if (rule?.kind === 'calendar')
    Object.assign(draft, {
      months: rule.months,
      on: rule.day !== null ? 'day' : 'weekday',
      ...(rule.day !== null ? { day: String(rule.day) } : { week: rule.week, weekday: rule.weekday }),
    });
  return draft;
}

/** The rule the form says, or why it says none yet (the contract's own message). */
export function ruleOf(draft: RecurrenceDraft): { rule: Recurrence } | { error: string } {
  const candidate =
    draft.choice in PRESETS
      ? PRESETS[draft.choice as PresetKey].rule
      : draft.choice === 'interval'
        ? { kind: 'interval', every: Number(draft.every), unit: draft.unit }
        : draft.choice === 'weekdays'
          ? { kind: 'weekdays', everyWeeks: Number(draft.everyWeeks), weekdays: draft.weekdays }
          : {
              kind: 'calendar',
              months: draft.months,
              day: draft.on === 'day' ? Number(draft.day) : null,
              week: draft.on === 'weekday' ? draft.week : null,
              weekday: draft.on === 'weekday' ? draft.weekday : null,
            };
  const parsed = recurrenceSchema.safeParse(candidate);
  return parsed.success ? { rule: parsed.data } : { error: parsed.error.issues[0]!.message };
}

/** A row of on/off buttons (weekdays, months); at least one stays on. */
function Toggles(props: { label: string; names: readonly string[]; chosen: number[]; onChange: (chosen: number[]) => void }) {
  return (
    <Field.Root>
      <Field.Label>{props.label}</Field.Label>
      <Flex wrap="wrap" gap="1" role="group" aria-label={props.label}>
        {props.names.map((name, index) => {
          const value = index + 1;
          const on = props.chosen.includes(value);
          return (
            <Button
              key={name}
              size="sm"
              minW="12"
              variant={on ? 'solid' : 'outline'}
              colorPalette={on ? 'brand' : 'gray'}
              aria-pressed={on}
              aria-label={name}
              onClick={() => props.onChange(on ? props.chosen.filter((v) => v !== value) : [...props.chosen, value].sort((a, b) => a - b))}
            >
              {name.slice(0, 3)}
            </Button>
          );
        })}
      </Flex>
    </Field.Root>
  );
}

export function RecurrenceFields({ draft, onChange }: { draft: RecurrenceDraft; onChange: (draft: RecurrenceDraft) => void }) {
  const set = (change: Partial<RecurrenceDraft>) => onChange({ ...draft, ...change });
  return (
    <Stack gap="3">
      <SelectField label="Repeats" required value={draft.choice} options={CHOICES} onChange={(choice) => set({ choice: choice as Choice })} />
      {draft.choice === 'interval' && (
        <HStack gap="2" align="end">
          <Field.Root maxW="28">
            <Field.Label>Every</Field.Label>
            <Input type="number" inputMode="numeric" min={1} max={366} value={draft.every} onChange={(e) => set({ every: e.target.value })} />
          </Field.Root>
          <SelectField
            label="Unit"
            hideLabel
            value={draft.unit}
            options={RECURRENCE_UNITS.map((u) => ({ value: u, label: UNIT_LABELS[u] }))}
            onChange={(unit) => set({ unit: unit as RecurrenceUnit })}
          />
        </HStack>
      )}
      {draft.choice === 'weekdays' && (
        <>
          <Field.Root maxW="40">
            <Field.Label>Every how many weeks</Field.Label>
            <Input type="number" inputMode="numeric" min={1} max={52} value={draft.everyWeeks} onChange={(e) => set({ everyWeeks: e.target.value })} />
          </Field.Root>
          <Toggles label="On" names={WEEKDAY_NAMES} chosen={draft.weekdays} onChange={(weekdays) => set({ weekdays })} />
        </>
      )}
      {draft.choice === 'calendar' && (
        <>
          <Toggles label="In" names={MONTH_NAMES} chosen={draft.months} onChange={(months) => set({ months })} />
          <HStack gap="2">
            <Button size="xs" variant="ghost" onClick={() => set({ months: ALL_MONTHS })}>
              Every month
            </Button>
            <Button size="xs" variant="ghost" onClick={() => set({ months: QUARTER_MONTHS })}>
              Jan, Apr, Jul, Oct
            </Button>
          </HStack>
          <SelectField
            label="On"
            value={draft.on}
            options={[
              { value: 'day', label: 'A day of the month' },
              { value: 'weekday', label: 'A weekday of the month' },
            ]}
            onChange={(on) => set({ on: on as RecurrenceDraft['on'] })}
          />
          {draft.on === 'day' ? (
            <Field.Root maxW="40">
              <Field.Label>Day of the month</Field.Label>
              <Input type="number" inputMode="numeric" min={1} max={31} value={draft.day} onChange={(e) => set({ day: e.target.value })} />
              <Field.HelperText>A day the month lacks is its last day.</Field.HelperText>
            </Field.Root>
          ) : (
            <HStack gap="2" align="end">
              <SelectField
                label="Which"
                value={String(draft.week)}
                options={WEEK_OF_MONTH.map((w) => ({ value: String(w), label: WEEK_LABELS[w] }))}
                onChange={(week) => set({ week: (week === 'last' ? 'last' : Number(week)) as WeekOfMonth })}
              />
              <SelectField
                label="Weekday"
                value={String(draft.weekday)}
                options={WEEKDAY_NAMES.map((name, i) => ({ value: String(i + 1), label: name }))}
                onChange={(weekday) => set({ weekday: Number(weekday) })}
              />
            </HStack>
          )}
        </>
      )}
    </Stack>
  );
}

/** The next visits a rule gives, as the form previews them. */
export function OccurrencePreview({ dates, format }: { dates: string[]; format: (date: string) => string }) {
  return (
    <Stack gap="1" aria-live="polite">
      <Text fontSize="sm" fontWeight="medium">
        Next visits
      </Text>
      {dates.length ? (
        <Flex wrap="wrap" gap="2" as="ol" listStyleType="none" data-testid="pm-preview">
          {dates.map((date) => (
            <Text as="li" key={date} fontSize="sm" bg="bg.muted" px="2" py="0.5" rounded="sm">
              {format(date)}
            </Text>
          ))}
        </Flex>
      ) : (
        <Text fontSize="sm" color="fg.muted">
          None: the schedule ends before its first visit.
        </Text>
      )}
    </Stack>
  );
}
