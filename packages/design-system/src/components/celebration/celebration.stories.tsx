import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { iconNames } from '../icon';
import { Celebration } from './celebration';
import { longText, Sheet, SheetTile, sheetFitsPhone } from '../../internal/state-sheet';

const meta = {
  title: 'Design System/Feedback/Celebration',
  component: Celebration,
  args: { open: false, duration: 1000, label: 'Liked!', icon: 'like', onDone: fn() },
  argTypes: {
    icon: { control: 'select', options: iconNames, table: { category: 'Content' } },
    open: { control: false, table: { category: 'Behaviour' } },
    duration: { control: { type: 'number', step: 100 }, table: { category: 'Behaviour' } },
    inline: { table: { category: 'Behaviour' } },
    onDone: { table: { category: 'Events' } },
    label: { table: { category: 'Accessibility' } },
  },
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button iconStart="like" variant="secondary" onClick={() => setOpen(true)}>
          Like
        </Button>
        <Celebration
          {...args}
          open={open}
          onDone={() => {
            args.onDone?.();
            setOpen(false);
          }}
        />
      </>
    );
  },
} satisfies Meta<typeof Celebration>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A like: the thumbs-up bursts, "Liked!" is announced politely, and after 1 s it closes by itself (`onDone`).
 * The page stays usable underneath.
 */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const like = canvas.getByRole('button', { name: 'Like' });
    await userEvent.click(like);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Liked!');
    await expect(like).toHaveFocus();
    await waitFor(() => expect(canvas.queryByText('Liked!')).toBeNull(), { timeout: 3000 });
    await expect(args.onDone).toHaveBeenCalledTimes(1);
  },
};

/** A shorter burst: `duration` decides when `onDone` comes. */
export const ShortDuration: Story = {
  args: { duration: 300, label: 'Thanks!' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Like' }));
    await canvas.findByText('Thanks!');
    await waitFor(() => expect(args.onDone).toHaveBeenCalledTimes(1), { timeout: 2000 });
    await expect(canvas.queryByText('Thanks!')).toBeNull();
  },
};

/** Drawn inline, open, with the default and another icon; nothing overflows at 360 px. */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  globals: { viewport: { value: 'phone', isRotated: false } },
  render: () => (
    <Sheet columnMin={150} gap={16}>
      <SheetTile caption="Default — trophy, no text">
        <Celebration inline open duration={0} />
      </SheetTile>
      <SheetTile caption="Short label — star">
        <Celebration inline open duration={0} icon="star" label="Well done!" />
      </SheetTile>
      <SheetTile caption="Longer label — wraps under the icon">
        <Celebration inline open duration={0} icon="leaderboard" label="You are in the top 10 this week!" />
      </SheetTile>
      <SheetTile caption="Hindi — label in Devanagari" lang="hi">
        <Celebration inline open duration={0} icon="star" label="शाबाश! आपने मिशन पूरा किया।" />
      </SheetTile>
      <SheetTile caption="Very long — a 160-character label wraps">
        <Celebration inline open duration={0} icon="leaderboard" label={longText.sentence} />
      </SheetTile>
    </Sheet>
  ),
  play: async (context) => {
    const sheet = within(context.canvasElement).getByTestId('sheet');
    await sheetFitsPhone(context);
    await expect(within(sheet).getAllByRole('status')).toHaveLength(5);
    await expect(sheet.clientWidth).toBeLessThanOrEqual(360);
    await expect(sheet.scrollWidth).toBeLessThanOrEqual(sheet.clientWidth);
  },
};
