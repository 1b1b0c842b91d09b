import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { tokens } from '../../tokens/tokens';
import { Icon, iconSizes, type IconSize } from './icon';
import { iconNames } from './icon-glyphs';

const meta = {
  title: 'Design System/Icon',
  component: Icon,
  args: { name: 'leaderboard', size: 'lg' },
  argTypes: {
    name: { control: 'select', options: iconNames, table: { category: 'Content' } },
    size: { control: 'inline-radio', options: Object.keys(iconSizes), table: { category: 'Appearance' } },
    label: { control: 'text', table: { category: 'Accessibility' } },
  },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Decorative by default: hidden from screen readers, because text beside it says the same. */
export const Default: Story = {
  args: { name: 'leaderboard' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** With a `label` when the icon is the only thing that carries the meaning (a status with no text). */
export const Labelled: Story = {
  args: { name: 'verified', label: 'Mobile number verified' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Mobile number verified' })).toBeVisible();
  },
};

/** The four sizes; the colour follows the surrounding text. */
export const Sizes: Story = {
  render: (args) => (
    <div
      style={{ display: 'flex', gap: tokens.space[4], alignItems: 'end', color: tokens.color.action.primary }}
    >
      {(Object.keys(iconSizes) as IconSize[]).map((size) => (
        <Icon key={size} {...args} size={size} label={`${size} ${iconSizes[size]}px`} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'xl 32px' })).toHaveAttribute('width', '32');
  },
};

/** Every icon the product may use, by name. */
export const Gallery: Story = {
  render: (args) => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(112px, 1fr))',
        gap: tokens.space[3],
        margin: 0,
        padding: 0,
        listStyle: 'none',
      }}
    >
      {iconNames.map((name) => (
        <li key={name} style={{ display: 'grid', justifyItems: 'center', gap: tokens.space[1] }}>
          <Icon {...args} name={name} />
          <code style={{ fontSize: tokens.font.size.xs }}>{name}</code>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(iconNames.length);
  },
};
