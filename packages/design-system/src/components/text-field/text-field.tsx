import type { ChangeEvent, ComponentPropsWithRef, ReactNode } from 'react';
import { Icon } from '../icon';
import {
  Field,
  FieldAdornment,
  FieldEnd,
  FieldIcon,
  FieldInput,
  FieldShell,
  useControllableState,
} from '../field';

/** Props of {@link TextField}. */
export interface TextFieldProps extends Omit<
  ComponentPropsWithRef<'input'>,
  | 'value'
  | 'defaultValue'
  | 'size'
  | 'children'
  | 'prefix'
  | 'type'
  | 'disabled'
  | 'readOnly'
  | 'required'
  | 'maxLength'
> {
  /** Content: the visible label, e.g. "Name". */
  label: string;
  /** Content: a hint under the field. */
  helperText?: ReactNode;
  /** Content: the error under the field, from the caller ("Name is required"). Sets `aria-invalid`. */
  error?: string;
  /** Content: the value, when the caller controls it. Leave undefined to let the field keep its own. */
  value?: string;
  /** Content: the starting value when the field keeps its own. */
  defaultValue?: string;
  /** Content: something fixed before the value, e.g. "+91" or an icon. */
  start?: ReactNode;
  /** Content: a slot at the end of the box, e.g. a chip or an icon button. */
  end?: ReactNode;
  /** Appearance: HTML input type. */
  type?: 'text' | 'email' | 'tel' | 'url' | 'search' | 'password';
  /** Behaviour: the most characters the field accepts (typing stops there). */
  maxLength?: number;
  /** Behaviour: shows "length/max" under the field (needs `maxLength`). */
  showCounter?: boolean;
  /** Behaviour: marks the label with an asterisk and sets `aria-required`. The caller validates. */
  required?: boolean;
  /** Behaviour: the field cannot be used; it is skipped by Tab. */
  disabled?: boolean;
  /** Behaviour: the value can be read and copied but not edited. */
  readOnly?: boolean;
  /** Behaviour: read-only with a lock icon, for values the flow fixed (user name = mobile number). */
  locked?: boolean;
  /** Behaviour: cleans every edit before it is kept (digits only, say); an edit it leaves unchanged does nothing. */
  sanitize?: (raw: string) => string;
  /** Events: called with the new value after each accepted edit. */
  onValueChange?: (value: string) => void;
  /** Accessibility: hides the label visually; screen readers still read it. */
  hideLabel?: boolean;
  /** Accessibility: more ids to describe the input, read before helper and error. */
  describedBy?: string;
}

/** A single-line text input with its label, helper, error and optional counter. */
export function TextField({
  label,
  helperText,
  error,
  value,
  defaultValue = '',
  start,
  end,
  type = 'text',
  maxLength,
  showCounter = false,
  required = false,
  disabled = false,
  readOnly = false,
  locked = false,
  sanitize,
  onValueChange,
  onChange,
  hideLabel = false,
  describedBy,
  id,
  className,
  ...rest
}: TextFieldProps) {
  const [current, setCurrent] = useControllableState(value, defaultValue, onValueChange);
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const next = sanitize ? sanitize(event.target.value) : event.target.value;
    if (next === current) return;
    setCurrent(next);
    onChange?.(event);
  };
  const isReadOnly = readOnly || locked;

  return (
    <Field
      label={label}
      hideLabel={hideLabel}
      helperText={helperText}
      error={error}
      required={required}
      disabled={disabled}
      counter={showCounter && maxLength ? { length: current.length, max: maxLength } : undefined}
      describedBy={describedBy}
      id={id}
      className={className}
    >
      {(control) => (
        <FieldShell
          data-invalid={control['aria-invalid']}
          data-disabled={disabled || undefined}
          data-readonly={isReadOnly || undefined}
        >
          {start && <FieldAdornment>{start}</FieldAdornment>}
          <FieldInput
            {...rest}
            {...control}
            type={type}
            value={current}
            maxLength={maxLength}
            disabled={disabled}
            readOnly={isReadOnly}
            onChange={handleChange}
          />
          {(locked || end) && (
            <FieldEnd>
              {locked && (
                <FieldIcon>
                  <Icon name="lock" size="md" />
                </FieldIcon>
              )}
              {end}
            </FieldEnd>
          )}
        </FieldShell>
      )}
    </Field>
  );
}
