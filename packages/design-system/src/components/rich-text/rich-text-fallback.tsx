import styled from 'styled-components';
import { tokens } from '../../tokens';
import { Skeleton, SkeletonGroup } from '../skeleton';

/** Props of {@link RichTextFallback}. */
export interface RichTextFallbackProps {
  /** Content: the HTML that is loading; its length picks the number of placeholder lines. */
  html: string;
  /** Appearance: a one-line placeholder inside running text (an option label) instead of a block. */
  inline?: boolean;
  /** Appearance: the class the loaded content will carry, so the layout does not jump. */
  className?: string;
  /** Accessibility: what a screen reader hears while it loads. */
  label?: string;
}

/** Roughly one line per 160 characters of HTML, at most 6: close to the size of the text that will appear. */
export function placeholderLines(html: string): number {
  return Math.min(6, Math.max(1, Math.ceil(html.length / 160)));
}

/** What RichText shows while its sanitizer (and KaTeX, when there is math) loads: grey lines, `aria-busy`. */
export function RichTextFallback({
  html,
  inline = false,
  className,
  label = 'Loading…',
}: RichTextFallbackProps) {
  if (inline) {
    return (
      <InlinePlaceholder className={className} aria-busy="true">
        <span className="visually-hidden">{label}</span>
        <Bar aria-hidden="true" />
      </InlinePlaceholder>
    );
  }
  return (
    <div className={className}>
      <SkeletonGroup label={label}>
        <Skeleton variant="text" lines={placeholderLines(html)} />
      </SkeletonGroup>
    </div>
  );
}

const InlinePlaceholder = styled.span`
  position: relative;
  display: inline-block;
  width: min(10em, 100%);
  vertical-align: middle;
`;

const Bar = styled.span`
  display: block;
  height: 0.875em;
  border-radius: ${tokens.radius.sm};
  background-color: ${tokens.skeleton.base};
`;
