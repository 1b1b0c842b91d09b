import styled from 'styled-components';
import { Button } from '../../components/button';
import { Icon, type IconName } from '../../components/icon';
import { RichText } from '../../components/rich-text';
import { Skeleton, SkeletonGroup } from '../../components/skeleton';
import { LockedNotice, type LockedNoticeProps } from '../../components/locked-notice/locked-notice';
import { formatMinutesLabel, formatNumber } from '../../format';
import { useDataLang, useTexts, useTranslate } from '../../i18n/use-texts';
import { tokens } from '../../tokens';
import { ErrorView } from '../../components/error-view';
import { BackPage } from '../page-parts/back-page';

/**
 * Where the instruction page is: the test is loading, it is there, the request failed, or the server refused the
 * test to this student (`locked`: not in a quest they hold, the trial is over, or Solve is locked for their location).
 */
export type InstructionStatus = 'loading' | 'ready' | 'failed' | 'locked';

/** Texts of the instruction page (store-and-assessment.md §2.8). */
export const instructionTexts = {
  heading: 'Instruction For Assessment',
  time: 'Time',
  questions: 'Questions',
  directions: 'Directions',
  begin: 'Begin Test',
  back: 'Back',
  loading: 'Loading…',
  failedTitle: 'Could not load the test',
  failedMessage: 'Failed to fetch data',
  retry: 'Try again',
} as const;

/** What the locked state explains (LockedNotice's reason, kind, the server's message and the trial's Buy now). */
export type InstructionLock = Omit<LockedNoticeProps, 'onBack' | 'headingLevel'>;

/** Props of {@link InstructionView}. */
export interface InstructionViewProps {
  /**
   * Behaviour: `loading` shows skeletons, `failed` the error with Try again, `locked` the refusal with a lock and
   * Go back (no retry: asking again gives the same answer), `ready` the instructions.
   */
  status: InstructionStatus;
  /** Content: the content's display name, the page heading (h1); "Instruction For Assessment" stands in while empty. */
  contentName: string;
  /** Content: the test's duration in minutes (the Test's totalDuration). */
  minutes: number;
  /** Content: how many questions the test has. */
  questions: number;
  /** Content: the test directions as server HTML (sanitized through RichText; formulas allowed). */
  directionsHtml: string;
  /**
   * Content: the failure text in `failed` ("Failed to fetch data" when left out), and in `locked` the server's
   * reason (the "Trial Expired" text, the location lock, a test that is not theirs).
   */
  error?: string;
  /**
   * Content: in `locked`, why (LockedNotice): the trial is over (Buy now with `onBuy`), Solve is locked at the
   * student's location, or the server's own refusal; without it the `error` text as a `refused` lock.
   */
  lock?: InstructionLock;
  /** Behaviour: Begin Test shows progress and waits (the attempt is being started). */
  beginning?: boolean;
  /** Accessibility: `main` when the view is the page (default), `div` inside another landmark. */
  as?: 'main' | 'div';
  /** Appearance: a class for the caller's own layout. */
  className?: string;
  /** Events: Begin Test (the app goes to the test runner). */
  onBegin: () => void;
  /** Events: the back arrow. */
  onBack: () => void;
  /** Events: Try again after a failure. */
  onRetry: () => void;
}

/**
 * The test's instruction page: the content's name, "Instruction For Assessment", the time in minutes, the number
 * of questions, the directions (server HTML) and Begin Test, under a back-arrow header. Skeletons while the test
 * loads; an error with Try again when it fails; a lock with the server's reason when the test is refused.
 */
export function InstructionView({
  status,
  contentName,
  minutes,
  questions,
  directionsHtml,
  error,
  lock,
  beginning = false,
  as = 'main',
  className,
  onBegin,
  onBack,
  onRetry,
}: InstructionViewProps) {
  const t = useTexts(instructionTexts);
  // The failure or refusal text comes from the flow or the server: shown in the active language when it is known.
  const translate = useTranslate();
  const dataLang = useDataLang();
  const errorText = error === undefined ? undefined : translate(error);
  const facts: { key: string; icon: IconName; term: string; value: string }[] = [
    { key: 'time', icon: 'clock', term: t.time, value: formatMinutesLabel(minutes) },
    { key: 'questions', icon: 'take-test', term: t.questions, value: formatNumber(questions) },
  ];
  return (
    <BackPage
      as={as}
      title={contentName || t.heading}
      titleLang={contentName ? dataLang : undefined}
      backLabel={t.back}
      onBack={onBack}
    >
      <Column className={className} data-status={status} aria-busy={status === 'loading' || undefined}>
        {status === 'loading' ? (
          <SkeletonGroup label={t.loading}>
            <Skeleton variant="text" lines={1} width="60%" />
            <Skeleton variant="rect" height={72} />
            <Skeleton variant="text" lines={5} />
            <Skeleton variant="rect" width={160} height={44} />
          </SkeletonGroup>
        ) : status === 'locked' ? (
          <LockedNotice {...(lock ?? { reason: 'refused', message: errorText })} onBack={() => onBack()} />
        ) : status === 'failed' ? (
          <ErrorView
            headingLevel={2}
            title={t.failedTitle}
            message={errorText ?? t.failedMessage}
            onRetry={() => onRetry()}
            retryLabel={t.retry}
          />
        ) : (
          <>
            <Heading>{t.heading}</Heading>
            <Facts>
              {facts.map(({ key, icon, term, value }) => (
                <div key={key}>
                  <dt>
                    <Icon name={icon} size="sm" />
                    {term}
                  </dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </Facts>
            <Directions aria-label={t.directions}>
              <RichText html={directionsHtml} profile="question" />
            </Directions>
            <Begin>
              <Button size="lg" iconEnd="chevron-right" loading={beginning} onClick={() => onBegin()}>
                {t.begin}
              </Button>
            </Begin>
          </>
        )}
      </Column>
    </BackPage>
  );
}

/** The instructions read best in a narrower column than the page's. */
const Column = styled.div`
  display: grid;
  gap: ${tokens.space[4]};
  align-content: start;
  width: 100%;
  max-width: 800px;
  margin-inline: auto;
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${tokens.font.size.xl};
  font-weight: ${tokens.font.weight.bold};
  line-height: ${tokens.font.lineHeight.tight};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 140px), 1fr));
  gap: ${tokens.space[3]};
  margin: 0;

  & > div {
    padding: ${tokens.space[3]};
    border: ${tokens.borderWidth.thin} solid ${tokens.color.border.default};
    border-radius: ${tokens.radius.md};
    background-color: ${tokens.color.surface.raised};
  }

  dt {
    display: flex;
    align-items: center;
    gap: ${tokens.space[1]};
    font-size: ${tokens.font.size.sm};
    color: ${tokens.color.text.secondary};
  }

  dd {
    margin: ${tokens.space[1]} 0 0;
    font-size: ${tokens.font.size.xl};
    font-weight: ${tokens.font.weight.bold};
    font-variant-numeric: tabular-nums;
  }
`;

const Directions = styled.section`
  min-width: 0;
  padding: ${tokens.space[4]};
  border-radius: ${tokens.radius.lg};
  background-color: ${tokens.color.surface.raised};
  line-height: ${tokens.font.lineHeight.normal};
  overflow-wrap: anywhere;

  img {
    max-width: 100%;
    height: auto;
  }
`;

const Begin = styled.div`
  display: flex;
  justify-content: flex-end;
`;
