import { useId } from 'react';
import styled, { css } from 'styled-components';
import { formatDuration, formatPoints } from '../../format';
import { useTranslate } from '../../i18n/use-texts';
import { clampLines } from '../../internal/text-wrap';
import { tokens } from '../../tokens';
import { Card } from '../card';
import { Icon, type IconName } from '../icon';
import { CardImage, type CardImageTone } from './card-image';

/** What a content item is; picks the default image. Callers map type codes (01–03 video, 04–05 pdf, 06–07 web,
 * 08–09 test, 10 activity). */
export type ContentType = 'video' | 'pdf' | 'web' | 'test' | 'activity';

const defaults: Record<ContentType, { icon: IconName; tone: CardImageTone }> = {
  video: { icon: 'play', tone: 'watch' },
  pdf: { icon: 'file', tone: 'think' },
  web: { icon: 'content-web', tone: 'think' },
  test: { icon: 'content-test', tone: 'solve' },
  activity: { icon: 'content-activity', tone: 'play' },
};

/** Props of {@link ContentCard}. */
export interface ContentCardProps {
  /** Content: the display name. Clamped to 2 lines; the full name stays the card's accessible name and tooltip. */
  name: string;
  /** Accessibility: the name's language (the server's data): the list's `useDataLang()`, read once for all cards. */
  nameLang?: string;
  /** Content: the kind of content; without an image, the card shows this kind's default tile. */
  contentType: ContentType;
  /** Content: the content's image; when absent or broken the kind's default tile shows. */
  imageUrl?: string | null;
  /** Content: how long the content takes, in seconds (shown as mm:ss, or hh:mm:ss from an hour). */
  durationSeconds: number;
  /** Content: the points it earns, shown as "{points} Points". */
  points: number;
  /** Appearance: opened at least once (the access count is above 0): a check mark on the image, announced as done. */
  completed?: boolean;
  /** Behaviour: the content cannot be opened (its kind is locked, or the trial is over): a lock shows and
   * presses are ignored; the card stays focusable and is announced as locked. */
  locked?: boolean;
  /** Events: the card was pressed (click, Enter or Space); never while locked. */
  onOpen?: () => void;
  /** Events: a locked card was pressed: the caller explains why (a LockedDialog). Without it a locked card ignores
   * presses and is announced as disabled. */
  onLockedOpen?: () => void;
  /** Accessibility: the heading level of the name. */
  headingLevel?: 2 | 3 | 4;
  /** Accessibility: the hidden label of the duration. */
  timeLabel?: string;
  /** Accessibility: what a screen reader hears for the check mark. */
  completedLabel?: string;
  /** Accessibility: what a screen reader hears for the lock. */
  lockedLabel?: string;
  /** Appearance: a class for the caller's own layout (margins, grid placement). */
  className?: string;
}

/**
 * One item of a content list: image (or the kind's default), name, time, points and a check mark once opened.
 * The whole card is one button named by the content; a locked card says so and ignores presses.
 */
export function ContentCard({
  name,
  nameLang,
  contentType,
  imageUrl,
  durationSeconds,
  points,
  completed = false,
  locked = false,
  onOpen,
  onLockedOpen,
  headingLevel = 3,
  timeLabel = 'Time',
  completedLabel = 'Completed',
  lockedLabel = 'Locked',
  className,
}: ContentCardProps) {
  const metaId = useId();
  // Also redraws the card when the language changes, so formatPoints reads the new one.
  const t = useTranslate();
  const { icon, tone } = defaults[contentType];
  const status = [completed && t(completedLabel), locked && t(lockedLabel)].filter(Boolean).join(', ');
  // A locked card that explains itself stays operable (its press opens the explanation), so it is not disabled.
  const disabled = locked && !onLockedOpen;

  return (
    <Root
      className={className}
      $locked={locked}
      $explains={locked && Boolean(onLockedOpen)}
      headingLevel={headingLevel}
      titleLang={nameLang}
      media={
        <MediaBox>
          <CardImage src={imageUrl} icon={icon} tone={tone} />
          {completed && (
            <DoneBadge>
              <Icon name="check-circle" size="md" />
            </DoneBadge>
          )}
          {locked && (
            <LockBadge>
              <Icon name="lock" size="md" />
            </LockBadge>
          )}
        </MediaBox>
      }
      title={
        <Target
          type="button"
          title={name}
          aria-disabled={disabled || undefined}
          aria-describedby={metaId}
          onClick={() => {
            if (!locked) onOpen?.();
            else onLockedOpen?.();
          }}
        >
          <Clamp>{name}</Clamp>
        </Target>
      }
      subtitle={
        <Meta id={metaId}>
          <MetaItem>
            <Icon name="clock" size="sm" />
            <span className="visually-hidden">{t(timeLabel)}: </span>
            {formatDuration(durationSeconds)}
          </MetaItem>
          <MetaItem>
            <Icon name="star" size="sm" />
            {formatPoints(points)}
          </MetaItem>
          {status && <span className="visually-hidden">{status}</span>}
        </Meta>
      }
    />
  );
}

