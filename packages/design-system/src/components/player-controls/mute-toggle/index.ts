export { MUTED_VOLUME, MuteToggle, UNMUTE_VOLUME, type MuteToggleProps } from './mute-toggle';
