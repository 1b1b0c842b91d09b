import { useId } from 'react';
import styled from 'styled-components';
import { tokens } from '../../tokens';

/** Props of {@link QuestLogo}. */
export interface QuestLogoProps {
  /** Appearance: the height in px; the width follows (about 3.4 × the height). */
  height?: number;
  /** Accessibility: the logo's name. */
  label?: string;
  /** Appearance: a class for the caller's own layout (margins, grid placement). */
  className?: string;
}

/** The "Quest" wordmark: a rounded badge with a Q-like target, then the word. */
export function QuestLogo({ height = 32, label = 'Quest', className }: QuestLogoProps) {
  const titleId = useId();
  return (
    <Svg
      viewBox="0 0 110 32"
      height={height}
      width={(height * 110) / 32}
      role="img"
      aria-labelledby={titleId}
      className={className}
      focusable="false"
    >
      <title id={titleId}>{label}</title>
      <rect className="badge" x="0" y="0" width="32" height="32" rx="8" />
      <circle className="ring" cx="16" cy="15" r="8" fill="none" strokeWidth="3.5" />
      <path className="tail" d="M19 18 L25 25" strokeWidth="3.5" strokeLinecap="round" />
      <text className="word" x="39" y="23.5" fontSize="21" fontWeight="700">
        Quest
      </text>
    </Svg>
  );
}

const Svg = styled.svg`
  display: block;
  flex-shrink: 0;

  .badge {
    fill: ${tokens.color.brand.primary};
  }
  .ring,
  .tail {
    stroke: ${tokens.color.brand.accent};
  }
  .word {
    fill: ${tokens.color.brand.primary};
    font-family: ${tokens.font.family.base};
    letter-spacing: -0.02em;
  }
`;
