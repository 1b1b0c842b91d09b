export { tokens, type Tokens } from './tokens';
export { themes, defaultTheme, type ThemeName } from './themes';
export type { Theme } from './theme';
export { themeCss } from './css';
export {
  cssVarName,
  flattenTokens,
  toDeclarations,
  toVarRefs,
  type TokenEntry,
  type TokenTree,
  type VarRefs,
} from './cssVars';
export { breakpoints, layoutWidth, media, mediaQuery, mobileCutoff, type Breakpoint } from './breakpoints';
