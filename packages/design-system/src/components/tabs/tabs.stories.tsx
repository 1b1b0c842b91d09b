import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Tabs, type TabItem } from './tabs';
import { touchTargetProblems } from '../../internal/touch-targets';

const items: TabItem[] = [
  {
    value: 'ongoing',
    label: 'Ongoing',
    content: <p>Science unit test 3 · 20 questions · 40 marks · 30 min</p>,
  },
  {
    value: 'upcoming',
    label: 'Upcoming',
    content: <p>Maths half-yearly · 50 questions · 100 marks · 90 min</p>,
  },
  { value: 'past', label: 'Past', content: <p>English grammar quiz · Not Attempted</p> },
];

const meta = {
  title: 'Design System/Navigation/Tabs',
  component: Tabs,
  args: { items, label: 'Online tests', onValueChange: fn() },
  argTypes: {
    items: { control: false, table: { category: 'Content' } },
    value: {
      control: 'inline-radio',
      options: ['ongoing', 'upcoming', 'past'],
      table: { category: 'Behaviour' },
    },
    defaultValue: { table: { category: 'Behaviour' } },
    fullWidth: { table: { category: 'Appearance' } },
    label: { table: { category: 'Accessibility' } },
    onValueChange: { table: { category: 'Events' } },
    className: { table: { disable: true } },
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Driven by the controls: Ongoing, Upcoming, Past; a click selects a tab and shows its panel. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const upcoming = canvas.getByRole('tab', { name: 'Upcoming' });
    await expect(canvas.getByRole('tab', { name: 'Ongoing' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(upcoming);
    await expect(upcoming).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Upcoming' })).toHaveTextContent('Maths half-yearly');
    await expect(args.onValueChange).toHaveBeenCalledWith('upcoming');
  },
};

/** Keyboard: arrows move and select (wrapping at the ends), Home and End jump, Tab enters the panel. */
export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const tab = (name: string) => canvas.getByRole('tab', { name });
    await expect(tab('Ongoing')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(tab('Upcoming')).toHaveFocus();
    await expect(tab('Upcoming')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    await expect(tab('Past')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(tab('Ongoing')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(tab('Past')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Home}');
    await expect(tab('Ongoing')).toHaveAttribute('aria-selected', 'true');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('ongoing');
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel', { name: 'Ongoing' })).toHaveFocus();
  },
};

/** Controlled: the caller owns `value` (e.g. from the URL); the tabs report and the caller updates. */
export const Controlled: Story = {
  render: function Render(args) {
    const [value, setValue] = useState('past');
    return (
      <>
        <Tabs
          {...args}
          value={value}
          onValueChange={(next) => {
            setValue(next);
            args.onValueChange?.(next);
          }}
        />
        <p>Showing: {value}</p>
      </>
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Past' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('tab', { name: 'Ongoing' }));
    await expect(canvas.getByText('Showing: ongoing')).toBeVisible();
  },
};

/** A controlled value the caller does not change: pressing another tab reports it but the selection stays. */
export const ControlledFixed: Story = {
  args: { value: 'upcoming' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Past' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('past');
    await expect(canvas.getByRole('tab', { name: 'Upcoming' })).toHaveAttribute('aria-selected', 'true');
  },
};

/** Tabs sharing the full width. */
export const FullWidth: Story = { args: { fullWidth: true } };

/** Each tab selected, full width or not, and many tabs scrolling inside the list on a phone. */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  render: () => (
    <div data-testid="sheet" style={{ display: 'grid', gap: 8 }}>
      {items.map((item) => (
        <Tabs key={item.value} label={`Tests, ${item.value}`} items={items} defaultValue={item.value} />
      ))}
      <Tabs label="Tests, full width" items={items} fullWidth />
      <Tabs
        label="Many tabs"
        items={['Watch', 'Think', 'Solve', 'Play', 'Introduction', 'Masterclass', 'Downloads'].map(
          (name) => ({
            value: name,
            label: name,
            content: <p>{name} contents</p>,
          }),
        )}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    // Every target at least 24 × 24 px (WCAG 2.5.8), primary actions at least 44 px tall.
    await expect(touchTargetProblems(canvasElement)).toEqual([]);
    const sheet = within(canvasElement).getByTestId('sheet');
    sheet.style.width = '360px';
    await expect(sheet.scrollWidth).toBeLessThanOrEqual(sheet.clientWidth);
    sheet.style.width = '';
  },
};
