import type { GuidanceProps } from '../../../../../stories/docs-kit';
import { Select } from './select';

const noop = () => {};
const boards = [
  { value: '1', label: 'CBSE' },
  { value: '2', label: 'ICSE' },
  { value: '3', label: 'Maharashtra State Board' },
];

/** Designer guidance for Select (shown on its docs page by select.mdx). */
export const guidance: GuidanceProps = {
  use: ["One choice from a list the learner knows: board, grade, mission. Uses the phone's own picker."],
  avoid: [
    'Two to about five options that should all be seen: use Radio Group.',
    'Filtering a list on screen: use Chip filters or Search Field.',
  ],
  dos: [
    {
      caption: 'A label, a "Select …" placeholder, and the next select disabled until this one is chosen.',
      example: (
        <div style={{ display: 'grid', gap: 8 }}>
          <Select
            label="Board"
            placeholder="Select Board"
            options={boards}
            defaultValue="1"
            onValueChange={noop}
          />
          <Select label="Grade" placeholder="Select Grade" options={[]} disabled onValueChange={noop} />
        </div>
      ),
    },
  ],
  donts: [
    {
      caption: "Don't use a select for yes or no: it hides two options behind a press.",
      example: (
        <Select
          label="Receive reminders?"
          options={[
            { value: 'y', label: 'Yes' },
            { value: 'n', label: 'No' },
          ]}
          onValueChange={noop}
        />
      ),
    },
  ],
  content: [
    'Label: the thing ("Board"); placeholder: "Select Board"; errors from the spec ("Please select board", "Please select grade").',
    'Option texts short enough for one line at 320 px (about 30 Latin characters).',
  ],
  a11y: [
    "A native select: the label names it, the phone's picker is keyboard and screen-reader ready.",
    'An error sets aria-invalid and is read with it; the box is at least 44 px tall.',
  ],
};
