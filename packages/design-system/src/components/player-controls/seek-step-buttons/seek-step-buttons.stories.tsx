import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PlayerSurface } from '../shared/story-surface';
import { Back10Button, Forward10Button } from './seek-step-buttons';

const meta = {
  title: 'Design System/Player/Seek Buttons',
  component: Back10Button,
  subcomponents: { Forward10Button },
  args: { disabled: false, onClick: fn() },
  argTypes: {
    disabled: { table: { category: 'Behaviour' } },
    onClick: { table: { category: 'Events' } },
  },
  decorators: [
    (Story) => (
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
    <div data-testid="sheet" style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
      <Back10Button onClick={() => {}} />
      <Forward10Button onClick={() => {}} />
      <Back10Button disabled onClick={() => {}} />
      <Forward10Button disabled onClick={() => {}} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const sheet = within(canvasElement).getByTestId('sheet');
    await expect(within(sheet).getAllByRole('button')).toHaveLength(4);
    await expect(sheet.scrollWidth).toBeLessThanOrEqual(sheet.clientWidth);
  },
};
