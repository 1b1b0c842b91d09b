import { AxisLeft } from '@visx/axis';
import type { PickD3Scale } from '@visx/scale';
import { Line } from '@visx/shape';
import { Y_AXIS_MIN_WIDTH, yAxisLayout, type YAxisLayout } from './chart-scales';
import { chartText } from './chart-text';
import { useChartTextMetrics } from './measure-text';

/** The Y axis's width and title position, from its title and tick labels measured in the product font. */
export function useYAxisLayout(label: string, ticks: readonly number[]): YAxisLayout {
  const title = useChartTextMetrics([label], chartText.axisTitle);
  const tickLabels = useChartTextMetrics(ticks.map(String), chartText.tick);
  return yAxisLayout({
    widestTick: Math.max(0, ...tickLabels.widths),
    titleAscent: title.ascent,
    titleDescent: title.descent,
  });
}

type YScale = PickD3Scale<'linear', number>;

/**
 * The Y axis of the bar and line charts, in its own SVG so it stays put while the plot beside it scrolls: the axis
 * title turned 90° along the plotting area, then the ticks and their labels. Hidden from screen readers (the data
 * table says every value).
 */
export function YAxis({
  label,
  scale,
  ticks,
  top,
  height,
  svgHeight,
  layout = { width: Y_AXIS_MIN_WIDTH, titleX: 12 },
  labels,
}: {
  /** The axis title, e.g. "Completed(%)". */
  label: string;
  scale: YScale;
  ticks: number[];
  /** Space in px above the plotting area. */
  top: number;
  /** Height in px of the plotting area. */
  height: number;
  /** Height in px of the whole SVG (the plot's, so both line up). */
  svgHeight: number;
  /** Its width and the title's place, from {@link useYAxisLayout}. */
  layout?: YAxisLayout;
  /** The ticks that carry a label (default: every tick); the others are drawn as bare ticks. */
  labels?: readonly number[];
}) {
  const { width, titleX } = layout;
  const labelled = labels ? new Set(labels) : null;
  return (
    <svg width={width} height={svgHeight} aria-hidden="true" style={{ flexShrink: 0 }}>
      <text
        data-axis-label=""
        transform={`translate(${titleX}, ${top + height / 2}) rotate(-90)`}
        textAnchor="middle"
      >
        {label}
      </text>
      <AxisLeft
        top={top}
        left={width - 1}
        scale={scale}
        tickValues={ticks}
        tickFormat={(value) => (labelled === null || labelled.has(Number(value)) ? String(value) : '')}
        tickLength={4}
        tickLabelProps={{ textAnchor: 'end', dx: '-0.25em', dy: '0.33em' }}
      />
    </svg>
  );
}

/** A horizontal grid line at every tick, across the plot's `width`. */
export function GridLines({ scale, ticks, width }: { scale: YScale; ticks: number[]; width: number }) {
  return (
    <g data-grid="" aria-hidden="true">
      {ticks.map((t) => (
        <Line key={t} from={{ x: 0, y: scale(t) }} to={{ x: width, y: scale(t) }} />
      ))}
    </g>
  );
}

/** The X axis line at the foot of the plotting area (`height` px down), across the plot's `width`. */
export function Baseline({ width, height }: { width: number; height: number }) {
  return (
    <Line
      className="visx-axis-line"
      from={{ x: 0, y: height }}
      to={{ x: width, y: height }}
      aria-hidden="true"
    />
  );
}
