import type { ComponentPropsWithRef, MouseEvent, ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { tokens } from '../../tokens/tokens';
import { Icon, type IconName } from '../icon';

export type ButtonVariant = 'primary' | 'secondary' | 'text' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends Omit<
  ComponentPropsWithRef<'button'>,
  'type' | 'disabled' | 'onClick' | 'children'
> {
  /** Label of the button. Keep it short: a verb, like "Buy now". */
  children: ReactNode;
  /** `primary` for the one main action of a view, `secondary` beside it, `text` for low-emphasis actions,
   * `danger` for destructive ones. */
  variant?: ButtonVariant;
  /** Height and padding; every size keeps a touch target of at least 44px. */
  size?: ButtonSize;
  /** Icon before the label (replaced by the spinner while loading). */
  iconStart?: IconName;
  /** Icon after the label. */
  iconEnd?: IconName;
  /** Stretches the button to the width of its container. */
  fullWidth?: boolean;
  /** Shows a spinner, sets `aria-busy` and ignores clicks until the work ends. */
  loading?: boolean;
  /** Ignores clicks. The button stays focusable (`aria-disabled`) so a screen reader still finds it. */
  disabled?: boolean;
  /** HTML button type. `button` unless it submits a form. */
  type?: 'button' | 'submit' | 'reset';
  /** Called on activation (click, Enter, Space); never while disabled or loading. */
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void;
}

/** An action. One primary button per view. */
export function Button({
  children,
  variant = 'primary',
  size = 'md',
  iconStart,
  iconEnd,
  fullWidth = false,
  loading = false,
  disabled = false,
  type = 'button',
  onClick,
  ...rest
}: ButtonProps) {
  const inert = disabled || loading;
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    // aria-disabled keeps the button focusable, so the click (and a form submit) is stopped here.
    if (inert) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  const startIcon = loading ? 'spinner' : iconStart;

  return (
    <StyledButton
      {...rest}
      type={type}
      data-variant={variant}
      data-size={size}
      data-full-width={fullWidth || undefined}
      aria-disabled={disabled || undefined}
      aria-busy={loading || undefined}
      onClick={handleClick}
    >
      {startIcon && <Icon name={startIcon} size={size === 'lg' ? 'lg' : 'md'} />}
      <span>{children}</span>
      {iconEnd && <Icon name={iconEnd} size={size === 'lg' ? 'lg' : 'md'} />}
    </StyledButton>
  );
}

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const variantStyles = (['primary', 'secondary', 'text', 'danger'] as const)
  .map(
    (v) => `
  &[data-variant='${v}'] {
    background-color: ${tokens.button[v].background};
    border-color: ${tokens.button[v].border};
    color: ${tokens.button[v].text};
  }
  &[data-variant='${v}']:not([aria-disabled='true']):not([aria-busy='true']):hover {
    background-color: ${tokens.button[v].backgroundHover};
  }
  &[data-variant='${v}']:not([aria-disabled='true']):not([aria-busy='true']):active {
    background-color: ${tokens.button[v].backgroundActive};
  }`,
  )
  .join('\n');

const sizeStyles = (['sm', 'md', 'lg'] as const)
  .map(
    (s) => `
  &[data-size='${s}'] {
    min-height: ${tokens.button.height[s]};
    padding-inline: ${tokens.button.paddingX[s]};
    font-size: ${tokens.button.fontSize[s]};
  }`,
  )
  .join('\n');

const StyledButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${tokens.space[2]};
  max-width: 100%;
  margin: 0;
  padding-block: ${tokens.space[2]};
  border: ${tokens.borderWidth.thin} solid transparent;
  border-radius: ${tokens.button.radius};
  font-family: inherit;
  font-weight: ${tokens.font.weight.bold};
  line-height: ${tokens.font.lineHeight.tight};
  text-align: center;
  overflow-wrap: anywhere;
  cursor: pointer;
  user-select: none;
  -webkit-tap-highlight-color: transparent;
  transition:
    background-color ${tokens.motion.duration.fast} ${tokens.motion.easing.standard},
    border-color ${tokens.motion.duration.fast} ${tokens.motion.easing.standard};

  ${variantStyles}
  ${sizeStyles}

  &[data-full-width] {
    display: flex;
    width: 100%;
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

  &[data-variant='text'][aria-disabled='true'] {
    background-color: transparent;
    border-color: transparent;
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
