import type { GuidanceProps } from '../../../../../../stories/docs-kit';
import { PlayerSurface } from '../shared/story-surface';
import { TimeDisplay } from './time-display';

/** Designer guidance for TimeDisplay (shown on its docs page by time-display.mdx). */
export const guidance: GuidanceProps = {
  use: [
    'In the player\'s bottom row, after the seek slider: time played and the video\'s length, "02:15 / 10:00" (hh:mm:ss from an hour).',
  ],
  avoid: [
    'Time left in a test: use Test Timer, which counts down and warns.',
    'A date or a time of day: write it with the date formats (India time).',
  ],
  dos: [
    {
      caption: 'Played, then length; a long video switches to hours.',
      example: (
        <PlayerSurface>
          <TimeDisplay elapsed={135} total={600} />
          <TimeDisplay elapsed={3725} total={5400} />
        </PlayerSurface>
      ),
    },
  ],
  donts: [
    {
      caption:
        'Don\'t use it as a test\'s countdown: "25:00 / 30:00" makes the learner do the sum to know the time left.',
      example: (
        <PlayerSurface>
          <TimeDisplay elapsed={1500} total={1800} />
        </PlayerSurface>
      ),
    },
  ],
  content: ['Digits only, no units; Latin digits in every language.'],
  a11y: [
    'Read as "Elapsed time 02:15 of 10:00"; the slash is hidden from screen readers.',
    'Not a live region, so it does not chatter every second while playing; the slider also tells the position.',
  ],
};
