export { PlayPauseButton, type PlayPauseButtonProps } from './play-pause-button';
