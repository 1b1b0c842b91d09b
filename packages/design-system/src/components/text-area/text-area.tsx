import type { ChangeEvent, ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';
import { tokens } from '../../tokens';
import { Field, FieldShell, useControllableState } from '../field';

/** Props of {@link TextArea}. */
export interface TextAreaProps extends Omit<
  ComponentPropsWithRef<'textarea'>,
  'value' | 'defaultValue' | 'children' | 'disabled' | 'readOnly' | 'required' | 'maxLength' | 'rows'
> {
  /** Content: the visible label, e.g. "Remark". */
  label: string;
  /** Content: a hint under the field. */
  helperText?: ReactNode;
  /** Content: the caller's error, e.g. "Remark is required". Sets `aria-invalid`. */
  error?: string;
  /** Content: the value when the caller controls it. */
  value?: string;
  /** Content: the starting value when the field keeps its own. */
  defaultValue?: string;
  /** Appearance: visible lines before it scrolls; the learner can drag it taller. */
  rows?: number;
  /** Behaviour: the most characters accepted. */
  maxLength?: number;
  /** Behaviour: shows "length/max" under the field (needs `maxLength`). */
  showCounter?: boolean;
  /** Behaviour: marks the label and sets `aria-required`. The caller validates. */
  required?: boolean;
  /** Behaviour: cannot be used. */
  disabled?: boolean;
  /** Behaviour: can be read and copied, not edited. */
  readOnly?: boolean;
  /** Events: called with the new value after each edit. */
  onValueChange?: (value: string) => void;
  /** Accessibility: hides the label visually; screen readers still read it. */
  hideLabel?: boolean;
}

/** Multi-line text, e.g. the question flag remark or a query message. */
export function TextArea({
  label,
  helperText,
  error,
  value,
  defaultValue = '',
  rows = 4,
  maxLength,
  showCounter = false,
  required = false,
  disabled = false,
  readOnly = false,
  onValueChange,
  onChange,
  hideLabel = false,
  id,
  className,
  ...rest
}: TextAreaProps) {
  const [current, setCurrent] = useControllableState(value, defaultValue, onValueChange);
  return (
    <Field
      label={label}
      hideLabel={hideLabel}
      helperText={helperText}
      error={error}
      required={required}
      disabled={disabled}
      counter={showCounter && maxLength ? { length: current.length, max: maxLength } : undefined}
      id={id}
      className={className}
    >
      {(control) => (
        <FieldShell
          data-invalid={control['aria-invalid']}
          data-disabled={disabled || undefined}
          data-readonly={readOnly || undefined}
        >
          <NativeTextArea
            {...rest}
            {...control}
            rows={rows}
            value={current}
            maxLength={maxLength}
            disabled={disabled}
            readOnly={readOnly}
            onChange={(event: ChangeEvent<HTMLTextAreaElement>) => {
              setCurrent(event.target.value);
              onChange?.(event);
            }}
          />
        </FieldShell>
      )}
    </Field>
  );
}

const NativeTextArea = styled.textarea`
  flex: 1;
  align-self: stretch;
  width: 100%;
  min-width: 0;
  margin: 0;
  padding: ${tokens.space[3]} ${tokens.field.paddingX};
  border: 0;
  border-radius: inherit;
  background: transparent;
  color: inherit;
  font-family: inherit;
  font-size: ${tokens.font.size.md};
  line-height: ${tokens.font.lineHeight.normal};
  resize: vertical;

  &:focus-visible {
    outline: none;
  }

  &::placeholder {
    color: ${tokens.field.placeholder};
    opacity: 1;
  }

  &:disabled {
    cursor: not-allowed;
    resize: none;
  }
`;
