import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import styled from 'styled-components';
import { cssVarName, flattenTokens, themes, tokens } from '@quest/design-system';
import { Section, TokenLabel, TokenList } from './foundation-layout';

const meta = {
  title: 'Foundations/Colour',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const Swatch = styled.span`
  flex: none;
  width: ${tokens.space[12]};
  height: ${tokens.space[12]};
  border: ${tokens.borderWidth.thin} solid ${tokens.color.border.default};
  border-radius: ${tokens.radius.md};
`;

const Grid = styled(TokenList)`
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 280px), 1fr));
`;

/**
 * Every colour token, drawn through its CSS variable, with the value the light theme gives it. Text pairs are
 * checked for WCAG AA contrast by `tokens.test.ts`.
 */
export const Colour: Story = {
  render: () => (
    <>
      {Object.entries(themes.light.color).map(([group, values]) => (
        <Section key={group} title={group}>
          <Grid>
            {flattenTokens(values, ['color', group]).map(({ path, value }) => (
              <li key={path.join('.')} data-token={path.join('.')}>
                <Swatch data-swatch style={{ background: `var(${cssVarName(path)})` }} />
                <TokenLabel name={path.join('.')} variable={cssVarName(path)} value={value} />
              </li>
            ))}
          </Grid>
        </Section>
      ))}
    </>
  ),
  play: async ({ canvasElement }) => {
    const swatches = canvasElement.querySelectorAll('[data-swatch]');
    await expect(swatches).toHaveLength(flattenTokens(tokens.color).length);
    // The swatch is painted by the live variable, so it matches a box painted with the theme's raw value.
    const probe = document.createElement('span');
    probe.style.background = themes.light.color.action.primary;
    canvasElement.append(probe);
    const primary = canvasElement.querySelector('[data-token="color.action.primary"] [data-swatch]')!;
    await expect(getComputedStyle(primary).backgroundColor).toBe(getComputedStyle(probe).backgroundColor);
    probe.remove();
  },
};
