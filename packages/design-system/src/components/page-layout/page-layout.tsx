import { useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import styled from 'styled-components';
import { useTranslate } from '../../i18n/use-texts';
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
  /**
   * Content: the phone's bottom bar (BottomNav): below 960 px fixed to the bottom of the screen on short and long
   * pages alike, with the page's end kept clear of it; not shown from 960 px.
   */
  bottomNav?: ReactNode;
  /** Appearance: a class for the caller's own layout (margins, grid placement). */
  className?: string;
}

/**
 * The page frame, arranged at the 960 px mobile cutoff: on phones one column with the bottom bar fixed to the foot
 * of the screen (its height, safe area included, is kept free at the end of the page, so the last card scrolls clear
 * of it); on desktops the main column and the side column side by side, no bottom bar.
 */
export function PageLayout({
  header,
  children,
  aside,
  asideLabel = 'Sidebar',
  bottomNav,
  className,
}: PageLayoutProps) {
  const t = useTranslate();
  const rootRef = useRef<HTMLDivElement>(null);
  const barRef = useRef<HTMLDivElement>(null);
  const hasBar = Boolean(bottomNav);
  useBarHeight(rootRef, barRef, hasBar);
  return (
    <Root
      ref={rootRef}
      className={className}
      data-has-aside={aside ? true : undefined}
      data-has-bottom-nav={hasBar || undefined}
    >
      {header && <HeaderSlot>{header}</HeaderSlot>}
      <Columns>
        <Main>{children}</Main>
        {aside && <Aside aria-label={t(asideLabel)}>{aside}</Aside>}
      </Columns>
      {bottomNav && <BottomSlot ref={barRef}>{bottomNav}</BottomSlot>}
    </Root>
  );
}

/* The bar is fixed, so it takes no room in the page: its measured height (labels may wrap, fonts may be scaled)
   becomes the page's bottom padding, and the document's scroll padding so focus never lands behind it. */
function useBarHeight(
  rootRef: RefObject<HTMLDivElement | null>,
  barRef: RefObject<HTMLDivElement | null>,
  hasBar: boolean,
) {
  useLayoutEffect(() => {
    const root = rootRef.current;
    const bar = barRef.current;
    if (!hasBar || !root || !bar || typeof ResizeObserver === 'undefined') return;
    const scroller = document.documentElement;
    const measure = () => {
      const height = `${bar.getBoundingClientRect().height}px`;
      root.style.setProperty(BAR_HEIGHT, height);
      scroller.style.setProperty('scroll-padding-block-end', height);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(bar);
    return () => {
      observer.disconnect();
      root.style.removeProperty(BAR_HEIGHT);
      scroller.style.removeProperty('scroll-padding-block-end');
    };
  }, [rootRef, barRef, hasBar]);
}

const BAR_HEIGHT = '--page-layout-bottom-bar';
const Root = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100%;
  background-color: ${tokens.color.surface.background};
  color: ${tokens.color.text.primary};

  /* Before the first measure: the bar's one-line height (56 px items, 1 px border) and the safe area. */
  &[data-has-bottom-nav] {
    padding-block-end: var(${BAR_HEIGHT}, calc(57px + env(safe-area-inset-bottom, 0px)));
  }

  ${media.desktop} {
    &[data-has-bottom-nav] {
      padding-block-end: 0;
    }
  }
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

/* Fixed, not sticky: a sticky bar sits right under the content on a short page (mid-screen), and over the content
   it covers it is a target overlapping other targets (axe target-size); the page's padding keeps its end clear. */
const BottomSlot = styled.div`
  position: fixed;
  inset-inline: 0;
  inset-block-end: 0;
  z-index: ${tokens.z.sticky};

  ${media.desktop} {
    display: none;
  }
`;
