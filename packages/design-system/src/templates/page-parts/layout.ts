import styled from 'styled-components';
import { media, tokens } from '../../tokens';

/*
 * Layout pieces shared by the page templates inside the home shell. Internal: not exported from the package.
 */

/** A page's main column and, from the 960 px cutoff, a side column beside it (stacked on phones). */
export const MainAsideLayout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${tokens.space[4]};

  ${media.desktop} {
    grid-template-columns: minmax(0, 1fr) ${tokens.layout.asideWidth};
    gap: ${tokens.space[6]};
    align-items: start;
  }
`;

/** One column of a page: its blocks stacked with the page's gap. */
export const PageColumn = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space[4]};
  min-width: 0;
`;
