import type { ReactNode, Ref } from 'react';
import { Watermark } from '../../../components/player-controls';
import {
  VideoSurface,
  type DecorateVideoRequest,
  type VideoRequestKind,
  type VideoSurfaceHandle,
  type VideoSurfaceLayout,
  type VideoSurfaceState,
} from '../../../components/video-surface';
import { VIDEO_SURFACE_TEXT, VideoSurfaceFrame } from '../../../components/video-surface/video-surface-frame';
import { useSurfaceEvents } from '../player-hooks';
import type { PlayerSpeed, PlayerViewStatus } from '../player-model';

/** Props of {@link PlayerSurface}. */
export interface PlayerSurfaceProps {
  /** Content: the HLS playlist URL (`.m3u8`). */
  src: string;
  /** Content: the video's title; shown under the picture in portrait, only announced in landscape. */
  title: string;
  /** Content: an image shown until the first frame is on screen. */
  poster?: string;
  /** Content: the signed-in person's name, drawn as the moving watermark. */
  userName: string;
  /** Content: the message over the picture when the stream cannot play (VideoSurface's default otherwise). */
  errorText?: string;
  /** Content: what lies over the picture: the controls or the resume offer. */
  controls: ReactNode;
  /** Behaviour: the player machine's status; `playing` plays the stream, anything else keeps it paused. */
  status: PlayerViewStatus;
  /** Behaviour: volume 0–1 (0 is muted) and the playback rate. */
  volume: number;
  speed: PlayerSpeed;
  /** Appearance: `portrait` (16:9 with the title below) or `landscape` (the picture fills the box). */
  layout: VideoSurfaceLayout;
  /** Behaviour: request decoration for the stream: the session bearer on the key, the video token on segments. */
  decorateRequest?: DecorateVideoRequest;
  /** Behaviour: the surface's commands (seek and the rest). */
  surfaceRef?: Ref<VideoSurfaceHandle>;
  /**
   * Appearance: a still picture — the poster in this surface state and the watermark standing still — with no
   * stream. Only for design sheets and docs.
   */
  preview?: VideoSurfaceState;
  /** Accessibility: the title's heading level. */
  headingLevel: 2 | 3;
  /** Events: the stream's length is known. */
  onLoaded: (duration: number) => void;
  /** Events: the position moved. */
  onTimeUpdate: (position: number) => void;
  /** Events: the video played to its end. */
  onEnded: () => void;
  /** Events: the browser stopped playback while the machine plays (never the pause just before the end). */
  onPause: () => void;
  /** Events: the stream failed. */
  onError?: (message: string, request?: { kind: VideoRequestKind; status: number }) => void;
}

/**
 * The player's picture: the stream (VideoSurface) with the moving watermark of the student's name and the controls
 * over it, or, in `preview`, the poster in a given surface state (loading, buffering, ready, error).
 */
export function PlayerSurface({
  src,
  title,
  poster,
  userName,
  errorText,
  controls,
  status,
  volume,
  speed,
  layout,
  decorateRequest,
  surfaceRef,
  preview,
  headingLevel,
  onLoaded,
  onTimeUpdate,
  onEnded,
  onPause,
  onError,
}: PlayerSurfaceProps) {
  const { onSurfacePlay, onSurfacePause, onSurfaceEnded } = useSurfaceEvents(status, onPause, onEnded);
  const watermark = <Watermark text={userName} still={preview !== undefined} />;
  if (preview !== undefined) {
    return (
      <VideoSurfaceFrame
        title={title}
        layout={layout}
        state={preview}
        poster={poster}
        showPoster
        headingLevel={headingLevel}
        loadingText={VIDEO_SURFACE_TEXT.loading}
        errorText={errorText ?? VIDEO_SURFACE_TEXT.error}
        retryText={VIDEO_SURFACE_TEXT.retry}
        onRetry={() => {}}
        controls={controls}
        watermark={watermark}
      />
    );
  }
  return (
    <VideoSurface
      ref={surfaceRef}
      src={src}
      title={title}
      poster={poster}
      layout={layout}
      headingLevel={headingLevel}
      errorText={errorText}
      decorateRequest={decorateRequest}
      playing={status === 'playing'}
      muted={volume === 0}
      volume={volume}
      playbackRate={speed}
      controls={controls}
      watermark={watermark}
      onReady={onLoaded}
      onTimeUpdate={(current) => onTimeUpdate(current)}
      onPlay={onSurfacePlay}
      onPause={onSurfacePause}
      onEnded={onSurfaceEnded}
      onError={onError}
    />
  );
}
