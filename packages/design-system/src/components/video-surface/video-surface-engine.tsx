import './video-engine-setup';
import videojs from 'video.js';
import { useCallback, useEffect, useImperativeHandle, useRef, useState } from 'react';
import {
  createStreamFailureTracker,
  decorateStreamRequest,
  describeMediaError,
  safeRate,
  safeVolume,
  type StreamRequestOptions,
} from './video-request';
import { VIDEO_SURFACE_TEXT, VideoSurfaceFrame, type VideoSurfaceState } from './video-surface-frame';
import type { VideoSurfaceHandle, VideoSurfaceProps } from './video-surface-props';

type Player = ReturnType<typeof videojs>;

/** What VHS's response hook receives of a request (the XHR, with the fields VHS adds). */
interface VhsRequest {
  uri?: string;
  requestType?: string;
  status?: number;
  aborted?: boolean;
  /** The body (an ArrayBuffer for a key or segment). */
  response?: unknown;
}

/** The part of the VHS handler this surface uses: its per-player XHR with request and response hooks. */
interface VhsTech {
  vhs?: {
    xhr?: {
      onRequest?: (hook: (options: StreamRequestOptions) => StreamRequestOptions) => void;
      onResponse?: (
        hook: (request: VhsRequest, error: unknown, response: { statusCode?: number } | undefined) => void,
      ) => void;
    };
  };
}

const HLS_TYPE = 'application/x-mpegURL';

interface LoadProgress {
  key: string;
  /** The first frame's data is there (`loadeddata`). */
  hasData: boolean;
  /** The first frame is on screen. */
  firstFrame: boolean;
  waiting: boolean;
  failed: boolean;
}

const freshLoad: Omit<LoadProgress, 'key'> = {
  hasData: false,
  firstFrame: false,
  waiting: false,
  failed: false,
};

/**
 * The engine of {@link VideoSurface}: video.js 8 with VHS (HLS over MSE, also on Safari so the request hook can
 * attach headers), no built-in UI (`children: ['mediaLoader']`, `controls: false`), created on an element React
 * does not own and disposed on unmount.
 */
