import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PlayerSurface } from '../shared/story-surface';
import { FullscreenToggle } from './fullscreen-toggle';
import { expectCaptioned, SheetTile, StateSheet as Sheet } from '../../../internal/state-sheet';

const meta = {
  title: 'Design System/Player/Fullscreen Toggle',
  component: FullscreenToggle,
  args: { mode: 'fullscreen', pressed: false, disabled: false, onPressedChange: fn() },
  argTypes: {
    mode: { control: 'inline-radio', options: ['fullscreen', 'landscape'], table: { category: 'Behaviour' } },
    pressed: { table: { category: 'Behaviour' } },
    disabled: { table: { category: 'Behaviour' } },
    onPressedChange: { table: { category: 'Events' } },
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
  render: function Render(args) {
    const [pressed, setPressed] = useState(args.pressed);
    return (
      <FullscreenToggle
        {...args}
        pressed={pressed}
        onPressedChange={(next) => {
          args.onPressedChange(next);
          setPressed(next);
        }}
      />
    );
  },
} satisfies Meta<typeof FullscreenToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On the web: "Full screen", pressed while the player fills the screen. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Full screen' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    await expect(args.onPressedChange).toHaveBeenLastCalledWith(true);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(toggle);
    await expect(args.onPressedChange).toHaveBeenLastCalledWith(false);
  },
};

/** Inside the native wrapper: "Landscape" turns the device through the bridge; Enter works like a click. */
export const Landscape: Story = {
  args: { mode: 'landscape' },
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Landscape' });
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPressedChange).toHaveBeenLastCalledWith(true);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  },
};

/** In full screen now: pressed; a press leaves full screen. */
export const Pressed: Story = {
  args: { pressed: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Full screen', pressed: true }));
    await expect(args.onPressedChange).toHaveBeenCalledWith(false);
  },
};

/** Not available (e.g. the browser refuses full screen): focusable but inert. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Full screen' }));
    await expect(args.onPressedChange).not.toHaveBeenCalled();
  },
};

/** Both modes, off, on and disabled, for visual tests. */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  render: () => (
    <Sheet columnMin={200}>
      {(['fullscreen', 'landscape'] as const).flatMap((mode) =>
        (
          [
            ['off', { pressed: false }],
            ['on (pressed)', { pressed: true }],
            ['disabled', { pressed: false, disabled: true }],
          ] as const
        ).map(([state, props]) => (
          <SheetTile
            key={`${mode}-${state}`}
            caption={`${mode === 'fullscreen' ? 'Full screen' : 'Landscape'} — ${state}`}
          >
            <PlayerSurface>
              <FullscreenToggle mode={mode} onPressedChange={() => {}} {...props} />
            </PlayerSurface>
          </SheetTile>
        )),
      )}
    </Sheet>
  ),
  play: async ({ canvasElement }) => {
    const sheet = within(canvasElement).getByTestId('sheet');
    await expect(within(sheet).getAllByRole('button', { name: 'Full screen' })).toHaveLength(3);
    await expect(within(sheet).getAllByRole('button', { name: 'Landscape' })).toHaveLength(3);
    await expectCaptioned(sheet);
    await expect(sheet.scrollWidth).toBeLessThanOrEqual(sheet.clientWidth);
  },
};
