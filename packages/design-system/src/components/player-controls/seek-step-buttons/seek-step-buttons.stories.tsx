import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PlayerSurface } from '../shared/story-surface';
import { Back10Button, Forward10Button } from './seek-step-buttons';
import { expectCaptioned, SheetTile, StateSheet as Sheet } from '../../../internal/state-sheet';

const meta = {
  title: 'Design System/Player/Seek Buttons',
  component: Back10Button,
  subcomponents: { Forward10Button },
  args: { disabled: false, onClick: fn() },
  argTypes: {
    disabled: { table: { category: 'Behaviour' } },
    onClick: { table: { category: 'Events' } },
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
} satisfies Meta<typeof Back10Button>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Back and forward 10 seconds, side by side as in the centre of the frame. */
export const Default: Story = {
  render: (args) => (
    <>
      <Back10Button {...args} />
      <Forward10Button {...args} />
    </>
  ),
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Back 10 seconds' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Forward 10 seconds' }));
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

/** Space and Enter press them like a click. */
export const Keyboard: Story = {
  render: (args) => (
    <>
      <Back10Button {...args} />
      <Forward10Button {...args} />
    </>
  ),
  play: async ({ args, canvas }) => {
    canvas.getByRole('button', { name: 'Back 10 seconds' }).focus();
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    canvas.getByRole('button', { name: 'Forward 10 seconds' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

/** While the video loads: focusable but inert. */
export const Disabled: Story = {
  args: { disabled: true },
  render: (args) => (
    <>
      <Back10Button {...args} />
      <Forward10Button {...args} />
    </>
  ),
  play: async ({ args, canvas }) => {
    for (const button of canvas.getAllByRole('button')) {
      await expect(button).toHaveAttribute('aria-disabled', 'true');
      await userEvent.click(button);
    }
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** Normal and disabled, for visual tests. */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  render: () => (
    <Sheet columnMin={160}>
      <SheetTile caption="Back 10 s">
        <PlayerSurface>
          <Back10Button onClick={() => {}} />
        </PlayerSurface>
      </SheetTile>
      <SheetTile caption="Forward 10 s">
        <PlayerSurface>
          <Forward10Button onClick={() => {}} />
        </PlayerSurface>
      </SheetTile>
      <SheetTile caption="Back 10 s — disabled">
        <PlayerSurface>
          <Back10Button disabled onClick={() => {}} />
        </PlayerSurface>
      </SheetTile>
      <SheetTile caption="Forward 10 s — disabled">
        <PlayerSurface>
          <Forward10Button disabled onClick={() => {}} />
        </PlayerSurface>
      </SheetTile>
    </Sheet>
  ),
  play: async ({ canvasElement }) => {
    const sheet = within(canvasElement).getByTestId('sheet');
    await expect(within(sheet).getAllByRole('button')).toHaveLength(4);
    await expectCaptioned(sheet);
    await expect(sheet.scrollWidth).toBeLessThanOrEqual(sheet.clientWidth);
  },
};
