import { createGlobalStyle } from 'styled-components';
import { themeCss } from '../tokens/css';
import { tokens } from '../tokens/tokens';
import './fonts';

/** Token variables for every theme, base element styles, the focus ring and the `.visually-hidden` utility. */
export const GlobalStyle = createGlobalStyle`
  ${themeCss()}

  *, *::before, *::after {
    box-sizing: border-box;
  }

  html {
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
  }

  body {
    margin: 0;
    background-color: ${tokens.color.surface.background};
  }

  body, [data-theme] {
    color: ${tokens.color.text.primary};
    font-family: ${tokens.font.family.base};
    font-size: ${tokens.font.size.md};
    font-weight: ${tokens.font.weight.regular};
    line-height: ${tokens.font.lineHeight.normal};
  }

  :focus-visible {
    outline: ${tokens.focusRing.width} solid ${tokens.color.focus.ring};
    outline-offset: ${tokens.focusRing.offset};
  }

  .visually-hidden {
    position: absolute !important;
    width: 1px;
    height: 1px;
    margin: -1px;
    padding: 0;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
    border: 0;
  }

  /* Token durations are already 0ms here; this also stops animations written without tokens (third-party CSS).
     Transitions last 0 s, not a hair above: none runs, so a change shows in its own frame (nothing waits for
     transitionend; ADR 0149). */
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0s !important;
      scroll-behavior: auto !important;
    }
  }
`;
