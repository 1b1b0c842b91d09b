import type { ReactNode } from 'react';
import styled from 'styled-components';
import { tokens } from '../../tokens';
import { badgeText } from './badge-count';

/** Props of {@link Badge}. */
export interface BadgeProps {
  /** Content: the element the badge sits on, usually an IconButton such as the cart. */
  children: ReactNode;
  /** Content: how many; the badge hides at 0. */
  count: number;
  /** Appearance: the largest number shown; above it the badge reads "99+". */
  max?: number;
  /** Accessibility: the text read by screen readers for a count, e.g. `(n) => \`${n} items in cart\``. It is read
   * after the anchor; the bubble itself is hidden from them. */
  label: (count: number) => string;
}

/** A count bubble (the cart count) on the corner of an anchor element; hidden when the count is 0. */
export function Badge({ children, count, max = 99, label }: BadgeProps) {
  const text = badgeText(count, max);
  return (
    <Root>
      {children}
      {text && (
        <>
          <Bubble aria-hidden="true" data-testid="badge-count">
            {text}
          </Bubble>
          <span className="visually-hidden">{label(Math.floor(count))}</span>
        </>
      )}
    </Root>
  );
}

const Root = styled.span`
  position: relative;
  display: inline-flex;
  vertical-align: middle;
`;

const Bubble = styled.span`
  position: absolute;
  inset-block-start: 0;
  inset-inline-end: 0;
  transform: translate(25%, -25%);
  min-width: 20px;
  height: 20px;
  padding-inline: ${tokens.space[1]};
  border: ${tokens.borderWidth.thick} solid ${tokens.color.surface.raised};
  border-radius: ${tokens.radius.pill};
  background-color: ${tokens.color.action.danger};
  color: ${tokens.color.text.inverse};
  font-size: ${tokens.font.size.xs};
  font-weight: ${tokens.font.weight.bold};
  line-height: 16px;
  text-align: center;
  box-sizing: border-box;
  pointer-events: none;
`;
