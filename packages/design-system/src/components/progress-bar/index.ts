export { ProgressBar, type ProgressBarProps } from './progress-bar';
export { clampPercent, progressBand, type ProgressBand } from './progress-band';
