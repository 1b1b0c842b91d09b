import type { GuidanceProps } from '../../../../../stories/docs-kit';
import { QuestionStepper } from './question-stepper';

const noop = () => {};
const marks = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ answered: i < 6 && i !== 3, skipped: i === 3, flagged: i === 5 }));

/** Designer guidance for the Question Stepper docs page (question-stepper.mdx, ADR 0131). */
export const guidance: GuidanceProps = {
  use: [
    'In the test runner, to see every question’s state at a glance (answered, skipped, flagged, not visited) and jump to one.',
    'With the legend where students meet it first, so the marks are explained.',
  ],
  avoid: [
    'For the steps of a form (sign-up): use the Wizard Stepper, which cannot be jumped through.',
    'For pages of a list: use the Pager.',
  ],
  dos: [
    {
      caption: 'Show the legend; on phones let the numbers scroll sideways in one strip.',
      example: (
        <QuestionStepper questions={marks(20)} current={6} layout="strip" showLegend onSelect={noop} />
      ),
    },
  ],
  donts: [
    {
      caption: 'Don’t drop the legend on the first screen a student sees: the marks mean nothing without it.',
      example: <QuestionStepper questions={marks(20)} current={6} layout="rows" onSelect={noop} />,
    },
  ],
  content: [
    'Marks are named Answered, Skipped, Flagged, Current and Not visited, in the active language (Hindi from the catalogue); screen readers read the same words.',
    'Numbers only on the buttons; never more than the test’s question count.',
  ],
  a11y: [
    'A navigation named by its label; each number is a button whose name carries its state in words (the labels above), so a screen reader hears Skipped or Flagged.',
    'The current question is marked aria-current="step" and scrolled into the stepper’s view, never the page’s.',
    'The current question has a ring and an underline, a flagged one a flag mark: not colour alone.',
    'Number buttons are 44 px square; Enter and Space jump.',
  ],
};
