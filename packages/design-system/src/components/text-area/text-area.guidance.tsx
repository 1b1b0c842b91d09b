import type { GuidanceProps } from '../../../../../stories/docs-kit';
import { TextArea } from './text-area';

const noop = () => {};

/** Designer guidance for TextArea (shown on its docs page by text-area.mdx). */
export const guidance: GuidanceProps = {
  use: ['For several lines of free text: a remark on a flagged question, the body of a query.'],
  avoid: [
    'One line (a name, a subject): use Text Field.',
    'A whole query with subject, mission and attachments: use Query Compose Form.',
  ],
  dos: [
    {
      caption: 'A label that asks for one thing; a limit with a counter when there is one.',
      example: (
        <TextArea
          label="Remark"
          helperText="What is wrong with this question?"
          maxLength={250}
          showCounter
          rows={3}
          defaultValue=""
          onValueChange={noop}
        />
      ),
    },
  ],
  donts: [
    {
      caption: "Don't make it one row tall: the learner cannot see what they wrote.",
      example: (
        <TextArea
          label="Remark"
          rows={1}
          defaultValue="The second option and the third option are the same, and the figure in the question is not clear on my phone."
          onValueChange={noop}
        />
      ),
    },
  ],
  content: [
    'Label: one to three words ("Remark", "Your question"); put what to write in the helper.',
    'Give 3–5 visible rows; the learner can drag it taller.',
    'Hindi and mixed Hindi-English text is welcome; counters count characters as typed.',
  ],
  a11y: [
    'The label names it; helper, counter and error describe it; an error sets aria-invalid.',
    'Enter adds a line (it never submits the form).',
  ],
};
