export { PLAYBACK_SPEEDS, SpeedMenu, type SpeedMenuProps } from './speed-menu';
