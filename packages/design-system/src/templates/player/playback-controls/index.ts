export { PlaybackControls, type PlaybackControlsProps, type PlaybackEventProps } from './playback-controls';
