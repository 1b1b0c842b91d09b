import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PlayerSurface } from '../shared/story-surface';
import { PlayPauseButton } from './play-pause-button';
import { expectCaptioned, SheetTile, StateSheet as Sheet } from '../../../internal/state-sheet';

const meta = {
  title: 'Design System/Player/Play Pause Button',
  component: PlayPauseButton,
  args: { playing: false, ended: false, disabled: false, size: 'lg', onPlay: fn(), onPause: fn() },
  argTypes: {
    size: { control: 'inline-radio', table: { category: 'Appearance' } },
    playing: { table: { category: 'Behaviour' } },
    ended: { table: { category: 'Behaviour' } },
    disabled: { table: { category: 'Behaviour' } },
    onPlay: { table: { category: 'Events' } },
    onPause: { table: { category: 'Events' } },
  },
  // The state sheet draws a dark surface inside each tile, so its captions stay on the page's background.
  decorators: [
    (Story, { tags }) =>
      tags.includes('state-sheet') ? (
        <Story />
      ) : (
        <PlayerSurface>
          <Story />
        </PlayerSurface>
      ),
  ],
} satisfies Meta<typeof PlayPauseButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Wired to its own state: a press plays, the next pauses, and the label follows. */
export const Default: Story = {
  render: function Render(args) {
    const [playing, setPlaying] = useState(args.playing);
    return (
      <PlayPauseButton
        {...args}
        playing={playing}
        onPlay={() => {
          args.onPlay();
          setPlaying(true);
        }}
        onPause={() => {
          args.onPause();
          setPlaying(false);
        }}
      />
    );
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Play' }));
    await expect(args.onPlay).toHaveBeenCalledTimes(1);
    const pause = await canvas.findByRole('button', { name: 'Pause' });
    await userEvent.click(pause);
    await expect(args.onPause).toHaveBeenCalledTimes(1);
    await expect(await canvas.findByRole('button', { name: 'Play' })).toBeVisible();
  },
};

/** While the video plays: the button offers "Pause". */
export const Playing: Story = {
  args: { playing: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Pause' }));
    await expect(args.onPause).toHaveBeenCalledTimes(1);
    await expect(args.onPlay).not.toHaveBeenCalled();
  },
};

/** After the end: "Replay" plays again from the start. Enter works like a click. */
export const Ended: Story = {
  args: { ended: true },
  play: async ({ args, canvas }) => {
    canvas.getByRole('button', { name: 'Replay' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPlay).toHaveBeenCalledTimes(1);
  },
};

/** While the video loads: focusable but inert. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Play' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onPlay).not.toHaveBeenCalled();
  },
};

/** Every state at both sizes, for visual tests. */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  render: () => (
    <Sheet columnMin={160}>
      {(['lg', 'md'] as const).map((size) =>
        (
          [
            ['paused — Play', { playing: false }],
            ['playing — Pause', { playing: true }],
            ['ended — Replay', { playing: false, ended: true }],
            ['disabled', { playing: false, disabled: true }],
          ] as const
        ).map(([state, props]) => (
          <SheetTile key={`${size}-${state}`} caption={`Size ${size} — ${state}`}>
            <PlayerSurface>
              <PlayPauseButton size={size} onPlay={() => {}} onPause={() => {}} {...props} />
            </PlayerSurface>
          </SheetTile>
        )),
      )}
    </Sheet>
  ),
  play: async ({ canvasElement }) => {
    const sheet = within(canvasElement).getByTestId('sheet');
    const buttons = within(sheet).getAllByRole('button');
    await expect(buttons).toHaveLength(8);
    for (const button of buttons)
      await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expectCaptioned(sheet);
    await expect(sheet.scrollWidth).toBeLessThanOrEqual(sheet.clientWidth);
  },
};
