import type { GuidanceProps } from '../../../../../../stories/docs-kit';
import { TestButton } from './test-button';

const noop = () => {};

/** Designer guidance for TestButton (shown on its docs page by test-button.mdx). */
export const guidance: GuidanceProps = {
  use: ['Below the player when the content has a test: Take Test, enabled once the video has ended.'],
  avoid: ['Any other action below the player: use Button.'],
  dos: [
    {
      caption: 'Before the end: disabled, with the reason shown under it.',
      example: (
        <TestButton
          enabled={false}
          disabledReason="Watch the video to the end to take the test."
          onClick={noop}
        />
      ),
    },
    {
      caption: 'After the end: enabled.',
      example: <TestButton enabled onClick={noop} />,
    },
  ],
  donts: [
    {
      caption: "Don't disable it without saying why: the learner cannot guess what unlocks it.",
      example: <TestButton enabled={false} onClick={noop} />,
    },
  ],
  content: [
    'Label: "Take Test". Reason: one sentence that says what to do ("Watch the video to the end to take the test.").',
  ],
  a11y: [
    'Disabled stays focusable (aria-disabled) and the reason is its description, read with it; 44 px target.',
  ],
};
