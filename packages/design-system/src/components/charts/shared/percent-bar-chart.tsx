import { useState } from 'react';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { tokens } from '../../../tokens';
import { CHART_LABEL_LIMIT, formatPercent, truncate } from '../../../format';
import { ChartDataTable, ChartFrame, ChartTooltip, Plot, ScrollStrip } from './chart-frame';
import { MIN_BAND_WIDTH, PERCENT_AXIS, percentTicks } from './chart-scales';
import { useChartMarks } from './use-chart-marks';
import { useElementWidth } from './use-element-width';
import { Baseline, GridLines, YAxis, Y_AXIS_WIDTH } from './y-axis';

/** One bar of a percent bar chart. */
export interface PercentBar {
  /** Identifies the bar (passed to `onSelect`). */
  id: string;
  /** The full label; the axis shows it cut at 20 characters, the tooltip and table in full. */
  label: string;
  /** Completed percentage, 0–100. */
  value: number;
  /** A colour token for this bar (e.g. a category's); the default is `tokens.color.chart.bar`. */
  colour?: string;
}

export interface PercentBarChartProps {
  title: string;
  showTitle?: boolean;
  className?: string;
  data: readonly PercentBar[];
  /** Heading of the label column in the data table (e.g. "Mission"). */
  categoryHeading: string;
  /** Height of the plotting area in px (labels below add to it). */
  height: number;
  selectedId?: string;
  /** Makes the bars buttons (`aria-pressed` on the selected one). */
  onSelect?: (id: string) => void;
}

const TOP = 12;
const LABEL_GAP = 8;
const BAND_PADDING = 0.3;
/** Average advance of a 12 px Noto Sans character, to decide whether labels fit side by side. */
const CHAR_WIDTH = 6.6;
const ROTATION = 45;
const SIN = Math.sin((ROTATION * Math.PI) / 180);

/**
 * The dashboard's bar chart (visx): Y axis 0–110 with ticks every 20 labelled "Completed(%)", a value above each
 * bar, labels cut at 20 characters. Bars keep a 48 px band; when they do not fit the width the bars scroll
 * sideways beside a fixed Y axis, and labels that do not fit side by side turn 45°.
 */
export function PercentBarChart({
  title,
  showTitle,
  className,
  data,
  categoryHeading,
  height,
  selectedId,
  onSelect,
}: PercentBarChartProps) {
  const [plotRef, width] = useElementWidth<HTMLDivElement>();
  const [scrollLeft, setScrollLeft] = useState(0);
  const selectedIndex = data.findIndex((d) => d.id === selectedId);
  const { active, markProps } = useChartMarks(
    data.length,
    Math.max(0, selectedIndex),
    onSelect ? (i) => onSelect(data[i]!.id) : undefined,
  );

  const labels = data.map((d) => truncate(d.label, CHART_LABEL_LIMIT));
  const available = Math.max(0, width - Y_AXIS_WIDTH);
  const step = Math.max(MIN_BAND_WIDTH, data.length ? available / data.length : 0);
  const widest = Math.max(0, ...labels.map((l) => Array.from(l).length * CHAR_WIDTH));
  const rotate = widest > step - 8;
  const labelArea = rotate ? Math.ceil(widest * SIN) + LABEL_GAP * 2 + 8 : 28;
  const firstWidth = labels[0] ? Array.from(labels[0]).length * CHAR_WIDTH : 0;
  const leftPad = rotate ? Math.max(0, Math.ceil(firstWidth * SIN - step / 2)) : 0;
  const innerWidth = data.length * step;
  const svgWidth = Math.max(available, innerWidth + leftPad);
  const svgHeight = TOP + height + labelArea;

  const x = scaleBand<string>({
    domain: data.map((d) => d.id),
    range: [0, innerWidth],
    padding: BAND_PADDING,
  });
  const y = scaleLinear<number>({ domain: [0, PERCENT_AXIS.max], range: [height, 0] });
  const ticks = percentTicks();
  const barWidth = x.bandwidth();
  const bandStart = (i: number) => leftPad + i * step;
  const clamp = (v: number) => Math.min(PERCENT_AXIS.max, Math.max(0, Number.isFinite(v) ? v : 0));

  const activeBar = active !== null ? data[active] : undefined;

  return (
    <ChartFrame
      title={title}
      showTitle={showTitle}
      className={className}
      table={
        <ChartDataTable
          title={title}
          columns={[categoryHeading, PERCENT_AXIS.label]}
          rows={data.map((d) => [d.label, formatPercent(d.value)] as const)}
        />
      }
    >
      <Plot ref={plotRef} style={{ display: 'flex', minHeight: svgHeight }}>
        {width > 0 && (
          <>
            <YAxis
              label={PERCENT_AXIS.label}
              scale={y}
              ticks={ticks}
              top={TOP}
              height={height}
              svgHeight={svgHeight}
            />
            <ScrollStrip onScroll={(event) => setScrollLeft(event.currentTarget.scrollLeft)}>
              <svg width={svgWidth} height={svgHeight} role="group" aria-label={title}>
                <Group top={TOP}>
                  <GridLines scale={y} ticks={ticks} width={svgWidth} />
                  {data.map((d, i) => {
                    const value = clamp(d.value);
                    const selected = onSelect !== undefined && d.id === selectedId;
                    const fill = selected
                      ? tokens.color.chart.barSelected
                      : (d.colour ?? tokens.color.chart.bar);
                    const name = `${d.label}: ${formatPercent(d.value)}`;
                    const interactive = onSelect
                      ? {
                          role: 'button',
                          'aria-pressed': selected,
                          onClick: () => onSelect(d.id),
                        }
                      : { role: 'img' };
                    return (
                      <g
                        key={d.id}
                        transform={`translate(${bandStart(i)}, 0)`}
                        aria-label={name}
                        data-selected={selected ? '' : undefined}
                        {...interactive}
                        {...markProps(i)}
                      >
                        <rect data-hit="" x={0} y={-TOP} width={step} height={TOP + height + labelArea} />
                        <Bar
                          data-bar=""
                          x={(step - barWidth) / 2}
                          y={y(value)}
                          width={barWidth}
                          height={height - y(value)}
                          rx={2}
                          style={{ fill }}
                        />
                        <text
                          data-value-label=""
                          x={step / 2}
                          y={y(value) - 6}
                          textAnchor="middle"
                          aria-hidden="true"
                        >
                          {formatPercent(d.value)}
                        </text>
                        <text
                          data-tick-label=""
                          aria-hidden="true"
                          textAnchor={rotate ? 'end' : 'middle'}
                          transform={
                            rotate
                              ? `translate(${step / 2 + 4}, ${height + LABEL_GAP}) rotate(-${ROTATION})`
                              : `translate(${step / 2}, ${height + LABEL_GAP + 12})`
                          }
                        >
                          {labels[i]}
                        </text>
                        <rect
                          data-focus-ring=""
                          x={2}
                          y={-TOP + 2}
                          width={step - 4}
                          height={TOP + height + labelArea - 4}
                          rx={6}
                        />
                      </g>
                    );
                  })}
                  <Baseline width={svgWidth} height={height} />
                </Group>
              </svg>
            </ScrollStrip>
            {activeBar && active !== null && (
              <ChartTooltip
                key={active}
                x={Y_AXIS_WIDTH + bandStart(active) + step / 2 - scrollLeft}
                y={TOP + y(clamp(activeBar.value))}
                bounds={width}
                label={activeBar.label}
                value={formatPercent(activeBar.value)}
              />
            )}
          </>
        )}
      </Plot>
    </ChartFrame>
  );
}
