import { useState, type CSSProperties } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { tokens } from '../../../tokens';
import { FullscreenToggle, type FullscreenMode } from '../fullscreen-toggle';
import { MuteToggle } from '../mute-toggle';
import { PlayPauseButton } from '../play-pause-button';
import { SeekSlider, type SeekBookmark } from '../seek-slider';
import { Back10Button, Forward10Button } from '../seek-step-buttons';
import { createManualClock } from '../shared/manual-clock';
import { SpeedMenu } from '../speed-menu';
import { TimeDisplay } from '../time-display';
import { Watermark } from '../watermark';
import { ControlBar, ControlBarRow, type ControlBarProps } from './control-bar';
import { touchTargetProblems } from '../../../internal/touch-targets';
import { expectCaptioned, longText, SheetTile, StateSheet as Sheet } from '../../../internal/state-sheet';

const DURATION = 600;
const bookmarks: SeekBookmark[] = [
  { fraction: 0.2, text: 'Balanced and unbalanced forces' },
  { fraction: 0.55, text: "Newton's first law" },
];

/** Everything a screen passes: the player façade's values and callbacks, kept in state here. */
interface DemoProps extends Pick<ControlBarProps, 'hideAfterMs' | 'clock' | 'visible' | 'onActivity'> {
  playing?: boolean;
  position?: number;
  mode?: FullscreenMode;
  fullscreen?: boolean;
  /** Landscape: the frame fills a wide box and the title shows in the top row. */
  landscape?: boolean;
  /** The video's title in the landscape top row. */
  title?: string;
  still?: boolean;
  style?: CSSProperties;
  onPlay?: () => void;
  onPause?: () => void;
  onSeek?: (fraction: number) => void;
  onSeekBack?: () => void;
  onSeekForward?: () => void;
  onVolumeChange?: (volume: number) => void;
  onSpeedChange?: (speed: number) => void;
  onVisibleChange?: (visible: boolean) => void;
}

