import { useState } from 'react';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { useTranslate } from '../../../i18n/use-texts';
import { tokens } from '../../../tokens';
import { CHART_LABEL_LIMIT, formatPercent, truncate } from '../../../format';
import { ChartDataTable, ChartFrame, ChartTooltip, Plot, ScrollStrip } from './chart-frame';
import {
  LABEL_ANCHOR_SHIFT,
  LABEL_GAP,
  LABEL_ROTATION,
  MIN_BAND_WIDTH,
  PERCENT_AXIS,
  bandLabelLayout,
  percentTicks,
} from './chart-scales';
import { chartText } from './chart-text';
import { useChartTextMetrics } from './measure-text';
import { useChartMarks } from './use-chart-marks';
import { useElementWidth } from './use-element-width';
import { Baseline, GridLines, YAxis, useYAxisLayout } from './y-axis';

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
  /** The bar labels' language, when they are the server's data (missions' names): `useDataLang()`. */
  labelLang?: string;
  /** Height of the plotting area in px (labels below add to it). */
  height: number;
  selectedId?: string;
  /** Makes the bars buttons (`aria-pressed` on the selected one). */
  onSelect?: (id: string) => void;
}

const TOP = 12;
const BAND_PADDING = 0.3;

/**
 * The dashboard's bar chart (visx): Y axis 0–110 with ticks every 20 labelled "Completed(%)", a value above each
 * bar, labels cut at 20 characters. Bars keep a 48 px band; when they do not fit the width the bars scroll
 * sideways beside a fixed Y axis (a declared horizontal scroller), and labels that do not fit side by side turn
 * 45° clockwise, each starting under its bar. Labels are measured in the product font (bold when their bar can be picked) and
 * the drawing makes room for them: the bars start at the axis, the drawing ends after the last turned label, and
 * the longest ends above the foot; no label is cut.
 */
export function PercentBarChart({
  title,
  showTitle,
  className,
  data,
  categoryHeading,
  labelLang,
  height,
  selectedId,
  onSelect,
}: PercentBarChartProps) {
  const t = useTranslate();
  const axisLabel = t(PERCENT_AXIS.label);
  const [plotRef, width] = useElementWidth<HTMLDivElement>();
  const [scrollLeft, setScrollLeft] = useState(0);
  const selectedIndex = data.findIndex((d) => d.id === selectedId);
  const { active, markProps } = useChartMarks(
    data.length,
    Math.max(0, selectedIndex),
    onSelect ? (i) => onSelect(data[i]!.id) : undefined,
  );

  const labels = data.map((d) => truncate(d.label, CHART_LABEL_LIMIT));
  const ticks = percentTicks();
  const labelSizes = useChartTextMetrics(labels, chartText.tick, { selectable: onSelect !== undefined });
  const axis = useYAxisLayout(axisLabel, ticks);
  const axisWidth = axis.width;
  const available = Math.max(0, width - axisWidth);
  const step = Math.max(MIN_BAND_WIDTH, data.length ? available / data.length : 0);
  const { rotate, labelArea, rightPad } = bandLabelLayout({
    widths: labelSizes.widths,
    ascent: labelSizes.ascent,
    descent: labelSizes.descent,
    step,
  });
  const innerWidth = data.length * step;
  const svgWidth = Math.max(available, innerWidth + rightPad);
  const svgHeight = TOP + height + labelArea;

  const x = scaleBand<string>({
    domain: data.map((d) => d.id),
    range: [0, innerWidth],
    padding: BAND_PADDING,
  });
  const y = scaleLinear<number>({ domain: [0, PERCENT_AXIS.max], range: [height, 0] });
  const barWidth = x.bandwidth();
  const bandStart = (i: number) => i * step;
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
          columns={[categoryHeading, axisLabel]}
          rows={data.map((d) => [d.label, formatPercent(d.value)] as const)}
          labelLang={labelLang}
        />
      }
    >
      <Plot ref={plotRef} style={{ display: 'flex', minHeight: svgHeight }}>
        {width > 0 && (
          <>
            <YAxis
              label={axisLabel}
              scale={y}
              ticks={ticks}
              top={TOP}
              height={height}
              svgHeight={svgHeight}
              layout={axis}
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
                        lang={labelLang}
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
                          textAnchor={rotate ? 'start' : 'middle'}
                          transform={
                            rotate
                              ? `translate(${step / 2 - LABEL_ANCHOR_SHIFT}, ${height + LABEL_GAP}) rotate(${LABEL_ROTATION})`
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
                x={axisWidth + bandStart(active) + step / 2 - scrollLeft}
                y={TOP + y(clamp(activeBar.value))}
                bounds={width}
                label={activeBar.label}
                labelLang={labelLang}
                value={formatPercent(activeBar.value)}
              />
            )}
          </>
        )}
      </Plot>
    </ChartFrame>
  );
}
