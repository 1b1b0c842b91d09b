import type { Theme } from '../../../tokens/theme';

/** How one kind of chart text is set: a step of the font-size scale and a weight (the family is always `base`). */
export interface ChartTextStyle {
  size: keyof Theme['font']['size'];
  weight: keyof Theme['font']['weight'];
}

/**
 * The styles of the chart texts that layout depends on. The Plot's CSS is written from these and the labels are
 * measured in them (measure-text.ts), so what is measured is what is drawn.
 */
export const chartText = {
  /** Tick labels: under the bars, beside the Y axis. */
  tick: { size: 'xs', weight: 'regular' },
  /** A tick label under a picked bar. */
  tickSelected: { size: 'xs', weight: 'bold' },
  /** The Y axis title ("Completed(%)"). */
  axisTitle: { size: 'sm', weight: 'medium' },
} as const satisfies Record<string, ChartTextStyle>;
