import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Icon, iconNames, tokens } from '@quest/design-system';
import { Section } from './foundation-layout';

const meta = {
  title: 'Foundations/Icons',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The product's icon set (lucide, wrapped once by `Icon`). Icons are decorative unless given a `label`;
 * an icon-only button gets its name from the button's own `aria-label`.
 */
export const Icons: Story = {
  render: () => (
    <Section
      title="Icon set"
      description={`${iconNames.length} icons. Use <Icon name="…" />; add a name to the map to use a new one.`}
    >
      <ul
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
          gap: tokens.space[4],
          margin: 0,
          padding: 0,
          listStyle: 'none',
        }}
      >
        {iconNames.map((name) => (
          <li
            key={name}
            style={{ display: 'grid', justifyItems: 'center', gap: tokens.space[2], textAlign: 'center' }}
          >
            <Icon name={name} size="lg" />
            <code style={{ fontSize: tokens.font.size.sm }}>{name}</code>
          </li>
        ))}
      </ul>
    </Section>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(iconNames.length);
    await expect(canvasElement.querySelectorAll('li svg[aria-hidden="true"]')).toHaveLength(iconNames.length);
  },
};
