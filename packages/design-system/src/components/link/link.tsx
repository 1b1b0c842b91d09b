import type { ComponentPropsWithRef, MouseEvent, ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslate } from '../../i18n/use-texts';
import { tokens } from '../../tokens';
import { Icon } from '../icon';

/** Props of {@link Link}. */
export interface LinkProps extends Omit<
  ComponentPropsWithRef<'a'>,
  'children' | 'href' | 'onClick' | 'target' | 'rel'
> {
  /** Content: the link text; say where it goes ("Forgot Password", "Terms and conditions"). */
  children: ReactNode;
  /** Behaviour: where it goes. Without `href` but with `onClick` the link is a `<button>` styled as a link. */
  href?: string;
  /** Behaviour: opens in a new tab with `rel="noopener noreferrer"`, shows an icon and tells screen readers
   * "(opens in a new tab)". */
  external?: boolean;
  /** Content: the hidden note read after an external link's text. */
  externalHint?: string;
  /** Events: called on activation. Alone (no `href`) it makes the link an in-page action such as "Edit". */
  onClick?: (event: MouseEvent<HTMLAnchorElement | HTMLButtonElement>) => void;
}

/**
 * Inline text that navigates, or (with only `onClick`) performs a light in-page action such as "Edit". However short
 * the text, a press lands within at least 24 × 24 px around it (WCAG 2.5.8); the look stays that of text.
 */
export function Link({
  children,
  href,
  external = false,
  externalHint = '(opens in a new tab)',
  onClick,
  ...rest
}: LinkProps) {
  const t = useTranslate();
  if (href === undefined && onClick) {
    const { className, id, title } = rest;
    return (
      <LinkButton
        type="button"
        onClick={onClick}
        className={className}
        id={id}
        title={title}
        aria-label={rest['aria-label']}
        aria-describedby={rest['aria-describedby']}
      >
        {children}
      </LinkButton>
    );
  }
  return (
    <Anchor
      {...rest}
      href={href}
      onClick={onClick}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {children}
      {external && (
        <>
          <Icon name="external-link" size="sm" />
          <span className="visually-hidden"> {t(externalHint)}</span>
        </>
      )}
    </Anchor>
  );
}

const linkStyles = `
  color: ${tokens.color.text.link};
  font: inherit;
  font-weight: ${tokens.font.weight.medium};
  text-decoration: underline;
  text-decoration-thickness: 1px;
  text-underline-offset: 0.15em;
  overflow-wrap: anywhere;
  cursor: pointer;
  -webkit-tap-highlight-color: transparent;

  /* The hit area reaches at least 24 × 24 px (WCAG 2.5.8) around a short line of text; the look stays as it is. */
  position: relative;

  &::before {
    content: '';
    position: absolute;
    inset-block: min(0px, calc(50% - 12px));
    inset-inline: min(0px, calc(50% - 12px));
  }

  &:hover {
    text-decoration-thickness: 2px;
  }

  &:focus-visible {
    outline: ${tokens.focusRing.width} solid ${tokens.color.focus.ring};
    outline-offset: ${tokens.focusRing.offset};
    border-radius: ${tokens.radius.sm};
  }

  svg {
    display: inline-block;
    margin-inline-start: 0.2em;
    vertical-align: -0.125em;
  }
`;

const Anchor = styled.a`
  ${linkStyles}
`;

const LinkButton = styled.button`
  display: inline;
  margin: 0;
  padding: 0;
  border: 0;
  background: none;
  text-align: inherit;
  ${linkStyles}
`;
