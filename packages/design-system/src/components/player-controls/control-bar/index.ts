export { ControlBar, ControlBarRow, type ControlBarProps, type ControlBarRowProps } from './control-bar';
export {
  CONTROLS_HIDE_AFTER_MS,
  createControlsVisibility,
  type ControlsVisibility,
  type ControlsVisibilityOptions,
} from './controls-visibility';
