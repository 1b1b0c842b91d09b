import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { themes, tokens } from '@quest/design-system';
import { Section } from './foundation-layout';

const meta = {
  title: 'Foundations/Elevation',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const { elevation } = themes.light;
const levels = Object.keys(elevation) as (keyof typeof elevation)[];
const uses: Record<keyof typeof elevation, string> = {
  none: 'Flat content',
  sm: 'Cards',
  md: 'Dropdowns, sticky bars',
  lg: 'Dialogs, toasts',
};

/** Shadows lift surfaces off the page; higher levels sit above lower ones (see the z-index layers). */
export const Elevation: Story = {
  render: () => (
    <Section title="Elevation">
      <ul
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
          gap: tokens.space[6],
          margin: 0,
          padding: tokens.space[4],
          listStyle: 'none',
          background: tokens.color.surface.background,
        }}
      >
        {levels.map((level) => (
          <li
            key={level}
            data-elevation={level}
            style={{
              display: 'grid',
              gap: tokens.space[1],
              padding: tokens.space[4],
              borderRadius: tokens.radius.lg,
              background: tokens.color.surface.raised,
              boxShadow: tokens.elevation[level],
            }}
          >
            <code>elevation.{level}</code>
            <span style={{ color: tokens.color.text.secondary, fontSize: tokens.font.size.sm }}>
              {uses[level]}
            </span>
          </li>
        ))}
      </ul>
      <h3 style={{ fontSize: tokens.font.size.lg, marginBlock: `${tokens.space[6]} ${tokens.space[2]}` }}>
        Z-index layers
      </h3>
      <ol data-testid="layers" style={{ margin: 0 }}>
        {Object.entries(themes.light.z).map(([layer, value]) => (
          <li key={layer}>
            <code>z.{layer}</code> {value}
          </li>
        ))}
      </ol>
    </Section>
  ),
  play: async ({ canvasElement, canvas }) => {
    await expect(canvasElement.querySelectorAll('[data-elevation]')).toHaveLength(levels.length);
    await expect(getComputedStyle(canvasElement.querySelector('[data-elevation="lg"]')!).boxShadow).not.toBe(
      'none',
    );
    const order = Object.values(themes.light.z).map(Number);
    await expect(order).toEqual([...order].sort((a, b) => a - b));
    await expect(canvas.getByTestId('layers').children).toHaveLength(order.length);
  },
};
