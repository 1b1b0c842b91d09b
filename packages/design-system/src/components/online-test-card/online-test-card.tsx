import { Fragment, useId } from 'react';
import styled from 'styled-components';
import { formatDateTime, formatMinutesLabel } from '../../format';
import { useDataLang, useTranslate } from '../../i18n/use-texts';
import { tokens } from '../../tokens';
import { Button } from '../button';
import { Card } from '../card';
import { Icon } from '../icon';
import { CardSkeleton, MetaList } from '../live-class-card/card-parts';

/** Where an online test stands for the learner; the caller decides it from the tab and the attempts. */
export type OnlineTestStatus = 'start' | 'upcoming' | 'not-attempted' | 'attempted';

/** The status texts, spelled as the product spells them (store-and-assessment.md §2.11). */
export const ONLINE_TEST_STATUS_LABELS: Record<OnlineTestStatus, string> = {
  start: 'Start Test',
  upcoming: 'Upcoming',
  'not-attempted': 'Not Attempted',
  attempted: 'Attempted Successfully',
};

/** The button of a past test with attempts that opens the test's analysis page (not in the spec: ADR 0080). */
export const ONLINE_TEST_ANALYSIS_LABEL = 'Test Analysis';

/**
 * The card's other words. `questions` and `marks` are ICU plurals of a whole count: the facts line reads
 * "Unit Test | 20 Questions | 40 Marks | 30 min" (store-and-assessment.md §2.11; one is "1 Question", "1 Mark").
 */
const onlineTestCardTexts = {
  questions: '{count, plural, one {# Question} other {# Questions}}',
  marks: '{count, plural, one {# Mark} other {# Marks}}',
  viewReport: 'View Report',
  downloadReport: 'Download Report',
  start: 'Start',
  end: 'End',
} as const;

/** A count as the facts line shows it: whole and not below 0. */
const whole = (count: number) => (Number.isFinite(count) ? Math.floor(Math.max(0, count)) : 0);

/** Props of {@link OnlineTestCard}. */
export interface OnlineTestCardProps {
  /** Content: the test's alternate name; the card's heading. */
  name: string;
  /** Content: the test type's name, first in the facts line. */
  typeName: string;
  /** Content: how many questions. */
  questionCount: number;
  /** Content: the total marks. */
  totalMarks: number;
  /** Content: the test's duration in minutes. */
  durationMinutes: number;
  /** Content: when the assignment opens (shown in India time). */
  assignStart: Date | number;
  /** Content: when the assignment closes (shown in India time). */
  assignEnd: Date | number;
  /** Behaviour: `start` (ongoing: the Start Test button), `upcoming` (an unavailable Upcoming button), and for
   * past tests `not-attempted` or `attempted` (a status, not an action); `null` shows no status (a past test with
   * attempts whose solution is not viewable: §2.11 names no status for it). */
  status: OnlineTestStatus | null;
  /** Behaviour: shows View Report (the diagnostic report is viewable and attempts exist). */
  showViewReport?: boolean;
  /** Behaviour: shows Download Report (the report is generated and attempts exist). */
  showDownloadReport?: boolean;
  /** Behaviour: the report is downloading: Download Report shows a spinner and ignores presses. */
  downloadingReport?: boolean;
  /** Events: the learner pressed Start Test. */
  onStart?: () => void;
  /** Events: the learner pressed View Report. */
  onViewReport?: () => void;
  /** Events: the learner pressed Download Report. */
  onDownloadReport?: () => void;
  /** Events: the learner pressed Test Analysis (the app's analysis page of the test); the button shows only
   * with it. */
  onOpenAnalysis?: () => void;
  /** Accessibility: the heading level of the test name. */
  headingLevel?: 2 | 3 | 4;
  /** Appearance: a class for the caller's own layout (margins, grid placement). */
  className?: string;
}

