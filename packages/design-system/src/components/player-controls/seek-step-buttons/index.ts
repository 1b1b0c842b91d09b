export {
  Back10Button,
  Forward10Button,
  SEEK_STEP_SECONDS,
  type SeekStepButtonProps,
} from './seek-step-buttons';
