import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { themes, tokens } from '@quest/design-system';
import { Section, TokenLabel, TokenList } from './foundation-layout';

const meta = {
  title: 'Foundations/Spacing',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const { space } = themes.light;
const steps = Object.keys(space) as unknown as (keyof typeof space)[];

/** A 4px grid: `tokens.space[n]` is n × 4px. Use it for margins, padding and gaps. */
export const Spacing: Story = {
  render: () => (
    <Section title="Space scale" description="Key n is n × 4px.">
      <TokenList>
        {steps.map((step) => (
          <li key={step}>
            <span
              data-bar={step}
              style={{
                flex: 'none',
                width: tokens.space[step],
                height: tokens.space[4],
                background: tokens.color.action.primary,
              }}
            />
            <TokenLabel name={`space[${step}]`} value={space[step]} />
          </li>
        ))}
      </TokenList>
    </Section>
  ),
  play: async ({ canvasElement }) => {
    const bars = canvasElement.querySelectorAll<HTMLElement>('[data-bar]');
    await expect(bars).toHaveLength(steps.length);
    for (const bar of bars) {
      await expect(`${bar.getBoundingClientRect().width}px`).toBe(
        space[bar.dataset.bar as unknown as keyof typeof space],
      );
      await expect(bar.getBoundingClientRect().width % 4).toBe(0);
    }
  },
};
