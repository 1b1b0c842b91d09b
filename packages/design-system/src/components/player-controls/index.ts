/**
 * Video player controls: plain React, values in and callbacks out. The video itself is VideoSurface; the
 * player machine's façade (`usePlayer` in @quest/flows) supplies the values and callbacks.
 */
export * from './play-pause-button';
export * from './seek-step-buttons';
export * from './seek-slider';
export * from './time-display';
export * from './speed-menu';
export * from './fullscreen-toggle';
export * from './mute-toggle';
export * from './control-bar';
export * from './watermark';
export * from './rating-buttons';
export * from './test-button';
