import { useId, useLayoutEffect, useRef, useState, type HTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslate } from '../../../i18n/use-texts';
import { tokens } from '../../../tokens';
import { EmptyState } from '../../empty-state';
import { Skeleton } from '../../skeleton';
import { chartText } from './chart-text';

/** The empty text of the spec (learning-app.md §"Empty states": "No data available"). */
export const CHART_EMPTY_MESSAGE = 'No data available';

/** Props every chart shares. */
export interface ChartBaseProps {
  /**
   * Accessibility: the chart's name. It captions the chart (visible with `showTitle`, otherwise read by screen
   * readers only) and its data table.
   */
  title: string;
  /** Appearance: shows `title` above the chart; leave it off when the surrounding card already has the heading. */
  showTitle?: boolean;
  /** Behaviour: shows a skeleton of the chart's size while its data loads. */
  loading?: boolean;
  /** Content: what shows instead of the chart when there is nothing to draw. */
  emptyMessage?: string;
  /** Appearance: a class for the caller's own layout (margins, grid placement). */
  className?: string;
}

/** One bar of the mission or operation chart. */
export interface ChartBar {
  /** Identifies the bar (the mission or operation id). */
  id: string;
  /** The full name; under the bar it is cut at 20 characters with "…", in the tooltip and table it is whole. */
  label: string;
  /** Completed percentage, 0–100 (written to at most two decimals). */
  value: number;
}

export interface ChartFrameProps {
  title: string;
  showTitle?: boolean;
  className?: string;
  /** The visible chart: plot, legend. */
  children: ReactNode;
  /** The text alternative: a {@link ChartDataTable}. */
  table?: ReactNode;
}

/**
 * The one pattern every chart follows: a `<figure>` named by its caption (the title), the drawing, and a visually
 * hidden data table with every value (the text alternative). Marks inside the drawing are focusable one at a time
 * (arrow keys) and carry "label: value" names, so the values are reachable by keyboard and by pointer too.
 */
export function ChartFrame({ title, showTitle = false, className, children, table }: ChartFrameProps) {
  const captionId = useId();
  return (
    <Figure className={className} aria-labelledby={captionId}>
      <Caption id={captionId} className={showTitle ? undefined : 'visually-hidden'}>
        {title}
      </Caption>
      {children}
      {table}
    </Figure>
  );
}

export interface ChartDataTableProps {
  title: string;
  /** Column headings; the first column holds the row labels. */
  columns: readonly [string, ...string[]];
  /** One row per mark: the full label first, then the formatted values. */
  rows: readonly (readonly [string, ...string[]])[];
  /** The row labels' language, when they are the server's data (missions' names): `useDataLang()`. */
  labelLang?: string;
}

/**
 * The chart's data as a table, visually hidden: the text alternative screen readers browse. The hiding box is a div
 * around the table: a table is never narrower than its cells, so hidden by itself it would still widen the page on a
 * phone.
 */
