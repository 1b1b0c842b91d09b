import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PlayerSurface } from '../shared/story-surface';
import { SpeedMenu } from './speed-menu';
import { expectCaptioned, SheetTile, StateSheet as Sheet } from '../../../internal/state-sheet';

const meta = {
  title: 'Design System/Player/Speed Menu',
  component: SpeedMenu,
  args: { value: 1, disabled: false, onChange: fn(), onOpenChange: fn() },
  argTypes: {
    speeds: { table: { category: 'Content' } },
    value: { control: 'inline-radio', options: [1, 1.5, 2], table: { category: 'Behaviour' } },
    disabled: { table: { category: 'Behaviour' } },
    label: { table: { category: 'Accessibility' } },
    onChange: { table: { category: 'Events' } },
    onOpenChange: { table: { category: 'Events' } },
  },
  // The state sheet draws a dark surface inside each tile, so its captions stay on the page's background.
  decorators: [
    (Story, { tags }) =>
      tags.includes('state-sheet') ? (
        <Story />
      ) : (
        <PlayerSurface style={{ minHeight: 220, alignItems: 'flex-end', justifyContent: 'flex-end' }}>
          <Story />
        </PlayerSurface>
      ),
  ],
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <SpeedMenu
        {...args}
        value={value}
        onChange={(speed) => {
          args.onChange(speed);
          setValue(speed);
        }}
      />
    );
  },
} satisfies Meta<typeof SpeedMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Click to open; the current speed is checked; choosing one closes the menu and the button shows it. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Playback speed 1x' });
    await expect(button).toHaveAttribute('aria-haspopup', 'menu');
    await userEvent.click(button);
    const menu = await canvas.findByRole('menu', { name: 'Playback speed' });
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await expect(within(menu).getByRole('menuitemradio', { name: '1x' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: '1.5x' }));
    await expect(args.onChange).toHaveBeenCalledWith(1.5);
    await waitFor(() => expect(canvas.queryByRole('menu')).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Playback speed 1.5x' })).toHaveFocus();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** Keyboard: Enter opens on the checked item, arrows wrap, Enter chooses, Escape closes without choosing. */
export const Keyboard: Story = {
  args: { value: 1.5 },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Playback speed 1.5x' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('menuitemradio', { name: '1.5x' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('menuitemradio', { name: '2x' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('menuitemradio', { name: '1x' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('menuitemradio', { name: '2x' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith(2);
    const updated = await canvas.findByRole('button', { name: 'Playback speed 2x' });
    await waitFor(() => expect(updated).toHaveFocus());

    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(canvas.getByRole('menuitemradio', { name: '2x' })).toHaveFocus());
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('menuitemradio', { name: '1x' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('menu')).toBeNull());
    await expect(updated).toHaveFocus();
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

/** Pressing elsewhere closes the menu without choosing. */
export const ClickOutside: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Playback speed 1x' }));
    await canvas.findByRole('menu');
    await userEvent.click(canvasElement.ownerDocument.body);
    await waitFor(() => expect(canvas.queryByRole('menu')).toBeNull());
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Not available: the menu does not open. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Playback speed 1x' }));
    await expect(canvas.queryByRole('menu')).toBeNull();
  },
};

/** Closed at each speed and open, for visual tests. */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  render: function SpeedSheet() {
    return (
      <Sheet columnMin={160}>
        <SheetTile caption="Normal speed — 1×">
          <PlayerSurface>
            <SpeedMenu value={1} onChange={() => {}} />
          </PlayerSurface>
        </SheetTile>
        <SheetTile caption="Faster — 1.5× shown on the button">
          <PlayerSurface>
            <SpeedMenu value={1.5} onChange={() => {}} />
          </PlayerSurface>
        </SheetTile>
        <SheetTile caption="Disabled — at 2×">
          <PlayerSurface>
            <SpeedMenu value={2} disabled onChange={() => {}} />
          </PlayerSurface>
        </SheetTile>
      </Sheet>
    );
  },
  play: async ({ canvasElement }) => {
    const sheet = within(canvasElement).getByTestId('sheet');
    await expect(within(sheet).getAllByRole('button')).toHaveLength(3);
    await expectCaptioned(sheet);
    await expect(sheet.scrollWidth).toBeLessThanOrEqual(sheet.clientWidth);
  },
};
