import styled from 'styled-components';
import { tokens } from '../../tokens';
import { Skeleton, SkeletonGroup } from '../skeleton';
import { wrapWords } from '../../internal/text-wrap';
import { useTranslate } from '../../i18n/use-texts';

/*
 * Pieces shared by the person rows (LeaderboardRow, FriendRow): the row box, the name and a loading shape.
 * Plain styled elements with static CSS, so a row costs one element tree and no effects: lists of thousands
 * (virtualized) stay cheap. Internal: not exported from the package.
 */

/** The row box: a list item (or a `div` with role listitem, for virtualized lists), 56 px minimum height. */
export const RowRoot = styled.li`
  box-sizing: border-box;
  display: flex;
  align-items: center;
  gap: ${tokens.space[3]};
  min-width: 0;
  min-height: 56px;
  padding: ${tokens.space[2]} ${tokens.space[3]};
  border-bottom: ${tokens.borderWidth.thin} solid ${tokens.color.border.default};
  background-color: ${tokens.color.surface.raised};
  color: ${tokens.color.text.primary};
  font-size: ${tokens.font.size.md};
  list-style: none;
`;

/** The person's name: takes the free width, wraps long names. */
export const RowName = styled.span`
  flex: 1;
  min-width: 0;
  font-weight: ${tokens.font.weight.medium};
  line-height: ${tokens.font.lineHeight.tight};
  ${wrapWords}
`;

/** A secondary line under the name (points). */
export const RowDetail = styled.span`
  display: block;
  margin-top: ${tokens.space[1]};
  font-size: ${tokens.font.size.sm};
  font-weight: ${tokens.font.weight.regular};
  color: ${tokens.color.text.secondary};
`;

/** Props of {@link RowsSkeleton}. */
export interface RowsSkeletonProps {
  /** Accessibility: what a screen reader hears while the list loads. */
  label?: string;
  /** Appearance: how many placeholder rows. */
  rows?: number;
}

/** Placeholder rows while a list of people loads. */
export function RowsSkeleton({ label = 'Loading…', rows = 5 }: RowsSkeletonProps) {
  const t = useTranslate();
  return (
    <SkeletonGroup label={t(label)} gap={0}>
      {Array.from({ length: rows }, (_, i) => (
        <SkeletonRow key={i} aria-hidden="true">
          <Skeleton variant="circle" width={32} />
          <Grow>
            <Skeleton variant="text" lines={1} width="60%" />
          </Grow>
          <Skeleton variant="rect" width={72} height={16} />
        </SkeletonRow>
      ))}
    </SkeletonGroup>
  );
}

const SkeletonRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${tokens.space[3]};
  min-height: 56px;
  padding: ${tokens.space[2]} ${tokens.space[3]};
  border-bottom: ${tokens.borderWidth.thin} solid ${tokens.color.border.default};
`;

const Grow = styled.div`
  flex: 1;
  min-width: 0;
`;
