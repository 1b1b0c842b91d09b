import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { light } from '../../../tokens/themes/light';
import { chartText, type ChartTextStyle } from './chart-text';

/** The size of a chart's text as the browser draws it, in px. */
export interface TextMetrics {
  /** The advance width of each text, in the order given. */
  widths: number[];
  /** Above the baseline: the font's ascent (the same for every text of one style). */
  ascent: number;
  /** Below the baseline: the font's descent. */
  descent: number;
}

/** What to measure besides the texts. */
export interface MeasureOptions {
  /**
   * Also measure each text in the picked style ({@link chartText}.tickSelected, bold) and keep the wider: a label
   * that turns bold when its bar is picked must still fit.
   */
  selectable?: boolean;
}

/** Noto Sans's ascender and descender (hhea, per em): the font box of the fallback measure. */
const NOTO_ASCENT = 1.069;
const NOTO_DESCENT = 0.293;

/** The px size of a `rem` size token, at the page's root font size. */
function toPx(size: string, rootPx: number): number {
  const value = parseFloat(size);
  if (size.endsWith('rem') || size.endsWith('em')) return value * rootPx;
  return value;
}

function rootFontPx(): number {
  if (typeof document === 'undefined' || typeof getComputedStyle !== 'function') return 16;
  return parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
}

/**
 * The CSS font shorthand a chart text of `style` is drawn in: the theme's weight, size and family (the same values
 * the Plot's CSS reads through the tokens), e.g. `400 12px 'Noto Sans', system-ui, …`.
 */
export function chartFont(style: ChartTextStyle, rootPx = rootFontPx()): string {
  const size = toPx(light.font.size[style.size], rootPx);
  return `${light.font.weight[style.weight]} ${size}px ${light.font.family.base}`;
}

// Devanagari signs that draw on, above or below the letter before them (matras, virama, nukta…), joiners and Latin
// combining accents: no advance of their own. Ranges of code points, inclusive.
const COMBINING: readonly (readonly [number, number])[] = [
  [0x0300, 0x036f],
  [0x0900, 0x0903],
  [0x093a, 0x094f],
  [0x0951, 0x0957],
  [0x0962, 0x0963],
  [0x200c, 0x200d],
];
const inRanges = (code: number, ranges: readonly (readonly [number, number])[]) =>
  ranges.some(([from, to]) => code >= from && code <= to);
const DEVANAGARI: readonly (readonly [number, number])[] = [
  [0x0900, 0x097f],
  [0xa8e0, 0xa8ff],
];

/**
 * The deterministic measure used where nothing can draw (the server, Node unit tests, a browser without a 2D
 * canvas): per character, a width in em close to Noto Sans's and never narrower than it for the labels charts show,
 * so a layout computed from it leaves room. Bold adds 7 %.
 */
