import type { GuidanceProps } from '../../../../../stories/docs-kit';
import { QuestionDetailDialog } from './question-detail-dialog';

const noop = () => {};
const options = [
  { id: 1, html: '<p>Refraction</p>', correct: false, selected: true },
  { id: 2, html: '<p>Reflection</p>', correct: true, selected: false },
];
const stats = {
  difficulty: 2 as const,
  attemptPercentage: 86.5,
  rightPercentage: 61.25,
  wrongPercentage: 25.25,
  averageTimeAll: 48,
  averageTimeTop10: 31,
};

/** Designer guidance for the Question Detail Dialog docs page (question-detail-dialog.mdx, ADR 0131). */
export const guidance: GuidanceProps = {
  use: [
    'From a test report’s question analysis, when the student taps a question: the question, its options with the right one and their choice marked, their result and time, and how all students did.',
  ],
  avoid: [
    'To review every question of an attempt in turn: use Review Answer in the review mode.',
    'While the test is running: never show the correct answer; the runner uses the Question View.',
  ],
  dos: [
    {
      caption: 'Show the question number in the title so the student can find it again in the table.',
      example: (
        <QuestionDetailDialog
          inline
          open
          questionNumber={4}
          questionHtml="<p>What makes a mirror show your face?</p>"
          options={options}
          result="incorrect"
          timeSpent={52}
          {...stats}
          onClose={noop}
        />
      ),
    },
  ],
  donts: [
    {
      caption:
        'Don’t leave the number out when the student came from a numbered row: "Question detail" loses their place.',
      example: (
        <QuestionDetailDialog
          inline
          open
          questionHtml="<p>What makes a mirror show your face?</p>"
          options={options}
          result="incorrect"
          timeSpent={52}
          {...stats}
          onClose={noop}
        />
      ),
    },
  ],
  content: [
    'The texts are the report’s: "Question n", Options, Correct answer, Your answer, Your result, Your time, Difficulty (Low, Medium, High), Attempted, Right, Wrong.',
    'Percentages to 2 decimals; times as minutes and seconds; a question not answered says "Not answered".',
    'Question and options are the server’s text (Hindi and formulas included); they wrap and scroll inside the dialog.',
  ],
  a11y: [
    'A dialog named "Question n"; Close, Escape and the backdrop close it; focus returns to the row that opened it.',
    'Right and wrong options are marked with words as well as colour ("Correct answer", "Your answer").',
    'Every statistic is read with its label (Attempted, Right, Wrong, Average time).',
    'A long question scrolls inside the dialog while Close stays on screen.',
  ],
};
