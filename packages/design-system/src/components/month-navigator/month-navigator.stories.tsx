import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import type { MonthValue } from '../../format';
import { MonthNavigator } from './month-navigator';
import { touchTargetProblems } from '../../internal/touch-targets';
import { sheetFitsPhone, SheetTile, StateSheet as Sheet } from '../../internal/state-sheet';

/** A fixed "now" so the stories do not change with the calendar: 21 Nov 2026, 10:00 in India. */
const today = new Date('2026-11-21T04:30:00Z');

const meta = {
  title: 'Design System/Navigation/Month Navigator',
  component: MonthNavigator,
  args: { value: { year: 2026, month: 9 }, today, onChange: fn() },
  argTypes: {
    value: { control: 'object', table: { category: 'Content' } },
    today: { control: 'date', table: { category: 'Behaviour' } },
    min: { control: 'object', table: { category: 'Behaviour' } },
    label: { table: { category: 'Accessibility' } },
    onChange: { table: { category: 'Events' } },
    className: { table: { disable: true } },
  },
} satisfies Meta<typeof MonthNavigator>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Driven by the controls: an earlier month; both buttons report the neighbouring month. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('September 2026')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Previous month' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ year: 2026, month: 8 });
    await userEvent.click(canvas.getByRole('button', { name: 'Next month' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ year: 2026, month: 10 });
  },
};

/** The current month: Next is disabled, since there is nothing after now. */
export const CurrentMonth: Story = {
  args: { value: { year: 2026, month: 11 } },
  play: async ({ args, canvas }) => {
    const next = canvas.getByRole('button', { name: 'Next month' });
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(next);
    next.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Previous month' })).not.toHaveAttribute('aria-disabled');
  },
};

/** "Now" late on 30 Nov UTC is already December in India, so December is reachable and is the last month. */
export const CurrentMonthInIndia: Story = {
  args: { value: { year: 2026, month: 11 }, today: new Date('2026-11-30T20:00:00Z') },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next month' }));
    await expect(args.onChange).toHaveBeenCalledWith({ year: 2026, month: 12 });
  },
};

/** Stepping through months across a year end, up to the current month. */
export const Stepping: Story = {
  args: { value: { year: 2025, month: 11 } },
  render: function Render(args) {
    const [value, setValue] = useState<MonthValue>(args.value);
    return (
      <MonthNavigator
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange(next);
        }}
      />
    );
  },
  play: async ({ canvas }) => {
    const next = canvas.getByRole('button', { name: 'Next month' });
    await userEvent.click(next);
    await userEvent.click(next);
    await expect(canvas.getByText('January 2026')).toBeVisible();
    for (let i = 0; i < 10; i += 1) await userEvent.click(next);
    await expect(canvas.getByText('November 2026')).toBeVisible();
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(next);
    await expect(canvas.getByText('November 2026')).toBeVisible();
  },
};

/** With an earliest month: Previous is disabled there. */
export const EarliestMonth: Story = {
  args: { value: { year: 2026, month: 4 }, min: { year: 2026, month: 4 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Previous month' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** Earlier, current and earliest months. */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  render: () => (
    <Sheet>
      <SheetTile caption="Earlier month — both arrows on">
        <MonthNavigator label="Earlier" value={{ year: 2026, month: 9 }} today={today} onChange={() => {}} />
      </SheetTile>
      <SheetTile caption="This month — Next off">
        <MonthNavigator label="Current" value={{ year: 2026, month: 11 }} today={today} onChange={() => {}} />
      </SheetTile>
      <SheetTile caption="Earliest month — Previous off">
        <MonthNavigator
          label="Earliest"
          value={{ year: 2025, month: 12 }}
          min={{ year: 2025, month: 12 }}
          today={today}
          onChange={() => {}}
        />
      </SheetTile>
    </Sheet>
  ),
  play: async ({ canvasElement }) => {
    // Every target at least 24 × 24 px (WCAG 2.5.8), primary actions at least 44 px tall.
    await expect(touchTargetProblems(canvasElement)).toEqual([]);
    await sheetFitsPhone({ canvasElement });
  },
};