export function estimateTextWidth(text: string, font: string): number {
  const [, weight = '400', size = '12'] = /^(\d+) ([\d.]+)px/.exec(font) ?? [];
  let em = 0;
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (inRanges(code, COMBINING)) continue;
    if (inRanges(code, DEVANAGARI)) em += 0.72;
    else if (char === ' ') em += 0.26;
    else if (/[A-Z]/.test(char)) em += 0.68;
    else if (/[mwMW@%]/.test(char)) em += 0.9;
    else if (/[ijlI.,:;'!|()[\]]/.test(char)) em += 0.3;
    else em += 0.57;
  }
  return em * parseFloat(size) * (Number(weight) >= 600 ? 1.07 : 1);
}

let context: CanvasRenderingContext2D | null | undefined;

/** A 2D canvas context to measure with, or `null` where there is none (server, jsdom). Made once. */
function canvasContext(): CanvasRenderingContext2D | null {
  if (context !== undefined) return context;
  try {
    context = typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
  } catch {
    context = null;
  }
  return context;
}

/** Whether the faces `font` needs for `text` (Latin, Devanagari subsets) are loaded; true where fonts cannot load. */
function fontReady(font: string, text: string): boolean {
  const fonts = typeof document !== 'undefined' ? document.fonts : undefined;
  if (!fonts) return true;
  try {
    return fonts.check(font, text);
  } catch {
    return true;
  }
}

/** Widths measured in a loaded font, by font and text: a chart re-rendering measures nothing twice. */
const widthCache = new Map<string, number>();
const boxCache = new Map<string, { ascent: number; descent: number }>();

/** The advance width of `text` in `font`: canvas `measureText` in the real font, or the estimate without a canvas. */
export function measureTextWidth(text: string, font: string): number {
  const key = `${font}\n${text}`;
  const cached = widthCache.get(key);
  if (cached !== undefined) return cached;
  const ctx = canvasContext();
  if (!ctx) return estimateTextWidth(text, font);
  ctx.font = font;
  const width = ctx.measureText(text).width;
  // Cache only what the real font drew: a width taken in a fallback font is measured again once it loads.
  if (fontReady(font, text)) widthCache.set(key, width);
  return width;
}

function fontBox(font: string): { ascent: number; descent: number } {
  const cached = boxCache.get(font);
  if (cached) return cached;
  const size = parseFloat(/ ([\d.]+)px/.exec(font)?.[1] ?? '12');
  const ctx = canvasContext();
  const metrics = ctx ? ((ctx.font = font), ctx.measureText('Hg')) : undefined;
  const box =
    metrics && metrics.fontBoundingBoxAscent > 0
      ? { ascent: metrics.fontBoundingBoxAscent, descent: metrics.fontBoundingBoxDescent }
      : { ascent: NOTO_ASCENT * size, descent: NOTO_DESCENT * size };
  if (!ctx || fontReady(font, 'Hg')) boxCache.set(font, box);
  return box;
}

/**
 * Measures `texts` set in `style` with the real product font (canvas 2D `measureText` with {@link chartFont}'s
 * shorthand), Devanagari as well as Latin; falls back to {@link estimateTextWidth} where there is no canvas.
 */
export function measureChartText(
  texts: readonly string[],
  style: ChartTextStyle = chartText.tick,
  { selectable = false }: MeasureOptions = {},
): TextMetrics {
  const rootPx = rootFontPx();
  const font = chartFont(style, rootPx);
  const picked = selectable ? chartFont(chartText.tickSelected, rootPx) : null;
  const widths = texts.map((text) => {
    const width = measureTextWidth(text, font);
    return picked ? Math.max(width, measureTextWidth(text, picked)) : width;
  });
  return { widths, ...fontBox(font) };
}

// Font loading: every chart re-measures when a face it asked for (or any other) finishes loading.
let generation = 0;
const listeners = new Set<() => void>();
const requested = new Set<string>();
let listening = false;

function fontsChanged() {
  generation += 1;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const fonts = typeof document !== 'undefined' ? document.fonts : undefined;
  if (fonts && !listening) {
    listening = true;
    fonts.addEventListener('loadingdone', fontsChanged);
  }
  return () => listeners.delete(listener);
}

/** Asks for the faces `font` needs to draw `text` (a Devanagari label loads the Devanagari subset). */
function requestFont(font: string, text: string) {
  const fonts = typeof document !== 'undefined' ? document.fonts : undefined;
  const key = `${font}\n${text}`;
  if (!fonts || requested.has(key) || fontReady(font, text)) return;
  requested.add(key);
  fonts.load(font, text).then(fontsChanged, () => undefined);
}

/**
 * {@link measureChartText} kept current: measured during render (no DOM is touched), and again when the product
 * font's faces for these texts finish loading (the first measure may have used a fallback font).
 */
export function useChartTextMetrics(
  texts: readonly string[],
  style: ChartTextStyle = chartText.tick,
  options: MeasureOptions = {},
): TextMetrics {
  const fontGeneration = useSyncExternalStore(
    subscribe,
    () => generation,
    () => 0,
  );
  const selectable = options.selectable ?? false;
  const key = JSON.stringify([texts, style, selectable]);

  useEffect(() => {
    const [measured, measuredStyle, picked] = JSON.parse(key) as [string[], ChartTextStyle, boolean];
    const sample = measured.join(' ') || 'Hg';
    requestFont(chartFont(measuredStyle), sample);
    if (picked) requestFont(chartFont(chartText.tickSelected), sample);
  }, [key]);

  return useMemo(() => {
    const [measured, measuredStyle, picked] = JSON.parse(key) as [string[], ChartTextStyle, boolean];
    void fontGeneration;
    return measureChartText(measured, measuredStyle, { selectable: picked });
  }, [key, fontGeneration]);
}
