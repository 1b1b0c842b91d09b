import { useId, type MouseEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { clampBox, wrapWords } from '../../internal/text-wrap';
import { tokens } from '../../tokens';

/** Props of {@link Card}. */
export interface CardProps {
  /** Content: the card's heading. An interactive card needs one: it is the card's accessible name. */
  title?: ReactNode;
  /** Accessibility: the title's language, when it is the server's data (a name) in a page of another language:
   * `useDataLang()`. */
  titleLang?: string;
  /** Content: a line under the title (time, points, a date). */
  subtitle?: ReactNode;
  /** Accessibility: the subtitle's language, when it is the server's data (a course's name): `useDataLang()`. */
  subtitleLang?: string;
  /** Content: something at the end of the header row, such as a check mark or a Tag. */
  headerEnd?: ReactNode;
  /** Content: an image or illustration above the header, drawn edge to edge. */
  media?: ReactNode;
  /** Content: the body. */
  children?: ReactNode;
  /** Content: buttons or links at the foot of the card. They stay separately clickable on an interactive card. */
  actions?: ReactNode;
  /** Appearance: clamps the title to this many lines (content cards use 2). */
  titleLines?: number;
  /** Accessibility: the heading level of the title. */
  headingLevel?: 2 | 3 | 4;
  /** Behaviour: makes the whole card a link to this address (with `onClick`, the click is also reported). */
  href?: string;
  /** Events: makes the whole card a button (or, with `href`, is called when the link is followed). */
  onClick?: (event: MouseEvent<HTMLAnchorElement | HTMLButtonElement>) => void;
  /** Appearance: a class for the caller's own layout (margins, grid placement). */
  className?: string;
}

/**
 * A surface grouping one thing: media, a header, a body and actions. With `href` or `onClick` the whole card is
 * one target named by its title (the title's link stretches over the card); actions inside remain their own targets.
 */
export function Card({
  title,
  titleLang,
  subtitle,
  subtitleLang,
  headerEnd,
  media,
  children,
  actions,
  titleLines,
  headingLevel = 3,
  href,
  onClick,
  className,
}: CardProps) {
  const titleId = useId();
  const interactive = href !== undefined || onClick !== undefined;
  // The clamp sits on the element that holds the text: the heading, or the span inside an interactive title.
  const clamp = titleLines && !interactive ? { style: { WebkitLineClamp: titleLines } } : {};
  const targetText = titleLines ? <Clamped style={{ WebkitLineClamp: titleLines }}>{title}</Clamped> : title;
  const titleContent = interactive ? (
    href !== undefined ? (
      <Target as="a" href={href} onClick={onClick}>
        {targetText}
      </Target>
    ) : (
      <Target as="button" type="button" onClick={onClick}>
        {targetText}
      </Target>
    )
  ) : (
    title
  );

  return (
    <Root
      className={className}
      data-interactive={interactive || undefined}
      aria-labelledby={title ? titleId : undefined}
    >
      {media && <Media>{media}</Media>}
      {(title || headerEnd) && (
        <Header>
          <HeaderText>
            {title && (
              <Title
                as={`h${headingLevel}`}
                id={titleId}
                lang={titleLang}
                data-clamped={titleLines && !interactive ? true : undefined}
                {...clamp}
              >
                {titleContent}
              </Title>
            )}
            {subtitle && <Subtitle lang={subtitleLang}>{subtitle}</Subtitle>}
          </HeaderText>
          {headerEnd && <HeaderEnd>{headerEnd}</HeaderEnd>}
        </Header>
      )}
      {children && <Body>{children}</Body>}
      {actions && <Actions>{actions}</Actions>}
    </Root>
  );
}

const Root = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  min-width: 0;
  overflow: hidden;
  padding-bottom: ${tokens.space[4]};
  border: ${tokens.borderWidth.thin} solid ${tokens.color.border.default};
  border-radius: ${tokens.radius.lg};
  background-color: ${tokens.color.surface.raised};
  box-shadow: ${tokens.elevation.sm};
  color: ${tokens.color.text.primary};
  transition: box-shadow ${tokens.motion.duration.fast} ${tokens.motion.easing.standard};

  &[data-interactive]:hover {
    box-shadow: ${tokens.elevation.md};
  }

  /* Without :has() (ADR 0097) any focus inside rings the card; with it, keyboard focus only. */
  &[data-interactive]:focus-within {
    outline: ${tokens.focusRing.width} solid ${tokens.color.focus.ring};
    outline-offset: ${tokens.focusRing.offset};
  }

  &[data-interactive]:focus-within:not(:has(:focus-visible)) {
    outline: none;
  }
`;

const Media = styled.div`
  display: block;
  line-height: 0;
  background-color: ${tokens.color.surface.sunken};

  img,
  svg {
    display: block;
    width: 100%;
    height: auto;
  }
`;

/* Header, body and actions share their inline inset; a narrow card's own styles may set `--card-padding-inline` on
   them (ContentCard does below 11rem) to leave its title more of the width. */
const Header = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${tokens.space[2]};
  padding: ${tokens.space[3]} var(--card-padding-inline, ${tokens.space[4]}) 0;
`;

const HeaderText = styled.div`
  flex: 1;
  min-width: 0;
`;

const Title = styled.h3`
  margin: 0;
  font-size: ${tokens.font.size.md};
  font-weight: ${tokens.font.weight.bold};
  line-height: ${tokens.font.lineHeight.tight};
  ${wrapWords}

  &[data-clamped] {
    ${clampBox}
  }
`;

const Clamped = styled.span`
  ${clampBox}
`;

const Target = styled.a`
  /* As wide as the heading (a button, inline-block, is otherwise shrink-to-fit): sized by its title, it would take the
     longest word as its width and push a long word past the card's edge instead of breaking it. */
  width: 100%;
  /* A 24 px tall box (WCAG 2.5.8 target size, as axe measures it) around a 20 px line, the layout unchanged. */
  margin: -2px 0;
  padding: 2px 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  text-align: inherit;
  text-decoration: none;
  cursor: pointer;
  -webkit-tap-highlight-color: transparent;

  /* The title's target covers the whole card, so the card is one target with the title as its name. */
  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }

  &:focus-visible {
    outline: none;
  }
`;

const Subtitle = styled.div`
  margin-top: ${tokens.space[1]};
  font-size: ${tokens.font.size.sm};
  color: ${tokens.color.text.secondary};
`;

const HeaderEnd = styled.div`
  flex-shrink: 0;
`;

const Body = styled.div`
  padding: ${tokens.space[3]} var(--card-padding-inline, ${tokens.space[4]}) 0;
  font-size: ${tokens.font.size.sm};
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  /* Above the stretched title target, so each action stays its own target. */
  position: relative;
  z-index: 1;
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space[2]};
  margin-top: auto;
  padding: ${tokens.space[3]} var(--card-padding-inline, ${tokens.space[4]}) 0;
`;
