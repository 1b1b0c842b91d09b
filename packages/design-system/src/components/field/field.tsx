import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslate } from '../../i18n/use-texts';
import { tokens } from '../../tokens';
import { Icon } from '../icon';

/** What {@link Field} hands to its control: spread it on the `<input>`, `<select>` or `<textarea>`. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
}

/** Props of {@link Field}. */
export interface FieldProps {
  /** Content: the visible label, e.g. "Mobile number". Every field has one, even when it is visually hidden. */
  label: ReactNode;
  /** Accessibility: keeps the label for screen readers only (a search box whose icon and placeholder say it). */
  hideLabel?: boolean;
  /** Content: a hint under the control, e.g. "We will send a code to this number". */
  helperText?: ReactNode;
  /** Content: the error under the control (text from the caller). Sets `aria-invalid` and joins the description. */
  error?: ReactNode;
  /** Behaviour: marks the label with an asterisk and the control with `aria-required`. */
  required?: boolean;
  /** Appearance: greys the label. The control itself is disabled by the caller. */
  disabled?: boolean;
  /** Content: shows "length/max" under the control, right-aligned. */
  counter?: { length: number; max: number };
  /** Accessibility: more ids for `aria-describedby`, read before the helper and error (a "+91" prefix). */
  describedBy?: string;
  /** Accessibility: the control's id; generated when absent. */
  id?: string;
  /** Content: renders the control with the ids and ARIA attributes it needs. */
  children: (control: FieldControlProps) => ReactNode;
  className?: string;
}

/**
 * The label, helper text, error and counter around one form control, wired for assistive technology:
 * the label names the control, helper and error describe it, an error sets `aria-invalid`.
 */
export function Field({
  label,
  hideLabel = false,
  helperText,
  error,
  required = false,
  disabled = false,
  counter,
  describedBy,
  id,
  children,
  className,
}: FieldProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const helperId = `${controlId}-helper`;
  const errorId = `${controlId}-error`;
  const counterId = `${controlId}-counter`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const described =
    [
      describedBy,
      helperText ? helperId : undefined,
      hasError ? errorId : undefined,
      counter ? counterId : undefined,
    ]
      .filter(Boolean)
      .join(' ') || undefined;

  return (
    <Root className={className} data-disabled={disabled || undefined}>
      <Label htmlFor={controlId} className={hideLabel ? 'visually-hidden' : undefined}>
        {label}
        {required && <RequiredMark aria-hidden="true"> *</RequiredMark>}
      </Label>
      {children({
        id: controlId,
        'aria-describedby': described,
        ...(hasError ? { 'aria-invalid': true as const } : {}),
        ...(required ? { 'aria-required': true as const } : {}),
      })}
      <FieldFooter
        helperId={helperId}
        helperText={helperText}
        errorId={errorId}
        error={hasError ? error : undefined}
        counterId={counterId}
        counter={counter}
      />
    </Root>
  );
}

/** Helper, error and counter lines; shared by {@link Field} and the fieldset-based groups. */
export function FieldFooter({
  helperId,
  helperText,
  errorId,
  error,
  counterId,
  counter,
}: {
  helperId: string;
  helperText?: ReactNode;
  errorId: string;
  error?: ReactNode;
  counterId?: string;
  counter?: { length: number; max: number } | undefined;
}) {
  const t = useTranslate();
  if (!helperText && !error && !counter) return null;
  return (
    <Footer>
      <Messages>
        {helperText && <Helper id={helperId}>{helperText}</Helper>}
        {error && (
          <ErrorText id={errorId}>
            <Icon name="error" size="sm" />
            <span>{error}</span>
          </ErrorText>
        )}
      </Messages>
      {counter && (
        <Counter id={counterId}>
          {counter.length}/{counter.max}
          <span className="visually-hidden"> {t('characters')}</span>
        </Counter>
      )}
    </Footer>
  );
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space[1]};
  min-width: 0;
  font-family: ${tokens.font.family.base};
  color: ${tokens.color.text.primary};
`;

export const Label = styled.label`
  align-self: flex-start;
  font-size: ${tokens.font.size.sm};
  font-weight: ${tokens.font.weight.medium};
  line-height: ${tokens.font.lineHeight.normal};
  overflow-wrap: anywhere;

  [data-disabled] > & {
    color: ${tokens.color.text.disabled};
  }
