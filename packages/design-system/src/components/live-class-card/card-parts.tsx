import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslate } from '../../i18n/use-texts';
import { tokens } from '../../tokens';
import { Button } from '../button';
import { Icon, type IconName } from '../icon';
import { Skeleton, SkeletonGroup } from '../skeleton';

/*
 * Pieces shared by the schedule and test cards (LiveClassCard, SessionCard, OnlineTestCard): the facts list,
 * the live-class status action and the loading shape. Internal: not exported from the package.
 */

/** Which action a live class or session offers; the caller decides it (the rule lives in @quest/flows). */
export type ClassStatus = 'join' | 'upcoming' | 'recording';

/** The button texts of a live class or session (learning-app.md §2 "Live classes", §4 "Live class button"). */
export const CLASS_STATUS_LABELS: Record<ClassStatus, string> = {
  join: 'Join',
  upcoming: 'Upcoming',
  recording: 'View recording',
};

/** One fact on a card: an icon, a label (visually hidden unless the list shows labels) and its value. */
export interface MetaItem {
  icon: IconName;
  label: string;
  value: ReactNode;
  /** The value's language, when it is the server's data (a course, a teacher, a mission): `useDataLang()`. */
  lang?: string;
}

/** A card's facts as a description list: each value after an icon, each label read by screen readers. */
export function MetaList({ items, showLabels = false }: { items: MetaItem[]; showLabels?: boolean }) {
  return (
    <Facts>
      {items.map((item) => (
        <div key={item.label}>
          <dt className={showLabels ? undefined : 'visually-hidden'}>
            {showLabels && <Icon name={item.icon} size="sm" />}
            {item.label}
          </dt>
          <dd>
            {!showLabels && <Icon name={item.icon} size="sm" />}
            <span lang={item.lang}>{item.value}</span>
          </dd>
        </div>
      ))}
    </Facts>
  );
}

/** Props of {@link ClassStatusButton}. */
export interface ClassStatusButtonProps {
  status: ClassStatus;
  onJoin?: () => void;
  onViewRecording?: () => void;
  /** The id of the card's title, so "Join" is described by what it joins. */
  describedBy?: string;
}

/**
 * Join (primary), Upcoming (disabled but focusable, so it is announced as unavailable) or View recording.
 */
export function ClassStatusButton({ status, onJoin, onViewRecording, describedBy }: ClassStatusButtonProps) {
  const t = useTranslate();
  const label = t(CLASS_STATUS_LABELS[status]);
  switch (status) {
    case 'join':
      return (
        <Button size="sm" iconStart="live" aria-describedby={describedBy} onClick={() => onJoin?.()}>
          {label}
        </Button>
      );
    case 'upcoming':
      return (
        <Button size="sm" variant="secondary" iconStart="clock" aria-describedby={describedBy} disabled>
          {label}
        </Button>
      );
    default:
      return (
        <Button
          size="sm"
          variant="secondary"
          iconStart="play"
          aria-describedby={describedBy}
          onClick={() => onViewRecording?.()}
        >
          {label}
        </Button>
      );
  }
}

/** Props of {@link CardSkeleton}. */
export interface CardSkeletonProps {
  /** Accessibility: what a screen reader hears instead of the shapes. */
  label: string;
  /** Appearance: lines of text in the body. */
  lines?: number;
  /** Appearance: a block at the start (the date of a session card). */
  leading?: boolean;
  /** Appearance: how many button shapes at the foot. */
  actions?: number;
}

/** The loading shape of a card: same border, radius and rough height as the card it stands for. */
export function CardSkeleton({ label, lines = 3, leading = false, actions = 1 }: CardSkeletonProps) {
  return (
    <SkeletonGroup label={label}>
      <Shape aria-hidden="true" data-leading={leading || undefined}>
        {leading && <Skeleton variant="rect" width={64} height={72} />}
        <div>
          <Skeleton variant="text" lines={lines} />
          {actions > 0 && (
            <ShapeActions>
              {Array.from({ length: actions }, (_, i) => (
                <Skeleton key={i} variant="rect" width={112} height={44} />
              ))}
            </ShapeActions>
          )}
        </div>
      </Shape>
    </SkeletonGroup>
  );
}

const Facts = styled.dl`
  display: grid;
  gap: ${tokens.space[1]};
  margin: 0;
  color: ${tokens.color.text.secondary};

  & > div {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0 ${tokens.space[2]};
    min-width: 0;
  }

  dt:not(.visually-hidden) {
    display: inline-flex;
    align-items: center;
    gap: ${tokens.space[1]};
    font-weight: ${tokens.font.weight.medium};
    color: ${tokens.color.text.primary};
  }

  dt:not(.visually-hidden)::after {
    content: ':';
    margin-inline-start: calc(-1 * ${tokens.space[1]});
  }

  dd {
    display: inline-flex;
    align-items: center;
    gap: ${tokens.space[2]};
    min-width: 0;
    margin: 0;
    overflow-wrap: anywhere;
  }

  svg {
    flex-shrink: 0;
    align-self: center;
  }
`;

const Shape = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${tokens.space[3]};
  padding: ${tokens.space[4]};
  border: ${tokens.borderWidth.thin} solid ${tokens.color.border.default};
  border-radius: ${tokens.radius.lg};
  background-color: ${tokens.color.surface.raised};

  &[data-leading] {
    grid-template-columns: auto minmax(0, 1fr);
  }
`;

const ShapeActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space[2]};
  margin-top: ${tokens.space[3]};
`;