function PlayerDemo({
  playing: initialPlaying = false,
  position: initialPosition = 135,
  mode = 'fullscreen',
  fullscreen: initialFullscreen = false,
  landscape = false,
  title = 'Force and Laws of Motion',
  still = false,
  style,
  hideAfterMs,
  clock,
  visible,
  onActivity,
  onVisibleChange,
  ...events
}: DemoProps) {
  const [playing, setPlaying] = useState(initialPlaying);
  const [position, setPosition] = useState(initialPosition);
  const [speed, setSpeed] = useState(1);
  const [volume, setVolume] = useState(0.2);
  const [fullscreen, setFullscreen] = useState(initialFullscreen);
  return (
    <div
      data-testid="frame"
      style={{
        position: 'relative',
        width: '100%',
        aspectRatio: landscape ? '20 / 9' : '16 / 9',
        overflow: 'hidden',
        backgroundColor: tokens.player.surface,
        ...style,
      }}
    >
      <Watermark text="Aarav Sharma" still={still} />
      <ControlBar
        playing={playing}
        hideAfterMs={hideAfterMs}
        clock={clock}
        visible={visible}
        onActivity={onActivity}
        onVisibleChange={onVisibleChange}
        top={
          landscape ? (
            <span
              style={{ fontWeight: 700, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
            >
              {title}
            </span>
          ) : undefined
        }
        center={
          <>
            <Back10Button
              onClick={() => {
                events.onSeekBack?.();
                setPosition((p) => Math.max(0, p - 10));
              }}
            />
            <PlayPauseButton
              playing={playing}
              onPlay={() => {
                events.onPlay?.();
                setPlaying(true);
              }}
              onPause={() => {
                events.onPause?.();
                setPlaying(false);
              }}
            />
            <Forward10Button
              onClick={() => {
                events.onSeekForward?.();
                setPosition((p) => (DURATION - p < 10 ? DURATION : p + 10));
              }}
            />
          </>
        }
      >
        <SeekSlider
          value={position / DURATION}
          duration={DURATION}
          bookmarks={bookmarks}
          onSeek={(fraction) => {
            events.onSeek?.(fraction);
            setPosition(fraction * DURATION);
          }}
        />
        <ControlBarRow
          end={
            <>
              <SpeedMenu
                value={speed}
                onChange={(next) => {
                  events.onSpeedChange?.(next);
                  setSpeed(next);
                }}
              />
              <MuteToggle
                volume={volume}
                onVolumeChange={(next) => {
                  events.onVolumeChange?.(next);
                  setVolume(next);
                }}
              />
              <FullscreenToggle mode={mode} pressed={fullscreen} onPressedChange={setFullscreen} />
            </>
          }
        >
          <TimeDisplay elapsed={position} total={DURATION} />
        </ControlBarRow>
      </ControlBar>
    </div>
  );
}

const meta = {
  title: 'Design System/Player/Control Bar',
  component: ControlBar,
  args: {
    playing: false,
    hideAfterMs: 3000,
    label: 'Video controls',
    onActivity: fn(),
    onVisibleChange: fn(),
  },
  argTypes: {
    children: { control: false, table: { category: 'Content' } },
    center: { control: false, table: { category: 'Content' } },
    top: { control: false, table: { category: 'Content' } },
    playing: { table: { category: 'Behaviour' } },
    hideAfterMs: { control: { type: 'number', step: 500 }, table: { category: 'Behaviour' } },
    visible: { control: 'boolean', table: { category: 'Behaviour' } },
    clock: { control: false, table: { category: 'Behaviour' } },
    onActivity: { table: { category: 'Events' } },
    onVisibleChange: { table: { category: 'Events' } },
    label: { table: { category: 'Accessibility' } },
  },
  render: (args) => (
    <PlayerDemo
      playing={args.playing}
      hideAfterMs={args.hideAfterMs}
      clock={args.clock}
      visible={args.visible}
      onActivity={args.onActivity}
      onVisibleChange={args.onVisibleChange}
    />
  ),
} satisfies Meta<typeof ControlBar>;

export default meta;
type Story = StoryObj<typeof meta>;

const isShown = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('group', { name: 'Video controls' }).getAttribute('data-visible') ===
  'true';

/**
 * The whole bar over a dark 16:9 frame: back 10, play/pause and forward 10 in the middle; the seek slider
 * with bookmarks, the time, speed, mute and full screen below; the watermark moving behind.
 */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Video controls' })).toBeVisible();
    for (const name of ['Back 10 seconds', 'Play', 'Forward 10 seconds', 'Mute', 'Full screen']) {
      const button = canvas.getByRole('button', { name });
      await expect(button.getBoundingClientRect().width).toBeGreaterThanOrEqual(44);
      await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
    await expect(canvas.getByRole('slider', { name: 'Seek' })).toHaveAttribute(
      'aria-valuetext',
      '2:15 of 10:00',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Forward 10 seconds' }));
    await expect(canvas.getByRole('slider', { name: 'Seek' })).toHaveAttribute(
      'aria-valuetext',
      '2:25 of 10:00',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Back 10 seconds' }));
    await expect(canvas.getByRole('slider', { name: 'Seek' })).toHaveAttribute(
      'aria-valuetext',
      '2:15 of 10:00',
    );
  },
};

/** Playing with a short countdown (300 ms): the controls hide, and come back when the pointer moves. */
export const HidesWhilePlaying: Story = {
  args: { playing: true, hideAfterMs: 300 },
  play: async ({ args, canvas, canvasElement }) => {
    const bar = canvas.getByRole('group', { name: 'Video controls' });
    await waitFor(() => expect(isShown(canvasElement)).toBe(false), { timeout: 3000 });
    await expect(args.onVisibleChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Pause' })).not.toBeVisible());
    fireEvent.pointerMove(bar);
    await waitFor(() => expect(isShown(canvasElement)).toBe(true));
    await expect(args.onActivity).toHaveBeenCalled();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Pause' })).toBeVisible());
    await waitFor(() => expect(isShown(canvasElement)).toBe(false), { timeout: 3000 });
  },
};

const tapClock = createManualClock();

/** Hidden controls ignore the first tap (it only shows them); a key press shows them too. */
export const TapShows: Story = {
  args: { playing: true, hideAfterMs: 3000, clock: tapClock },
  beforeEach: () => tapClock.reset(),
  play: async ({ canvas, canvasElement }) => {
    const bar = canvas.getByRole('group', { name: 'Video controls' });
    // The hide timer starts in an effect: outside a test runner that runs after the play has begun.
    await waitFor(() => expect(tapClock.pending()).toBeGreaterThan(0));
    tapClock.advance(2999);
    await expect(isShown(canvasElement)).toBe(true);
    tapClock.advance(1);
    await waitFor(() => expect(isShown(canvasElement)).toBe(false));
    await expect(
      getComputedStyle(canvas.getByRole('button', { name: 'Pause' }).parentElement!).pointerEvents,
    ).toBe('none');
    fireEvent.pointerDown(bar);
    await waitFor(() => expect(isShown(canvasElement)).toBe(true));
    await waitFor(() => expect(tapClock.pending()).toBeGreaterThan(0));
    tapClock.advance(3000);
    await waitFor(() => expect(isShown(canvasElement)).toBe(false));
    fireEvent.keyDown(bar, { key: 'Shift' });
    await waitFor(() => expect(isShown(canvasElement)).toBe(true));
  },
};

const touchClock = createManualClock();

/**
 * On a touch screen a tap on the picture toggles the controls: hidden, a tap shows them (pressing nothing under the
 * finger); showing, a tap between them hides them at once. A finger sliding over the picture is no hover; paused
 * controls stay.
 */
export const TouchTapToggles: Story = {
  args: { playing: true, hideAfterMs: 3000, clock: touchClock },
  beforeEach: () => touchClock.reset(),
  play: async ({ args, canvas, canvasElement }) => {
    const bar = canvas.getByRole('group', { name: 'Video controls' });
    await waitFor(() => expect(touchClock.pending()).toBeGreaterThan(0));
    touchClock.advance(3000);
    await waitFor(() => expect(isShown(canvasElement)).toBe(false));
    fireEvent.pointerMove(bar, { pointerType: 'touch' });
    await expect(isShown(canvasElement)).toBe(false);
    await expect(args.onActivity).not.toHaveBeenCalled();

    await userEvent.pointer({ keys: '[TouchA]', target: bar });
    await waitFor(() => expect(isShown(canvasElement)).toBe(true));
    await expect(args.onActivity).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('button', { name: 'Pause' })).toBeVisible();

    await userEvent.pointer({ keys: '[TouchA]', target: bar });
    await waitFor(() => expect(isShown(canvasElement)).toBe(false));
    await expect(args.onActivity).toHaveBeenCalledOnce();

    // Shown again, a tap on a control presses it and restarts the countdown instead of hiding.
    await userEvent.pointer({ keys: '[TouchA]', target: bar });
    await waitFor(() => expect(isShown(canvasElement)).toBe(true));
    await userEvent.pointer({
      keys: '[TouchA]',
      target: canvas.getByRole('button', { name: 'Forward 10 seconds' }),
    });
    await expect(canvas.getByRole('slider', { name: 'Seek' })).toHaveAttribute(
      'aria-valuetext',
      '2:25 of 10:00',
    );
    touchClock.advance(2999);
    await expect(isShown(canvasElement)).toBe(true);
    touchClock.advance(1);
    await waitFor(() => expect(isShown(canvasElement)).toBe(false));

    // Paused, the controls stay whatever is tapped.
    await userEvent.pointer({ keys: '[TouchA]', target: bar });
    await userEvent.pointer({ keys: '[TouchA]', target: canvas.getByRole('button', { name: 'Pause' }) });
    await canvas.findByRole('button', { name: 'Play' });
    await userEvent.pointer({ keys: '[TouchA]', target: bar });
    touchClock.advance(60_000);
    await expect(isShown(canvasElement)).toBe(true);
  },
};

/** A mouse shows the controls by moving; its clicks on the picture never hide them. */
export const MouseMoveShows: Story = {
  args: { playing: true, hideAfterMs: 3000, clock: touchClock },
  beforeEach: () => touchClock.reset(),
  play: async ({ canvas, canvasElement }) => {
    const bar = canvas.getByRole('group', { name: 'Video controls' });
    await waitFor(() => expect(touchClock.pending()).toBeGreaterThan(0));
    touchClock.advance(3000);
    await waitFor(() => expect(isShown(canvasElement)).toBe(false));
    fireEvent.pointerMove(bar, { pointerType: 'mouse' });
    await waitFor(() => expect(isShown(canvasElement)).toBe(true));
    await userEvent.click(bar);
    await expect(isShown(canvasElement)).toBe(true);
    touchClock.advance(3000);
    await waitFor(() => expect(isShown(canvasElement)).toBe(false));
  },
};

const focusClock = createManualClock();

/** Keyboard focus on a control keeps the controls up; once focus leaves the player the countdown runs again. */
export const StaysWhileFocused: Story = {
  args: { playing: true, clock: focusClock },
  beforeEach: () => focusClock.reset(),
  render: (args) => (
    <>
      <button type="button">Before the player</button>
      <PlayerDemo playing={args.playing} clock={args.clock} />
    </>
  ),
  play: async ({ canvas, canvasElement }) => {
    canvas.getByRole('button', { name: 'Before the player' }).focus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Back 10 seconds' })).toHaveFocus();
    focusClock.advance(10_000);
    await expect(isShown(canvasElement)).toBe(true);
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('button', { name: 'Before the player' })).toHaveFocus();
    await waitFor(() => expect(focusClock.pending()).toBeGreaterThan(0));
    focusClock.advance(3000);
    await waitFor(() => expect(isShown(canvasElement)).toBe(false));
    await userEvent.tab();
    await waitFor(() => expect(isShown(canvasElement)).toBe(true));
  },
};

const menuClock = createManualClock();

/** An open speed menu keeps the controls up; choosing a speed starts the countdown again. */
export const StaysWhileMenuOpen: Story = {
  args: { playing: true, clock: menuClock },
  beforeEach: () => menuClock.reset(),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Playback speed 1x' }));
    await canvas.findByRole('menu', { name: 'Playback speed' });
    menuClock.advance(10_000);
    await expect(isShown(canvasElement)).toBe(true);
    await userEvent.click(canvas.getByRole('menuitemradio', { name: '2x' }));
    await canvas.findByRole('button', { name: 'Playback speed 2x' });
    // The click moved focus with the pointer, so it does not hold the controls.
    await waitFor(() => expect(menuClock.pending()).toBeGreaterThan(0));
    menuClock.advance(3000);
    await waitFor(() => expect(isShown(canvasElement)).toBe(false));
  },
};

const pausedClock = createManualClock();

/** Paused: the controls never hide; playing starts the countdown. */
export const StaysWhilePaused: Story = {
  args: { playing: false, clock: pausedClock },
  beforeEach: () => pausedClock.reset(),
  play: async ({ canvas, canvasElement }) => {
    pausedClock.advance(60_000);
    await expect(isShown(canvasElement)).toBe(true);
    await userEvent.click(canvas.getByRole('button', { name: 'Play' }));
    await canvas.findByRole('button', { name: 'Pause' });
    await waitFor(() => expect(pausedClock.pending()).toBeGreaterThan(0));
    pausedClock.advance(3000);
    await waitFor(() => expect(isShown(canvasElement)).toBe(false));
    fireEvent.pointerMove(canvas.getByRole('group', { name: 'Video controls' }));
    await waitFor(() => expect(isShown(canvasElement)).toBe(true));
  },
};

/** Controlled by the player machine (`visible`): hidden when it says so, unless paused. */
export const Controlled: Story = {
  args: { playing: true, visible: false },
  play: async ({ args, canvas, canvasElement }) => {
    await waitFor(() => expect(isShown(canvasElement)).toBe(false));
    fireEvent.pointerMove(canvas.getByRole('group', { name: 'Video controls' }));
    await expect(args.onActivity).toHaveBeenCalled();
  },
};

/** Phone, portrait: the frame is the width of the screen. */
export const PhonePortrait: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    const frame = canvas.getByTestId('frame');
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
    await expect(canvas.getByRole('button', { name: 'Full screen' })).toBeVisible();
  },
};

