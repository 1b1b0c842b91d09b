import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TestButton } from './test-button';
import { expectCaptioned, SheetTile, StateSheet as Sheet } from '../../../internal/state-sheet';

const meta = {
  title: 'Design System/Player/Test Button',
  component: TestButton,
  args: { enabled: true, onClick: fn() },
  argTypes: {
    label: { control: 'text', table: { category: 'Content' } },
    disabledReason: { control: 'text', table: { category: 'Content' } },
    enabled: { table: { category: 'Behaviour' } },
    onClick: { table: { category: 'Events' } },
  },
} satisfies Meta<typeof TestButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The video ended and the content has a test: "Take Test" opens its instructions. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Take Test' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** Before the end: disabled, still focusable, with the reason shown and read with the button. */
export const Disabled: Story = {
  args: { enabled: false },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Take Test' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAccessibleDescription('Watch the video to the end to take the test.');
    await expect(canvas.getByText('Watch the video to the end to take the test.')).toBeVisible();
    await userEvent.click(button);
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** Enabled and disabled, for visual tests. */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  render: () => (
    <Sheet>
      <SheetTile caption="Enabled — the video was watched far enough">
        <TestButton enabled onClick={() => {}} />
      </SheetTile>
      <SheetTile caption="Disabled — not yet">
        <TestButton enabled={false} onClick={() => {}} />
      </SheetTile>
      <SheetTile caption="Hindi — label in Hindi" lang="hi">
        <TestButton enabled label="टेस्ट दीजिए" onClick={() => {}} />
      </SheetTile>
      <SheetTile caption="Very long — a long label wraps inside the button">
        <TestButton
          enabled
          label="Take the chapter 7 test on linear equations in two variables now"
          onClick={() => {}}
        />
      </SheetTile>
    </Sheet>
  ),
  play: async ({ canvasElement }) => {
    const sheet = within(canvasElement).getByTestId('sheet');
    await expect(within(sheet).getAllByRole('button', { name: 'Take Test' })).toHaveLength(2);
    await expectCaptioned(sheet);
    await expect(sheet.scrollWidth).toBeLessThanOrEqual(sheet.clientWidth);
  },
};
