import { Field, NativeSelect } from '@chakra-ui/react';

export interface SelectOption {
  value: string;
  label: string;
  /** The heading the option is listed under (an optgroup); options of one group come together. */
  group?: string;
}

/** The options in runs of one group each: consecutive options with the same group share a heading. */
function inGroups(options: readonly SelectOption[]): { group: string | undefined; options: SelectOption[] }[] {
  const runs: { group: string | undefined; options: SelectOption[] }[] = [];
  for (const option of options) {
    const last = runs.at(-1);
    if (last && last.group === option.group) last.options.push(option);
    else runs.push({ group: option.group, options: [option] });
  }
  return runs;
}

const optionElements = (options: readonly SelectOption[]) =>
  options.map((o) => (
    <option key={o.value} value={o.value}>
      {o.label}
    </option>
  ));

/** A labelled native select (native pickers are the easiest on phones). '' is the empty choice. */
export function SelectField(props: {
  label: string;
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  /** Text of the empty choice; without it there is none. */
  empty?: string;
  disabled?: boolean;
  required?: boolean;
  size?: 'sm' | 'md';
  helper?: string;
  /** Shown under the field, which is then marked invalid. */
  error?: string;
  /** Where the context names the field (an inline editor): the label is left to screen readers. */
  hideLabel?: boolean;
}) {
  return (
    <Field.Root required={props.required} disabled={props.disabled} invalid={!!props.error}>
      {!props.hideLabel && <Field.Label>{props.label}</Field.Label>}
      <NativeSelect.Root size={props.size ?? 'md'}>
        <NativeSelect.Field aria-label={props.label} value={props.value} onChange={(e) => props.onChange(e.target.value)}>
          {props.empty !== undefined && <option value="">{props.empty}</option>}
          {inGroups(props.options).map((run, i) =>
            run.group === undefined ? (
              optionElements(run.options)
            ) : (
              <optgroup key={`${run.group}-${i}`} label={run.group}>
                {optionElements(run.options)}
              </optgroup>
            ),
          )}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {props.helper && <Field.HelperText>{props.helper}</Field.HelperText>}
      {props.error && <Field.ErrorText>{props.error}</Field.ErrorText>}
    </Field.Root>
  );
}

export const optionsOf = (values: readonly string[]): SelectOption[] => values.map((v) => ({ value: v, label: v }));
