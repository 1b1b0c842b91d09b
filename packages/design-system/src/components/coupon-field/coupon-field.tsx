import { useId, type ChangeEvent, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { useTranslate } from '../../i18n/use-texts';
import { tokens } from '../../tokens';
import { Button } from '../button';
import { Icon } from '../icon';
import { Field, FieldInput, FieldShell, asciiDigits, useControllableState } from '../field';

/** The spec's coupon input limit. */
export const COUPON_MAX_LENGTH = 6;

/** The field's own texts; `{code}` is the applied or the kept code (`appliedCode`, `keptCode`). */
const couponFieldTexts = {
  apply: 'Apply',
  remove: 'Remove',
  applied: '{code} coupon is applied',
  kept: '{code} will be applied at checkout after you log in.',
} as const;

/** Props of {@link CouponField}. */
export interface CouponFieldProps {
  /** Content: the label, e.g. "Coupon code" (English; shown in the active language). */
  label: string;
  /** Content: the typed code when the caller controls it (kept as typed). */
  value?: string;
  /** Content: the starting code when the field keeps its own. */
  defaultValue?: string;
  /** Content: the applied code. While set, the field shows "{code} coupon is applied" with a remove control and
   * the input and Apply are disabled. */
  appliedCode?: string;
  /** Content: a code kept for later (a visitor's, applied after sign-in; the cart flow's `keptCouponCode`). While
   * set, the field shows "{code} will be applied at checkout after you log in." in the active language with a
   * remove control, and the input and Apply are disabled. */
  keptCode?: string;
  /** Content: the caller's coupon error (the server's message, or the flow's English: shown in the active
   * language when the catalogues hold it). */
  error?: string;
  /** Content: a hint under the field. */
  helperText?: string;
  /** Content: the apply button's text. */
  applyLabel?: string;
  /** Content: the remove control's text. */
  removeLabel?: string;
  /** Content: an optional placeholder. */
  placeholder?: string;
  /** Behaviour: the code is being checked: Apply shows a spinner and the input is read-only. */
  loading?: boolean;
  /** Behaviour: the whole field cannot be used. */
  disabled?: boolean;
  /** Events: called with the typed code after each edit (at most 6 characters). */
  onValueChange?: (value: string) => void;
  /** Events: Apply pressed (or Enter in the input) with a non-empty code. */
  onApply?: (code: string) => void;
  /** Events: the remove control pressed while a coupon is applied. */
  onRemove?: () => void;
  /** Accessibility: the input's id; generated when absent. */
  id?: string;
}

/**
 * A coupon code (at most 6 characters) with Apply; once applied it says so and offers to remove it; a code kept for
 * later (a visitor's) shows the caller's note with the same remove control.
 */
export function CouponField({
  label,
  value,
  defaultValue = '',
  appliedCode,
  keptCode,
  error,
  helperText,
  applyLabel = couponFieldTexts.apply,
  removeLabel = couponFieldTexts.remove,
  placeholder,
  loading = false,
  disabled = false,
  onValueChange,
  onApply,
  onRemove,
  id,
}: CouponFieldProps) {
  const t = useTranslate();
  const [code, setCode] = useControllableState(value, defaultValue, onValueChange);
  const statusId = useId();
  const applied = appliedCode !== undefined && appliedCode !== '';
  const kept = !applied && keptCode !== undefined && keptCode !== '';
  const inputDisabled = disabled || applied || kept;
  const canApply = !inputDisabled && !loading && code.trim() !== '';
  const apply = () => {
    if (canApply) onApply?.(code.trim());
  };
  let status = '';
  if (applied) status = t(couponFieldTexts.applied, { code: appliedCode });
  else if (kept) status = t(couponFieldTexts.kept, { code: keptCode });
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      apply();
    }
  };

  return (
    <Root>
      <Field
        label={t(label)}
        helperText={helperText && t(helperText)}
        error={error && t(error)}
        disabled={inputDisabled}
        id={id}
        describedBy={applied || kept ? statusId : undefined}
      >
        {(control) => (
          <Row>
            <FieldShell
              data-invalid={control['aria-invalid']}
              data-disabled={inputDisabled || undefined}
              data-readonly={loading || undefined}
            >
              <FieldInput
                {...control}
                type="text"
                value={code}
                maxLength={COUPON_MAX_LENGTH}
                placeholder={placeholder && t(placeholder)}
                disabled={inputDisabled}
                readOnly={loading}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                enterKeyHint="done"
                onChange={(event: ChangeEvent<HTMLInputElement>) => setCode(asciiDigits(event.target.value))}
                onKeyDown={handleKeyDown}
              />
            </FieldShell>
            <Button variant="secondary" loading={loading} disabled={!canApply && !loading} onClick={apply}>
              {t(applyLabel)}
            </Button>
          </Row>
        )}
      </Field>
      <div role="status">
        {(applied || kept) && (
          <Applied data-kept={kept ? '' : undefined}>
            <Icon name={applied ? 'check-circle' : 'info'} size="md" />
            <AppliedText id={statusId}>{status}</AppliedText>
            <Button
              variant="text"
              size="sm"
              iconStart="close"
              aria-describedby={statusId}
              onClick={() => onRemove?.()}
              disabled={disabled}
            >
              {t(removeLabel)}
            </Button>
          </Applied>
        )}
      </div>
    </Root>
  );
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space[2]};
  min-width: 0;
`;

const Row = styled.div`
  display: flex;
  gap: ${tokens.space[2]};
  min-width: 0;

  > div {
    flex: 1;
  }

  > button {
    flex-shrink: 0;
    min-height: ${tokens.field.height};
  }
`;

const Applied = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  column-gap: ${tokens.space[2]};
  padding-inline-start: ${tokens.space[3]};
  border: ${tokens.borderWidth.thin} solid ${tokens.color.feedback.success.border};
  border-radius: ${tokens.field.radius};
  background-color: ${tokens.color.feedback.success.background};
  color: ${tokens.color.feedback.success.text};
  font-family: ${tokens.font.family.base};
  font-size: ${tokens.font.size.sm};

  > svg {
    flex-shrink: 0;
  }

  > button {
    margin-inline-start: auto;
  }

  &[data-kept] {
    border-color: ${tokens.color.feedback.info.border};
    background-color: ${tokens.color.feedback.info.background};
    color: ${tokens.color.feedback.info.text};
  }
`;

const AppliedText = styled.span`
  flex: 1;
  min-width: 0;
  font-weight: ${tokens.font.weight.medium};
  overflow-wrap: anywhere;
`;
