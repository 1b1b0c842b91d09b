// Shared by video-surface.tsx and its lazily loaded engine, which imports this file, never the
// component (no import cycle; only the component decides when the engine's chunk loads).

import type { ReactNode, Ref } from 'react';
import type { DecorateVideoRequest, VideoRequestKind } from './video-request';
import type { VideoSurfaceLayout } from './video-surface-frame';

/**
 * One-shot commands on the surface (`ref`). `seek` is the player machine's `seekMedia` effect; the others suit
 * callers that do not control `playing` / `playbackRate` / `volume` through props.
 */
export interface VideoSurfaceHandle {
  /** Starts playback; resolves false when the browser refused (autoplay with sound), then `onPause` is called. */
  play: () => Promise<boolean>;
  pause: () => void;
  /** Moves to `seconds` (clamped to 0 … duration by the browser). */
  seek: (seconds: number) => void;
  /** Playback rate, e.g. 1, 1.5 or 2. */
  setRate: (rate: number) => void;
  /** Volume 0–1 (0 is silent; use `muted` to mute without losing the level). */
  setVolume: (volume: number) => void;
  /** The position in seconds now (between `onTimeUpdate` calls). */
  getCurrentTime: () => number;
}

/** Props of {@link VideoSurface}. */
export interface VideoSurfaceProps {
  /** Content: the HLS playlist URL (`.m3u8`); AES-128 keys and segments load through `decorateRequest`. */
  src: string;
  /** Content: the video's title. Shown under the picture in portrait; in landscape it only names the region. */
  title: string;
  /** Content: an image shown until the first frame is on screen (and behind the loading spinner). */
  poster?: string;
  /**
   * Content: the player controls drawn over the picture (e.g. a ControlBar). They lie on a layer that fills the
   * stage, aligned to the bottom; hidden while the error message shows.
   */
  controls?: ReactNode;
  /** Content: a watermark drawn over the picture (e.g. the moving user name); it receives no pointer events. */
  watermark?: ReactNode;
  /** Content: what the loading spinner says to screen readers. Default "Loading video". */
  loadingText?: string;
  /** Content: the message over the picture when the stream cannot play. Default "This video could not be played." */
  errorText?: string;
  /** Content: the retry button's label. Default "Try again". */
  retryText?: string;
  /**
   * Appearance: `portrait` is a 16:9 stage with the title under it (learning-app.md: "The title shows in
   * portrait"); `landscape` fills its container (give it a height) and hides the title visually.
   */
  layout?: VideoSurfaceLayout;
  /** Appearance: extra class on the root, for placing it in a layout. */
  className?: string;
  /**
   * Behaviour: adds headers to, or rewrites, each streaming request before it is sent: `kind` is `'key'` for the
   * AES-128 key (attach the session bearer), `'segment'` for media (attach the video token), `'playlist'` for
   * manifests. Runs in this player only (VHS's per-player `xhr.onRequest` hook), never globally. Read on every
   * request, so a new function takes effect at once.
   */
  decorateRequest?: DecorateVideoRequest;
  /**
   * Behaviour: playback request. `true` plays, `false` pauses, whenever the value changes (and once the stream is
   * ready); leave it out to drive playback through the `ref` only. A refused play (autoplay with sound) calls
   * `onPause`, so a controlling machine goes back to paused.
   */
  playing?: boolean;
  /** Behaviour: mutes the sound (browsers only autoplay muted video). Default false. */
  muted?: boolean;
  /** Behaviour: volume 0–1. Default 1. */
  volume?: number;
  /** Behaviour: playback rate (1, 1.5, 2 in the product). Default 1. */
  playbackRate?: number;
  /**
   * Behaviour: commands (`play`, `pause`, `seek`, `setRate`, `setVolume`, `getCurrentTime`). `seek` is how the
   * player machine's `seekMedia` moves the picture.
   */
  ref?: Ref<VideoSurfaceHandle>;
  /** Events: the stream's metadata is known; `duration` in seconds (the machine's `media.loaded`). */
  onReady?: (duration: number) => void;
  /** Events: the position moved (about 4 times a second while playing, and after seeks); seconds. */
  onTimeUpdate?: (currentTime: number, duration: number) => void;
  /** Events: playback started or resumed. */
  onPlay?: () => void;
  /** Events: playback paused (also after a refused play). */
  onPause?: () => void;
  /** Events: the video played to its end. */
  onEnded?: () => void;
  /**
   * Events: the stream failed (bad URL, key refused, decode error). `message` is for logs; the learner sees
   * `errorText` and the retry button. When a request was refused (any 4xx) or failed three times in a row,
   * `request` says which kind and its HTTP status (0 for network), e.g. a 401 on the key when the session ended.
   */
  onError?: (message: string, request?: { kind: VideoRequestKind; status: number }) => void;
  /**
   * Events: the first frame is on screen (`requestVideoFrameCallback` where the browser has it, else the first
   * `timeupdate` after `playing`); `elapsedMs` is the time since the source was set.
   */
  onFirstFrame?: (elapsedMs: number) => void;
  /** Events: playback stopped to wait for data (the surface shows the spinner). */
  onWaiting?: () => void;
  /** Events: the learner pressed the retry button; the surface reloads the stream itself. */
  onRetry?: () => void;
  /** Accessibility: the title's heading level. Default 2. */
  headingLevel?: 2 | 3;
}