/** Phone, landscape (inside the native wrapper): the bar fills the screen, the title sits on top. */
export const PhoneLandscape: Story = {
  globals: { viewport: { value: 'phone', isRotated: true } },
  render: (args) => (
    <PlayerDemo playing={args.playing} mode="landscape" fullscreen landscape onActivity={args.onActivity} />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Force and Laws of Motion')).toBeVisible();
    const toggle = canvas.getByRole('button', { name: 'Landscape' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  },
};

/** Desktop: the same controls in a wider frame. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  render: (args) => <PlayerDemo playing={args.playing} style={{ maxWidth: 960 }} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('slider', { name: 'Seek' })).toBeVisible();
  },
};

const sheetFrame: CSSProperties = { maxWidth: 560 };

/** Portrait paused, playing in full screen, landscape with the title (English, Hindi, very long), and hidden, standing still. */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  render: () => (
    <Sheet>
      <SheetTile caption="Portrait — paused, controls shown">
        <PlayerDemo still style={sheetFrame} />
      </SheetTile>
      <SheetTile caption="Full screen — playing at 7:00">
        <PlayerDemo still playing fullscreen position={420} style={sheetFrame} hideAfterMs={600_000} />
      </SheetTile>
      <SheetTile caption="Landscape — the title in the top row">
        <PlayerDemo still landscape mode="landscape" fullscreen style={sheetFrame} />
      </SheetTile>
      <SheetTile caption="Playing — controls hidden">
        <PlayerDemo still playing visible={false} style={sheetFrame} />
      </SheetTile>
      <SheetTile caption="Hindi — landscape with a Hindi title" lang="hi">
        <PlayerDemo
          still
          landscape
          mode="landscape"
          fullscreen
          style={sheetFrame}
          title="बल तथा गति के नियम: न्यूटन का पहला नियम"
        />
      </SheetTile>
      <SheetTile caption="Very long — a long title is cut with an ellipsis">
        <PlayerDemo still landscape mode="landscape" fullscreen style={sheetFrame} title={longText.title} />
      </SheetTile>
    </Sheet>
  ),
  play: async ({ canvasElement }) => {
    // Every target at least 24 × 24 px (WCAG 2.5.8), primary actions at least 44 px tall.
    await expect(touchTargetProblems(canvasElement)).toEqual([]);
    const sheet = within(canvasElement).getByTestId('sheet');
    await expect(within(sheet).getAllByRole('group', { name: 'Video controls' })).toHaveLength(6);
    await expectCaptioned(sheet);
    await expect(sheet.scrollWidth).toBeLessThanOrEqual(sheet.clientWidth);
  },
};
