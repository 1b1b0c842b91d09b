import type { ReactNode } from 'react';
import styled from 'styled-components';
import { media, tokens } from '../../tokens';

/** Props of {@link PageLayout}. */
export interface PageLayoutProps {
  /** Content: the top of the page (TopBar, BackHeader); it stays at the top while the page scrolls. */
  header?: ReactNode;
  /** Content: the page's main content, in the `main` landmark. */
  children: ReactNode;
  /** Content: the side column (user info, quest list): beside the main column from 960 px, under it on phones. */
  aside?: ReactNode;
  /** Accessibility: names the side column's landmark. */
  asideLabel?: string;
  /** Content: the phone's bottom bar (BottomNav); kept at the bottom of the screen below 960 px, not shown above. */
  bottomNav?: ReactNode;
  /** Appearance: a class for the caller's own layout (margins, grid placement). */
  className?: string;
}

/**
 * The page frame, arranged at the 960 px mobile cutoff: on phones one column with the bottom bar fixed at the foot
 * of the screen; on desktops the main column and the side column side by side, no bottom bar. It fills its parent's
 * height, so give the app root a height (e.g. `min-height: 100dvh`); the layout itself sets none.
 */
export function PageLayout({
  header,
  children,
  aside,
  asideLabel = 'Sidebar',
  bottomNav,
  className,
}: PageLayoutProps) {
  return (
    <Root className={className} data-has-aside={aside ? true : undefined}>
      {header && <HeaderSlot>{header}</HeaderSlot>}
      <Columns>
        <Main>{children}</Main>
        {aside && <Aside aria-label={asideLabel}>{aside}</Aside>}
      </Columns>
      {bottomNav && <BottomSlot>{bottomNav}</BottomSlot>}
    </Root>
  );
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100%;
  background-color: ${tokens.color.surface.background};
  color: ${tokens.color.text.primary};
`;

const HeaderSlot = styled.div`
  position: sticky;
  inset-block-start: 0;
  z-index: ${tokens.z.sticky};
`;

const Columns = styled.div`
  flex: 1;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  align-content: start;
  gap: ${tokens.space[4]};
  width: 100%;
  max-width: ${tokens.layout.contentMaxWidth};
  margin-inline: auto;
  padding: ${tokens.space[4]};
  box-sizing: border-box;

  ${media.desktop} {
    gap: ${tokens.space[6]};
    padding: ${tokens.space[6]};

    [data-has-aside] > & {
      grid-template-columns: minmax(0, 1fr) ${tokens.layout.asideWidth};
    }
  }
`;

const Main = styled.main`
  min-width: 0;
`;

const Aside = styled.aside`
  min-width: 0;
`;

/* Sticky at the bottom of the scrolling page: it stays on screen like a fixed bar, but keeps its own space in the
   flow, so the end of the content is never hidden behind it. */
const BottomSlot = styled.div`
  position: sticky;
  inset-block-end: 0;
  z-index: ${tokens.z.sticky};

  ${media.desktop} {
    display: none;
  }
`;
