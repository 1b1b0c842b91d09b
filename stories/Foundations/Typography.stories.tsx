import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { themes, tokens } from '@quest/design-system';
import { Section, TokenLabel, TokenList } from './foundation-layout';

const meta = {
  title: 'Foundations/Typography',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const { font } = themes.light;
const sizes = Object.keys(font.size) as (keyof typeof font.size)[];
const weights = Object.keys(font.weight) as (keyof typeof font.weight)[];
const lineHeights = Object.keys(font.lineHeight) as (keyof typeof font.lineHeight)[];
const devanagari = 'नमस्ते, आज का मिशन';

/** Noto Sans (shipped with the app, Latin and Devanagari) in every size, weight and line height. */
export const Typography: Story = {
  render: () => (
    <>
      <Section
        title="Family"
        description="Noto Sans is bundled, so English and Hindi look the same on every phone."
      >
        <TokenLabel name="font.family.base" value={font.family.base} />
        <p lang="hi" style={{ fontSize: tokens.font.size['2xl'], margin: `${tokens.space[3]} 0 0` }}>
          {devanagari}
        </p>
        <p style={{ fontSize: tokens.font.size['2xl'], margin: 0 }}>Today’s mission: Fractions</p>
      </Section>
      <Section title="Size">
        <TokenList data-testid="sizes">
          {sizes.map((size) => (
            <li key={size}>
              <span style={{ fontSize: tokens.font.size[size], lineHeight: tokens.font.lineHeight.tight }}>
                Quest <span lang="hi">{devanagari}</span>
              </span>
              <TokenLabel name={`font.size.${size}`} value={font.size[size]} />
            </li>
          ))}
        </TokenList>
      </Section>
      <Section title="Weight">
        <TokenList>
          {weights.map((weight) => (
            <li key={weight}>
              <span style={{ fontWeight: tokens.font.weight[weight], fontSize: tokens.font.size.lg }}>
                Start mission <span lang="hi">मिशन शुरू करें</span>
              </span>
              <TokenLabel name={`font.weight.${weight}`} value={font.weight[weight]} />
            </li>
          ))}
        </TokenList>
      </Section>
      <Section title="Line height">
        <TokenList>
          {lineHeights.map((lh) => (
            <li key={lh} style={{ alignItems: 'start' }}>
              <p style={{ lineHeight: tokens.font.lineHeight[lh], margin: 0, maxWidth: '24ch' }}>
                Watch the video, then solve three questions to earn points.
              </p>
              <TokenLabel name={`font.lineHeight.${lh}`} value={font.lineHeight[lh]} />
            </li>
          ))}
        </TokenList>
      </Section>
    </>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('sizes').children).toHaveLength(sizes.length);
    // The bundled webfont covers Devanagari: some loaded face of "Noto Sans" draws the Hindi sample.
    const faces = await document.fonts.load(`400 16px "Noto Sans"`, devanagari);
    await expect(faces.length).toBeGreaterThan(0);
  },
};
