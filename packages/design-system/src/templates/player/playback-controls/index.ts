export { PlaybackControls, type PlaybackControlsProps } from './playback-controls';
