import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Card } from '../card';
import { ResponsiveGrid } from './responsive-grid';
import { longText, sheetFitsPhone, SheetTile, StateSheet as Sheet } from '../../internal/state-sheet';

const titles = ['Light', 'Shadows', 'Reflection', 'Mirrors', 'Lenses', 'Rainbows'];
const cards = titles.map((title) => <Card key={title} title={title} subtitle="10 min · 5 Points" />);

const meta = {
  title: 'Design System/Layout/Responsive Grid',
  component: ResponsiveGrid,
  args: { children: cards, gap: 'md', list: true, label: 'Contents' },
  argTypes: {
    children: { control: false, table: { category: 'Content' } },
    gap: { control: 'inline-radio', options: ['sm', 'md', 'lg'], table: { category: 'Appearance' } },
    list: { table: { category: 'Accessibility' } },
    label: { table: { category: 'Accessibility' } },
    className: { table: { disable: true } },
  },
} satisfies Meta<typeof ResponsiveGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

const columnsOf = (grid: HTMLElement) => getComputedStyle(grid).gridTemplateColumns.split(' ').length;

/** Driven by the controls: a list of cards, two per row on phones and four from 768 px. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const grid = canvas.getByRole('list', { name: 'Contents' });
    await expect(within(grid).getAllByRole('listitem')).toHaveLength(titles.length);
  },
};

/** On a phone (360 px): two cards per row. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(columnsOf(canvas.getByRole('list', { name: 'Contents' }))).toBe(2);
  },
};

/** From 768 px: four cards per row. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    await expect(columnsOf(canvas.getByRole('list', { name: 'Contents' }))).toBe(4);
  },
};

/** Without list semantics, for cells that are not a sequence. */
export const PlainGrid: Story = {
  args: { list: false, label: undefined, gap: 'lg' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
  },
};

/** Cells at a 360 px phone width and at desktop width; each row holds two or four cards. */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  render: () => (
    <Sheet gap={24}>
      {(['sm', 'md', 'lg'] as const).map((gap) => (
        <SheetTile key={gap} caption={`Gap ${gap} — as many columns as fit`}>
          <ResponsiveGrid gap={gap} list label={`Gap ${gap}`}>
            {titles.slice(0, 5).map((title) => (
              <Card key={title} title={`${title} (${gap})`} subtitle="10 min" />
            ))}
          </ResponsiveGrid>
        </SheetTile>
      ))}
      <SheetTile caption="Hindi — Hindi card titles" lang="hi">
        <ResponsiveGrid gap="md" list label="हिंदी कार्ड">
          {['प्रकाश', 'परछाइयाँ', 'परावर्तन', 'दर्पण'].map((title) => (
            <Card key={title} title={title} subtitle="10 मिनट · 5 पॉइंट" />
          ))}
        </ResponsiveGrid>
      </SheetTile>
      <SheetTile caption="Very long — long and unbroken titles keep the columns">
        <ResponsiveGrid gap="md" list label="Long titles">
          {[longText.title, longText.word, 'Rainbows'].map((title) => (
            <Card key={title} title={title} subtitle="10 min" />
          ))}
        </ResponsiveGrid>
      </SheetTile>
    </Sheet>
  ),
  play: sheetFitsPhone,
};
