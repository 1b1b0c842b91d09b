import { useId, useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslate } from '../../i18n/use-texts';
import { tokens } from '../../tokens';
import { useControllableState } from '../field/use-controllable-state';

/** Props of {@link ExpandableText}. */
export interface ExpandableTextProps {
  /** Content: the text (plain text or inline elements). */
  children: ReactNode;
  /** Accessibility: the text's language, when it is the server's data (a notification): `useDataLang()`. */
  lang?: string;
  /** Appearance: lines shown while collapsed (notifications use 2). */
  lines?: number;
  /** Content: the toggle's label while collapsed. */
  moreLabel?: string;
  /** Content: the toggle's label while expanded. */
  lessLabel?: string;
  /** Behaviour: expanded, when the caller controls it. */
  expanded?: boolean;
  /** Behaviour: expanded at first, when the component controls it. */
  defaultExpanded?: boolean;
  /** Events: called with the new state when the toggle is pressed. */
  onExpandedChange?: (expanded: boolean) => void;
  /** Appearance: a class for the caller's own layout (margins, grid placement). */
  className?: string;
}

/**
 * Text clamped to a few lines with a "Show more" / "Show less" toggle. The toggle appears only when the text
 * really is cut off, measured again whenever the text's box changes size.
 */
export function ExpandableText({
  children,
  lang,
  lines = 2,
  moreLabel = 'Show more',
  lessLabel = 'Show less',
  expanded: expandedProp,
  defaultExpanded = false,
  onExpandedChange,
  className,
}: ExpandableTextProps) {
  const t = useTranslate();
  const textId = useId();
  const textRef = useRef<HTMLDivElement>(null);
  const [expanded, setExpanded] = useControllableState(expandedProp, defaultExpanded, onExpandedChange);
  const [overflows, setOverflows] = useState(false);

  useLayoutEffect(() => {
    const el = textRef.current;
    if (!el || expanded) return;
    // Measured only while clamped: once expanded nothing is cut off, but the toggle must stay to collapse again.
    const measure = () => setOverflows(el.scrollHeight > el.clientHeight + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [expanded, lines, children]);

  return (
    <Root className={className}>
      <Text
        ref={textRef}
        id={textId}
        lang={lang}
        data-expanded={expanded}
        style={{ '--lines': lines } as CSSProperties}
      >
        {children}
      </Text>
      {(overflows || expanded) && (
        <Toggle
          type="button"
          aria-expanded={expanded}
          aria-controls={textId}
          onClick={() => setExpanded(!expanded)}
        >
          {t(expanded ? lessLabel : moreLabel)}
        </Toggle>
      )}
    </Root>
  );
}

const Root = styled.div`
  min-width: 0;
`;

const Text = styled.div`
  overflow-wrap: anywhere;
  white-space: pre-line;

  &[data-expanded='false'] {
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: var(--lines);
    overflow: hidden;
  }
`;

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  margin: 0;
  padding: 0 ${tokens.space[1]};
  margin-inline-start: calc(-1 * ${tokens.space[1]});
  border: 0;
  border-radius: ${tokens.radius.sm};
  background: none;
  color: ${tokens.color.text.link};
  font: inherit;
  font-weight: ${tokens.font.weight.medium};
  cursor: pointer;
  -webkit-tap-highlight-color: transparent;

  &:hover {
    text-decoration: underline;
  }

  &:focus-visible {
    outline: ${tokens.focusRing.width} solid ${tokens.color.focus.ring};
    outline-offset: 0;
  }
`;
