import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Tag } from './tag';

const meta = {
  title: 'Design System/Display/Tag',
  component: Tag,
  args: { label: 'Bestseller', colour: '#1d4ed8' },
  argTypes: {
    label: { control: 'text', table: { category: 'Content' } },
    colour: { control: 'text', table: { category: 'Appearance' } },
    className: { table: { disable: true } },
  },
} satisfies Meta<typeof Tag>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Driven by the controls: type any colour to see the text colour follow it. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Bestseller')).toHaveAttribute('data-tone', 'light');
  },
};

/** A light author colour: the text turns dark. */
export const LightColour: Story = {
  args: { label: 'New', colour: '#fbbf24' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('New')).toHaveAttribute('data-tone', 'dark');
  },
};

/** A three-digit colour (`#abc`) is accepted and expanded. */
export const ShortHex: Story = {
  args: { label: 'Popular', colour: '#0a0' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Popular')).toHaveStyle({ backgroundColor: 'rgb(0, 170, 0)' });
  },
};

/** A colour that is not 3 or 6 hex digits falls back to the brand colour. */
export const InvalidColour: Story = {
  args: { label: 'Limited offer', colour: '#abcd' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Limited offer')).toHaveAttribute('data-tone', 'brand');
  },
};

const samples = [
  ['Bestseller', '#1d4ed8'],
  ['New', '#fbbf24'],
  ['Popular', '#0a0'],
  ['Mid grey', '#777777'],
  ['White', '#ffffff'],
  ['Black', '#000'],
  ['Red', '#ff0000'],
  ['Invalid', 'blue'],
  ['Missing', null],
  ['A very long tag label that has to wrap on a narrow phone screen', '#7c3aed'],
] as const;

/** Author colours from light to dark, invalid ones and a long label; nothing overflows at 360 px. */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  render: () => (
    <div data-testid="sheet" style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      {samples.map(([label, colour]) => (
        <Tag key={label} label={label} colour={colour} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const sheet = within(canvasElement).getByTestId('sheet');
    sheet.style.width = '360px';
    await expect(sheet.scrollWidth).toBeLessThanOrEqual(sheet.clientWidth);
    sheet.style.width = '';
    await expect(within(sheet).getByText('Invalid')).toHaveAttribute('data-tone', 'brand');
  },
};
