import type { GuidanceProps } from '../../../../../stories/docs-kit';
import { Checkbox } from './checkbox';

const noop = () => {};

/** Designer guidance for Checkbox (shown on its docs page by checkbox.mdx). */
export const guidance: GuidanceProps = {
  use: ['A single yes/no the learner confirms with a form: "Remember Me", accepting the terms.'],
  avoid: [
    'Several related options: use Checkbox Group; exactly one of several: use Radio Group.',
    'A setting that takes effect at once (sharing with a friend): use the switch in Friend Row.',
  ],
  dos: [
    {
      caption:
        'A short label that reads as a statement; on by default only when the spec says so (Remember Me).',
      example: <Checkbox label="Remember Me" defaultChecked onCheckedChange={noop} />,
    },
    {
      caption: "A lone checkbox's error says what to do.",
      example: (
        <Checkbox
          label="I accept the terms and conditions"
          error="Please accept the terms to continue."
          onCheckedChange={noop}
        />
      ),
    },
  ],
  donts: [
    {
      caption: 'Don\'t phrase the label as a negative: "don\'t" plus unchecked is a double negative.',
      example: <Checkbox label="Don't not send me reminders about my quests" onCheckedChange={noop} />,
    },
  ],
  content: [
    'Label: a short statement that is true when checked ("Remember Me"); a second, quieter line in description if needed.',
    'Hindi labels wrap under the box, aligned with the text, never under the box itself.',
  ],
  a11y: [
    'A native checkbox: Space toggles it; the label is its name and part of the target (at least 44 px tall row).',
    'An error sets aria-invalid and is read with the checkbox; the tick shows the state, not colour alone.',
  ],
};
