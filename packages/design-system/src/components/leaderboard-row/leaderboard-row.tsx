import { memo, type CSSProperties } from 'react';
import styled from 'styled-components';
import { formatNumber, formatPoints } from '../../format';
import { useTranslate } from '../../i18n/use-texts';
import { clampLines } from '../../internal/text-wrap';
import { tokens } from '../../tokens';
import { RowName, RowRoot, RowsSkeleton, type RowsSkeletonProps } from './row-parts';

/** The empty text of the leaderboard (learning-app.md §2 "Leaderboard dialog"). */
export const LEADERBOARD_EMPTY_MESSAGE = 'Leader board list not available!';

/** A row's rank as a screen reader reads it (ICU; its Hindi is in the catalogues). */
export const RANK_MESSAGE = 'Rank {rank}';

/** Props of {@link LeaderboardRow}. */
export interface LeaderboardRowProps {
  /** Content: the position in the list, from 1. The first three are marked. */
  rank: number;
  /** Content: the learner's name. */
  name: string;
  /** Accessibility: the name's language (the server's data): the list's `useDataLang()`, read once for all rows. */
  lang?: string;
  /** Content: the score, shown as "{score} Points". */
  score: number;
  /** Appearance: highlights the signed-in learner's own row and adds the `currentUserLabel` tag. */
  isCurrentUser?: boolean;
  /** Content: the tag on the learner's own row. */
  currentUserLabel?: string;
  /** Behaviour: `li` inside a list; `div` (with role listitem) for virtualized lists that position rows. */
  as?: 'li' | 'div';
  /** Appearance: inline style, for a virtualizer's position and size; a fixed `height` clamps the name to two lines. */
  style?: CSSProperties;
  /** Accessibility: the row's position in the whole list, from 1, when a virtualized list draws only some rows. */
  'aria-posinset'?: number;
  /** Accessibility: how many rows the whole list has, when a virtualized list draws only some rows. */
  'aria-setsize'?: number;
  /** Appearance: a class for the caller's own layout. */
  className?: string;
}

/**
 * One learner on the leaderboard: rank, name and "{score} Points". Static styles, no state and no effects, and
 * memoised: built to be rendered by the thousand in a virtualized list.
 */
export const LeaderboardRow = memo(function LeaderboardRow({
  rank,
  name,
  lang,
  score,
  isCurrentUser = false,
  currentUserLabel = 'You',
  as = 'li',
  style,
  className,
  'aria-posinset': posInSet,
  'aria-setsize': setSize,
}: LeaderboardRowProps) {
  // Also redraws the memoised row when the language changes (its points are in the active language).
  const t = useTranslate();
  return (
    <Root
      as={as}
      role={as === 'div' ? 'listitem' : undefined}
      style={style}
      className={className}
      aria-posinset={posInSet}
      aria-setsize={setSize}
      data-current={isCurrentUser || undefined}
      data-fixed-height={style?.height !== undefined || undefined}
    >
      <Rank data-top={rank >= 1 && rank <= 3 ? rank : undefined}>
        {/* Read as one message ("Rank 3"); the number alone is what the eye sees. */}
        <span className="visually-hidden">{t(RANK_MESSAGE, { rank: formatNumber(rank) })}</span>
        <span aria-hidden="true">{formatNumber(rank)}</span>
      </Rank>
      <RowName>
        {/* The name is the server's, "You" ours: only the name is marked (no span in English). */}
        {lang ? <span lang={lang}>{name}</span> : name}
        {isCurrentUser && <You>{t(currentUserLabel)}</You>}
      </RowName>
      <Score>{formatPoints(score)}</Score>
    </Root>
  );
});

/** Props of {@link LeaderboardRowsSkeleton}. */
export type LeaderboardRowsSkeletonProps = RowsSkeletonProps;

/** Placeholder rows while the leaderboard loads. */
export function LeaderboardRowsSkeleton(props: LeaderboardRowsSkeletonProps) {
  return <RowsSkeleton {...props} />;
}

const Root = styled(RowRoot)`
  &[data-fixed-height] {
    overflow: hidden;
  }
  &[data-fixed-height] ${RowName} {
    ${clampLines(2)}
  }
  &[data-current] {
    background-color: ${tokens.color.feedback.info.background};
    box-shadow: inset ${tokens.borderWidth.thick} 0 0 ${tokens.color.action.primary};
  }
`;

const Rank = styled.span`
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  min-width: 32px;
  height: 32px;
  padding-inline: ${tokens.space[1]};
  box-sizing: border-box;
  border-radius: ${tokens.radius.pill};
  background-color: ${tokens.color.surface.sunken};
  color: ${tokens.color.text.primary};
  font-size: ${tokens.font.size.sm};
  font-weight: ${tokens.font.weight.bold};

  &[data-top] {
    background-color: ${tokens.celebration.background};
    color: ${tokens.color.feedback.warning.text};
    box-shadow: inset 0 0 0 ${tokens.borderWidth.thick} ${tokens.celebration.icon};
  }
`;

const You = styled.span`
  display: inline-block;
  margin-inline-start: ${tokens.space[2]};
  padding: 0 ${tokens.space[2]};
  border-radius: ${tokens.radius.sm};
  background-color: ${tokens.color.action.primary};
  color: ${tokens.color.text.inverse};
  font-size: ${tokens.font.size.xs};
  font-weight: ${tokens.font.weight.bold};
  line-height: ${tokens.font.lineHeight.normal};
  vertical-align: middle;
`;

const Score = styled.span`
  flex-shrink: 0;
  font-size: ${tokens.font.size.sm};
  font-weight: ${tokens.font.weight.bold};
  color: ${tokens.color.text.primary};
`;
