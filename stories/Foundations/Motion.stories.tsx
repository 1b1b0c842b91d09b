import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import styled from 'styled-components';
import { cssVarName, themes, tokens } from '@quest/design-system';
import { Section, TokenLabel, TokenList } from './foundation-layout';

const meta = {
  title: 'Foundations/Motion',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const { duration, easing } = themes.light.motion;
const durations = Object.keys(duration) as (keyof typeof duration)[];
const easings = Object.keys(easing) as (keyof typeof easing)[];

const Track = styled.span`
  position: relative;
  flex: none;
  width: 160px;
  height: ${tokens.space[6]};
  border-radius: ${tokens.radius.pill};
  background: ${tokens.color.progress.track};

  &::after {
    content: '';
    position: absolute;
    inset-block: 0;
    inset-inline-start: 0;
    width: ${tokens.space[6]};
    border-radius: ${tokens.radius.pill};
    background: ${tokens.color.action.primary};
    transition-property: transform;
    transition-duration: var(--demo-duration);
    transition-timing-function: var(--demo-easing);
  }

  li:hover > &::after {
    transform: translateX(136px);
  }
`;

/**
 * Durations and easings for transitions. When the reader asks for reduced motion
 * (`prefers-reduced-motion: reduce`) every duration token becomes 0ms, so state changes are instant.
 * Hover a row to see it move.
 */
export const Motion: Story = {
  render: () => (
    <>
      <Section title="Duration" description="All of these become 0ms under prefers-reduced-motion: reduce.">
        <TokenList data-testid="durations">
          {durations.map((name) => (
            <li key={name}>
              <Track
                style={
                  {
                    '--demo-duration': tokens.motion.duration[name],
                    '--demo-easing': tokens.motion.easing.standard,
                  } as object
                }
              />
              <TokenLabel name={`motion.duration.${name}`} value={duration[name]} />
            </li>
          ))}
        </TokenList>
      </Section>
      <Section
        title="Easing"
        description="standard for moves on screen, enter for things appearing, exit for things leaving."
      >
        <TokenList>
          {easings.map((name) => (
            <li key={name}>
              <Track
                style={
                  {
                    '--demo-duration': tokens.motion.duration.slow,
                    '--demo-easing': tokens.motion.easing[name],
                  } as object
                }
              />
              <TokenLabel name={`motion.easing.${name}`} value={easing[name]} />
            </li>
          ))}
        </TokenList>
      </Section>
    </>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByTestId('durations').children).toHaveLength(durations.length);
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const live = getComputedStyle(canvasElement)
      .getPropertyValue(cssVarName(['motion', 'duration', 'normal']))
      .trim();
    await expect(live).toBe(reduced ? '0ms' : duration.normal);
  },
};
