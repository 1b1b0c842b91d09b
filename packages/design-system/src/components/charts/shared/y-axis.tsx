import { AxisLeft } from '@visx/axis';
import type { PickD3Scale } from '@visx/scale';
import { Line } from '@visx/shape';

/** Width in px of the fixed Y axis beside a scrolling plot (its title and tick labels). */
export const Y_AXIS_WIDTH = 52;

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
}) {
  return (
    <svg width={Y_AXIS_WIDTH} height={svgHeight} aria-hidden="true" style={{ flexShrink: 0 }}>
      <text
        data-axis-label=""
        transform={`translate(12, ${top + height / 2}) rotate(-90)`}
        textAnchor="middle"
      >
        {label}
      </text>
      <AxisLeft
        top={top}
        left={Y_AXIS_WIDTH - 1}
        scale={scale}
        tickValues={ticks}
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
