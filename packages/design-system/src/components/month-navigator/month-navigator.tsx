import styled from 'styled-components';
import { compareMonths, formatMonthYear, istMonth, shiftMonth, type MonthValue } from '../../format';
import { useTranslate } from '../../i18n/use-texts';
import { tokens } from '../../tokens';
import { IconButton } from '../icon-button';

/** Props of {@link MonthNavigator}. */
export interface MonthNavigatorProps {
  /** Content: the month shown (`month` 1–12). */
  value: MonthValue;
  /** Behaviour: now, passed in (never read from the clock here). Its month in India (UTC+05:30) is the last one
   * the navigator reaches. */
  today: Date | number;
  /** Behaviour: the earliest month reachable, if any. */
  min?: MonthValue;
  /** Accessibility: names the group. */
  label?: string;
  /** Events: the previous or next month was chosen. */
  onChange: (value: MonthValue) => void;
  /** Appearance: a class for the caller's own layout (margins, grid placement). */
  className?: string;
}

/** "November 2026" between previous and next buttons; it cannot go past the current month (notifications). */
export function MonthNavigator({
  value,
  today,
  min,
  label = 'Month',
  onChange,
  className,
}: MonthNavigatorProps) {
  const t = useTranslate();
  const latest = istMonth(today) ?? value;
  const atLatest = compareMonths(value, latest) >= 0;
  const atEarliest = min !== undefined && compareMonths(value, min) <= 0;
  return (
    <Root role="group" aria-label={t(label)} className={className}>
      <IconButton
        icon="chevron-left"
        label={t('Previous month')}
        disabled={atEarliest}
        onClick={() => !atEarliest && onChange(shiftMonth(value, -1))}
      />
      <MonthText aria-live="polite">{formatMonthYear(value)}</MonthText>
      <IconButton
        icon="chevron-right"
        label={t('Next month')}
        disabled={atLatest}
        onClick={() => !atLatest && onChange(shiftMonth(value, 1))}
      />
    </Root>
  );
}

const Root = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${tokens.space[2]};
  max-width: 100%;
`;

const MonthText = styled.span`
  min-width: 10em;
  font-size: ${tokens.font.size.lg};
  font-weight: ${tokens.font.weight.bold};
  text-align: center;
  color: ${tokens.color.text.primary};
`;
