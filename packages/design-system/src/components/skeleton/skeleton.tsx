import type { ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { useTranslate } from '../../i18n/use-texts';
import { tokens } from '../../tokens';

export type SkeletonVariant = 'text' | 'rect' | 'circle' | 'card';

export interface SkeletonProps {
  /** Appearance: lines of text, a rectangle (image, video), a circle (avatar, icon) or a whole card. */
  variant?: SkeletonVariant;
  /** Appearance: number of lines for `text` (the last one is shorter). */
  lines?: number;
  /** Appearance: CSS width (a number is px). Defaults: the container's width; 48 px for a circle. */
  width?: number | string;
  /** Appearance: CSS height (a number is px) of a `rect`; a circle uses `width`. Default 120 px. */
  height?: number | string;
  /**
   * Accessibility: when set, the skeleton is its own loading region (`aria-busy`) with this visually hidden
   * text, e.g. "Loading…". Leave it out when a {@link SkeletonGroup} around several skeletons says it once.
   */
  label?: string;
}

export interface SkeletonGroupProps {
  /** Accessibility: what a screen reader hears instead of the grey shapes. */
  label?: string;
  /** Content: the skeletons, laid out like the content that will replace them. */
  children: ReactNode;
  /** Appearance: the gap between children (a space token key). */
  gap?: keyof typeof tokens.space;
}

const size = (value: number | string | undefined) => (typeof value === 'number' ? `${value}px` : value);

/**
 * A grey placeholder in the shape of content that is loading, with a light sweeping over it (still for readers
 * who ask for reduced motion). The shapes are hidden from screen readers; the surrounding region says
 * "Loading…" once and is marked `aria-busy`.
 */
export function Skeleton({ variant = 'text', lines = 3, width, height, label }: SkeletonProps) {
  const shape = (() => {
    switch (variant) {
      case 'circle': {
        const d = size(width) ?? '48px';
        return <Shape aria-hidden="true" data-variant="circle" style={{ width: d, height: d }} />;
      }
      case 'rect':
        return (
          <Shape
            aria-hidden="true"
            data-variant="rect"
            style={{ width: size(width) ?? '100%', height: size(height) ?? '120px' }}
          />
        );
      case 'card':
        return (
          <Card aria-hidden="true" style={{ width: size(width) }}>
            <Shape data-variant="rect" style={{ height: size(height) ?? '120px' }} />
            <TextLines lines={2} />
          </Card>
        );
      default:
        return (
          <div aria-hidden="true" style={{ width: size(width) }}>
            <TextLines lines={lines} />
          </div>
        );
    }
  })();
  return label ? <SkeletonGroup label={label}>{shape}</SkeletonGroup> : shape;
}

/** A loading region: `aria-busy`, one visually hidden label, and the skeletons laid out inside. */
export function SkeletonGroup({ label = 'Loading…', children, gap = 3 }: SkeletonGroupProps) {
  const t = useTranslate();
  return (
    <Group aria-busy="true" style={{ gap: tokens.space[gap] }}>
      <span className="visually-hidden">{t(label)}</span>
      {children}
    </Group>
  );
}

function TextLines({ lines }: { lines: number }) {
  return (
    <Lines>
      {Array.from({ length: Math.max(1, lines) }, (_, i) => (
        <Shape key={i} data-variant="text" data-last={i === lines - 1 && lines > 1 ? '' : undefined} />
      ))}
    </Lines>
  );
}

const shimmer = keyframes`
  from { background-position: 100% 0; }
  to { background-position: -100% 0; }
`;

const Shape = styled.span`
  display: block;
  max-width: 100%;
  background-color: ${tokens.skeleton.base};
  background-image: linear-gradient(
    90deg,
    ${tokens.skeleton.base} 0%,
    ${tokens.skeleton.highlight} 50%,
    ${tokens.skeleton.base} 100%
  );
  background-size: 200% 100%;
  animation: ${shimmer} ${tokens.motion.duration.shimmer} ${tokens.motion.easing.linear} infinite;

  &[data-variant='text'] {
    height: 0.875em;
    border-radius: ${tokens.radius.sm};
  }
  &[data-variant='text'][data-last] {
    width: 60%;
  }
  &[data-variant='rect'] {
    border-radius: ${tokens.radius.md};
  }
  &[data-variant='circle'] {
    flex-shrink: 0;
    border-radius: ${tokens.radius.pill};
  }

  @media (prefers-reduced-motion: reduce) {
    animation: none;
    background-image: none;
  }
`;

const Lines = styled.span`
  display: grid;
  gap: 0.625em;
  padding-block: 0.3125em;
`;

const Card = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${tokens.space[3]};
  max-width: 100%;
  padding: ${tokens.space[3]};
  border: ${tokens.borderWidth.thin} solid ${tokens.color.border.default};
  border-radius: ${tokens.radius.lg};
  background-color: ${tokens.color.surface.raised};
`;

const Group = styled.div`
  position: relative;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
`;
