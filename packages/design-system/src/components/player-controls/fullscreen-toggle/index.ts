export { FullscreenToggle, type FullscreenMode, type FullscreenToggleProps } from './fullscreen-toggle';
