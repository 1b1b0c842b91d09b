import type { GuidanceProps } from '../../../../../stories/docs-kit';
import { QuestionFlagDialog } from './question-flag-dialog';

const noop = () => {};

/** Designer guidance for the Question Flag Dialog docs page (question-flag-dialog.mdx, ADR 0131). */
export const guidance: GuidanceProps = {
  use: [
    'In the test runner, after the student confirmed "Do you want to report error(s) in this question?": a remark box to say what is wrong.',
  ],
  avoid: [
    'To ask whether to report at all: that is the Confirm Dialog before it.',
    'For general feedback or a question to a teacher: use the Query Box.',
  ],
  dos: [
    {
      caption: 'Let the student write in their own words; the remark box grows with the text.',
      example: (
        <QuestionFlagDialog
          inline
          open
          remark="Option C and option D are the same."
          remarkError={null}
          error={null}
          sending={false}
          onRemarkChange={noop}
          onSubmit={noop}
          onCancel={noop}
        />
      ),
    },
  ],
  donts: [
    {
      caption:
        'Don’t show the server’s refusal as a field error: it goes in the alert, the remark error is only for an empty box.',
      example: (
        <QuestionFlagDialog
          inline
          open
          remark="Option C and option D are the same."
          remarkError="This question has already been flagged by you."
          error={null}
          sending={false}
          onRemarkChange={noop}
          onSubmit={noop}
          onCancel={noop}
        />
      ),
    },
  ],
  content: [
    'The texts are the spec’s: title "Question flag", Remark, Not now, Submit; "Remark is required" when Submit is pressed with an empty box.',
    'The remark is free text; Hindi and English both work.',
    'The server’s refusal is shown as it comes, in the alert.',
  ],
  a11y: [
    'A dialog named "Question flag"; focus goes to the remark box, which has a visible label.',
    'The remark error is tied to the box and read when it is focused; the server’s refusal is an alert, read at once.',
    'While sending, Submit is announced busy and the remark and Not now wait.',
    'Not now, Escape and the × close it; focus returns to the flag button.',
  ],
};
