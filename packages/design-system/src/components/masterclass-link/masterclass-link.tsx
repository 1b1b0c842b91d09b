import type { MouseEvent } from 'react';
import styled from 'styled-components';
import { useDataLang, useTranslate } from '../../i18n/use-texts';
import { tokens } from '../../tokens';
import { Icon } from '../icon';
import { Link } from '../link';

/** Props of {@link MasterclassLink}. */
export interface MasterclassLinkProps {
  /** Content: the masterclass's name; the link text. */
  name: string;
  /** Behaviour: where the masterclass is held (masterclass_link). */
  href: string;
  /** Appearance: the masterclass is live now: shows the `liveLabel` badge, which is read as part of the link. */
  live?: boolean;
  /** Content: the badge text while live. */
  liveLabel?: string;
  /** Behaviour: opens in a new tab (the default) with `rel="noopener noreferrer"`. */
  external?: boolean;
  /** Events: called when the link is followed (call `preventDefault()` to open it another way, e.g. through
   * the native wrapper). */
  onOpen?: (event: MouseEvent<HTMLAnchorElement | HTMLButtonElement>) => void;
  /** Appearance: a class for the caller's own layout. */
  className?: string;
}

/** A masterclass in the masterclass area: a link that opens it, marked "Live" while it is on. */
export function MasterclassLink({
  name,
  href,
  live = false,
  liveLabel = 'Live',
  external = true,
  onOpen,
  className,
}: MasterclassLinkProps) {
  const t = useTranslate();
  const dataLang = useDataLang();
  return (
    <Root className={className} data-live={live || undefined}>
      <Mark aria-hidden="true">
        <Icon name="live" />
      </Mark>
      <Target href={href} external={external} onClick={onOpen}>
        <span lang={dataLang}>{name}</span>
        {live && (
          <>
            <span className="visually-hidden">, </span>
            <LiveBadge>{t(liveLabel)}</LiveBadge>
          </>
        )}
      </Target>
    </Root>
  );
}

const Root = styled.div`
  display: flex;
  align-items: center;
  gap: ${tokens.space[3]};
  min-width: 0;
  padding: ${tokens.space[2]} ${tokens.space[3]};
  border: ${tokens.borderWidth.thin} solid ${tokens.color.border.default};
  border-radius: ${tokens.radius.lg};
  background-color: ${tokens.color.surface.raised};
  color: ${tokens.color.text.primary};

  &[data-live] {
    border-color: ${tokens.color.feedback.error.border};
  }
`;

const Mark = styled.span`
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border-radius: ${tokens.radius.pill};
  background-color: ${tokens.color.surface.sunken};
  color: ${tokens.color.text.secondary};

  [data-live] > & {
    background-color: ${tokens.color.feedback.error.background};
    color: ${tokens.color.feedback.error.text};
  }
`;

const Target = styled(Link)`
  display: inline-flex;
  flex: 1;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.space[1]} ${tokens.space[2]};
  min-width: 0;
  min-height: 44px;
`;

const LiveBadge = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${tokens.space[1]};
  padding: 0 ${tokens.space[2]};
  border-radius: ${tokens.radius.pill};
  background-color: ${tokens.color.action.danger};
  color: ${tokens.color.text.inverse};
  font-size: ${tokens.font.size.xs};
  font-weight: ${tokens.font.weight.bold};
  line-height: ${tokens.font.lineHeight.normal};
  letter-spacing: 0.04em;
  text-transform: uppercase;
  text-decoration: none;

  &::before {
    content: '';
    width: 6px;
    height: 6px;
    border-radius: ${tokens.radius.pill};
    background-color: currentColor;
  }
`;