const NARROW = '11rem';

const lockedLook = css`
  &&,
  &&:hover {
    cursor: not-allowed;
    background-color: ${tokens.color.surface.sunken};
    box-shadow: none;
  }

  & [data-shape] {
    filter: grayscale(1);
  }
`;

const Root = styled(Card)<{ $locked: boolean; $explains: boolean }>`
  height: 100%;
  cursor: pointer;
  /* Two to a row on a phone: a card is 120–160 px wide, and its title gets the most of it (see Clamp). */
  container-type: inline-size;

  @container (max-width: ${NARROW}) {
    & > * {
      --card-padding-inline: ${tokens.space[3]};
    }
  }

  &:hover {
    box-shadow: ${tokens.elevation.md};
  }

  /* Without :has() (ADR 0097) any focus inside rings the card; with it, keyboard focus only. */
  &:focus-within {
    outline: ${tokens.focusRing.width} solid ${tokens.color.focus.ring};
    outline-offset: ${tokens.focusRing.offset};
  }

  &:focus-within:not(:has(:focus-visible)) {
    outline: none;
  }

  /* Card forwards no attributes: the locked look is a class of its own set from React, not :has() (ADR 0097). */
  ${({ $locked }) => $locked && lockedLook}
  ${({ $explains }) =>
    $explains &&
    css`
      &&,
      &&:hover {
        cursor: pointer;
      }
    `}
`;

const MediaBox = styled.span`
  position: relative;
  display: block;
`;

const LockBadge = styled.span`
  position: absolute;
  inset-block-start: ${tokens.space[2]};
  inset-inline-end: ${tokens.space[2]};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${tokens.space[2]};
  border-radius: ${tokens.radius.pill};
  background-color: ${tokens.color.surface.raised};
  color: ${tokens.color.text.primary};
  box-shadow: ${tokens.elevation.sm};

  && > svg {
    width: 20px;
    height: 20px;
  }
`;

/* On the image, not beside the name: on a phone's half-width card the name needs the whole width of the card, or
   a long word does not fit its line ("Equivalen / t"). */
const DoneBadge = styled(LockBadge)`
  inset-inline: ${tokens.space[2]} auto;
  color: ${tokens.color.feedback.success.text};
`;

const Target = styled.button`
  display: block;
  width: 100%;
  margin: 0;
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  text-align: inherit;
  cursor: inherit;
  -webkit-tap-highlight-color: transparent;

  /* Stretched over the card (Card's root is the positioned box): the card is one target named by the title. */
  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }

  &:focus-visible {
    outline: none;
  }
`;

/* A narrow card (a 320 px phone: ~120 px) sets its name a size smaller, so a long word ("Introduction",
   "Mathematics") still fits a line whole. */
const Clamp = styled.span`
  ${clampLines(2)}

  @container (max-width: ${NARROW}) {
    font-size: ${tokens.font.size.sm};
  }
`;

const Meta = styled.span`
  display: flex;
  flex-wrap: wrap;
  column-gap: ${tokens.space[3]};
  row-gap: ${tokens.space[1]};
`;

const MetaItem = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${tokens.space[1]};
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
`;
