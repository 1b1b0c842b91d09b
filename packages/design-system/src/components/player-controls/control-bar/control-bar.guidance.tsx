import type { GuidanceProps } from '../../../../../../stories/docs-kit';
import { tokens } from '../../../tokens';
import { FullscreenToggle } from '../fullscreen-toggle';
import { MuteToggle } from '../mute-toggle';
import { PlayPauseButton } from '../play-pause-button';
import { RatingButtons } from '../rating-buttons';
import { SeekSlider } from '../seek-slider';
import { Back10Button, Forward10Button } from '../seek-step-buttons';
import { SpeedMenu } from '../speed-menu';
import { TimeDisplay } from '../time-display';
import { ControlBar, ControlBarRow } from './control-bar';

const noop = () => {};
const frame = {
  position: 'relative',
  width: '100%',
  aspectRatio: '16 / 9',
  overflow: 'hidden',
  backgroundColor: tokens.player.surface,
} as const;

const centre = (
  <>
    <Back10Button onClick={noop} />
    <PlayPauseButton playing={false} onPlay={noop} onPause={noop} />
    <Forward10Button onClick={noop} />
  </>
);

/** Designer guidance for ControlBar (shown on its docs page by control-bar.mdx). */
export const guidance: GuidanceProps = {
  use: [
    'Over every video: lays out the controls (centre: back 10, play, forward 10; bottom: seek slider, then time, speed, mute, full screen) and hides them 3 s after the last touch while playing.',
  ],
  avoid: [
    'Controls for something that is not a video (a PDF, a test): those screens have their own bars.',
    'Rating, Share and Take Test: they sit under the player, not on the picture.',
  ],
  dos: [
    {
      caption: "The product's arrangement, the same on phone and desktop; paused controls never hide.",
      example: (
        <div style={frame}>
          <ControlBar playing={false} visible center={centre}>
            <SeekSlider value={0.225} duration={600} onSeek={noop} />
            <ControlBarRow
              end={
                <>
                  <SpeedMenu value={1} onChange={noop} />
                  <MuteToggle volume={0.2} onVolumeChange={noop} />
                  <FullscreenToggle pressed={false} onPressedChange={noop} />
                </>
              }
            >
              <TimeDisplay elapsed={135} total={600} />
            </ControlBarRow>
          </ControlBar>
        </div>
      ),
    },
  ],
  donts: [
    {
      caption:
        "Don't add the rating buttons to the bar: on a phone the row overflows and they hide with the controls.",
      example: (
        <div style={frame}>
          <ControlBar playing={false} visible center={centre}>
            <SeekSlider value={0.225} duration={600} onSeek={noop} />
            <ControlBarRow
              end={
                <>
                  <RatingButtons
                    tone="player"
                    likeCount={12450}
                    dislikeCount={86}
                    myRating={null}
                    onRate={noop}
                  />
                  <SpeedMenu value={1} onChange={noop} />
                  <MuteToggle volume={0.2} onVolumeChange={noop} />
                  <FullscreenToggle pressed={false} onPressedChange={noop} />
                </>
              }
            >
              <TimeDisplay elapsed={135} total={600} />
            </ControlBarRow>
          </ControlBar>
        </div>
      ),
    },
  ],
  content: ['The bar has no words of its own; a title appears in the top row only in landscape.'],
  a11y: [
    'A group named "Video controls"; Tab order follows the layout: centre, slider, then the bottom row.',
    'Controls stay while paused, while a control has keyboard focus and while the speed menu is open, so keyboard and screen-reader users never lose them.',
    'A tap on the picture shows them; a finger sliding over it does not; every control is at least 44 px.',
  ],
};
