import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { tokens } from '../../tokens';
import { Button } from '../button';
import { CountdownOverlay } from './countdown-overlay';
import { longText, Sheet, SheetTile, sheetFitsPhone } from '../../internal/state-sheet';

const meta = {
  title: 'Design System/Feedback/Countdown Overlay',
  component: CountdownOverlay,
  args: { open: false, message: 'Time is up', seconds: 3, interval: 1000, onDone: fn() },
  argTypes: {
    message: { table: { category: 'Content' } },
    detail: { control: 'text', table: { category: 'Content' } },
    open: { control: false, table: { category: 'Behaviour' } },
    seconds: { control: { type: 'number', min: 1, max: 10 }, table: { category: 'Behaviour' } },
    interval: { control: { type: 'number', step: 100 }, table: { category: 'Behaviour' } },
    inline: { control: false, table: { category: 'Behaviour' } },
    onDone: { table: { category: 'Events' } },
  },
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    const [submitted, setSubmitted] = useState(false);
    return (
      <div style={{ display: 'grid', gap: tokens.space[3], justifyItems: 'start' }}>
        <Button onClick={() => setOpen(true)}>Run out of time</Button>
        {submitted ? <p>Test submitted</p> : null}
        <CountdownOverlay
          {...args}
          open={open}
          onDone={() => {
            args.onDone();
            setOpen(false);
            setSubmitted(true);
          }}
        />
      </div>
    );
  },
} satisfies Meta<typeof CountdownOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The test runner's 3-second time-out: "Time is up" over the whole screen, counting 3, 2, 1, then `onDone`
 * submits. Nothing behind it can be reached, and Escape does not close it.
 */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const opener = canvas.getByRole('button', { name: 'Run out of time' });
    await userEvent.click(opener);
    const overlay = await canvas.findByRole('dialog', { name: 'Time is up' });
    await expect(overlay).toHaveFocus();
    await expect(within(overlay).getByText('3')).toBeVisible();

    await userEvent.keyboard('{Escape}');
    opener.focus();
    await expect(opener).not.toHaveFocus();

    await within(overlay).findByText('2', {}, { timeout: 2000 });
    await within(overlay).findByText('1', {}, { timeout: 2000 });
    await canvas.findByText('Test submitted', {}, { timeout: 2000 });
    await expect(args.onDone).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('dialog')).toBeNull();
  },
};

/** A short count (`interval` 150 ms) shows the same 3…2…1 quickly, with a line announced before each number. */
export const ShortInterval: Story = {
  args: { interval: 150, detail: 'Submitting your test in' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Run out of time' }));
    const overlay = await canvas.findByRole('dialog', { name: 'Time is up' });
    const live = within(overlay).getByText('Submitting your test in').parentElement!;
    await expect(live).toHaveAttribute('aria-live', 'polite');
    await expect(live).toHaveTextContent('3');
    await waitFor(() => expect(live).toHaveTextContent('2'));
    await waitFor(() => expect(live).toHaveTextContent('1'));
    await waitFor(() => expect(args.onDone).toHaveBeenCalledTimes(1));
    await expect(await canvas.findByText('Test submitted')).toBeVisible();
  },
};

/**
 * On a 360 px phone over a page wider than the screen (a 640 px banner): the overlay covers exactly the screen the
 * phone shows, its card inside it.
 */
export const OnAPhone: Story = {
  args: { seconds: 10 },
  globals: { viewport: { value: 'phone', isRotated: false } },
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <div style={{ display: 'grid', gap: tokens.space[3], justifyItems: 'start' }}>
        <div style={{ width: 640, height: 40, background: tokens.color.surface.sunken }} />
        <Button onClick={() => setOpen(true)}>Run out of time</Button>
        <CountdownOverlay {...args} open={open} />
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Run out of time' }));
    const overlay = await canvas.findByRole('dialog', { name: 'Time is up' });
    await expect(getComputedStyle(overlay).position).toBe('fixed');
    const screen = { width: window.visualViewport?.width ?? 0, height: window.visualViewport?.height ?? 0 };
    const box = overlay.getBoundingClientRect();
    await expect([box.left, box.top, box.width, box.height]).toEqual([0, 0, screen.width, screen.height]);
    const card = within(overlay).getByRole('heading', { name: 'Time is up' }).parentElement!;
    const inner = card.getBoundingClientRect();
    await expect(inner.left).toBeGreaterThanOrEqual(0);
    await expect(inner.right).toBeLessThanOrEqual(screen.width);
    await expect(inner.bottom).toBeLessThanOrEqual(screen.height);
  },
};

/** Drawn inline and standing still for visual review; nothing overflows at 360 px. */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  globals: { viewport: { value: 'phone', isRotated: false } },
  render: () => (
    <Sheet gap={16}>
      <SheetTile caption="Default — message and the 3-second count">
        <CountdownOverlay inline open message="Time is up" onDone={() => {}} />
      </SheetTile>
      <SheetTile caption="With detail — a 10-second count before submitting">
        <CountdownOverlay
          inline
          open
          message="Time is up"
          detail="Submitting your test in"
          seconds={10}
          onDone={() => {}}
        />
      </SheetTile>
      <SheetTile caption="Hindi — message and detail in Devanagari" lang="hi">
        <CountdownOverlay
          inline
          open
          message="समय समाप्त"
          detail="आपका टेस्ट जमा हो रहा है"
          seconds={10}
          onDone={() => {}}
        />
      </SheetTile>
      <SheetTile caption="Very long — a long message and detail wrap">
        <CountdownOverlay inline open message={longText.title} detail={longText.sentence} onDone={() => {}} />
      </SheetTile>
    </Sheet>
  ),
  play: async (context) => {
    const sheet = within(context.canvasElement).getByTestId('sheet');
    await sheetFitsPhone(context);
    await expect(within(sheet).getAllByRole('dialog', { name: 'Time is up' })).toHaveLength(2);
  },
};
