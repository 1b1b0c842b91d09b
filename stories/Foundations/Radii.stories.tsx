import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { themes, tokens } from '@quest/design-system';
import { Section, TokenLabel, TokenList } from './foundation-layout';

const meta = {
  title: 'Foundations/Radii',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const { radius } = themes.light;
const names = Object.keys(radius) as (keyof typeof radius)[];

/** Corner radii: `sm` for chips and inputs, `md` for buttons and cards, `lg`/`xl` for sheets, `pill` for badges. */
export const Radii: Story = {
  render: () => (
    <Section title="Radius">
      <TokenList>
        {names.map((name) => (
          <li key={name}>
            <span
              data-radius={name}
              style={{
                flex: 'none',
                width: tokens.space[16],
                height: tokens.space[12],
                borderRadius: tokens.radius[name],
                background: tokens.color.surface.raised,
                border: `${tokens.borderWidth.thick} solid ${tokens.color.border.strong}`,
              }}
            />
            <TokenLabel name={`radius.${name}`} value={radius[name]} />
          </li>
        ))}
      </TokenList>
    </Section>
  ),
  play: async ({ canvasElement }) => {
    const boxes = canvasElement.querySelectorAll<HTMLElement>('[data-radius]');
    await expect(boxes).toHaveLength(names.length);
    const md = canvasElement.querySelector('[data-radius="md"]')!;
    await expect(getComputedStyle(md).borderTopLeftRadius).toBe(radius.md);
  },
};
