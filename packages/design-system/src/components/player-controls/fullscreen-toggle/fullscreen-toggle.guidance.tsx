import type { GuidanceProps } from '../../../../../../stories/docs-kit';
import { PlayerSurface } from '../shared/story-surface';
import { FullscreenToggle } from './fullscreen-toggle';

const noop = () => {};

/** Designer guidance for FullscreenToggle (shown on its docs page by fullscreen-toggle.mdx). */
export const guidance: GuidanceProps = {
  use: [
    "At the end of the player's bottom row: full screen on the web, landscape inside the native app ('landscape' mode turns the phone).",
  ],
  avoid: ['Opening a document bigger (a PDF): the viewers have their own zoom.'],
  dos: [
    {
      caption: 'Last in the row; the icon flips once pressed and the name stays the same.',
      example: (
        <PlayerSurface>
          <FullscreenToggle pressed={false} onPressedChange={noop} />
          <FullscreenToggle pressed onPressedChange={noop} />
          <FullscreenToggle mode="landscape" pressed={false} onPressedChange={noop} />
        </PlayerSurface>
      ),
    },
  ],
  donts: [
    {
      caption:
        "Don't offer the web's full screen inside the native app: use landscape mode there, as the spec asks.",
      example: (
        <PlayerSurface>
          <FullscreenToggle mode="fullscreen" pressed={false} onPressedChange={noop} />
          <FullscreenToggle mode="landscape" pressed={false} onPressedChange={noop} />
        </PlayerSurface>
      ),
    },
  ],
  content: ['No visible text; named "Full screen" or "Landscape" (and shown as a tooltip).'],
  a11y: [
    'A toggle button: "Full screen, pressed" while in full screen (aria-pressed), so the name never flips meaning.',
    'A 44 px target, last in the row so it is easy to find.',
  ],
};
