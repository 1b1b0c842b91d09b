import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { tokens } from '../../../tokens';
import { playerViewTexts as t } from '../player-model';
import {
  bookmarkAndSpeed,
  fullscreenModeArgType,
  inCategory,
  sampleMarkers,
  speedArgType,
} from '../player.fixtures';
import { RatingActions } from '../rating-actions';
import { PlaybackControls } from './playback-controls';

const meta = {
  title: 'Templates/Player/Playback Controls',
  component: PlaybackControls,
  args: {
    playing: false,
    ended: false,
    inert: false,
    visible: true,
    position: 5,
    duration: 12,
    sliderValue: 5 / 12,
    markers: sampleMarkers,
    speed: 1,
    volume: 0.2,
    landscape: false,
    fullscreenMode: 'fullscreen',
    fullscreenPressed: false,
    showFullscreen: true,
    onShowControls: fn(),
    onPlay: fn(),
    onPause: fn(),
    onSeekBack: fn(),
    onSeekForward: fn(),
    onSeek: fn(),
    onSpeedChange: fn(),
    onMute: fn(),
    onUnmute: fn(),
    onFullscreenToggle: fn(),
  },
  argTypes: {
    markers: { table: { category: 'Content' } },
    topActions: { control: false, table: { category: 'Content' } },
    ...inCategory('Behaviour', 'playing', 'ended', 'inert', 'visible', 'position', 'duration', 'sliderValue'),
    speed: speedArgType,
    volume: { table: { category: 'Behaviour' } },
    fullscreenMode: fullscreenModeArgType,
    ...inCategory('Behaviour', 'fullscreenPressed', 'showFullscreen'),
    landscape: { table: { category: 'Appearance' } },
    ...inCategory(
      'Events',
      'onShowControls',
      'onPlay',
      'onPause',
      'onSeekBack',
      'onSeekForward',
      'onSeek',
      'onSpeedChange',
      'onMute',
      'onUnmute',
      'onFullscreenToggle',
      'onBack',
    ),
  },
  render: (args) => (
    <div
      style={{
        position: 'relative',
        maxWidth: 720,
        aspectRatio: args.landscape ? '20 / 9' : '16 / 9',
        overflow: 'hidden',
        backgroundColor: tokens.player.surface,
      }}
    >
      <PlaybackControls {...args} />
    </div>
  ),
} satisfies Meta<typeof PlaybackControls>;

export default meta;
type Story = StoryObj<typeof meta>;

const controlsOf = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('group', { name: t.controls });

/** Paused part-way: Play, back and forward 10 s, a bookmark, speed, mute and full screen report. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Play' }));
    await expect(args.onPlay).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Back 10 seconds' }));
    await expect(args.onSeekBack).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Forward 10 seconds' }));
    await expect(args.onSeekForward).toHaveBeenCalledOnce();
    await bookmarkAndSpeed(canvas, args);
    await userEvent.click(canvas.getByRole('button', { name: 'Mute' }));
    await expect(args.onMute).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Full screen' }));
    await expect(args.onFullscreenToggle).toHaveBeenCalledWith(true);
  },
};

/** Playing: Pause is offered. */
export const Playing: Story = {
  args: { playing: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Pause' }));
    await expect(args.onPause).toHaveBeenCalledOnce();
  },
};

/** Playing with the countdown run out: the controls hide; a pointer move over them asks to show them. */
export const Hidden: Story = {
  args: { playing: true, visible: false },
  play: async ({ args, canvasElement }) => {
    const controls = controlsOf(canvasElement);
    await waitFor(() => expect(controls).toHaveAttribute('data-visible', 'false'));
    fireEvent.pointerMove(controls);
    await expect(args.onShowControls).toHaveBeenCalled();
  },
};

/** Muted at 1.5x: the mute toggle shows pressed; pressing it unmutes. */
export const Muted: Story = {
  args: { volume: 0, speed: 1.5 },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Playback speed 1.5x' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Mute' }));
    await expect(args.onUnmute).toHaveBeenCalledOnce();
  },
};

/** The video ended: Replay is offered and plays again. */
export const Ended: Story = {
  args: { ended: true, position: 12, sliderValue: 0.999999 },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Replay' }));
    await expect(args.onPlay).toHaveBeenCalledOnce();
  },
};

/** Loading (or a resume offer, or leaving): play, seeking and speed are disabled. */
export const Inert: Story = {
  args: { inert: true, position: 0, duration: 0, sliderValue: 0 },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Play' })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('slider', { name: 'Seek' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Play' }));
    await expect(args.onPlay).not.toHaveBeenCalled();
  },
};

/** No full screen in this browser (and not in the native wrapper): no toggle. */
export const WithoutFullscreen: Story = {
  args: { showFullscreen: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Full screen' })).toBeNull();
  },
};

/**
 * Landscape inside the native wrapper: the top row with Back and the rating; the toggle (pressed) asks to
 * return to portrait.
 */
export const Landscape: Story = {
  args: {
    landscape: true,
    fullscreenMode: 'landscape',
    fullscreenPressed: true,
    onBack: fn(),
    topActions: (
      <RatingActions
        placement="player"
        likeCount={4}
        dislikeCount={1}
        myRating={null}
        busy={false}
        testEnabled={false}
        onLike={() => {}}
        onDislike={() => {}}
      />
    ),
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Rate this video' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t.back }));
    await expect(args.onBack).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Landscape' }));
    await expect(args.onFullscreenToggle).toHaveBeenCalledWith(false);
  },
};
