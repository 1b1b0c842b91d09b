import { useContext, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { formatSpeed } from '../../../format';
import { useTranslate } from '../../../i18n/use-texts';
import { tokens } from '../../../tokens';
import { Icon } from '../../icon';
import { ControlBarContext } from '../shared/control-bar-context';
import { StyledPlayerButton } from '../shared/player-icon-button';
import { playerFocusRing } from '../shared/player-styles';

/** The playback speeds on offer (learning-app.md §9). */
export const PLAYBACK_SPEEDS = [1, 1.5, 2] as const;

/** Props of {@link SpeedMenu}. */
export interface SpeedMenuProps {
  /** Behaviour: the current speed; its item is checked and the button shows it ("1.5x"). */
  value: number;
  /** Content: the speeds to choose from; 1, 1.5 and 2 in the product. */
  speeds?: readonly number[];
  /** Behaviour: ignores presses; stays focusable. */
  disabled?: boolean;
  /** Accessibility: names the button (followed by the current speed) and the menu. */
  label?: string;
  /** Events: a speed was chosen. */
  onChange: (speed: number) => void;
  /** Events: the menu opened or closed. */
  onOpenChange?: (open: boolean) => void;
}

/**
 * The playback speed menu button ("Playback speed 1x"). Enter, Space or Arrow Down open the menu on the
 * current speed (Arrow Up on the last); arrows, Home and End move; Enter or Space choose; Escape closes and
 * returns to the button. Inside a ControlBar it keeps the controls visible while open.
 */
export function SpeedMenu({
  value,
  speeds = PLAYBACK_SPEEDS,
  disabled = false,
  label = 'Playback speed',
  onChange,
  onOpenChange,
}: SpeedMenuProps) {
  const t = useTranslate();
  const name = t(label);
  const [active, setActive] = useState<number | null>(null);
  const open = active !== null;
  const buttonRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const itemRefs = useRef<(HTMLDivElement | null)[]>([]);
  const menuId = useId();
  const bar = useContext(ControlBarContext);
  const checkedIndex = Math.max(0, speeds.indexOf(value));

  const openChange = useRef(onOpenChange);
  useEffect(() => {
    openChange.current = onOpenChange;
  });
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current === open) return;
    wasOpen.current = open;
    openChange.current?.(open);
  }, [open]);

  useEffect(() => {
    if (!open || !bar) return;
    bar.hold('speed-menu');
    return () => bar.release('speed-menu');
  }, [open, bar]);

  useEffect(() => {
    if (active !== null) itemRefs.current[active]?.focus();
  }, [active]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setActive(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const close = (returnFocus: boolean) => {
    setActive(null);
    if (returnFocus) buttonRef.current?.focus();
  };

  const choose = (speed: number) => {
    onChange(speed);
    close(true);
  };

  const handleButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (disabled) return;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive(checkedIndex);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive(speeds.length - 1);
    }
  };

  const handleMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (active === null) return;
    const last = speeds.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: active === last ? 0 : active + 1,
      ArrowUp: active === 0 ? last : active - 1,
      Home: 0,
      End: last,
    };
    if (event.key in moves) {
      event.preventDefault();
      setActive(moves[event.key] as number);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose(speeds[active] as number);
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  return (
    <Root
      ref={rootRef}
      onBlur={(event) => {
        if (open && !event.currentTarget.contains(event.relatedTarget)) setActive(null);
      }}
    >
      <SpeedButton
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-disabled={disabled || undefined}
        onKeyDown={handleButtonKeyDown}
        onClick={() => {
          if (disabled) return;
          if (open) close(false);
          else setActive(checkedIndex);
        }}
      >
        <Icon name="speed" size="md" />
        <span className="visually-hidden">{name} </span>
        <span>{formatSpeed(value)}</span>
      </SpeedButton>
      {open ? (
        <Menu id={menuId} role="menu" aria-label={name} onKeyDown={handleMenuKeyDown}>
          {speeds.map((speed, index) => (
            <Item
              key={speed}
              ref={(node) => {
                itemRefs.current[index] = node;
              }}
              role="menuitemradio"
              aria-checked={speed === value}
              tabIndex={index === active ? 0 : -1}
              onClick={() => choose(speed)}
              onKeyDown={() => {}}
            >
              <Check aria-hidden="true">{speed === value ? <Icon name="check" size="sm" /> : null}</Check>
              {formatSpeed(speed)}
            </Item>
          ))}
        </Menu>
      ) : null}
    </Root>
  );
}

const Root = styled.div`
  position: relative;
  display: inline-flex;
`;

const SpeedButton = styled(StyledPlayerButton)`
  width: auto;
  min-width: ${tokens.button.height.sm};
  gap: ${tokens.space[1]};
  padding-inline: ${tokens.space[2]};
  font-size: ${tokens.font.size.sm};
  font-weight: ${tokens.font.weight.bold};
  font-variant-numeric: tabular-nums;

  &[aria-expanded='true'] {
    background-color: ${tokens.player.controlActive};
  }
`;

const Menu = styled.div`
  position: absolute;
  right: 0;
  bottom: 100%;
  z-index: ${tokens.z.dropdown};
  min-width: 7rem;
  margin-bottom: ${tokens.space[1]};
  padding-block: ${tokens.space[1]};
  border-radius: ${tokens.radius.md};
  background-color: ${tokens.player.popoverBackground};
  color: ${tokens.player.popoverText};
  box-shadow: ${tokens.elevation.md};
`;

const Item = styled.div`
  display: flex;
  align-items: center;
  gap: ${tokens.space[2]};
  min-height: ${tokens.button.height.sm};
  padding-inline: ${tokens.space[3]} ${tokens.space[4]};
  font-size: ${tokens.font.size.sm};
  font-weight: ${tokens.font.weight.medium};
  cursor: pointer;

  &:hover {
    background-color: ${tokens.player.popoverHover};
  }

  &:focus-visible {
    ${playerFocusRing}
    outline-offset: calc(-1 * ${tokens.focusRing.width});
    box-shadow: none;
    background-color: ${tokens.player.popoverHover};
  }

  &[aria-checked='true'] {
    font-weight: ${tokens.font.weight.bold};
  }
`;

const Check = styled.span`
  display: inline-flex;
  width: 16px;
`;
