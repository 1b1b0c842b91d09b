import type { GuidanceProps } from '../../../../../stories/docs-kit';
import { CheckboxGroup } from './checkbox-group';

const noop = () => {};

/** Designer guidance for CheckboxGroup (shown on its docs page by checkbox-group.mdx). */
export const guidance: GuidanceProps = {
  use: [
    'Any number of options under one question: a multiple-answer test question, several reasons for a flag.',
  ],
  avoid: [
    'Exactly one answer: use Radio Group.',
    'A long list (more than about 7 options): use Select or a search.',
  ],
  dos: [
    {
      caption:
        'The question as the legend, options in a sensible order; formulas and Hindi are fine as labels.',
      example: (
        <CheckboxGroup
          legend="Which of these are prime numbers?"
          options={[
            { value: '2', label: '2' },
            { value: '9', label: '9' },
            { value: '11', label: '11' },
            { value: 'hi', label: <span lang="hi">इनमें से कोई नहीं</span> },
          ]}
          defaultValue={['2']}
          onValueChange={noop}
        />
      ),
    },
  ],
  donts: [
    {
      caption: "Don't use checkboxes when only one answer is allowed: the learner will tick two.",
      example: (
        <CheckboxGroup
          legend="Choose your board (only one)"
          options={[
            { value: 'cbse', label: 'CBSE' },
            { value: 'icse', label: 'ICSE' },
            { value: 'state', label: 'State Board' },
          ]}
          defaultValue={['cbse', 'icse']}
          onValueChange={noop}
        />
      ),
    },
  ],
  content: [
    'Legend: the question, as a sentence or a short label. Options: parallel phrases, shortest first when there is no natural order.',
    'Hindi options wrap under their own text.',
  ],
  a11y: [
    'A fieldset: the legend is read before each option; Tab moves between boxes, Space toggles.',
    "The group's error is read with it; disabled disables every box.",
  ],
};