/** One test of the Ongoing / Upcoming / Past lists: its facts, assignment window, status and report actions. */
export function OnlineTestCard({
  name,
  typeName,
  questionCount,
  totalMarks,
  durationMinutes,
  assignStart,
  assignEnd,
  status,
  showViewReport = false,
  showDownloadReport = false,
  downloadingReport = false,
  onStart,
  onViewReport,
  onDownloadReport,
  onOpenAnalysis,
  headingLevel = 3,
  className,
}: OnlineTestCardProps) {
  const t = useTranslate();
  const dataLang = useDataLang();
  const titleId = useId();
  const label = status === null ? '' : t(ONLINE_TEST_STATUS_LABELS[status]);
  // The parts of format's onlineTestFactParts, with the counts' words in the active language.
  const facts = [
    typeName.trim(),
    t(onlineTestCardTexts.questions, { count: whole(questionCount) }),
    t(onlineTestCardTexts.marks, { count: whole(totalMarks) }),
    formatMinutesLabel(durationMinutes),
  ].filter(Boolean);

  const statusElement =
    status === 'start' ? (
      <Button size="sm" iconStart="play" aria-describedby={titleId} onClick={() => onStart?.()}>
        {label}
      </Button>
    ) : status === 'upcoming' ? (
      <Button size="sm" variant="secondary" iconStart="clock" aria-describedby={titleId} disabled>
        {label}
      </Button>
    ) : status === null ? null : (
      <Status data-status={status}>
        <Icon name={status === 'attempted' ? 'check-circle' : 'minus'} size="sm" />
        {label}
      </Status>
    );

  return (
    <Card
      className={className}
      headingLevel={headingLevel}
      title={
        <span id={titleId} lang={dataLang}>
          {name}
        </span>
      }
      subtitle={
        <Facts>
          {facts.map((fact, i) => (
            <Fragment key={fact}>
              {i > 0 && <span aria-hidden="true"> | </span>}
              {/* The first fact is the test type's name: the server's. */}
              <span lang={i === 0 && fact === typeName.trim() ? dataLang : undefined}>{fact}</span>
            </Fragment>
          ))}
        </Facts>
      }
      actions={
        <>
          {statusElement}
          {showViewReport && (
            <Button
              size="sm"
              variant="secondary"
              iconStart="eye"
              aria-describedby={titleId}
              onClick={() => onViewReport?.()}
            >
              {t(onlineTestCardTexts.viewReport)}
            </Button>
          )}
          {showDownloadReport && (
            <Button
              size="sm"
              variant="text"
              iconStart="download"
              aria-describedby={titleId}
              loading={downloadingReport}
              onClick={() => onDownloadReport?.()}
            >
              {t(onlineTestCardTexts.downloadReport)}
            </Button>
          )}
          {onOpenAnalysis && (
            <Button
              size="sm"
              variant="text"
              iconStart="progress"
              aria-describedby={titleId}
              onClick={() => onOpenAnalysis()}
            >
              {t(ONLINE_TEST_ANALYSIS_LABEL)}
            </Button>
          )}
        </>
      }
    >
      <MetaList
        showLabels
        items={[
          { icon: 'calendar', label: t(onlineTestCardTexts.start), value: formatDateTime(assignStart) },
          { icon: 'calendar', label: t(onlineTestCardTexts.end), value: formatDateTime(assignEnd) },
        ]}
      />
    </Card>
  );
}

/** Props of {@link OnlineTestCardSkeleton}. */
export interface OnlineTestCardSkeletonProps {
  /** Accessibility: what a screen reader hears while the list loads. */
  label?: string;
}

/** The online-test card's shape while a page of tests loads. */
export function OnlineTestCardSkeleton({ label = 'Loading…' }: OnlineTestCardSkeletonProps) {
  const t = useTranslate();
  return <CardSkeleton label={t(label)} lines={4} actions={2} />;
}

const Facts = styled.span`
  display: block;

  /* Counts stay whole ("30 min"); the line breaks between facts. The type name may wrap anywhere. */
  & > span:not([aria-hidden]):not(:first-child) {
    white-space: nowrap;
  }
`;

const Status = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${tokens.space[1]};
  min-height: ${tokens.button.height.sm};
  padding-inline: ${tokens.space[3]};
  border: ${tokens.borderWidth.thin} solid ${tokens.color.border.default};
  border-radius: ${tokens.radius.md};
  background-color: ${tokens.color.surface.sunken};
  color: ${tokens.color.text.secondary};
  font-size: ${tokens.font.size.sm};
  font-weight: ${tokens.font.weight.bold};

  &[data-status='attempted'] {
    border-color: ${tokens.color.feedback.success.border};
    background-color: ${tokens.color.feedback.success.background};
    color: ${tokens.color.feedback.success.text};
  }

  svg {
    flex-shrink: 0;
  }
`;
