import type { ComponentPropsWithRef, MouseEvent } from 'react';
import styled from 'styled-components';
import { tokens } from '../../tokens';
import { Icon, type IconName } from '../icon';

export type IconButtonVariant = 'text' | 'secondary' | 'primary';
export type IconButtonSize = 'sm' | 'md' | 'lg';

/** Props of {@link IconButton}. */
export interface IconButtonProps extends Omit<
  ComponentPropsWithRef<'button'>,
  'type' | 'disabled' | 'onClick' | 'children' | 'aria-label' | 'aria-pressed' | 'title'
> {
  /** Accessibility: what the button does ("Show password", "Close"). It is the accessible name and the tooltip. */
  label: string;
  /** Content: the icon to draw. */
  icon: IconName;
  /** Content: a different icon while `pressed` is true (e.g. `eye-off` for a visible password). */
  pressedIcon?: IconName;
  /** Appearance: `text` sits quietly inside fields and bars, `secondary` is outlined, `primary` is filled. */
  variant?: IconButtonVariant;
  /** Appearance: 44, 48 or 56 px square; every size is a full touch target. */
  size?: IconButtonSize;
  /** Behaviour: makes it a toggle: `aria-pressed` is set to this value. Leave undefined for a plain action. */
  pressed?: boolean;
  /** Behaviour: ignores presses; stays focusable (`aria-disabled`) so a screen reader still finds it. */
  disabled?: boolean;
  /** Behaviour: HTML button type; `button` unless it submits a form. */
  type?: 'button' | 'submit' | 'reset';
  /** Events: called on activation (click, Enter, Space), never while disabled. */
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void;
}

const iconSize = { sm: 'md', md: 'md', lg: 'lg' } as const;

/** A button whose only content is an icon. Always labelled: the label is its name and its tooltip. */
export function IconButton({
  label,
  icon,
  pressedIcon,
  variant = 'text',
  size = 'md',
  pressed,
  disabled = false,
  type = 'button',
  onClick,
  ...rest
}: IconButtonProps) {
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (disabled) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <StyledIconButton
      {...rest}
      type={type}
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      aria-disabled={disabled || undefined}
      data-variant={variant}
      data-size={size}
      onClick={handleClick}
    >
      <Icon name={pressed && pressedIcon ? pressedIcon : icon} size={iconSize[size]} />
    </StyledIconButton>
  );
}

const variantStyles = (['primary', 'secondary', 'text'] as const)
  .map(
    (v) => `
  &[data-variant='${v}'] {
    background-color: ${tokens.button[v].background};
    border-color: ${tokens.button[v].border};
    color: ${tokens.button[v].text};
  }
  &[data-variant='${v}']:not([aria-disabled='true']):hover {
    background-color: ${tokens.button[v].backgroundHover};
  }
  &[data-variant='${v}']:not([aria-disabled='true']):active {
    background-color: ${tokens.button[v].backgroundActive};
  }`,
  )
  .join('\n');

const sizeStyles = (['sm', 'md', 'lg'] as const)
  .map(
    (s) => `
  &[data-size='${s}'] {
    width: ${tokens.button.height[s]};
    height: ${tokens.button.height[s]};
  }`,
  )
  .join('\n');

const StyledIconButton = styled.button`
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  margin: 0;
  padding: 0;
  border: ${tokens.borderWidth.thin} solid transparent;
  border-radius: ${tokens.radius.pill};
  font: inherit;
  cursor: pointer;
  -webkit-tap-highlight-color: transparent;
  transition: background-color ${tokens.motion.duration.fast} ${tokens.motion.easing.standard};

  ${variantStyles}
  ${sizeStyles}

  &[aria-pressed='true'][data-variant='text'],
  &[aria-pressed='true'][data-variant='secondary'] {
    background-color: ${tokens.button.secondary.backgroundActive};
  }

  &[aria-pressed='true'][data-variant='primary'] {
    background-color: ${tokens.button.primary.backgroundActive};
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
`;
