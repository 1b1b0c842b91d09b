export {
  PlayerView,
  markerFraction,
  playerViewTexts,
  type PlayerMarker,
  type PlayerSpeed,
  type PlayerViewProps,
  type PlayerViewStatus,
} from './player-view';
