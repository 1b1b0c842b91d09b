import type { GuidanceProps } from '../../../../../../stories/docs-kit';
import { PlayerSurface } from '../shared/story-surface';
import { PlayPauseButton } from './play-pause-button';

const noop = () => {};

/** Designer guidance for PlayPauseButton (shown on its docs page by play-pause-button.mdx). */
export const guidance: GuidanceProps = {
  use: [
    'The one play control of the video player: Play, Pause while playing, Replay at the end. Large (56 px) in the middle of the frame.',
  ],
  avoid: [
    'Starting something that is not media (a test, a quest): use Button.',
    'Any other icon-only action: use Icon Button.',
  ],
  dos: [
    {
      caption: 'Large and centred over the picture, between Back 10 and Forward 10.',
      example: (
        <PlayerSurface>
          <PlayPauseButton size="lg" playing={false} onPlay={noop} onPause={noop} />
          <PlayPauseButton size="lg" playing onPlay={noop} onPause={noop} />
          <PlayPauseButton size="lg" playing={false} ended onPlay={noop} onPause={noop} />
        </PlayerSurface>
      ),
    },
  ],
  donts: [
    {
      caption:
        "Don't put two play buttons on one frame: a small one in the bar and a big one in the centre compete.",
      example: (
        <PlayerSurface>
          <PlayPauseButton size="md" playing={false} onPlay={noop} onPause={noop} />
          <PlayPauseButton size="lg" playing={false} onPlay={noop} onPause={noop} />
        </PlayerSurface>
      ),
    },
  ],
  content: [
    'No visible text: the name changes with the state ("Play", "Pause", "Replay") and shows as a tooltip.',
  ],
  a11y: [
    'One button whose name says what a press will do; Enter and Space press it.',
    '56 px (lg) or 44 px (md) target; a white focus ring with a dark halo shows on any picture.',
    'Disabled while the video loads, but still focusable.',
  ],
};
