import type { ComponentPropsWithRef, MouseEvent, ReactNode } from 'react';
import styled from 'styled-components';
import { tokens } from '../../../tokens';
import { Icon, type IconName } from '../../icon';
import { playerFocusRing } from './player-styles';

/** Props of the round icon button every player control is drawn with. */
export interface PlayerIconButtonProps extends Omit<
  ComponentPropsWithRef<'button'>,
  'type' | 'disabled' | 'onClick' | 'children' | 'aria-label' | 'aria-pressed' | 'title'
> {
  /** The accessible name and tooltip. */
  label: string;
  icon: IconName;
  /** A toggle when defined: `aria-pressed`. */
  pressed?: boolean;
  /** 44 px (`md`) or 56 px (`lg`, the centre play button). */
  size?: 'md' | 'lg';
  disabled?: boolean;
  /** Decorative extra drawn over the icon (the "10" of the seek buttons). */
  badge?: ReactNode;
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void;
}

/** A round, white-on-scrim icon button with a 44 px (or larger) touch target. Internal to the player controls. */
export function PlayerIconButton({
  label,
  icon,
  pressed,
  size = 'md',
  disabled = false,
  badge,
  onClick,
  ...rest
}: PlayerIconButtonProps) {
  return (
    <StyledPlayerButton
      {...rest}
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      aria-disabled={disabled || undefined}
      data-size={size}
      onClick={(event) => {
        if (disabled) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
    >
      <Icon name={icon} size={size === 'lg' ? 'xl' : 'lg'} />
      {badge ? <Badge aria-hidden="true">{badge}</Badge> : null}
    </StyledPlayerButton>
  );
}

export const StyledPlayerButton = styled.button`
  position: relative;
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  width: ${tokens.button.height.sm};
  height: ${tokens.button.height.sm};
  margin: 0;
  padding: 0;
  border: 0;
  border-radius: ${tokens.radius.pill};
  background-color: transparent;
  color: ${tokens.player.text};
  font: inherit;
  cursor: pointer;
  -webkit-tap-highlight-color: transparent;
  transition: background-color ${tokens.motion.duration.fast} ${tokens.motion.easing.standard};

  &[data-size='lg'] {
    width: ${tokens.button.height.lg};
    height: ${tokens.button.height.lg};
  }

  &:not([aria-disabled='true']):hover {
    background-color: ${tokens.player.controlHover};
  }

  &[aria-pressed='true'],
  &:not([aria-disabled='true']):active {
    background-color: ${tokens.player.controlActive};
  }

  &:focus-visible {
    ${playerFocusRing}
  }

  &[aria-disabled='true'] {
    color: ${tokens.player.textDisabled};
    cursor: not-allowed;
  }

  svg {
    flex-shrink: 0;
  }
`;

const Badge = styled.span`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  font-size: 0.5625rem;
  font-weight: ${tokens.font.weight.bold};
  line-height: 1;
  pointer-events: none;
`;
