import { useId, type ChangeEvent, type ComponentPropsWithRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { tokens } from '../../tokens';
import { Icon } from '../icon';
import { FieldFooter, useControllableState } from '../field';

/** Props of {@link Checkbox}. */
export interface CheckboxProps extends Omit<
  ComponentPropsWithRef<'input'>,
  'type' | 'checked' | 'defaultChecked' | 'children' | 'onChange' | 'disabled'
> {
  /** Content: the label; may hold rich content (an answer with a formula or an image). */
  label: ReactNode;
  /** Content: a second, quieter line under the label. */
  description?: ReactNode;
  /** Content: the caller's error for a lone checkbox (e.g. terms not accepted). Sets `aria-invalid`. */
  error?: string;
  /** Behaviour: checked, when the caller controls it. */
  checked?: boolean;
  /** Behaviour: the starting state when the checkbox keeps its own ("Remember Me" is on by default). */
  defaultChecked?: boolean;
  /** Behaviour: cannot be changed. */
  disabled?: boolean;
  /** Events: called with the new state on click or Space. */
  onCheckedChange?: (checked: boolean) => void;
}

/** A native checkbox with a large label: the whole row (at least 44 px) toggles it; Space toggles it by keyboard. */
export function Checkbox({
  label,
  description,
  error,
  checked,
  defaultChecked = false,
  disabled = false,
  onCheckedChange,
  id,
  className,
  ...rest
}: CheckboxProps) {
  const [isChecked, setChecked] = useControllableState(checked, defaultChecked, onCheckedChange);
  const generated = useId();
  const inputId = id ?? generated;
  const labelId = `${inputId}-label`;
  const descriptionId = `${inputId}-description`;
  const errorId = `${inputId}-error`;
  const describedBy =
    [description ? descriptionId : undefined, error ? errorId : undefined, rest['aria-describedby']]
      .filter(Boolean)
      .join(' ') || undefined;

  return (
    <div className={className}>
      <Row data-disabled={disabled || undefined}>
        <Box>
          <Input
            {...rest}
            id={inputId}
            type="checkbox"
            checked={isChecked}
            disabled={disabled}
            // The row's <label> also wraps the description; the name is the label text alone.
            aria-labelledby={description ? labelId : undefined}
            aria-describedby={describedBy}
            aria-invalid={error ? true : rest['aria-invalid']}
            onChange={(event: ChangeEvent<HTMLInputElement>) => setChecked(event.target.checked)}
          />
          <Icon name="check" size="sm" />
        </Box>
        <Text>
          <span id={labelId}>{label}</span>
          {description && <Description id={descriptionId}>{description}</Description>}
        </Text>
      </Row>
      {error && <FieldFooter helperId={`${inputId}-helper`} errorId={errorId} error={error} />}
    </div>
  );
}

/** The row: a `<label>`, so a press anywhere on it toggles the control inside. Shared with RadioGroup. */
export const Row = styled.label`
  display: flex;
  align-items: flex-start;
  gap: ${tokens.space[3]};
  min-height: ${tokens.button.height.sm};
  padding-block: calc((${tokens.button.height.sm} - ${tokens.field.controlSize}) / 2);
  color: ${tokens.color.text.primary};
  font-family: ${tokens.font.family.base};
  font-size: ${tokens.font.size.md};
  line-height: ${tokens.field.controlSize};
  cursor: pointer;
  -webkit-tap-highlight-color: transparent;

  &[data-disabled],
  fieldset:disabled & {
    color: ${tokens.color.text.disabled};
    cursor: not-allowed;
  }
`;

/** The box holding the native input and its tick. */
export const Box = styled.span`
  position: relative;
  display: inline-flex;
  flex-shrink: 0;
  width: ${tokens.field.controlSize};
  height: ${tokens.field.controlSize};

  > svg {
    position: absolute;
    inset: 0;
    margin: auto;
    color: ${tokens.color.text.inverse};
    opacity: 0;
    pointer-events: none;
  }

  > input:checked + svg {
    opacity: 1;
  }
`;

const Input = styled.input`
  width: 100%;
  height: 100%;
  margin: 0;
  border: ${tokens.borderWidth.thick} solid ${tokens.field.border};
  border-radius: ${tokens.radius.sm};
  background-color: ${tokens.field.background};
  appearance: none;
  cursor: inherit;
  transition: background-color ${tokens.motion.duration.fast} ${tokens.motion.easing.standard};

  label:hover > span > &:not(:disabled) {
    border-color: ${tokens.field.borderHover};
  }

  &:checked {
    border-color: ${tokens.field.checked};
    background-color: ${tokens.field.checked};
  }

  &[aria-invalid='true'] {
    border-color: ${tokens.field.borderInvalid};
  }

  &:focus-visible {
    outline: ${tokens.focusRing.width} solid ${tokens.color.focus.ring};
    outline-offset: ${tokens.focusRing.offset};
  }

  &:disabled {
    border-color: ${tokens.button.disabled.border};
    background-color: ${tokens.field.backgroundDisabled};
  }

  &:disabled:checked {
    background-color: ${tokens.field.adornment};
    border-color: ${tokens.field.adornment};
  }
`;

/** Label and description text beside the box. */
export const Text = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space[1]};
  min-width: 0;
  overflow-wrap: anywhere;
`;

export const Description = styled.span`
  color: ${tokens.color.text.secondary};
  font-size: ${tokens.font.size.sm};
  line-height: ${tokens.font.lineHeight.normal};

  [data-disabled] &,
  fieldset:disabled & {
    color: ${tokens.color.text.disabled};
  }
`;
