import type { GuidanceProps } from '../../../../../stories/docs-kit';
import { MonthNavigator } from './month-navigator';

const noop = () => {};
const today = new Date('2026-07-15T10:00:00+05:30');

/** Designer guidance for the Month Navigator docs page (month-navigator.mdx, ADR 0131). */
export const guidance: GuidanceProps = {
  use: [
    'Above a month’s data (a progress chart, a schedule) to step one month back or forward, up to this month in India.',
  ],
  avoid: [
    'To pick any date: use a date field.',
    'To switch between a few fixed periods (this week, this month): use Tabs.',
  ],
  dos: [
    {
      caption: 'Stop at this month: next is unavailable on the current month.',
      example: <MonthNavigator value={{ year: 2026, month: 7 }} today={today} onChange={noop} />,
    },
  ],
  donts: [
    {
      caption:
        'Don’t let it reach back before the data starts: set the earliest month so the student never lands on empty months.',
      example: <MonthNavigator value={{ year: 2020, month: 1 }} today={today} onChange={noop} />,
    },
  ],
  content: ['The month reads as month and year ("July 2026"); the app’s language decides the month name.'],
  a11y: [
    'A group named by its label; the buttons are named "Previous month" and "Next month" and are disabled at the earliest and latest month.',
    'The month shown is announced politely when it changes.',
    'Buttons are at least 44 px.',
  ],
};
