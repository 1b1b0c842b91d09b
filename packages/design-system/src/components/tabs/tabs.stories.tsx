import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Tabs, type TabItem } from './tabs';
import { touchTargetProblems } from '../../internal/touch-targets';
import { longText, sheetFitsPhone, SheetTile, StateSheet as Sheet } from '../../internal/state-sheet';

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
    <Sheet gap={8}>
      {items.map((item) => (
        <SheetTile key={item.value} caption={`Selected — ${item.label}`}>
          <Tabs label={`Tests, ${item.value}`} items={items} defaultValue={item.value} />
        </SheetTile>
      ))}
      <SheetTile caption="Full width — tabs share the row">
        <Tabs label="Tests, full width" items={items} fullWidth />
      </SheetTile>
      <SheetTile caption="Many tabs — the row scrolls sideways">
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
      </SheetTile>
      <SheetTile caption="Hindi — tab labels and contents in Hindi" lang="hi">
        <Tabs
          label="ऑनलाइन टेस्ट"
          items={[
            {
              value: 'ongoing',
              label: 'चल रहे',
              content: <p>विज्ञान इकाई परीक्षा 3 · 20 प्रश्न · 40 अंक · 30 मिनट</p>,
            },
            { value: 'upcoming', label: 'आने वाले', content: <p>गणित अर्धवार्षिक · 50 प्रश्न · 100 अंक</p> },
            { value: 'past', label: 'पिछले', content: <p>अंग्रेज़ी व्याकरण क्विज़ · प्रयास नहीं किया</p> },
          ]}
        />
      </SheetTile>
      <SheetTile caption="Very long — long labels scroll, an unbroken word in the panel breaks">
        <Tabs
          label="Long tabs"
          items={[
            { value: 'a', label: 'Olympiad practice assessments', content: <p>{longText.sentence}</p> },
            { value: 'b', label: longText.word, content: <p>{longText.url}</p> },
          ]}
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
