import { useId } from 'react';
import { formatMinutesLabel, formatTime } from '../../format';
import { useDataLang, useTranslate } from '../../i18n/use-texts';
import { Card } from '../card';
import { CardSkeleton, ClassStatusButton, MetaList, type ClassStatus } from './card-parts';

export { CLASS_STATUS_LABELS, type ClassStatus } from './card-parts';

/** Props of {@link LiveClassCard}. */
export interface LiveClassCardProps {
  /** Content: the course the class belongs to (a schedule's CourseName). */
  courseName: string;
  /** Content: the class itself (scheduleName); the card's heading. */
  scheduleName: string;
  /** Content: the teacher's name. */
  teacher: string;
  /** Content: when the class starts; shown as a time of day in India (UTC+05:30), e.g. "10:00 AM". */
  start: Date | number;
  /** Content: how long the class lasts, in minutes. */
  durationMinutes: number;
  /** Behaviour: the action on offer, decided by the caller: `join` (live now), `upcoming` (not open yet, shown
   * as an unavailable button) or `recording` (over: View recording). */
  status: ClassStatus;
  /** Events: the learner pressed Join. */
  onJoin?: () => void;
  /** Events: the learner pressed View recording. */
  onViewRecording?: () => void;
  /** Accessibility: the heading level of the class name. */
  headingLevel?: 2 | 3 | 4;
  /** Appearance: a class for the caller's own layout (margins, grid placement). */
  className?: string;
}

/** One class of today's live-class schedule with its Join / Upcoming / View recording action. */
export function LiveClassCard({
  courseName,
  scheduleName,
  teacher,
  start,
  durationMinutes,
  status,
  onJoin,
  onViewRecording,
  headingLevel = 3,
  className,
}: LiveClassCardProps) {
  const t = useTranslate();
  const dataLang = useDataLang();
  const titleId = useId();
  return (
    <Card
      className={className}
      headingLevel={headingLevel}
      title={
        <span id={titleId} lang={dataLang}>
          {scheduleName}
        </span>
      }
      subtitle={courseName}
      subtitleLang={dataLang}
      actions={
        <ClassStatusButton
          status={status}
          onJoin={onJoin}
          onViewRecording={onViewRecording}
          describedBy={titleId}
        />
      }
    >
      <MetaList
        items={[
          { icon: 'profile', label: t('Teacher'), value: teacher, lang: dataLang },
          { icon: 'clock', label: t('Starts at'), value: formatTime(start) },
          { icon: 'timer', label: t('Duration'), value: formatMinutesLabel(durationMinutes) },
        ]}
      />
    </Card>
  );
}

/** Props of {@link LiveClassCardSkeleton}. */
export interface LiveClassCardSkeletonProps {
  /** Accessibility: what a screen reader hears while the schedule loads. */
  label?: string;
}

/** The live-class card's shape while today's schedule loads. */
export function LiveClassCardSkeleton({ label = 'Loading…' }: LiveClassCardSkeletonProps) {
  const t = useTranslate();
  return <CardSkeleton label={t(label)} lines={4} />;
}
