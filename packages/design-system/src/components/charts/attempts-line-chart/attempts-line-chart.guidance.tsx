import type { GuidanceProps } from '../../../../../../stories/docs-kit';
import { AttemptsLineChart } from './attempts-line-chart';

/** Designer guidance for AttemptsLineChart (shown on its docs page by attempts-line-chart.mdx). */
export const guidance: GuidanceProps = {
  use: [
    'Score-All Attempts on a test result: the marks of each attempt, the axis to total marks + 1 in steps of 1.',
  ],
  avoid: [
    "One attempt's breakdown: use Attempt Doughnut.",
    'Percentages: the axis is marks; for completion use the bar charts.',
  ],
  dos: [
    {
      caption: 'Marks per attempt of a 10-mark test: every step labelled.',
      example: (
        <AttemptsLineChart
          title="Score-All Attempts"
          attempts={[
            { attempt: 1, marks: 4 },
            { attempt: 2, marks: 6 },
            { attempt: 3, marks: 5 },
            { attempt: 4, marks: 9 },
          ]}
          totalMarks={10}
        />
      ),
    },
  ],
  donts: [
    {
      caption:
        "Don't feed it percentages as marks out of 100: the axis needs 101 labelled steps and the chart grows very tall.",
      example: (
        <AttemptsLineChart
          title="Score-All Attempts (percent)"
          attempts={[
            { attempt: 1, marks: 40 },
            { attempt: 2, marks: 85 },
          ]}
          totalMarks={100}
        />
      ),
    },
  ],
  content: ['Title: "Score-All Attempts" (the spec\'s). Axes: attempt numbers and marks, whole numbers.'],
  a11y: [
    'A figure named by its title; a hidden table lists each attempt and its marks.',
    'Points can be focused one at a time and show their marks; the line is not the only carrier of the values.',
  ],
};
