import type { GuidanceProps } from '../../../../../../stories/docs-kit';
import { PlayerSurface } from '../shared/story-surface';
import { SpeedMenu } from './speed-menu';

const noop = () => {};

/** Designer guidance for SpeedMenu (shown on its docs page by speed-menu.mdx). */
export const guidance: GuidanceProps = {
  use: [
    'In the player\'s bottom row: the playback speed, shown on the button ("1.5x"), chosen from 1, 1.5 and 2.',
  ],
  avoid: ['Settings that are not about this video: they belong on the profile page, not in the player.'],
  dos: [
    {
      caption: "The current speed on the button; the product's three speeds in the menu.",
      example: (
        <PlayerSurface>
          <SpeedMenu value={1.5} onChange={noop} />
        </PlayerSurface>
      ),
    },
  ],
  donts: [
    {
      caption: "Don't offer a long list of speeds: three are enough, and a long menu covers the video.",
      example: (
        <PlayerSurface>
          <SpeedMenu value={1} speeds={[0.25, 0.5, 0.75, 1, 1.25, 1.5, 1.75, 2, 2.5, 3]} onChange={noop} />
        </PlayerSurface>
      ),
    },
  ],
  content: ['Speeds written "1x", "1.5x", "2x".'],
  a11y: [
    'A menu button named "Playback speed" plus the current speed; the menu lists radio items, the current one checked.',
    'Enter, Space or arrows open it; arrows move, Enter chooses, Escape closes and returns focus; a press outside closes it.',
    'While the menu is open the player controls do not hide.',
  ],
};
