import type { GuidanceProps } from '../../../../../../stories/docs-kit';
import { PlayerSurface } from '../shared/story-surface';
import { Back10Button, Forward10Button } from './seek-step-buttons';
import { PlayPauseButton } from '../play-pause-button';

const noop = () => {};

/** Designer guidance for the seek step buttons (shown on their docs page by seek-step-buttons.mdx). */
export const guidance: GuidanceProps = {
  use: ['Back 10 s and Forward 10 s, either side of Play in the middle of the frame.'],
  avoid: [
    'Jumping to a chosen point: use Seek Slider (and its bookmarks).',
    "Steps of other sizes: the product's step is 10 s (learning-app.md §9).",
  ],
  dos: [
    {
      caption: 'Back 10, Play, Forward 10 in that order, the same as every video app.',
      example: (
        <PlayerSurface>
          <Back10Button onClick={noop} />
          <PlayPauseButton size="lg" playing={false} onPlay={noop} onPause={noop} />
          <Forward10Button onClick={noop} />
        </PlayerSurface>
      ),
    },
  ],
  donts: [
    {
      caption: "Don't swap the sides: forward on the left surprises everyone.",
      example: (
        <PlayerSurface>
          <Forward10Button onClick={noop} />
          <PlayPauseButton size="lg" playing={false} onPlay={noop} onPause={noop} />
          <Back10Button onClick={noop} />
        </PlayerSurface>
      ),
    },
  ],
  content: [
    'No visible text; named "Back 10 seconds" and "Forward 10 seconds". Forward near the end goes to the end; back near the start goes to 0.',
  ],
  a11y: [
    '44 px buttons with names that say the step; Enter and Space press them.',
    "The slider's arrow keys do the same 10 s steps, so keyboard users need not reach these buttons.",
  ],
};
