export * from './tokens';
export { GlobalStyle, ThemeProvider, type ThemeProviderProps } from './theme';
export { Icon, iconNames, iconSizes, type IconName, type IconProps, type IconSize } from './components/icon';
export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from './components/button';
export { StatusMessage, type StatusMessageProps } from './components/status-message';
export * from './templates/not-found';
export * from './templates/error-view';
