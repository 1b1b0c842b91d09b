import type { GuidanceProps } from '../../../../../../stories/docs-kit';
import { PlayerSurface } from '../shared/story-surface';
import { SeekSlider } from './seek-slider';

const noop = () => {};

/** Designer guidance for SeekSlider (shown on its docs page by seek-slider.mdx). */
export const guidance: GuidanceProps = {
  use: ['Where the video is, and moving to any point: drag, tap, arrow keys (10 s), or a bookmark.'],
  avoid: [
    'A fixed 10 s step: use the seek step buttons.',
    'Showing progress the learner cannot change (a course): use Progress Bar.',
  ],
  dos: [
    {
      caption: 'Full width of the bar; bookmarks at the chapters, each with a short tooltip.',
      example: (
        <PlayerSurface>
          <div style={{ width: '100%' }}>
            <SeekSlider
              value={0.225}
              duration={600}
              bookmarks={[
                { fraction: 0.1, text: 'What is pressure?' },
                { fraction: 0.55, text: 'Sharp and blunt knives' },
              ]}
              onSeek={noop}
            />
          </div>
        </PlayerSurface>
      ),
    },
  ],
  donts: [
    {
      caption: "Don't squeeze it beside other controls: a short track makes every pixel a minute.",
      example: (
        <PlayerSurface>
          <div style={{ width: 80 }}>
            <SeekSlider value={0.225} duration={600} onSeek={noop} />
          </div>
        </PlayerSurface>
      ),
    },
  ],
  content: ['Bookmark texts: a chapter title of two to five words; Hindi titles too (the tooltip wraps).'],
  a11y: [
    'A slider named "Seek", read as "2:15 of 10:00"; arrows move 10 s, Page Up and Page Down a tenth of the video, Home and End the ends.',
    'Each bookmark is its own focusable mark named by its time, its tooltip read as its description.',
    "The slider's press area is 44 px tall although the track looks thin; pressing anywhere on it moves there.",
  ],
};
