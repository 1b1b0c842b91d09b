import { describe, expect, test } from 'vitest';
import { bandLabelLayout } from './chart-scales';
import { chartText } from './chart-text';
import { chartFont, estimateTextWidth, measureChartText } from './measure-text';

describe('chart labels measured in the product font', () => {
  test('Scenario: the font shorthand is the theme’s weight, px size and family', () => {
    expect(chartFont(chartText.tick, 16)).toBe(
      "400 12px 'Noto Sans', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
    );
    expect(chartFont(chartText.axisTitle, 16)).toMatch(/^500 14px 'Noto Sans'/);
    expect(chartFont(chartText.tickSelected, 20)).toMatch(/^700 15px /);
  });

  test('Scenario: without a canvas (server, Node) the measure is a deterministic estimate with the font box', () => {
    const first = measureChartText(['Mathematics', 'गणित'], chartText.tick);
    expect(measureChartText(['Mathematics', 'गणित'], chartText.tick)).toEqual(first);
    expect(first.ascent).toBeCloseTo(12 * 1.069);
    expect(first.descent).toBeCloseTo(12 * 0.293);
    expect(first.widths.every((w) => w > 0)).toBe(true);
  });

  test('Scenario: Devanagari matras and viramas take no advance of their own; a label with them is not wider for them', () => {
    const font = chartFont(chartText.tick, 16);
    // "कि" is क + ि (one letter with its vowel sign); "क्ष" is क + ् + ष (a conjunct of two letters).
    expect(estimateTextWidth('कि', font)).toBe(estimateTextWidth('क', font));
    expect(estimateTextWidth('क्ष', font)).toBe(estimateTextWidth('कष', font));
    expect(estimateTextWidth('विज्ञान', font)).toBeGreaterThan(estimateTextWidth('Sci', font));
  });

  test('Scenario: a picked (bold) label is measured bold when bars can be picked', () => {
    const plain = measureChartText(['Electricity'], chartText.tick);
    const selectable = measureChartText(['Electricity'], chartText.tick, { selectable: true });
    expect(selectable.widths[0]).toBeGreaterThan(plain.widths[0]!);
  });

  test('Scenario: a Hindi and a long English label on a phone turn and get room below the bars', () => {
    const labels = ['प्रकाश और छाया', 'Conservation of plan…', 'गणित'];
    const sizes = measureChartText(labels, chartText.tick, { selectable: true });
    const layout = bandLabelLayout({ ...sizes, step: 48 });
    expect(layout.rotate).toBe(true);
    // Turned 45°, the longest label needs about its width × sin 45° below the foot.
    expect(layout.labelArea).toBeGreaterThanOrEqual(Math.max(...sizes.widths) * Math.SQRT1_2);
  });
});
