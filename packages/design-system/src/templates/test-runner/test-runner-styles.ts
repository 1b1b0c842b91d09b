import styled from 'styled-components';
import { media, tokens } from '../../tokens';

/** Styled bits shared by the runner and its question panel. */

/* Phones: the stepper above the question. From the desktop cutoff: the stepper beside it. */
export const Layout = styled.div`
  display: grid;
  gap: ${tokens.space[4]};
  grid-template-columns: minmax(0, 1fr);
  align-items: start;

  ${media.desktop} {
    grid-template-columns: minmax(14rem, 18rem) minmax(0, 1fr);
  }
`;
