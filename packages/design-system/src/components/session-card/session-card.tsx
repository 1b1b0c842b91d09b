import { useId } from 'react';
import styled from 'styled-components';
import { formatMinutesLabel, formatTime, sessionDateParts } from '../../format';
import { useDataLang, useTranslate } from '../../i18n/use-texts';
import { tokens } from '../../tokens';
import { Button } from '../button';
import { Card } from '../card';
import { CardSkeleton, ClassStatusButton, MetaList, type ClassStatus } from '../live-class-card/card-parts';

/** Props of {@link SessionCard}. */
export interface SessionCardProps {
  /** Content: the session's name; the card's heading. */
  sessionName: string;
  /** Content: when the session starts; shown in India time (UTC+05:30) as weekday, day, month and year, and
   * a time of day. */
  start: Date | number;
  /** Content: how long the session lasts, in minutes. */
  durationMinutes: number;
  /** Behaviour: the action on offer, decided by the caller: `join`, `upcoming` (shown as an unavailable
   * button) or `recording`. */
  status: ClassStatus;
  /** Content: the share button's text. */
  shareLabel?: string;
  /** Events: the learner pressed Join. */
  onJoin?: () => void;
  /** Events: the learner pressed View recording. */
  onViewRecording?: () => void;
  /** Events: the learner pressed Share (invite a friend to the session). */
  onShare?: () => void;
  /** Accessibility: the heading level of the session name. */
  headingLevel?: 2 | 3 | 4;
  /** Appearance: a class for the caller's own layout (margins, grid placement). */
  className?: string;
}

/** One session of a mission's schedule: its date, time, duration, status action and Share. */
export function SessionCard({
  sessionName,
  start,
  durationMinutes,
  status,
  shareLabel = 'Share',
  onJoin,
  onViewRecording,
  onShare,
  headingLevel = 3,
  className,
}: SessionCardProps) {
  const t = useTranslate();
  const dataLang = useDataLang();
  const titleId = useId();
  const date = sessionDateParts(start);
  return (
    <Card
      className={className}
      headingLevel={headingLevel}
      media={
        date && (
          <DateBand>
            <span className="visually-hidden">{`${date.weekday} ${date.day} ${date.monthYear}`}</span>
            <Day aria-hidden="true">{date.day}</Day>
            <span aria-hidden="true">
              <Weekday>{date.weekday}</Weekday>
              <MonthYear>{date.monthYear}</MonthYear>
            </span>
          </DateBand>
        )
      }
      title={
        <span id={titleId} lang={dataLang}>
          {sessionName}
        </span>
      }
      actions={
        <>
          <ClassStatusButton
            status={status}
            onJoin={onJoin}
            onViewRecording={onViewRecording}
            describedBy={titleId}
          />
          <Button
            size="sm"
            variant="text"
            iconStart="share"
            aria-describedby={titleId}
            onClick={() => onShare?.()}
          >
            {t(shareLabel)}
          </Button>
        </>
      }
    >
      <MetaList
        items={[
          { icon: 'clock', label: t('Time'), value: formatTime(start) },
          { icon: 'timer', label: t('Duration'), value: formatMinutesLabel(durationMinutes) },
        ]}
      />
    </Card>
  );
}

/** Props of {@link SessionCardSkeleton}. */
export interface SessionCardSkeletonProps {
  /** Accessibility: what a screen reader hears while the schedule loads. */
  label?: string;
}

/** The session card's shape while the mission schedule loads. */
export function SessionCardSkeleton({ label = 'Loading…' }: SessionCardSkeletonProps) {
  const t = useTranslate();
  return <CardSkeleton label={t(label)} lines={3} leading actions={2} />;
}

const DateBand = styled.div`
  display: flex;
  align-items: center;
  gap: ${tokens.space[3]};
  padding: ${tokens.space[3]} ${tokens.space[4]};
  line-height: ${tokens.font.lineHeight.tight};
  color: ${tokens.color.text.primary};
`;

const Day = styled.span`
  font-size: ${tokens.font.size['3xl']};
  font-weight: ${tokens.font.weight.bold};
  color: ${tokens.color.brand.primary};
`;

const Weekday = styled.span`
  display: block;
  font-size: ${tokens.font.size.sm};
  font-weight: ${tokens.font.weight.bold};
`;

const MonthYear = styled.span`
  display: block;
  font-size: ${tokens.font.size.sm};
  color: ${tokens.color.text.secondary};
`;
