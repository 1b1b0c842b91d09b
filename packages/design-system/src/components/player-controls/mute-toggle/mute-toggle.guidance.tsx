import type { GuidanceProps } from '../../../../../../stories/docs-kit';
import { PlayerSurface } from '../shared/story-surface';
import { MuteToggle } from './mute-toggle';

const noop = () => {};

/** Designer guidance for MuteToggle (shown on its docs page by mute-toggle.mdx). */
export const guidance: GuidanceProps = {
  use: ["In the player's bottom row: sound off (volume 0) and back on (0.2, as the spec says)."],
  avoid: ["Fine volume control: the phone's own buttons do it; the product has no volume slider."],
  dos: [
    {
      caption: 'One toggle, its icon showing the sound state; pressed means muted.',
      example: (
        <PlayerSurface>
          <MuteToggle volume={0.2} onVolumeChange={noop} />
          <MuteToggle volume={0} onVolumeChange={noop} />
        </PlayerSurface>
      ),
    },
  ],
  donts: [
    {
      caption:
        'Don\'t rename it after its state ("Sound is on"): with aria-pressed the name must stay the action.',
      example: (
        <PlayerSurface>
          <MuteToggle volume={0.2} label="Sound is on" onVolumeChange={noop} />
        </PlayerSurface>
      ),
    },
  ],
  content: ['No visible text; named "Mute".'],
  a11y: [
    'A toggle button "Mute", announced pressed while muted; 44 px target; the icon is not the only sign of the state.',
  ],
};
