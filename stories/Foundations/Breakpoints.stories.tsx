import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import {
  breakpoints,
  layoutWidth,
  media,
  mediaQuery,
  mobileCutoff,
  tokens,
  type Breakpoint,
} from '@quest/design-system';
import { Section, TokenLabel, TokenList } from './foundation-layout';

const meta = {
  title: 'Foundations/Breakpoints',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const names = Object.keys(breakpoints) as Breakpoint[];
const widest = breakpoints.xl;

function Bar({ width, highlight = false }: { width: number; highlight?: boolean }) {
  return (
    <span
      style={{
        flex: 'none',
        width: `calc(${(width / widest) * 100}% * 0.5)`,
        height: tokens.space[3],
        borderRadius: tokens.radius.pill,
        background: highlight ? tokens.color.brand.accent : tokens.color.action.primary,
      }}
    />
  );
}

/**
 * Min-width breakpoints from the spec (576, 768, 992, 1200 px) and the mobile cutoff (960 px): below it the
 * product uses its phone layout. In styled-components write `${media.up('md')} { … }` or `${media.mobile} { … }`.
 */
export const Breakpoints: Story = {
  render: () => (
    <Section title="Breakpoints">
      <TokenList data-testid="breakpoints">
        {names.map((name) => (
          <li key={name}>
            <Bar width={breakpoints[name]} />
            <TokenLabel
              name={`breakpoints.${name}`}
              variable={media.up(name)}
              value={`${breakpoints[name]}px`}
            />
          </li>
        ))}
        <li>
          <Bar width={mobileCutoff} highlight />
          <TokenLabel name="mobileCutoff" variable={media.mobile} value={`${mobileCutoff}px`} />
        </li>
      </TokenList>
      <p style={{ marginBlockStart: tokens.space[4] }}>
        <code>layoutWidth</code> = {layoutWidth} (a layout constant from the spec).
      </p>
    </Section>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('breakpoints').children).toHaveLength(names.length + 1);
    await expect(window.matchMedia(mediaQuery.mobile).matches).toBe(window.innerWidth < mobileCutoff);
  },
};
