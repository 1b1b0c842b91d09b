import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TestTimer } from './test-timer';
import { expectCaptioned, SheetTile, StateSheet as Sheet } from '../../internal/state-sheet';

const meta = {
  title: 'Design System/Assessment/Test Timer',
  component: TestTimer,
  args: { remainingSeconds: 1200, label: 'Time left' },
  argTypes: {
    remainingSeconds: { control: { type: 'number', min: 0 }, table: { category: 'Content' } },
    label: { table: { category: 'Accessibility' } },
    className: { table: { disable: true } },
  },
} satisfies Meta<typeof TestTimer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Driven by the controls: minutes and two-digit seconds, read as "Time left 20:00". */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent('Time left 20:00');
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

/** A long test: minutes go past 59 (75:00), never hours. */
export const LongTest: Story = {
  args: { remainingSeconds: 4500 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent('75:00');
  },
};

/** Under a minute: the urgent look (error colours and a thicker border). */
export const LowTime: Story = {
  args: { remainingSeconds: 42 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent('0:42');
    await expect(canvas.getByRole('timer').parentElement).toHaveAttribute('data-low', 'true');
  },
};

/** Time is up: 0:00, never negative. */
export const TimeUp: Story = {
  args: { remainingSeconds: -3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent('0:00');
  },
};

/** A countdown stepped by the buttons: each threshold is announced once as it is crossed going down. */
export const Announcements: Story = {
  args: { remainingSeconds: 302 },
  render: function Render(args) {
    const [seconds, setSeconds] = useState(args.remainingSeconds);
    return (
      <div style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
        <TestTimer {...args} remainingSeconds={seconds} />
        <button type="button" onClick={() => setSeconds((s) => Math.max(0, s - 1))}>
          Tick
        </button>
        <button type="button" onClick={() => setSeconds(61)}>
          Jump to 1:01
        </button>
        <button type="button" onClick={() => setSeconds(11)}>
          Jump to 0:11
        </button>
      </div>
    );
  },
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    const tick = canvas.getByRole('button', { name: 'Tick' });
    await userEvent.click(tick);
    await expect(status).toBeEmptyDOMElement();
    await userEvent.click(tick);
    await expect(canvas.getByRole('timer')).toHaveTextContent('5:00');
    await expect(status).toHaveTextContent('5 minutes left');
    await userEvent.click(canvas.getByRole('button', { name: 'Jump to 1:01' }));
    await userEvent.click(tick);
    await expect(status).toHaveTextContent('1 minute left');
    await userEvent.click(canvas.getByRole('button', { name: 'Jump to 0:11' }));
    await userEvent.click(tick);
    await expect(status).toHaveTextContent('10 seconds left');
  },
};

/** Resumed at 0:40: nothing is announced on opening, only "10 seconds left" when it gets there. */
export const ResumedLow: Story = {
  args: { remainingSeconds: 40 },
  render: function Render(args) {
    const [seconds, setSeconds] = useState(args.remainingSeconds);
    return (
      <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
        <TestTimer {...args} remainingSeconds={seconds} />
        <button type="button" onClick={() => setSeconds((s) => (s > 11 ? 11 : s - 1))}>
          Forward
        </button>
      </div>
    );
  },
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toBeEmptyDOMElement();
    await userEvent.click(canvas.getByRole('button', { name: 'Forward' }));
    await expect(status).toBeEmptyDOMElement();
    await userEvent.click(canvas.getByRole('button', { name: 'Forward' }));
    await expect(status).toHaveTextContent('10 seconds left');
  },
};

/** Plenty of time, a long test, under a minute and time up. */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  render: () => (
    <Sheet columnMin={140}>
      <SheetTile caption="20 minutes left">
        <TestTimer remainingSeconds={1200} />
      </SheetTile>
      <SheetTile caption="Over an hour — minutes pass 59 (75:00)">
        <TestTimer remainingSeconds={4500} />
      </SheetTile>
      <SheetTile caption="Under a minute — urgent look">
        <TestTimer remainingSeconds={59} />
      </SheetTile>
      <SheetTile caption="Last seconds — urgent look">
        <TestTimer remainingSeconds={9} />
      </SheetTile>
      <SheetTile caption="Time up — 0:00">
        <TestTimer remainingSeconds={0} />
      </SheetTile>
    </Sheet>
  ),
  play: async ({ canvasElement }) => {
    const sheet = within(canvasElement).getByTestId('sheet');
    await expect(within(sheet).getAllByRole('timer')).toHaveLength(5);
    await expectCaptioned(sheet);
  },
};
