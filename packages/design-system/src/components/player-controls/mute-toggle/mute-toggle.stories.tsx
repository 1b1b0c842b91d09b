import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PlayerSurface } from '../shared/story-surface';
import { MuteToggle } from './mute-toggle';
import { expectCaptioned, SheetTile, StateSheet as Sheet } from '../../../internal/state-sheet';

const meta = {
  title: 'Design System/Player/Mute Toggle',
  component: MuteToggle,
  args: { volume: 0.2, disabled: false, onVolumeChange: fn() },
  argTypes: {
    label: { table: { category: 'Accessibility' } },
    volume: { control: { type: 'range', min: 0, max: 1, step: 0.1 }, table: { category: 'Behaviour' } },
    disabled: { table: { category: 'Behaviour' } },
    onVolumeChange: { table: { category: 'Events' } },
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
} satisfies Meta<typeof MuteToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Wired to its own volume: mute sets 0, unmute sets 0.2 (whatever it was before). */
export const Default: Story = {
  args: { volume: 0.7 },
  render: function Render(args) {
    const [volume, setVolume] = useState(args.volume);
    return (
      <MuteToggle
        {...args}
        volume={volume}
        onVolumeChange={(next) => {
          args.onVolumeChange(next);
          setVolume(next);
        }}
      />
    );
  },
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Mute' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    await expect(args.onVolumeChange).toHaveBeenLastCalledWith(0);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(toggle);
    await expect(args.onVolumeChange).toHaveBeenLastCalledWith(0.2);
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  },
};

/** Sound off (volume 0): pressed; a press (or Space) unmutes to 0.2. */
export const Muted: Story = {
  args: { volume: 0 },
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Mute' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    toggle.focus();
    await userEvent.keyboard(' ');
    await expect(args.onVolumeChange).toHaveBeenCalledWith(0.2);
  },
};

/** Not available: focusable but inert. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Mute' }));
    await expect(args.onVolumeChange).not.toHaveBeenCalled();
  },
};

/** Sound on, muted and disabled, for visual tests. */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  render: () => (
    <Sheet columnMin={160}>
      <SheetTile caption="Sound on">
        <PlayerSurface>
          <MuteToggle volume={0.2} onVolumeChange={() => {}} />
        </PlayerSurface>
      </SheetTile>
      <SheetTile caption="Muted — pressed">
        <PlayerSurface>
          <MuteToggle volume={0} onVolumeChange={() => {}} />
        </PlayerSurface>
      </SheetTile>
      <SheetTile caption="Disabled — before the video loads">
        <PlayerSurface>
          <MuteToggle volume={0.2} disabled onVolumeChange={() => {}} />
        </PlayerSurface>
      </SheetTile>
    </Sheet>
  ),
  play: async ({ canvasElement }) => {
    const sheet = within(canvasElement).getByTestId('sheet');
    const toggles = within(sheet).getAllByRole('button', { name: 'Mute' });
    await expect(toggles.map((t) => t.getAttribute('aria-pressed'))).toEqual(['false', 'true', 'false']);
    await expectCaptioned(sheet);
  },
};
