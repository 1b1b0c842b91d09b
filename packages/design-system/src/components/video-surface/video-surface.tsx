import { lazyEngine } from '../../internal/lazy-engine';
import { VIDEO_SURFACE_TEXT, VideoSurfaceFrame } from './video-surface-frame';
import type { VideoSurfaceProps } from './video-surface-props';

export type { VideoSurfaceHandle, VideoSurfaceProps } from './video-surface-props';

export type { VideoRequest, VideoRequestDecoration, VideoRequestKind } from './video-request';
export type { DecorateVideoRequest } from './video-request';
export type { VideoSurfaceLayout, VideoSurfaceState } from './video-surface-frame';

/** The frame in its loading look, at the surface's size, while the engine's chunk loads. */
function EngineLoading(props: VideoSurfaceProps) {
  return (
    <VideoSurfaceFrame
      title={props.title}
      layout={props.layout ?? 'portrait'}
      state="loading"
      poster={props.poster}
      showPoster
      headingLevel={props.headingLevel ?? 2}
      loadingText={props.loadingText ?? VIDEO_SURFACE_TEXT.loading}
      errorText={props.errorText ?? VIDEO_SURFACE_TEXT.error}
      retryText={props.retryText ?? VIDEO_SURFACE_TEXT.retry}
      watermark={props.watermark}
      className={props.className}
    />
  );
}

const LazyVideoSurface = lazyEngine<VideoSurfaceProps>(
  () => import('./video-surface-engine').then((m) => m.VideoSurfaceEngine),
  (props) => <EngineLoading {...props} />,
);

/**
 * An HLS video (video.js with VHS, loaded on first render in its own chunk) with no built-in controls: the
 * caller overlays its own `controls` and `watermark`. Plays inline (iOS), never autoplays with sound, shows a
 * spinner until the first frame and a message with retry when the stream fails; disposes the player on unmount.
 */
export function VideoSurface(props: VideoSurfaceProps) {
  return <LazyVideoSurface {...props} />;
}

/** Fetches the video engine before the surface renders (e.g. when the player route starts loading). */
VideoSurface.preload = LazyVideoSurface.preload;
