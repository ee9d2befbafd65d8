import { Field, NativeSelect } from '@chakra-ui/react';

export interface Choice {
  value: string;
  label: string;
}

/** A labelled native select (native pickers are the easiest on phones); '' is the empty choice. */
export function ChoiceField(props: { label: string; value: string; choices: readonly Choice[]; onChange: (value: string) => void; empty?: string; size?: 'sm' | 'md'; required?: boolean }) {
  return (
    <Field.Root required={props.required}>
      <Field.Label>{props.label}</Field.Label>
      <NativeSelect.Root size={props.size ?? 'md'}>
        <NativeSelect.Field aria-label={props.label} value={props.value} onChange={(e) => props.onChange(e.target.value)}>
          {props.empty !== undefined && <option value="">{props.empty}</option>}
          {props.choices.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/** Any / Yes / No for an optional flag filter. */
export const FLAG_CHOICES: readonly Choice[] = [
  { value: 'true', label: 'Yes' },
  { value: 'false', label: 'No' },
];
export const flagValue = (flag: boolean | undefined) => (flag === undefined ? '' : String(flag));
export const flagFrom = (value: string) => (value === '' ? undefined : value === 'true');
