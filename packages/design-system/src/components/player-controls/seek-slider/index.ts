export { SeekSlider, type SeekBookmark, type SeekSliderProps } from './seek-slider';
export {
  SEEK_FRACTION_MAX,
  SEEK_KEY_STEP_SECONDS,
  clampSeekFraction,
  fractionAtPointer,
  fractionForKey,
} from './seek-math';
