export { PlayerSurface, type PlayerSurfaceProps } from './player-surface';
