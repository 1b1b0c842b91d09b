import { Group } from '@visx/group';
import { Pie } from '@visx/shape';
import { tokens } from '../../../tokens';
import { ChartDataTable, ChartFrame, ChartLegend, ChartTooltip, Plot } from './chart-frame';
import { useChartMarks } from './use-chart-marks';
import { useElementWidth } from './use-element-width';

/** One slice of a ring chart. */
export interface RingSlice {
  label: string;
  value: number;
  /** The value as written in the legend, tooltip and table ("40%", "3"). */
  display: string;
  /** A colour token. */
  colour: string;
}

export interface RingChartProps {
  title: string;
  showTitle?: boolean;
  className?: string;
  slices: readonly RingSlice[];
  /** Big text in the hole (the completed share, the score). */
  centreValue: string;
  /** Small text under it ("Completed", "Score"). */
  centreCaption: string;
  /** Diameter in px (smaller when the container is narrower). */
  size: number;
  /** Headings of the data table: the label column and the value column. */
  columns: readonly [string, string];
  /** Rows the table adds after the slices (e.g. the score). */
  extraRows?: readonly (readonly [string, string])[];
}

const HOLE = 0.62;

/**
 * A ring of slices with text in the hole (visx Pie): the progress pie and the attempt doughnut. Slices are
 * separated by a gap of the surface colour; the ring has a thin outline so a light slice (the remaining part)
 * keeps a visible edge. Zero slices are left out of the drawing (they stay in the legend and table).
 */
export function RingChart({
  title,
  showTitle,
  className,
  slices,
  centreValue,
  centreCaption,
  size,
  columns,
  extraRows = [],
}: RingChartProps) {
  const [plotRef, width] = useElementWidth<HTMLDivElement>();
  const drawn = slices.filter((s) => s.value > 0);
  const { active, markProps } = useChartMarks(drawn.length);
  const diameter = Math.max(0, Math.min(size, width));
  const outer = diameter / 2 - 2;
  const inner = outer * HOLE;
  const centre = width / 2;
  const activeSlice = active !== null ? drawn[active] : undefined;

  const total = drawn.reduce((sum, s) => sum + s.value, 0);
  const before = active !== null ? drawn.slice(0, active).reduce((sum, s) => sum + s.value, 0) : 0;
  // Pie angles start at 12 o'clock and run clockwise; the tooltip sits at the middle of the slice's ring.
  const angle = activeSlice && total > 0 ? (2 * Math.PI * (before + activeSlice.value / 2)) / total : 0;
  const ring = (outer + inner) / 2;
  const tooltipAt = [centre + Math.sin(angle) * ring, diameter / 2 - Math.cos(angle) * ring] as const;

  return (
    <ChartFrame
      title={title}
      showTitle={showTitle}
      className={className}
      table={
        <ChartDataTable
          title={title}
          columns={columns}
          rows={[...slices.map((s) => [s.label, s.display] as const), ...extraRows]}
        />
      }
    >
      <Plot ref={plotRef} style={{ minHeight: Math.min(size, diameter || size) }}>
        {width > 0 && (
          <svg width={width} height={diameter} role="group" aria-label={title}>
            <Group top={diameter / 2} left={centre}>
              <Pie
                data={[...drawn]}
                pieValue={(s) => s.value}
                pieSort={null}
                pieSortValues={null}
                outerRadius={outer}
                innerRadius={inner}
              >
                {({ arcs, path }) =>
                  arcs.map((arc, i) => {
                    const d = path(arc) ?? '';
                    return (
                      <g
                        key={arc.data.label}
                        role="img"
                        aria-label={`${arc.data.label}: ${arc.data.display}`}
                        {...markProps(i)}
                      >
                        <path
                          d={d}
                          style={{
                            fill: arc.data.colour,
                            stroke: tokens.color.surface.raised,
                            strokeWidth: drawn.length > 1 ? 2 : 0,
                          }}
                        />
                        <path data-focus-ring="" d={d} />
                      </g>
                    );
                  })
                }
              </Pie>
              <g aria-hidden="true" style={{ pointerEvents: 'none' }}>
                <circle
                  r={outer}
                  style={{ fill: 'none', stroke: tokens.color.chart.outline, strokeWidth: 1 }}
                />
                <circle
                  r={inner}
                  style={{ fill: 'none', stroke: tokens.color.chart.outline, strokeWidth: 1 }}
                />
                <text data-centre-value="" textAnchor="middle" dy="0.1em">
                  {centreValue}
                </text>
                <text data-centre-caption="" textAnchor="middle" dy="1.9em">
                  {centreCaption}
                </text>
              </g>
            </Group>
          </svg>
        )}
        {activeSlice && (
          <ChartTooltip
            key={active}
            x={tooltipAt[0]}
            y={tooltipAt[1]}
            bounds={width}
            label={activeSlice.label}
            value={activeSlice.display}
          />
        )}
      </Plot>
      <ChartLegend items={slices.map((s) => ({ label: s.label, value: s.display, colour: s.colour }))} />
    </ChartFrame>
  );
}
