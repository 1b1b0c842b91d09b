export { GlobalStyle } from './global-style';
export { ThemeProvider, type ThemeProviderProps } from './theme-provider';
