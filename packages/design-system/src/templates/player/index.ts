export {
  PlayerView,
  markerFraction,
  playerViewTexts,
  usePhoneLandscape,
  type PlayerMarker,
  type PlayerSpeed,
  type PlayerViewProps,
  type PlayerViewStatus,
} from './player-view';