export function VideoSurfaceEngine(props: VideoSurfaceProps) {
  const {
    src,
    title,
    poster,
    controls,
    watermark,
    loadingText = VIDEO_SURFACE_TEXT.loading,
    errorText = VIDEO_SURFACE_TEXT.error,
    retryText = VIDEO_SURFACE_TEXT.retry,
    layout = 'portrait',
    className,
    playing,
    muted = false,
    volume,
    playbackRate,
    ref,
    headingLevel = 2,
  } = props;

  const hostRef = useRef<HTMLDivElement>(null);
  const playerRef = useRef<Player | null>(null);
  // The latest props, read by the player's listeners (registered once per player).
  const latest = useRef(props);
  useEffect(() => {
    latest.current = props;
  });

  const [player, setPlayer] = useState<Player | null>(null);
  const [attempt, setAttempt] = useState(0);
  // What the current load has reached. Keyed by source and attempt, so a new source or a retry starts fresh
  // without resetting state in an effect; listeners write under the key of the load they belong to.
  const loadKey = `${attempt}:${src}`;
  const loadKeyRef = useRef(loadKey);
  const [load, setLoad] = useState<LoadProgress>(() => ({ ...freshLoad, key: loadKey }));
  const progress = load.key === loadKey ? load : freshLoad;
  const report = useCallback((patch: Partial<Omit<LoadProgress, 'key'>>) => {
    const key = loadKeyRef.current;
    setLoad((current) => ({ ...(current.key === key ? current : { ...freshLoad, key }), ...patch }));
  }, []);

  const requestPlay = useCallback(async (target: Player): Promise<boolean> => {
    try {
      await target.play();
      return true;
    } catch {
      // Refused (autoplay with sound) or interrupted by a pause/new source: report the paused state.
      if (playerRef.current === target && target.paused()) latest.current.onPause?.();
      return false;
    }
  }, []);

  // One player per mount, on an element created here so video.js may wrap and remove it freely.
  useEffect(() => {
    const host = hostRef.current;
    if (!host) return undefined;
    const video = document.createElement('video');
    video.className = 'video-js';
    video.setAttribute('playsinline', '');
    host.append(video);
    const created = videojs(video, {
      controls: false,
      autoplay: false,
      preload: 'auto',
      playsinline: true,
      muted: latest.current.muted ?? false,
      children: ['mediaLoader'],
      html5: {
        vhs: { overrideNative: true },
        nativeAudioTracks: false,
        nativeVideoTracks: false,
      },
    });
    // Our section is the named region; the engine's own "Video Player" region would repeat it.
    const root = created.el();
    root.removeAttribute('role');
    root.removeAttribute('aria-label');
    root.removeAttribute('tabindex');
    // Fires for every new source, before its first request: the hooks live on this player's VHS only.
    created.on('xhr-hooks-ready', () => {
      const xhr = (created.tech(true) as unknown as VhsTech).vhs?.xhr;
      const track = createStreamFailureTracker();
      let stopped = false;
      xhr?.onRequest?.((options) => decorateStreamRequest(options, latest.current.decorateRequest));
      xhr?.onResponse?.((request, _error, response) => {
        const failure = track({
          uri: request.uri ?? '',
          requestType: request.requestType,
          status: response?.statusCode ?? request.status ?? 0,
          aborted: request.aborted,
          bytes: request.response instanceof ArrayBuffer ? request.response.byteLength : undefined,
        });
        if (!failure || stopped) return;
        stopped = true;
        // After VHS has handled this response: stop its endless retries by unloading the source.
        window.setTimeout(() => {
          if (created.isDisposed()) return;
          report({ failed: true });
          latest.current.onError?.(failure.message, { kind: failure.kind, status: failure.status });
          // reset() waits for a pending play() to settle; pausing first makes it immediate.
          created.pause();
          created.reset();
        });
      });
    });
    playerRef.current = created;
    setPlayer(created);
    return () => {
      playerRef.current = null;
      setPlayer(null);
      created.dispose();
    };
  }, [report]);

  // Loads (and on retry reloads) the source, and watches for its first frame.
  useEffect(() => {
    if (!player) return undefined;
    loadKeyRef.current = loadKey;
    player.error(null);
    const started = performance.now();
    let done = false;
    let frameRequest: number | undefined;
    const reportFirstFrame = () => {
      if (done) return;
      done = true;
      report({ firstFrame: true });
      latest.current.onFirstFrame?.(performance.now() - started);
    };
    const afterPlaying = () => {
      if ((player.currentTime() ?? 0) > 0) reportFirstFrame();
    };
    const onPlaying = () => player.on('timeupdate', afterPlaying);
    player.src({ src, type: HLS_TYPE });
    const video = player.tech(true)?.el() as HTMLVideoElement | undefined;
    if (video && typeof video.requestVideoFrameCallback === 'function') {
      frameRequest = video.requestVideoFrameCallback(reportFirstFrame);
    } else {
      player.one('playing', onPlaying);
    }
    return () => {
      done = true;
      if (frameRequest !== undefined) video?.cancelVideoFrameCallback(frameRequest);
      player.off('playing', onPlaying);
      player.off('timeupdate', afterPlaying);
    };
  }, [player, src, loadKey, report]);

  // Media events → state and callbacks.
  useEffect(() => {
    if (!player) return undefined;
    const duration = () => {
      const value = player.duration() ?? 0;
      return Number.isFinite(value) ? value : 0;
    };
    const on = (event: string, handler: () => void) => {
      player.on(event, handler);
      return () => player.off(event, handler);
    };
    const offs = [
      on('loadedmetadata', () => {
        // Some browsers reset the rate on a new source: apply the requested one again.
        player.playbackRate(safeRate(latest.current.playbackRate));
        latest.current.onReady?.(duration());
      }),
      on('loadeddata', () => report({ hasData: true })),
      on('timeupdate', () => latest.current.onTimeUpdate?.(player.currentTime() ?? 0, duration())),
      on('play', () => latest.current.onPlay?.()),
      on('playing', () => report({ waiting: false })),
      on('pause', () => {
        report({ waiting: false });
        latest.current.onPause?.();
      }),
      on('seeked', () => report({ waiting: false })),
      on('canplay', () => report({ waiting: false })),
      on('ended', () => latest.current.onEnded?.()),
      on('waiting', () => {
        report({ waiting: true });
        latest.current.onWaiting?.();
      }),
      on('error', () => {
        report({ failed: true });
        latest.current.onError?.(describeMediaError(player.error()));
      }),
    ];
    return () => offs.forEach((off) => off());
  }, [player, report]);

  const failed = progress.failed;

  // Controlled requests.
  useEffect(() => {
    if (!player || playing === undefined || failed) return;
    if (playing && player.paused()) void requestPlay(player);
    else if (!playing && !player.paused()) player.pause();
  }, [player, playing, failed, loadKey, requestPlay]);

  useEffect(() => {
    player?.muted(muted);
  }, [player, muted]);

  useEffect(() => {
    if (volume !== undefined) player?.volume(safeVolume(volume));
  }, [player, volume]);

  useEffect(() => {
    player?.playbackRate(safeRate(playbackRate));
  }, [player, playbackRate]);

  useImperativeHandle(
    ref,
    (): VideoSurfaceHandle => ({
      play: () => (playerRef.current ? requestPlay(playerRef.current) : Promise.resolve(false)),
      pause: () => playerRef.current?.pause(),
      seek: (seconds) => {
        if (Number.isFinite(seconds)) playerRef.current?.currentTime(Math.max(0, seconds));
      },
      setRate: (rate) => playerRef.current?.playbackRate(safeRate(rate)),
      setVolume: (level) => playerRef.current?.volume(safeVolume(level)),
      getCurrentTime: () => playerRef.current?.currentTime() ?? 0,
    }),
    [requestPlay],
  );

  const retry = () => {
    latest.current.onRetry?.();
    setAttempt((n) => n + 1);
  };

  const state: VideoSurfaceState = failed
    ? 'error'
    : !progress.hasData
      ? 'loading'
      : progress.waiting
        ? 'buffering'
        : 'ready';

  return (
    <VideoSurfaceFrame
      title={title}
      layout={layout}
      state={state}
      poster={poster}
      showPoster={!progress.firstFrame}
      headingLevel={headingLevel}
      loadingText={loadingText}
      errorText={errorText}
      retryText={retryText}
      onRetry={retry}
      controls={controls}
      watermark={watermark}
      className={className}
    >
      <div ref={hostRef} />
    </VideoSurfaceFrame>
  );
}
