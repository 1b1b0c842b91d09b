/** What a streaming request fetches: the AES-128 key, a media segment, or a playlist (manifest). */
export type VideoRequestKind = 'key' | 'segment' | 'playlist';

/** A request the stream is about to make, as {@link VideoSurfaceProps.decorateRequest} sees it. */
export interface VideoRequest {
  uri: string;
  kind: VideoRequestKind;
}

/** What a caller adds to a request: headers merged over the stream's own, and/or another URI. */
export interface VideoRequestDecoration {
  headers?: Record<string, string>;
  uri?: string;
}

export type DecorateVideoRequest = (request: VideoRequest) => VideoRequestDecoration | undefined | void;

/**
 * The kind of a VHS request from its `requestType` (`segment-key`, `segment`, `segment-media-initialization`,
 * `hls-playlist`, …). Anything that is neither a key nor media is treated as a playlist.
 */
export function requestKind(requestType: string | undefined): VideoRequestKind {
  if (requestType === 'segment-key') return 'key';
  if (requestType === 'segment' || requestType === 'segment-media-initialization') return 'segment';
  return 'playlist';
}

/** The request options VHS hands to an `onRequest` hook (only the fields this surface reads or writes). */
export interface StreamRequestOptions {
  uri: string;
  requestType?: string;
  headers?: Record<string, string>;
  [option: string]: unknown;
}

/**
 * Applies the caller's decoration to one VHS request: returns new options (never mutates the given ones) with
 * the headers merged and the URI replaced when the caller asked for it, or the same options when it added nothing.
 */
export function decorateStreamRequest(
  options: StreamRequestOptions,
  decorate: DecorateVideoRequest | undefined,
): StreamRequestOptions {
  if (!decorate) return options;
  const decoration = decorate({ uri: options.uri, kind: requestKind(options.requestType) });
  if (!decoration || (!decoration.headers && decoration.uri === undefined)) return options;
  return {
    ...options,
    uri: decoration.uri ?? options.uri,
    headers: { ...options.headers, ...decoration.headers },
  };
}

/** The HTML MediaError codes, for messages a log can use. */
const mediaErrorNames: Record<number, string> = {
  1: 'aborted',
  2: 'network error',
  3: 'decode error',
  4: 'source not supported',
};

/**
 * A one-line description of a player error for `onError` (logs): the media error name and the engine's message,
 * e.g. "network error: HLS request errored at URL: …". Never shown to the learner (they see `errorText`).
 */
export function describeMediaError(error: { code?: number; message?: string } | null | undefined): string {
  if (!error) return 'unknown error';
  const name = error.code === undefined ? undefined : mediaErrorNames[error.code];
  const message = error.message?.trim();
  if (name && message) return `${name}: ${message}`;
  return message || name || `error ${error.code ?? ''}`.trim();
}

/** Playback rates the surface accepts; anything else (0, negative, NaN) falls back to 1. */
export function safeRate(rate: number | undefined): number {
  return rate !== undefined && Number.isFinite(rate) && rate > 0 ? rate : 1;
}

/** Volume clamped to 0–1; not a number falls back to 1. */
export function safeVolume(volume: number | undefined): number {
  if (volume === undefined || Number.isNaN(volume)) return 1;
  return Math.min(1, Math.max(0, volume));
}

/** What the surface learns of one finished streaming request (VHS's per-player `xhr.onResponse` hook). */
export interface StreamResponse {
  uri: string;
  requestType?: string;
  /** HTTP status; 0 for a network failure or timeout. */
  status: number;
  /** Aborted by the player itself (seek, new source, dispose): neither success nor failure. */
  aborted?: boolean;
  /** Size of the body in bytes, when known (a key's must be {@link HLS_KEY_BYTES}). */
  bytes?: number;
}

/** An HLS AES-128 key is exactly 16 bytes. */
export const HLS_KEY_BYTES = 16;

/** Why the stream stopped: the request kind, its HTTP status (0 network) and a line for logs. */
export interface StreamFailure {
  kind: VideoRequestKind;
  status: number;
  message: string;
}

/** Consecutive failed requests (network errors, 5xx) after which the surface stops retrying. */
export const MAX_FAILED_REQUESTS = 3;

/**
 * Decides when the stream has failed for good. VHS retries a single-rendition stream forever, so a refused key
 * (401) would spin without end: a 4xx answer (refused, forbidden, missing) fails at once, and
 * {@link MAX_FAILED_REQUESTS} network or server failures in a row fail too; any success resets the count.
 * The key is asked for once per load and VHS does not ask again after a failure (the spinner would stay), so any
 * failed key — a 5xx, no answer, or a 200 whose body is not a 16-byte key — fails at once (ADR 0091).
 * Returns a tracker to call with every finished request; it answers the failure once the stream must stop.
 */
export function createStreamFailureTracker(maxFailedRequests = MAX_FAILED_REQUESTS) {
  let failedInARow = 0;
  return (response: StreamResponse): StreamFailure | undefined => {
    if (response.aborted) return undefined;
    const { status } = response;
    const kind = requestKind(response.requestType);
    // A key answered 200 with the wrong body (an error page, JSON, nothing) can never decrypt: VHS would retry
    // the same rendition forever, so it fails at once like a refused key.
    if (kind === 'key' && status >= 200 && status < 300 && response.bytes !== undefined) {
      if (response.bytes !== HLS_KEY_BYTES)
        return {
          kind,
          status,
          message: `The key request returned ${response.bytes} bytes, not a key: ${response.uri}`,
        };
    }
    if (status >= 200 && status < 400) {
      failedInARow = 0;
      return undefined;
    }
    const refused = status >= 400 && status < 500;
    failedInARow += 1;
    if (!refused && kind !== 'key' && failedInARow < maxFailedRequests) return undefined;
    const cause = refused
      ? `refused (HTTP ${status})`
      : status
        ? `failed (HTTP ${status})`
        : 'failed (network)';
    return { kind, status, message: `The ${kind} request ${cause}: ${response.uri}` };
  };
}
