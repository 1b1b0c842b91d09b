import type { ReactNode } from 'react';
import { Checkbox } from '../checkbox';
import { Fieldset, useControllableState, type FieldsetProps } from '../field';

/** One option of a {@link CheckboxGroup} or RadioGroup. */
export interface ChoiceOption {
  /** The value reported when chosen, e.g. an answer id. */
  value: string;
  /** What the learner reads; may hold rich content (formulas, images, formatted text). */
  label: ReactNode;
  /** A quieter second line. */
  description?: ReactNode;
  /** Shown but not choosable. */
  disabled?: boolean;
}

/** Props of {@link CheckboxGroup}. */
export interface CheckboxGroupProps extends Omit<FieldsetProps, 'children'> {
  /** Content: the options, in order. */
  options: readonly ChoiceOption[];
  /** Content: the checked values when the caller controls them. */
  value?: readonly string[];
  /** Content: the starting values when the group keeps its own. */
  defaultValue?: readonly string[];
  /** Behaviour: the form name shared by the checkboxes. */
  name?: string;
  /** Events: called with every checked value, in option order, after each change. */
  onValueChange?: (value: string[]) => void;
}

/**
 * Several checkboxes that answer one question (QT01, QT04, QT09 answers; filters). A fieldset and legend
 * name the group; Tab moves between boxes and Space toggles each.
 */
export function CheckboxGroup({
  options,
  value,
  defaultValue = [],
  name,
  onValueChange,
  ...fieldset
}: CheckboxGroupProps) {
  const [checked, setChecked] = useControllableState<readonly string[]>(
    value,
    defaultValue,
    onValueChange as ((v: readonly string[]) => void) | undefined,
  );
  const toggle = (option: string, on: boolean) => {
    const set = new Set(checked);
    if (on) set.add(option);
    else set.delete(option);
    setChecked(options.map((o) => o.value).filter((v) => set.has(v)));
  };
  return (
    <Fieldset {...fieldset}>
      {options.map((option) => (
        <Checkbox
          key={option.value}
          name={name}
          value={option.value}
          label={option.label}
          description={option.description}
          disabled={option.disabled}
          checked={checked.includes(option.value)}
          onCheckedChange={(on) => toggle(option.value, on)}
          aria-invalid={fieldset.error ? true : undefined}
        />
      ))}
    </Fieldset>
  );
}
