import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslate } from '../../i18n/use-texts';
import { tokens } from '../../tokens';
import { FieldFooter, RequiredMark } from './field';

/** Props of {@link Fieldset}. */
export interface FieldsetProps {
  /** Content: the question or group name, read before each option. */
  legend: ReactNode;
  /** Accessibility: keeps the legend for screen readers only (the question is shown above by the caller). */
  hideLegend?: boolean;
  /** Content: a hint under the legend. */
  helperText?: ReactNode;
  /** Content: the caller's error, under the options. */
  error?: ReactNode;
  /** Behaviour: an asterisk after the legend, and "required" for screen readers. */
  required?: boolean;
  /** Behaviour: disables every control inside (the native fieldset rule). */
  disabled?: boolean;
  /** Appearance: options side by side (wrapping) instead of one per line. */
  inline?: boolean;
  /** Content: the options. */
  children: ReactNode;
  className?: string;
}

/** A `<fieldset>` and `<legend>` around related checkboxes or radios, with helper and error lines. */
export function Fieldset({
  legend,
  hideLegend = false,
  helperText,
  error,
  required = false,
  disabled = false,
  inline = false,
  children,
  className,
}: FieldsetProps) {
  const t = useTranslate();
  const id = useId();
  const helperId = `${id}-helper`;
  const errorId = `${id}-error`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const described =
    [helperText ? helperId : undefined, hasError ? errorId : undefined].filter(Boolean).join(' ') ||
    undefined;
  return (
    <Root
      className={className}
      disabled={disabled}
      aria-describedby={described}
      data-invalid={hasError || undefined}
    >
      <Legend className={hideLegend ? 'visually-hidden' : undefined} data-disabled={disabled || undefined}>
        {legend}
        {required && (
          <>
            <RequiredMark aria-hidden="true"> *</RequiredMark>
            <span className="visually-hidden"> {t('(required)')}</span>
          </>
        )}
      </Legend>
      <Options data-inline={inline || undefined}>{children}</Options>
      <FieldFooter
        helperId={helperId}
        helperText={helperText}
        errorId={errorId}
        error={hasError ? error : undefined}
      />
    </Root>
  );
}

const Root = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space[1]};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
  font-family: ${tokens.font.family.base};
  color: ${tokens.color.text.primary};
`;

const Legend = styled.legend`
  float: left;
  width: 100%;
  margin-bottom: ${tokens.space[1]};
  padding: 0;
  font-size: ${tokens.font.size.md};
  font-weight: ${tokens.font.weight.medium};
  line-height: ${tokens.font.lineHeight.normal};
  overflow-wrap: anywhere;

  &[data-disabled] {
    color: ${tokens.color.text.disabled};
  }

  & + * {
    clear: both;
  }

  /* Hidden, it is absolutely placed: a full width from where it stands would reach past a phone's screen. */
  &.visually-hidden {
    float: none;
    width: 1px;
    margin: -1px;
  }
`;

const Options = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space[1]};

  &[data-inline] {
    flex-direction: row;
    flex-wrap: wrap;
    column-gap: ${tokens.space[6]};
  }
`;
