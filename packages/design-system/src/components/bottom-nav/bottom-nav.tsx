import type { MouseEvent, ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslate } from '../../i18n/use-texts';
import { wrapWords } from '../../internal/text-wrap';
import { tokens } from '../../tokens';
import { Icon, type IconName } from '../icon';

/** The destinations of the bottom bar (learning-app.md, home shell). */
export type BottomNavItemId = 'home' | 'progress' | 'live' | 'queryBox' | 'profile';

/** Where each destination goes. `queryBox` is needed only when the QueryBox item shows. */
export type BottomNavHrefs = Record<Exclude<BottomNavItemId, 'queryBox'>, string> & { queryBox?: string };

/** What {@link BottomNavProps.renderLink} receives: render an `<a>` (e.g. the router's Link) with all of it. */
export interface BottomNavLinkProps {
  href: string;
  'aria-current'?: 'page';
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
  children: ReactNode;
}

/** Props of {@link BottomNav}. */
export interface BottomNavProps {
  /** Content: the address of each destination. */
  hrefs: BottomNavHrefs;
  /** Content: the destination being shown, marked `aria-current="page"`. */
  current?: BottomNavItemId;
  /** Behaviour: shows the QueryBox item (only inside the Android wrapper). */
  showQueryBox?: boolean;
  /** Events: a plain click on an item (no modifier keys) is stopped and reported here, so the app can route
   * without a page load. Ctrl/⌘-clicks still open a new tab. */
  onNavigate?: (href: string, id: BottomNavItemId) => void;
  /** Behaviour: renders each link yourself (e.g. the router's Link); it must render an `<a>` with every prop. */
  renderLink?: (props: BottomNavLinkProps) => ReactNode;
  /** Accessibility: the navigation landmark's name. */
  label?: string;
  /**
   * Appearance: `bar` is the phone's bottom bar (icons over labels, full width; PageLayout's `bottomNav` slot fixes it
   * to the bottom of the screen); `inline` is one row of icon and label pairs for the desktop top bar.
   */
  layout?: 'bar' | 'inline';
  /** Appearance: a class for the caller's own layout (margins, grid placement). */
  className?: string;
}

const items: { id: BottomNavItemId; label: string; icon: IconName }[] = [
  { id: 'home', label: 'Home', icon: 'home' },
  { id: 'progress', label: 'Progress', icon: 'progress' },
  { id: 'live', label: 'Live classes', icon: 'live' },
  { id: 'queryBox', label: 'QueryBox', icon: 'query' },
  { id: 'profile', label: 'Profile', icon: 'profile' },
];

const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * The home destinations: Home, Progress, Live classes, QueryBox (Android wrapper only) and Profile — the phone's
 * bottom bar, or (`layout="inline"`) a row in the desktop top bar.
 */
export function BottomNav({
  hrefs,
  current,
  showQueryBox = false,
  onNavigate,
  renderLink,
  label = 'Main',
  layout = 'bar',
  className,
}: BottomNavProps) {
  const t = useTranslate();
  const shown = items.filter((item) => item.id !== 'queryBox' || (showQueryBox && hrefs.queryBox));
  return (
    <Nav aria-label={t(label)} className={className} data-layout={layout}>
      <List>
        {shown.map(({ id, label: text, icon }) => {
          const href = hrefs[id]!;
          const props: BottomNavLinkProps = {
            href,
            'aria-current': id === current ? 'page' : undefined,
            onClick: onNavigate
              ? (event) => {
                  if (!plainClick(event)) return;
                  event.preventDefault();
                  onNavigate(href, id);
                }
              : undefined,
            children: (
              <>
                <Icon name={icon} size="lg" />
                <span>{t(text)}</span>
              </>
            ),
          };
          return (
            <Item key={id}>
              {renderLink ? (
                renderLink(props)
              ) : (
                <a href={props.href} aria-current={props['aria-current']} onClick={props.onClick}>
                  {props.children}
                </a>
              )}
            </Item>
          );
        })}
      </List>
    </Nav>
  );
}

const Nav = styled.nav`
  &[data-layout='bar'] {
    border-top: ${tokens.borderWidth.thin} solid ${tokens.color.border.default};
    background-color: ${tokens.color.surface.raised};
    box-shadow: ${tokens.elevation.md};
    padding-bottom: env(safe-area-inset-bottom, 0px);
  }
`;

const List = styled.ul`
  display: flex;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  flex: 1 1 0;
  min-width: 0;

  > a {
    position: relative;
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    gap: 2px;
    min-height: 56px;
    padding: ${tokens.space[1]} 2px;
    color: ${tokens.color.text.secondary};
    font-size: ${tokens.font.size.xs};
    font-weight: ${tokens.font.weight.medium};
    line-height: ${tokens.font.lineHeight.tight};
    text-align: center;
    text-decoration: none;
    ${wrapWords}
    -webkit-tap-highlight-color: transparent;
  }

  > a:hover {
    color: ${tokens.color.text.primary};
    background-color: ${tokens.color.surface.sunken};
  }

  > a[aria-current='page'] {
    color: ${tokens.color.text.link};
    font-weight: ${tokens.font.weight.bold};
  }

  /* The current item also gets a bar on top, so it is not marked by colour alone. */
  > a[aria-current='page']::before {
    content: '';
    position: absolute;
    inset-block-start: 0;
    inset-inline: 25%;
    height: 3px;
    border-radius: 0 0 ${tokens.radius.sm} ${tokens.radius.sm};
    background-color: ${tokens.color.text.link};
  }

  > a:focus-visible {
    outline: ${tokens.focusRing.width} solid ${tokens.color.focus.ring};
    outline-offset: -${tokens.focusRing.width};
  }

  [data-layout='inline'] & {
    flex: 0 0 auto;
  }

  [data-layout='inline'] & > a {
    flex-direction: row;
    gap: ${tokens.space[1]};
    min-height: ${tokens.button.height.sm};
    padding: 0 ${tokens.space[3]};
    border-radius: ${tokens.radius.md};
    font-size: ${tokens.font.size.sm};
    white-space: nowrap;
  }

  [data-layout='inline'] & > a[aria-current='page']::before {
    inset-block: auto 0;
    inset-inline: ${tokens.space[3]};
    border-radius: ${tokens.radius.sm} ${tokens.radius.sm} 0 0;
  }
`;
