import styled from 'styled-components';
import { useTranslate } from '../../i18n/use-texts';
import { tokens } from '../../tokens';
import { Icon } from '../icon';

/** One part of the password rule and whether what is typed meets it. */
export interface PasswordRuleHintCheck {
  /** Content: what the rule asks, e.g. "At least 8 characters" or "Not a common password". */
  label: string;
  /** Content: the password as typed meets this part. */
  met: boolean;
}

/** Props of {@link PasswordRuleHint}. */
export interface PasswordRuleHintProps {
  /** Content: the parts of the rule in order, with what is typed checked against each (the caller decides). */
  checks: readonly PasswordRuleHintCheck[];
  /** Accessibility: what a screen reader hears before a met part (the tick is decorative). */
  metLabel?: string;
  /** Accessibility: what a screen reader hears before a part not met yet (the cross is decorative). */
  unmetLabel?: string;
}

/**
 * The rule for a new password as a live hint under the field: one line per part (at least 8 characters, not a
 * common password), each with a tick once met and a cross until then. Pass it as a field's `helperText`, so the
 * input is described by it; it is phrasing content only (it sits inside the helper's paragraph).
 */
export function PasswordRuleHint({
  checks,
  metLabel = 'Met:',
  unmetLabel = 'Not met:',
}: PasswordRuleHintProps) {
  const t = useTranslate();
  return (
    <Lines data-part="password-rule-hint">
      {checks.map((check) => (
        <Line key={check.label} data-met={check.met}>
          <Icon name={check.met ? 'check-circle' : 'close-circle'} size="sm" />
          <span>
            <span className="visually-hidden">{`${t(check.met ? metLabel : unmetLabel)} `}</span>
            {t(check.label)}
          </span>
        </Line>
      ))}
    </Lines>
  );
}

const Lines = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space[1]};
`;

const Line = styled.span`
  display: flex;
  align-items: flex-start;
  gap: ${tokens.space[1]};
  color: ${tokens.color.text.secondary};

  &[data-met='true'] {
    color: ${tokens.color.feedback.success.text};
  }

  svg {
    flex-shrink: 0;
    margin-top: 2px;
  }
`;
