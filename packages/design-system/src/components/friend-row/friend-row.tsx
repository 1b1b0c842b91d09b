import type { CSSProperties, MouseEvent } from 'react';
import styled from 'styled-components';
import { formatPoints } from '../../format';
import { useTranslate } from '../../i18n/use-texts';
import { tokens } from '../../tokens';
import {
  RowDetail,
  RowName,
  RowRoot,
  RowsSkeleton,
  type RowsSkeletonProps,
} from '../leaderboard-row/row-parts';

/** The empty text of the friends list (learning-app.md §8). */
export const FRIENDS_EMPTY_MESSAGE = 'Friends list not available';

/** The switch's default name (ICU: `{name}`, the friend's name). */
const SHARE_WITH_MESSAGE = 'Share with {name}';

/** Props of {@link FriendRow}. */
export interface FriendRowProps {
  /** Content: the friend's name. */
  name: string;
  /** Accessibility: the name's language (the server's data): the list's `useDataLang()`, read once for all rows. */
  lang?: string;
  /** Content: the friend's points ("My Friends Status(Points)"); leave out where the list shows none. */
  points?: number;
  /** Behaviour: whether the learner shares their quest status with this friend (the switch is on). */
  shared: boolean;
  /** Behaviour: the switch ignores presses (while the change is being saved, for example); stays focusable. */
  disabled?: boolean;
  /** Accessibility: the switch's name for a friend; "Share with {name}" in the active language by default. */
  toggleLabel?: (name: string) => string;
  /** Events: the switch was pressed; called with the new value. The caller stores it and passes it back. */
  onToggle?: (shared: boolean) => void;
  /** Behaviour: `li` inside a list; `div` (with role listitem) for virtualized lists. */
  as?: 'li' | 'div';
  /** Appearance: inline style, for a virtualizer's position and size. */
  style?: CSSProperties;
  /** Appearance: a class for the caller's own layout. */
  className?: string;
}

/** One friend with an on/off switch for sharing the learner's quest status with them. */
export function FriendRow({
  name,
  lang,
  points,
  shared,
  disabled = false,
  toggleLabel,
  onToggle,
  as = 'li',
  style,
  className,
}: FriendRowProps) {
  const t = useTranslate();
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (disabled) {
      event.preventDefault();
      return;
    }
    onToggle?.(!shared);
  };
  return (
    <RowRoot as={as} role={as === 'div' ? 'listitem' : undefined} style={style} className={className}>
      <RowName>
        {/* The name is the server's, the points ours: only the name is marked (no span in English). */}
        {lang ? <span lang={lang}>{name}</span> : name}
        {points !== undefined && <RowDetail>{formatPoints(points)}</RowDetail>}
      </RowName>
      <Switch
        type="button"
        role="switch"
        aria-checked={shared}
        aria-label={toggleLabel ? toggleLabel(name) : t(SHARE_WITH_MESSAGE, { name })}
        aria-disabled={disabled || undefined}
        onClick={handleClick}
      >
        <Track aria-hidden="true">
          <Thumb />
        </Track>
      </Switch>
    </RowRoot>
  );
}

/** Props of {@link FriendRowsSkeleton}. */
export type FriendRowsSkeletonProps = RowsSkeletonProps;

/** Placeholder rows while the friends list loads. */
export function FriendRowsSkeleton(props: FriendRowsSkeletonProps) {
  return <RowsSkeleton {...props} />;
}

/* The button is the 44 px target; the track inside is the visible switch. */
const Switch = styled.button`
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  min-width: 56px;
  min-height: 44px;
  margin: 0;
  padding: 0;
  border: 0;
  border-radius: ${tokens.radius.pill};
  background: none;
  cursor: pointer;
  -webkit-tap-highlight-color: transparent;

  &:focus-visible {
    outline: ${tokens.focusRing.width} solid ${tokens.color.focus.ring};
    outline-offset: 0;
  }

  &[aria-disabled='true'] {
    cursor: not-allowed;
  }
`;

const Track = styled.span`
  position: relative;
  display: block;
  width: 44px;
  height: 24px;
  box-sizing: border-box;
  border: ${tokens.borderWidth.thick} solid ${tokens.field.border};
  border-radius: ${tokens.radius.pill};
  background-color: ${tokens.field.background};
  transition:
    background-color ${tokens.motion.duration.fast} ${tokens.motion.easing.standard},
    border-color ${tokens.motion.duration.fast} ${tokens.motion.easing.standard};

  [aria-checked='true'] > & {
    border-color: ${tokens.field.checked};
    background-color: ${tokens.field.checked};
  }

  [aria-disabled='true'] > & {
    border-color: ${tokens.button.disabled.border};
    background-color: ${tokens.button.disabled.background};
  }
`;

const Thumb = styled.span`
  position: absolute;
  top: 2px;
  left: 2px;
  width: 16px;
  height: 16px;
  border-radius: ${tokens.radius.pill};
  background-color: ${tokens.field.border};
  transition: transform ${tokens.motion.duration.fast} ${tokens.motion.easing.standard};

  [aria-checked='true'] > * > & {
    transform: translateX(20px);
    background-color: ${tokens.color.surface.raised};
  }

  [aria-disabled='true'] > * > & {
    background-color: ${tokens.button.disabled.text};
  }
`;
