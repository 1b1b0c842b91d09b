import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Tag } from './tag';
import {
  expectCaptioned,
  expectFitsPhone,
  longText,
  SheetTile,
  StateSheet as Sheet,
} from '../../internal/state-sheet';

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
  ['Bestseller', '#1d4ed8', 'Dark author colour — light text', undefined],
  ['New', '#fbbf24', 'Light author colour — dark text', undefined],
  ['Popular', '#0a0', 'Three-digit colour — expanded', undefined],
  ['Mid grey', '#777777', 'Mid grey — the text with more contrast', undefined],
  ['White', '#ffffff', 'White — dark text, visible edge', undefined],
  ['Black', '#000', 'Black — light text', undefined],
  ['Red', '#ff0000', 'Red — light text', undefined],
  ['Invalid', 'blue', 'Not a hex colour — brand colour', undefined],
  ['Missing', null, 'No colour — brand colour', undefined],
  [
    'A very long tag label that has to wrap on a narrow phone screen',
    '#7c3aed',
    'Long label — wraps',
    undefined,
  ],
  ['सबसे ज़्यादा बिकने वाला', '#1d4ed8', 'Hindi — "Bestseller" in Hindi', 'hi'],
  ['नया', '#fbbf24', 'Hindi — "New", light colour', 'hi'],
  [longText.word, '#7c3aed', 'Very long — an unbroken word breaks', undefined],
] as const;

/** Author colours from light to dark, invalid ones, Hindi and long labels; nothing overflows at 360 px. */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  render: () => (
    <Sheet columnMin={160} gap={12}>
      {samples.map(([label, colour, caption, lang]) => (
        <SheetTile key={label} caption={caption} lang={lang}>
          <Tag label={label} colour={colour} />
        </SheetTile>
      ))}
    </Sheet>
  ),
  play: async ({ canvasElement }) => {
    const sheet = within(canvasElement).getByTestId('sheet');
    await expectCaptioned(sheet);
    await expectFitsPhone(sheet);
    await expect(within(sheet).getByText('Invalid')).toHaveAttribute('data-tone', 'brand');
  },
};
