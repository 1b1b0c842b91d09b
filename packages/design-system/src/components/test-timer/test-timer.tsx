import { useState } from 'react';
import styled from 'styled-components';
import { formatMinutesSeconds } from '../../format';
import { useTexts, useTranslate } from '../../i18n/use-texts';
import { tokens } from '../../tokens';
import { Icon } from '../icon';
import { timerAnnouncement } from './timer-announcement';

/** Texts of the timer (its announcements are TIMER_ANNOUNCEMENTS, translated where they are shown). */
export const testTimerTexts = {
  label: 'Time left',
} as const;

/** Below this many seconds the timer looks urgent. */
export const TEST_TIMER_LOW_SECONDS = 60;

/** Props of {@link TestTimer}. */
export interface TestTimerProps {
  /** Content: seconds left; shown as m:ss (minutes may pass 59, e.g. 75:00), never below 0:00. */
  remainingSeconds: number;
  /** Accessibility: the words read before the time ("Time left" when left out). */
  label?: string;
  /** Appearance: a class for the caller's own layout. */
  className?: string;
}

/**
 * The test's countdown as m:ss, urgent-looking under a minute. The clock itself is a `timer` (not read on every
 * tick); a polite live region says "5 minutes left", "1 minute left" and "10 seconds left" once each as the
 * countdown crosses them — not when the runner opens or resumes already below one.
 */
export function TestTimer({ remainingSeconds, label, className }: TestTimerProps) {
  const texts = useTexts(testTimerTexts);
  const translate = useTranslate();
  const [previous, setPrevious] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState<string | null>(null);

  // Compares each new reading with the last one during render, so the announcement never lags a tick.
  if (previous !== remainingSeconds) {
    const text = timerAnnouncement(previous, remainingSeconds);
    setPrevious(remainingSeconds);
    if (text !== null) setAnnouncement(text);
  }

  const low = remainingSeconds < TEST_TIMER_LOW_SECONDS;
  return (
    <Root className={className} data-low={low || undefined}>
      <Clock role="timer">
        <Icon name="timer" size="md" />
        <span className="visually-hidden">{`${label === undefined ? texts.label : translate(label)} `}</span>
        <Time>{formatMinutesSeconds(remainingSeconds)}</Time>
      </Clock>
      <span className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        {announcement === null ? null : translate(announcement)}
      </span>
    </Root>
  );
}

const Root = styled.div`
  display: inline-flex;
  align-items: center;
  padding: ${tokens.space[1]} ${tokens.space[3]};
  border: ${tokens.borderWidth.thin} solid ${tokens.color.border.default};
  border-radius: ${tokens.radius.pill};
  background-color: ${tokens.color.surface.raised};
  color: ${tokens.color.text.primary};

  /* Under a minute: the error colours, a thicker border and bold figures, so it is not colour alone. */
  &[data-low] {
    border-width: ${tokens.borderWidth.thick};
    border-color: ${tokens.color.feedback.error.border};
    background-color: ${tokens.color.feedback.error.background};
    color: ${tokens.color.feedback.error.text};
  }
`;

const Clock = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${tokens.space[2]};
`;

const Time = styled.span`
  font-size: ${tokens.font.size.lg};
  font-weight: ${tokens.font.weight.bold};
  font-variant-numeric: tabular-nums;
  line-height: ${tokens.font.lineHeight.tight};
`;