`;

export const RequiredMark = styled.span`
  color: ${tokens.color.feedback.error.text};
`;

const Footer = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${tokens.space[3]};
  font-size: ${tokens.font.size.sm};
  line-height: ${tokens.font.lineHeight.normal};
`;

const Messages = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${tokens.space[1]};
  min-width: 0;
`;

const Helper = styled.p`
  margin: 0;
  color: ${tokens.color.text.secondary};
  overflow-wrap: anywhere;
`;

const ErrorText = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${tokens.space[1]};
  margin: 0;
  color: ${tokens.color.feedback.error.text};
  overflow-wrap: anywhere;

  svg {
    flex-shrink: 0;
    margin-top: 2px;
  }
`;

const Counter = styled.p`
  margin: 0 0 0 auto;
  color: ${tokens.color.text.secondary};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

/**
 * The bordered box of a single-line field: an optional start adornment, the input, an optional end slot.
 * State comes from attributes: `data-invalid`, `data-disabled`, `data-readonly`.
 */
export const FieldShell = styled.div`
  display: flex;
  align-items: center;
  min-width: 0;
  min-height: ${tokens.field.height};
  border: ${tokens.borderWidth.thin} solid ${tokens.field.border};
  border-radius: ${tokens.field.radius};
  background-color: ${tokens.field.background};
  color: ${tokens.field.text};
  transition: border-color ${tokens.motion.duration.fast} ${tokens.motion.easing.standard};

  &:hover:not([data-disabled]):not([data-readonly]) {
    border-color: ${tokens.field.borderHover};
  }

  &[data-invalid] {
    border-color: ${tokens.field.borderInvalid};
    box-shadow: inset 0 0 0 1px ${tokens.field.borderInvalid};
  }

  &[data-readonly] {
    background-color: ${tokens.field.backgroundReadOnly};
  }

  &[data-disabled] {
    background-color: ${tokens.field.backgroundDisabled};
    color: ${tokens.color.text.disabled};
    cursor: not-allowed;
  }

  /* The ring sits on the box, not the bare input inside it. A browser without :has() (ADR 0097) rings the box for
     any focus inside it; one with it leaves the ring to a focused button in the end slot. */
  &:focus-within {
    outline: ${tokens.focusRing.width} solid ${tokens.color.focus.ring};
    outline-offset: ${tokens.focusRing.offset};
  }

  &:focus-within:not(:has(> input:focus-visible, > select:focus-visible, > textarea:focus-visible)) {
    outline: none;
  }
`;

/** The text of a start adornment such as "+91", or an icon. */
export const FieldAdornment = styled.span`
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  gap: ${tokens.space[1]};
  padding-inline-start: ${tokens.field.paddingX};
  color: ${tokens.field.adornment};
  font-size: ${tokens.font.size.md};
  line-height: ${tokens.font.lineHeight.normal};
`;

/** The end slot: a button or chip sits flush inside the box. */
export const FieldEnd = styled.span`
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  gap: ${tokens.space[1]};
  padding-inline-end: 1px;
`;

/** A borderless input that fills a {@link FieldShell}. */
export const FieldInput = styled.input`
  flex: 1;
  align-self: stretch;
  width: 100%;
  min-width: 0;
  margin: 0;
  padding: 0 ${tokens.field.paddingX};
  border: 0;
  border-radius: inherit;
  background: transparent;
  color: inherit;
  font-family: inherit;
  font-size: ${tokens.font.size.md};
  line-height: ${tokens.font.lineHeight.normal};
  text-overflow: ellipsis;

  &:focus-visible {
    outline: none;
  }

  &::placeholder {
    color: ${tokens.field.placeholder};
    opacity: 1;
  }

  &:disabled {
    cursor: not-allowed;
  }

  &[type='search']::-webkit-search-cancel-button,
  &[type='search']::-webkit-search-decoration {
    appearance: none;
  }
`;

/** A decorative icon at the end of a {@link FieldShell} (the lock of a locked field). */
export const FieldIcon = styled.span`
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  padding-inline: ${tokens.field.paddingX};
  color: ${tokens.field.adornment};
`;
