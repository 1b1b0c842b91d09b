import type { GuidanceProps } from '../../../../../stories/docs-kit';
import { RadioGroup } from './radio-group';

const noop = () => {};

/** Designer guidance for RadioGroup (shown on its docs page by radio-group.mdx). */
export const guidance: GuidanceProps = {
  use: ['Exactly one of two to about six visible options: a single-answer test question, a difficulty.'],
  avoid: [
    'Any number of answers: use Checkbox Group.',
    'Many options (boards, grades): use Select.',
    'A yes/no confirmation: use Checkbox.',
  ],
  dos: [
    {
      caption: 'All options visible, the question as legend; nothing chosen until the learner chooses.',
      example: (
        <RadioGroup
          legend="2 + 3 × 4 = ?"
          options={[
            { value: 'a', label: '20' },
            { value: 'b', label: '14' },
            { value: 'c', label: '24' },
          ]}
          onValueChange={noop}
        />
      ),
    },
  ],
  donts: [
    {
      caption: "Don't use radios for a long list: it pushes the rest of the form off the screen.",
      example: (
        <RadioGroup
          legend="Class"
          inline
          options={['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'].map((n) => ({
            value: n,
            label: `Class ${n}`,
          }))}
          onValueChange={noop}
        />
      ),
    },
  ],
  content: [
    'Legend: the question. Options: short, parallel, mutually exclusive.',
    'Answer texts can be rich (formulas, images) and Hindi; keep each to a line or two at 320 px.',
  ],
  a11y: [
    'A fieldset of native radios: Tab enters the group once, arrow keys move and choose.',
    'The legend is read with each option; an error is read with the group.',
  ],
};
