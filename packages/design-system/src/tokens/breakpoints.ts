/** Layout breakpoints from the spec, in px (min-widths). */
export const breakpoints = { sm: 576, md: 768, lg: 992, xl: 1200 } as const;

export type Breakpoint = keyof typeof breakpoints;

/** Below this width the product uses its mobile layout (spec). */
export const mobileCutoff = 960;

/** A layout width constant from the spec, in px. */
export const layoutWidth = 170;

// .02px below the next breakpoint so `up` and `down` never both match at a fractional width.
const below = (px: number) => `${px - 0.02}px`;

/** Bare media queries, for `window.matchMedia` and `<source media>`. */
export const mediaQuery = {
  mobile: `(max-width: ${below(mobileCutoff)})`,
  desktop: `(min-width: ${mobileCutoff}px)`,
  /** A phone turned sideways (e.g. 800×360): wider than tall and too short for a 16:9 picture plus a page around it. */
  phoneLandscape: '(orientation: landscape) and (max-height: 500px)',
} as const;

/** Media queries for styled-components: `${media.up('md')} { … }`. */
export const media = {
  /** `@media (min-width: 768px)` for `up('md')`. */
  up: (bp: Breakpoint) => `@media (min-width: ${breakpoints[bp]}px)`,
  /** `@media (max-width: 767.98px)` for `down('md')`. */
  down: (bp: Breakpoint) => `@media (max-width: ${below(breakpoints[bp])})`,
  /** `@media (max-width: 959.98px)`: the mobile layout. */
  mobile: `@media ${mediaQuery.mobile}`,
  /** `@media (min-width: 960px)`: the desktop layout. */
  desktop: `@media ${mediaQuery.desktop}`,
  /** `@media (orientation: landscape) and (max-height: 500px)`: a phone turned sideways. */
  phoneLandscape: `@media ${mediaQuery.phoneLandscape}`,
} as const;
