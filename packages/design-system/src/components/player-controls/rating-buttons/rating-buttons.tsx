import styled from 'styled-components';
import { formatNumber } from '../../../format';
import { useTranslate } from '../../../i18n/use-texts';
import { tokens } from '../../../tokens';
import { Icon, type IconName } from '../../icon';
import { playerFocusRing } from '../shared/player-styles';

export type PlayerRating = 'like' | 'dislike';

/** Props of {@link RatingButtons}. */
export interface RatingButtonsProps {
  /** Content: how many people liked the video. */
  likeCount: number;
  /** Content: how many people disliked it. */
  dislikeCount: number;
  /** Behaviour: the student's own rating; that button shows pressed. */
  myRating: PlayerRating | null;
  /** Behaviour: a rating is being saved or reloaded; presses are ignored meanwhile (`aria-busy`). */
  busy?: boolean;
  /** Appearance: `page` below the player on the page background, `player` over the video frame. */
  tone?: 'page' | 'player';
  /** Events: the student pressed like or dislike (the flow sends it only when it changes the rating). */
  onRate: (rating: PlayerRating) => void;
}

/**
 * Like and dislike with their counts, pressed for the student's own rating, and the Share button, which the
 * product shows disabled (learning-app.md §2 "Video player").
 */
export function RatingButtons({
  likeCount,
  dislikeCount,
  myRating,
  busy = false,
  tone = 'page',
  onRate,
}: RatingButtonsProps) {
  const t = useTranslate();
  const rateButton = (rating: PlayerRating, label: string, icon: IconName, count: number) => (
    <Pill
      type="button"
      aria-pressed={myRating === rating}
      aria-disabled={busy || undefined}
      onClick={() => {
        if (!busy) onRate(rating);
      }}
    >
      <Icon name={icon} size="md" />
      <span className="visually-hidden">{label} </span>
      <span>{formatNumber(count)}</span>
    </Pill>
  );
  return (
    <Group role="group" aria-label={t('Rate this video')} aria-busy={busy || undefined} data-tone={tone}>
      {rateButton('like', t('Like'), 'like', likeCount)}
      {rateButton('dislike', t('Dislike'), 'dislike', dislikeCount)}
      <Pill type="button" aria-disabled="true" data-share="">
        <Icon name="share" size="md" />
        <span>{t('Share')}</span>
      </Pill>
    </Group>
  );
}

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.space[2]};
`;

const Pill = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${tokens.space[2]};
  min-width: ${tokens.button.height.sm};
  min-height: ${tokens.button.height.sm};
  margin: 0;
  padding-inline: ${tokens.space[3]};
  border: ${tokens.borderWidth.thin} solid;
  border-radius: ${tokens.radius.pill};
  font: inherit;
  font-size: ${tokens.font.size.sm};
  font-weight: ${tokens.font.weight.bold};
  font-variant-numeric: tabular-nums;
  cursor: pointer;
  -webkit-tap-highlight-color: transparent;
  transition: background-color ${tokens.motion.duration.fast} ${tokens.motion.easing.standard};

  [data-tone='page'] > & {
    border-color: ${tokens.button.secondary.border};
    background-color: ${tokens.button.secondary.background};
    color: ${tokens.button.secondary.text};
  }
  [data-tone='page'] > &:not([aria-disabled='true']):hover {
    background-color: ${tokens.button.secondary.backgroundHover};
  }
  [data-tone='page'] > &[aria-pressed='true'] {
    border-color: ${tokens.button.primary.border};
    background-color: ${tokens.button.primary.background};
    color: ${tokens.button.primary.text};
  }
  [data-tone='page'] > &:focus-visible {
    outline: ${tokens.focusRing.width} solid ${tokens.color.focus.ring};
    outline-offset: ${tokens.focusRing.offset};
  }
  [data-tone='page'] > &[data-share] {
    border-color: ${tokens.button.disabled.border};
    background-color: ${tokens.button.disabled.background};
    color: ${tokens.button.disabled.text};
  }

  [data-tone='player'] > & {
    border-color: ${tokens.player.track};
    background-color: transparent;
    color: ${tokens.player.text};
  }
  [data-tone='player'] > &:not([aria-disabled='true']):hover {
    background-color: ${tokens.player.controlHover};
  }
  [data-tone='player'] > &[aria-pressed='true'] {
    border-color: ${tokens.player.text};
    background-color: ${tokens.player.controlActive};
  }
  [data-tone='player'] > &:focus-visible {
    ${playerFocusRing}
  }
  [data-tone='player'] > &[data-share] {
    color: ${tokens.player.textDisabled};
  }

  &[aria-disabled='true'] {
    cursor: not-allowed;
  }
  [aria-busy='true'] > & {
    cursor: progress;
  }
`;
