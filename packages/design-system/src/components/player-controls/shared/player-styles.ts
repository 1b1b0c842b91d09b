import { css } from 'styled-components';
import { tokens } from '../../../tokens';

/**
 * The focus ring of controls drawn over video: a white ring with a dark halo outside it, so it shows on dark
 * and on light frames alike.
 */
export const playerFocusRing = css`
  outline: ${tokens.focusRing.width} solid ${tokens.player.focusRing};
  outline-offset: 0;
  box-shadow: 0 0 0 calc(${tokens.focusRing.width} + ${tokens.focusRing.offset}) ${tokens.player.focusHalo};
`;
