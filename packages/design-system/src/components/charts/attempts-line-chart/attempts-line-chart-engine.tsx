import { useState } from 'react';
import { Group } from '@visx/group';
import { scaleLinear } from '@visx/scale';
import { LinePath } from '@visx/shape';
import { tokens } from '../../../tokens';
import { formatScore } from '../../../format';
import { useTranslate } from '../../../i18n/use-texts';
import { ChartDataTable, ChartFrame, ChartTooltip, Plot, ScrollStrip } from '../shared/chart-frame';
import { MIN_BAND_WIDTH, marksAxis } from '../shared/chart-scales';
import { useChartMarks } from '../shared/use-chart-marks';
import { useElementWidth } from '../shared/use-element-width';
import { Baseline, GridLines, YAxis, useYAxisLayout } from '../shared/y-axis';
import { LINE_CHART_HEIGHT, type AttemptsLineChartProps } from './attempts-line-chart-props';

const TOP = 16;
const BOTTOM = 44;

/** The drawn {@link AttemptsLineChart} (visx). Import it only through `AttemptsLineChart`, which loads it lazily. */
export function AttemptsLineChartEngine({
  title,
  showTitle,
  className,
  attempts,
  totalMarks,
  height: minHeight = LINE_CHART_HEIGHT,
}: AttemptsLineChartProps) {
  const t = useTranslate();
  const [plotRef, width] = useElementWidth<HTMLDivElement>();
  const [scrollLeft, setScrollLeft] = useState(0);
  const points = [...attempts].sort((a, b) => a.attempt - b.attempt);
  const { active, markProps } = useChartMarks(points.length);

  // Total marks + 1 in steps of 1, every step labelled: the plot grows with the test's marks (marksAxis).
  const { max: yMax, ticks, labels, height } = marksAxis(totalMarks, minHeight);
  const y = scaleLinear<number>({ domain: [0, yMax], range: [height, 0] });
  // The marks axis grows with the test (a 1000-mark test's labels are wider than "100"): measured, not guessed.
  const axis = useYAxisLayout(t('Marks'), labels);
  const axisWidth = axis.width;
  const available = Math.max(0, width - axisWidth);
  const step = Math.max(MIN_BAND_WIDTH, points.length ? available / points.length : 0);
  const svgWidth = Math.max(available, points.length * step);
  const svgHeight = TOP + height + BOTTOM;
  const xOf = (i: number) => i * step + step / 2;
  const yOf = (marks: number) => y(Math.min(yMax, Math.max(0, Number.isFinite(marks) ? marks : 0)));
  const score = (marks: number) => formatScore(marks, totalMarks);
  const activePoint = active !== null ? points[active] : undefined;

  return (
    <ChartFrame
      title={title}
      showTitle={showTitle}
      className={className}
      table={
        <ChartDataTable
          title={title}
          columns={[t('Attempt'), t('Marks')]}
          rows={points.map((p) => [String(p.attempt), score(p.marks)] as const)}
        />
      }
    >
      <Plot ref={plotRef} style={{ display: 'flex', minHeight: svgHeight }}>
        {width > 0 && (
          <>
            <YAxis
              label={t('Marks')}
              scale={y}
              ticks={ticks}
              top={TOP}
              height={height}
              svgHeight={svgHeight}
              layout={axis}
              labels={labels}
            />
            <ScrollStrip onScroll={(event) => setScrollLeft(event.currentTarget.scrollLeft)}>
              <svg width={svgWidth} height={svgHeight} role="group" aria-label={title}>
                <Group top={TOP}>
                  <GridLines scale={y} ticks={labels} width={svgWidth} />
                  <Baseline width={svgWidth} height={height} />
                  <LinePath
                    data={points}
                    x={(_, i) => xOf(i)}
                    y={(p) => yOf(p.marks)}
                    aria-hidden="true"
                    style={{ fill: 'none', stroke: tokens.color.chart.line, strokeWidth: 2 }}
                  />
                  {points.map((p, i) => (
                    <g
                      key={p.attempt}
                      role="img"
                      aria-label={t('Attempt {attempt}: {score}', {
                        attempt: p.attempt,
                        score: score(p.marks),
                      })}
                      transform={`translate(${xOf(i)}, 0)`}
                      {...markProps(i)}
                    >
                      <rect data-hit="" x={-step / 2} y={-TOP} width={step} height={TOP + height + 24} />
                      <circle
                        cy={yOf(p.marks)}
                        r={5}
                        style={{
                          fill: tokens.color.chart.line,
                          stroke: tokens.color.surface.raised,
                          strokeWidth: 2,
                        }}
                      />
                      <circle data-focus-ring="" cy={yOf(p.marks)} r={10} />
                      <text data-tick-label="" aria-hidden="true" y={height + 18} textAnchor="middle">
                        {p.attempt}
                      </text>
                    </g>
                  ))}
                  <text
                    data-axis-label=""
                    aria-hidden="true"
                    x={svgWidth / 2}
                    y={height + 40}
                    textAnchor="middle"
                  >
                    {t('Attempt')}
                  </text>
                </Group>
              </svg>
            </ScrollStrip>
            {activePoint && active !== null && (
              <ChartTooltip
                key={active}
                x={axisWidth + xOf(active) - scrollLeft}
                y={TOP + yOf(activePoint.marks)}
                bounds={width}
                label={t('Attempt {attempt}', { attempt: activePoint.attempt })}
                value={score(activePoint.marks)}
              />
            )}
          </>
        )}
      </Plot>
    </ChartFrame>
  );
}
