import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProgressBar } from './progress-bar';
import { progressBand } from './progress-band';
import {
  expectCaptioned,
  expectFitsPhone,
  longText,
  SheetTile,
  StateSheet as Sheet,
} from '../../internal/state-sheet';

const meta = {
  title: 'Design System/Display/Progress Bar',
  component: ProgressBar,
  args: { value: 62, label: 'Quest progress', showLabel: true, showValue: true },
  argTypes: {
    value: { control: { type: 'range', min: 0, max: 100, step: 1 }, table: { category: 'Content' } },
    label: { table: { category: 'Accessibility' } },
    showLabel: { table: { category: 'Appearance' } },
    showValue: { table: { category: 'Appearance' } },
    size: { control: 'inline-radio', options: ['sm', 'md'], table: { category: 'Appearance' } },
  },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Driven by the controls. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Quest progress' });
    await expect(bar).toHaveAttribute('aria-valuenow', '62');
    await expect(canvas.getByText('62%')).toBeVisible();
  },
};

/** Below 25 %: the low band. */
export const Low: Story = {
  args: { value: 12 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-band]')).toHaveAttribute('data-band', 'low');
  },
};

/** From 25 % to below 50 %: the middle band. */
export const Mid: Story = {
  args: { value: 25 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-band]')).toHaveAttribute('data-band', 'mid');
  },
};

/** 50 % and above: the high band. */
export const High: Story = {
  args: { value: 50 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-band]')).toHaveAttribute('data-band', 'high');
  },
};

/** Nothing done yet: an empty track, 0 %. */
export const Empty: Story = { args: { value: 0 } };

/** On a card, where the label is read but not shown. */
export const HiddenLabel: Story = {
  args: { value: 40, showLabel: false, showValue: false, size: 'sm', label: 'Mission progress' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Mission progress' })).toBeInTheDocument();
    await expect(canvas.getByText('Mission progress')).toHaveClass('visually-hidden');
  },
};

const values = [0, 10, 24, 25, 49, 50, 80, 100];

/** Each band edge, both sizes, with and without the value. */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  render: () => (
    <Sheet gap={12}>
      {values.map((value) => (
        <SheetTile key={value} caption={`${value} % — ${progressBand(value)} band`}>
          <ProgressBar value={value} label={`Progress ${value}`} showLabel showValue />
        </SheetTile>
      ))}
      <SheetTile caption="Small — no visible label">
        <ProgressBar value={33} label="Small bar" size="sm" />
      </SheetTile>
      <SheetTile caption="Above 100 — clamped to full">
        <ProgressBar value={150} label="Clamped above 100" showLabel showValue />
      </SheetTile>
      <SheetTile caption="Hindi — label in Hindi" lang="hi">
        <ProgressBar value={64} label="मिशन की प्रगति: प्रकाश और छाया" showLabel showValue />
      </SheetTile>
      <SheetTile caption="Very long — a long and an unbroken label wrap beside the value">
        <ProgressBar value={42} label={`${longText.title} ${longText.word}`} showLabel showValue />
      </SheetTile>
    </Sheet>
  ),
  play: async ({ canvasElement }) => {
    const sheet = within(canvasElement).getByTestId('sheet');
    await expectCaptioned(sheet);
    await expectFitsPhone(sheet);
    await expect(within(sheet).getAllByRole('progressbar')).toHaveLength(values.length + 4);
  },
};
