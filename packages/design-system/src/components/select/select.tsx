import type { ChangeEvent, ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';
import { tokens } from '../../tokens';
import { Icon } from '../icon';
import { Field, FieldShell, useControllableState } from '../field';

/** One choice of a {@link Select}. */
export interface SelectOption {
  /** The value reported on change, e.g. a board id as text. */
  value: string;
  /** What the learner reads, e.g. "CBSE". */
  label: string;
  /** Shown but not choosable. */
  disabled?: boolean;
}

/** Props of {@link Select}. */
export interface SelectProps extends Omit<
  ComponentPropsWithRef<'select'>,
  'value' | 'defaultValue' | 'children' | 'onChange' | 'disabled' | 'required' | 'multiple' | 'size'
> {
  /** Content: the visible label, e.g. "Board". */
  label: string;
  /** Content: the choices, in order. */
  options: readonly SelectOption[];
  /** Accessibility: the choices' language, when they are the server's data (boards, grades): `useDataLang()`. */
  optionsLang?: string;
  /** Content: the first, empty choice shown until one is made, e.g. "Select Board". */
  placeholder?: string;
  /** Content: a hint under the field. */
  helperText?: ReactNode;
  /** Content: the caller's error, e.g. "Please select board". Sets `aria-invalid`. */
  error?: string;
  /** Content: the chosen value (`''` for none) when the caller controls it. */
  value?: string;
  /** Content: the starting value when the select keeps its own. */
  defaultValue?: string;
  /** Behaviour: marks the label and sets `aria-required`. The caller validates. */
  required?: boolean;
  /** Behaviour: cannot be used, e.g. the grade until a board is chosen. */
  disabled?: boolean;
  /** Events: called with the chosen value. */
  onValueChange?: (value: string) => void;
  /** Accessibility: hides the label visually; screen readers still read it. */
  hideLabel?: boolean;
}

/** A native `<select>` styled like the other fields: the phone's own picker, keyboard and screen reader support. */
export function Select({
  label,
  options,
  optionsLang,
  placeholder,
  helperText,
  error,
  value,
  defaultValue = '',
  required = false,
  disabled = false,
  onValueChange,
  hideLabel = false,
  id,
  className,
  ...rest
}: SelectProps) {
  const [current, setCurrent] = useControllableState(value, defaultValue, onValueChange);
  return (
    <Field
      label={label}
      hideLabel={hideLabel}
      helperText={helperText}
      error={error}
      required={required}
      disabled={disabled}
      id={id}
      className={className}
    >
      {(control) => (
        <SelectShell data-invalid={control['aria-invalid']} data-disabled={disabled || undefined}>
          <NativeSelect
            {...rest}
            {...control}
            value={current}
            disabled={disabled}
            data-empty={current === '' || undefined}
            onChange={(event: ChangeEvent<HTMLSelectElement>) => setCurrent(event.target.value)}
          >
            {placeholder !== undefined && (
              <option value="" disabled>
                {placeholder}
              </option>
            )}
            {options.map((option) => (
              <option key={option.value} value={option.value} disabled={option.disabled} lang={optionsLang}>
                {option.label}
              </option>
            ))}
          </NativeSelect>
          <Chevron>
            <Icon name="chevron-down" size="md" />
          </Chevron>
        </SelectShell>
      )}
    </Field>
  );
}

const SelectShell = styled(FieldShell)`
  position: relative;
`;

const NativeSelect = styled.select`
  flex: 1;
  align-self: stretch;
  width: 100%;
  min-width: 0;
  margin: 0;
  padding: 0 calc(${tokens.field.paddingX} * 2 + 20px) 0 ${tokens.field.paddingX};
  border: 0;
  border-radius: inherit;
  background: transparent;
  color: inherit;
  font-family: inherit;
  font-size: ${tokens.font.size.md};
  line-height: ${tokens.font.lineHeight.normal};
  text-overflow: ellipsis;
  appearance: none;
  cursor: pointer;

  &[data-empty] {
    color: ${tokens.field.placeholder};
  }

  &:focus-visible {
    outline: none;
  }

  &:disabled {
    cursor: not-allowed;
  }

  option {
    color: ${tokens.field.text};
  }
`;

const Chevron = styled.span`
  position: absolute;
  inset-inline-end: ${tokens.field.paddingX};
  display: inline-flex;
  color: ${tokens.field.adornment};
  pointer-events: none;
`;
