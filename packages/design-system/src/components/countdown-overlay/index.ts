export { CountdownOverlay, type CountdownOverlayProps } from './countdown-overlay';
export { createCountdown, type Countdown, type CountdownOptions } from './countdown';
