import { Children, type ReactNode } from 'react';
import styled from 'styled-components';
import { media, tokens } from '../../tokens';

/** Props of {@link ResponsiveGrid}. */
export interface ResponsiveGridProps {
  /** Content: the cells, usually cards. */
  children: ReactNode;
  /** Appearance: the space between cells: `sm` 8 px, `md` 12 px, `lg` 16 px. */
  gap?: 'sm' | 'md' | 'lg';
  /** Accessibility: renders a list (`ul`, each child in an `li`) so screen readers announce how many items. */
  list?: boolean;
  /** Accessibility: names the list, e.g. "Contents". */
  label?: string;
  /** Appearance: a class for the caller's own layout (margins, grid placement). */
  className?: string;
}

/** Cells two per row on small screens and four per row from 768 px (learning-app.md, content cards). */
export function ResponsiveGrid({
  children,
  gap = 'md',
  list = false,
  label,
  className,
}: ResponsiveGridProps) {
  if (list) {
    return (
      <Grid as="ul" data-gap={gap} aria-label={label} className={className}>
        {Children.map(children, (child) => (child == null ? null : <li>{child}</li>))}
      </Grid>
    );
  }
  return (
    <Grid data-gap={gap} className={className} {...(label ? { role: 'group', 'aria-label': label } : {})}>
      {children}
    </Grid>
  );
}

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  margin: 0;
  padding: 0;
  list-style: none;

  &[data-gap='sm'] {
    gap: ${tokens.space[2]};
  }
  &[data-gap='md'] {
    gap: ${tokens.space[3]};
  }
  &[data-gap='lg'] {
    gap: ${tokens.space[4]};
  }

  ${media.up('md')} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }

  > li {
    display: grid;
    min-width: 0;
  }
`;
