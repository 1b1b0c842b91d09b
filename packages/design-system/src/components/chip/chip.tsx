import type { ComponentPropsWithRef, MouseEvent, ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { useTranslate } from '../../i18n/use-texts';
import { tokens } from '../../tokens';
import { Icon, type IconName } from '../icon';

/** Props of {@link Chip}. */
export interface ChipProps extends Omit<
  ComponentPropsWithRef<'button'>,
  'type' | 'disabled' | 'onClick' | 'children' | 'aria-pressed'
> {
  /** Content: the short label, e.g. "CBSE" or "Class 8". */
  children: ReactNode;
  /** Content: an icon before the label (a tick replaces it while selected). */
  icon?: IconName;
  /** Behaviour: makes it a filter chip: `aria-pressed` follows this value and a tick shows while true.
   * Leave undefined for an action chip. */
  selected?: boolean;
  /** Behaviour: shows a spinner, sets `aria-busy` and ignores presses until the work ends. */
  loading?: boolean;
  /** Behaviour: ignores presses; stays focusable (`aria-disabled`). */
  disabled?: boolean;
  /** Events: called on activation; never while disabled or loading. */
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void;
  /** Events: for filter chips, called with the new selected value on activation. */
  onSelectedChange?: (selected: boolean) => void;
}

/** A compact pill button: a filter that toggles (`selected`) or a small action such as "GET OTP". */
export function Chip({
  children,
  icon,
  selected,
  loading = false,
  disabled = false,
  onClick,
  onSelectedChange,
  ...rest
}: ChipProps) {
  const inert = disabled || loading;
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (inert) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
    if (selected !== undefined) onSelectedChange?.(!selected);
  };
  const startIcon: IconName | undefined = loading ? 'spinner' : selected ? 'check' : icon;
  return (
    <StyledChip
      {...rest}
      type="button"
      aria-pressed={selected}
      aria-disabled={disabled || undefined}
      aria-busy={loading || undefined}
      onClick={handleClick}
    >
      {startIcon && <Icon name={startIcon} size="sm" />}
      <span>{children}</span>
    </StyledChip>
  );
}

/** Props of {@link GetOtpChip}. */
export interface GetOtpChipProps {
  /** Content: the chip's text: "GET OTP" on the wizard, "Get OTP" in the cart form. */
  label?: string;
  /** Behaviour: the number is verified: the chip becomes a tick. */
  verified?: boolean;
  /** Accessibility: the name of the verified tick. */
  verifiedLabel?: string;
  /** Behaviour: the code is being sent: spinner, `aria-busy`, presses ignored. */
  loading?: boolean;
  /** Behaviour: not available yet (e.g. fewer than 10 digits). Stays focusable. */
  disabled?: boolean;
  /** Events: asks for a code to be sent; never while loading or disabled. */
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void;
}

/** The sign-up "GET OTP" chip that sits in the mobile number field and turns into a verified tick. */
export function GetOtpChip({
  label = 'GET OTP',
  verified = false,
  verifiedLabel = 'Mobile number verified',
  loading = false,
  disabled = false,
  onClick,
}: GetOtpChipProps) {
  const t = useTranslate();
  if (verified) {
    return (
      <Verified>
        <Icon name="verified" size="lg" label={t(verifiedLabel)} />
      </Verified>
    );
  }
  return (
    <Chip loading={loading} disabled={disabled} onClick={onClick} data-kind="otp">
      {t(label)}
    </Chip>
  );
}

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const StyledChip = styled.button`
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  gap: ${tokens.space[1]};
  max-width: 100%;
  min-height: ${tokens.button.height.sm};
  margin: 0;
  padding: ${tokens.space[1]} ${tokens.space[4]};
  border: ${tokens.borderWidth.thin} solid ${tokens.field.border};
  border-radius: ${tokens.radius.pill};
  background-color: ${tokens.color.surface.raised};
  color: ${tokens.color.text.primary};
  font-family: inherit;
  font-size: ${tokens.font.size.sm};
  font-weight: ${tokens.font.weight.medium};
  line-height: ${tokens.font.lineHeight.tight};
  text-align: center;
  overflow-wrap: anywhere;
  cursor: pointer;
  user-select: none;
  -webkit-tap-highlight-color: transparent;
  transition:
    background-color ${tokens.motion.duration.fast} ${tokens.motion.easing.standard},
    border-color ${tokens.motion.duration.fast} ${tokens.motion.easing.standard};

  &:not([aria-disabled='true']):not([aria-busy='true']):hover {
    background-color: ${tokens.color.action.secondaryHover};
    border-color: ${tokens.color.action.primary};
  }

  &[aria-pressed='true'] {
    background-color: ${tokens.color.action.primary};
    border-color: ${tokens.color.action.primary};
    color: ${tokens.color.text.inverse};
  }

  &[aria-pressed='true']:not([aria-disabled='true']):not([aria-busy='true']):hover {
    background-color: ${tokens.color.action.primaryHover};
  }

  &[data-kind='otp'] {
    border-color: ${tokens.color.action.primary};
    color: ${tokens.button.secondary.text};
    font-weight: ${tokens.font.weight.bold};
  }

  &:focus-visible {
    outline: ${tokens.focusRing.width} solid ${tokens.color.focus.ring};
    outline-offset: ${tokens.focusRing.offset};
  }

  &[aria-disabled='true'] {
    background-color: ${tokens.button.disabled.background};
    border-color: ${tokens.button.disabled.border};
    color: ${tokens.button.disabled.text};
    cursor: not-allowed;
  }

  &[aria-busy='true'] {
    cursor: progress;
  }

  &[aria-busy='true'] > svg:first-child {
    animation: ${spin} ${tokens.motion.duration.spinner} linear infinite;
  }

  svg {
    flex-shrink: 0;
  }
`;

const Verified = styled.span`
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  min-width: ${tokens.button.height.sm};
  min-height: ${tokens.button.height.sm};
  color: ${tokens.color.feedback.success.text};
`;
