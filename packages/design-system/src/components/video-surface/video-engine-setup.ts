/**
 * Runs before video.js is evaluated (the engine imports this module first): video.js then adds no `<style>`
 * elements of its own (its default sizes and per-player dimension rules), which a strict style-src CSP would
 * refuse. The frame styles the player instead.
 */
declare global {
  interface Window {
    VIDEOJS_NO_DYNAMIC_STYLE?: boolean;
  }
}

window.VIDEOJS_NO_DYNAMIC_STYLE = true;

export {};
