import { useLayoutEffect, useState } from 'react';

const SVG_NS = 'http://www.w3.org/2000/svg';

/** The size of a chart's text as the browser draws it, in px. */
export interface TextMetrics {
  /** The advance width of each text, in the order given. */
  widths: number[];
  /** Above the baseline: the font's ascent (the same for every text of one style). */
  ascent: number;
  /** Below the baseline: the font's descent. */
  descent: number;
}

/** What to measure: the texts and how they are drawn (the attributes the chart's CSS styles them by). */
export interface MeasureOptions {
  /** Attributes of each `<text>`, e.g. `{ 'data-tick-label': '' }` for the labels under the bars. */
  attributes?: Readonly<Record<string, string>>;
  /**
   * Also measure each text as drawn inside a selected mark (`[data-selected]`, bold), and keep the wider: a label
   * that turns bold when its bar is picked must still fit.
   */
  selectable?: boolean;
}

/**
 * Measures `texts` exactly as `container`'s SVG draws them: each is set in a throwaway, invisible `<svg><text>`
 * inside `container` with the given attributes (so the chart's own CSS — font family, size and weight tokens —
 * applies) and read with `getComputedTextLength` and `getBBox`. Nothing is guessed per character, so a wide script,
 * a bold label or a fallback font is measured as it is. Call it after layout (in a layout effect).
 */
export function measureSvgText(
  container: Element,
  texts: readonly string[],
  { attributes = {}, selectable = false }: MeasureOptions = {},
): TextMetrics {
  const svg = document.createElementNS(SVG_NS, 'svg');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('width', '0');
  svg.setAttribute('height', '0');
  svg.style.cssText = 'position:absolute;inset-block-start:0;inset-inline-start:0;visibility:hidden;';
  const plain = document.createElementNS(SVG_NS, 'g');
  const selected = document.createElementNS(SVG_NS, 'g');
  selected.setAttribute('data-selected', '');
  svg.append(plain, selected);
  container.appendChild(svg);
  try {
    const draw = (parent: SVGGElement, text: string) => {
      const node = document.createElementNS(SVG_NS, 'text');
      for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
      node.textContent = text;
      parent.appendChild(node);
      return node;
    };
    const widths = texts.map((text) => {
      const width = draw(plain, text).getComputedTextLength();
      return selectable ? Math.max(width, draw(selected, text).getComputedTextLength()) : width;
    });
    // The font's box around the baseline (y = 0): its top is minus the ascent.
    const box = draw(plain, 'Hg').getBBox();
    return { widths, ascent: Math.max(0, -box.y), descent: Math.max(0, box.y + box.height) };
  } finally {
    svg.remove();
  }
}

/**
 * {@link measureSvgText} kept current: measured before paint whenever the texts change, and again once web fonts
 * finish loading (the first measure may have used a fallback font). `null` until `container` is set.
 */
export function useSvgTextMetrics(
  container: Element | null,
  texts: readonly string[],
  options: MeasureOptions = {},
): TextMetrics | null {
  const [metrics, setMetrics] = useState<TextMetrics | null>(null);
  const [fontsLoaded, setFontsLoaded] = useState(0);
  const key = JSON.stringify([texts, options.attributes ?? {}, options.selectable ?? false]);

  useLayoutEffect(() => {
    if (!container) return;
    const [measured, attributes, selectable] = JSON.parse(key) as [string[], Record<string, string>, boolean];
    const next = measureSvgText(container, measured, { attributes, selectable });
    setMetrics((current) => (current && sameMetrics(current, next) ? current : next));
  }, [container, key, fontsLoaded]);

  useLayoutEffect(() => {
    const fonts = typeof document !== 'undefined' ? document.fonts : undefined;
    if (!fonts) return;
    let live = true;
    const remeasure = () => {
      if (live) setFontsLoaded((n) => n + 1);
    };
    void fonts.ready.then(remeasure);
    fonts.addEventListener('loadingdone', remeasure);
    return () => {
      live = false;
      fonts.removeEventListener('loadingdone', remeasure);
    };
  }, []);

  return metrics;
}

function sameMetrics(a: TextMetrics, b: TextMetrics) {
  return (
    a.ascent === b.ascent &&
    a.descent === b.descent &&
    a.widths.length === b.widths.length &&
    a.widths.every((width, i) => width === b.widths[i])
  );
}