export function ChartDataTable({ title, columns, rows, labelLang }: ChartDataTableProps) {
  return (
    <div className="visually-hidden">
      <table>
        <caption>{title}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, ...values], i) => (
            <tr key={`${label}-${i}`}>
              <th scope="row" lang={labelLang}>
                {label}
              </th>
              {values.map((value, j) => (
                <td key={j}>{value}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A chart that is loading: a grey shape of the chart's size with one "Loading chart…" for screen readers. */
export function ChartSkeleton({
  shape = 'rect',
  height,
  className,
}: {
  shape?: 'rect' | 'circle';
  height: number;
  className?: string;
}) {
  const t = useTranslate();
  const label = t('Loading chart…');
  return (
    <SkeletonBox className={className} data-shape={shape} style={{ minHeight: height }}>
      {shape === 'circle' ? (
        <Skeleton variant="circle" width={height} label={label} />
      ) : (
        <Skeleton variant="rect" height={height} label={label} />
      )}
    </SkeletonBox>
  );
}

/** A chart with nothing to draw: its caption and the empty message. */
export function ChartEmpty({
  title,
  showTitle,
  message = CHART_EMPTY_MESSAGE,
  className,
}: Pick<ChartBaseProps, 'title' | 'showTitle' | 'className'> & { message?: string }) {
  const t = useTranslate();
  return (
    <ChartFrame title={title} showTitle={showTitle} className={className}>
      <EmptyState message={t(message)} icon="inbox" size="sm" />
    </ChartFrame>
  );
}

export interface LegendItem {
  label: string;
  value: string;
  colour: string;
}

/** A key of colours under a pie: swatch, label and value. Hidden from screen readers (the table says it). */
export function ChartLegend({ items }: { items: readonly LegendItem[] }) {
  return (
    <LegendList aria-hidden="true">
      {items.map((item) => (
        <li key={item.label}>
          <Swatch style={{ backgroundColor: item.colour }} />
          <span>{item.label}</span>
          <LegendValue>{item.value}</LegendValue>
        </li>
      ))}
    </LegendList>
  );
}

/**
 * A small box beside a mark, shown while the mark is hovered or focused: the full label and the value. It is placed
 * above the point `x`,`y` (px inside the plot), or below it near the top, and kept inside `0…bounds`.
 */
export function ChartTooltip({
  x,
  y,
  bounds,
  label,
  labelLang,
  value,
}: {
  x: number;
  y: number;
  bounds: number;
  label: string;
  /** The label's language, when it is the server's data: `useDataLang()`. */
  labelLang?: string;
  value: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [position, setPosition] = useState<{ left: number; top: number } | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const { width, height } = element.getBoundingClientRect();
    const left = Math.min(Math.max(0, x - width / 2), Math.max(0, bounds - width));
    const top = y - height - 8 >= 0 ? y - height - 8 : y + 12;
    setPosition({ left, top });
  }, [x, y, bounds]);
  return (
    <Tip
      ref={ref}
      role="tooltip"
      style={{
        left: position?.left ?? 0,
        top: position?.top ?? 0,
        visibility: position ? 'visible' : 'hidden',
      }}
    >
      <strong lang={labelLang}>{label}</strong>
      <span>{value}</span>
    </Tip>
  );
}

/** The box the drawing lives in: tokens for every SVG part, the focus ring of a mark, the tooltip's anchor. */
export const Plot = styled.div`
  position: relative;
  min-width: 0;

  svg {
    display: block;
    overflow: visible;
  }

  svg text {
    font-family: ${tokens.font.family.base};
    font-size: ${tokens.font.size[chartText.tick.size]};
    font-weight: ${tokens.font.weight[chartText.tick.weight]};
    fill: ${tokens.color.chart.axis};
  }

  svg [data-axis-label] {
    font-size: ${tokens.font.size[chartText.axisTitle.size]};
    font-weight: ${tokens.font.weight[chartText.axisTitle.weight]};
  }

  svg [data-value-label] {
    fill: ${tokens.color.text.primary};
    font-weight: ${tokens.font.weight.bold};
  }

  svg [data-centre-value] {
    fill: ${tokens.color.text.primary};
    font-size: ${tokens.font.size['2xl']};
    font-weight: ${tokens.font.weight.bold};
  }

  svg [data-centre-caption] {
    fill: ${tokens.color.text.secondary};
    font-size: ${tokens.font.size.sm};
  }

  svg [data-selected] [data-tick-label],
  svg [data-tick-label][data-selected] {
    fill: ${tokens.color.text.primary};
    font-size: ${tokens.font.size[chartText.tickSelected.size]};
    font-weight: ${tokens.font.weight[chartText.tickSelected.weight]};
  }

  .visx-axis-line,
  .visx-axis-tick line {
    stroke: ${tokens.color.chart.axis};
  }

  [data-grid] line {
    stroke: ${tokens.color.chart.grid};
  }

  [data-mark] {
    outline: none;
  }

  [data-mark][role='button'] {
    cursor: pointer;
    -webkit-tap-highlight-color: transparent;
  }

  [data-hit] {
    fill: transparent;
  }

  [data-focus-ring] {
    fill: none;
    stroke: none;
  }

  [data-mark]:focus-visible [data-focus-ring] {
    stroke: ${tokens.color.focus.ring};
    stroke-width: ${tokens.focusRing.width};
  }

  [data-mark][role='button']:hover [data-hit] {
    fill: ${tokens.color.surface.sunken};
  }
`;

/**
 * A horizontally scrolling strip: bars keep a 48 px band on a phone instead of squeezing or pushing the page. It is a
 * declared horizontal scroller (`data-scroll-x`).
 */
export const ScrollStrip = styled.div.attrs(
  () => ({ 'data-scroll-x': '' }) as HTMLAttributes<HTMLDivElement>,
)`
  flex: 1;
  min-width: 0;
  overflow-x: auto;
  overflow-y: hidden;
  overscroll-behavior-x: contain;
`;

const Figure = styled.figure`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${tokens.space[3]};
  min-width: 0;
  margin: 0;
  font-family: ${tokens.font.family.base};
  color: ${tokens.color.text.primary};
`;

const Caption = styled.figcaption`
  font-size: ${tokens.font.size.md};
  font-weight: ${tokens.font.weight.bold};
  line-height: ${tokens.font.lineHeight.tight};
`;

const SkeletonBox = styled.div`
  display: grid;
  align-content: center;
  min-width: 0;

  &[data-shape='circle'] {
    justify-items: center;
  }
`;

const Tip = styled.div`
  position: absolute;
  z-index: ${tokens.z.tooltip};
  display: grid;
  gap: ${tokens.space[1]};
  max-width: 220px;
  padding: ${tokens.space[2]} ${tokens.space[3]};
  border: ${tokens.borderWidth.thin} solid ${tokens.color.border.strong};
  border-radius: ${tokens.radius.md};
  background-color: ${tokens.color.surface.raised};
  box-shadow: ${tokens.elevation.md};
  color: ${tokens.color.text.primary};
  font-family: ${tokens.font.family.base};
  font-size: ${tokens.font.size.sm};
  line-height: ${tokens.font.lineHeight.tight};
  overflow-wrap: anywhere;
  pointer-events: none;
  white-space: normal;
`;

const LegendList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${tokens.space[2]} ${tokens.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${tokens.font.size.sm};
  color: ${tokens.color.text.secondary};

  li {
    display: inline-flex;
    align-items: center;
    gap: ${tokens.space[2]};
  }
`;

const Swatch = styled.span`
  width: 12px;
  height: 12px;
  flex-shrink: 0;
  border-radius: ${tokens.radius.sm};
  box-shadow: inset 0 0 0 ${tokens.borderWidth.thin} ${tokens.color.chart.outline};
`;

const LegendValue = styled.span`
  color: ${tokens.color.text.primary};
  font-weight: ${tokens.font.weight.bold};
`;
