import { describe, expect, it, vi } from 'vitest';
import {
  createStreamFailureTracker,
  decorateStreamRequest,
  describeMediaError,
  requestKind,
  safeRate,
  safeVolume,
} from './video-request';

describe('requestKind', () => {
  it.each([
    ['segment-key', 'key'],
    ['segment', 'segment'],
    ['segment-media-initialization', 'segment'],
    ['hls-playlist', 'playlist'],
    ['content-steering-manifest', 'playlist'],
    [undefined, 'playlist'],
  ] as const)('%s is a %s request', (requestType, kind) => {
    expect(requestKind(requestType)).toBe(kind);
  });
});

describe('decorateStreamRequest', () => {
  const key = { uri: '/QuestContent/GetKey?ContentCode=7', requestType: 'segment-key', timeout: 45_000 };

  it('passes the URI and kind to the caller and merges its headers over the stream’s own', () => {
    const decorate = vi.fn(() => ({ headers: { Authorization: 'Bearer session' } }));
    const result = decorateStreamRequest({ ...key, headers: { Range: 'bytes=0-15' } }, decorate);
    expect(decorate).toHaveBeenCalledWith({ uri: key.uri, kind: 'key' });
    expect(result).toEqual({
      ...key,
      headers: { Range: 'bytes=0-15', Authorization: 'Bearer session' },
    });
  });

  it('replaces the URI when the caller gives one', () => {
    const result = decorateStreamRequest({ uri: 'seg-0.ts', requestType: 'segment' }, () => ({
      uri: 'seg-0.ts?token=abc',
    }));
    expect(result).toEqual({ uri: 'seg-0.ts?token=abc', requestType: 'segment', headers: {} });
  });

  it('returns the same options when there is no decorator or it adds nothing', () => {
    const options = { uri: 'index.m3u8', requestType: 'hls-playlist' };
    expect(decorateStreamRequest(options, undefined)).toBe(options);
    expect(decorateStreamRequest(options, () => undefined)).toBe(options);
    expect(decorateStreamRequest(options, () => ({}))).toBe(options);
  });

  it('never mutates the stream’s options', () => {
    const options = { uri: 'seg-1.ts', requestType: 'segment', headers: { Range: 'bytes=0-1' } };
    decorateStreamRequest(options, () => ({ headers: { Authorization: 'Bearer video' } }));
    expect(options).toEqual({ uri: 'seg-1.ts', requestType: 'segment', headers: { Range: 'bytes=0-1' } });
  });
});

describe('describeMediaError', () => {
  it.each([
    [{ code: 2, message: 'HLS request errored' }, 'network error: HLS request errored'],
    [{ code: 4, message: '' }, 'source not supported'],
    [{ message: 'Playback cannot continue.' }, 'Playback cannot continue.'],
    [{ code: 9 }, 'error 9'],
    [null, 'unknown error'],
  ])('%j reads %s', (error, text) => {
    expect(describeMediaError(error)).toBe(text);
  });
});

describe('safeRate and safeVolume', () => {
  it.each([
    [1.5, 1.5],
    [2, 2],
    [0, 1],
    [-1, 1],
    [Number.NaN, 1],
    [undefined, 1],
  ])('rate %s plays at %s', (rate, expected) => expect(safeRate(rate)).toBe(expected));

  it.each([
    [0, 0],
    [0.5, 0.5],
    [1.4, 1],
    [-0.2, 0],
    [Number.NaN, 1],
    [undefined, 1],
  ])('volume %s is %s', (volume, expected) => expect(safeVolume(volume)).toBe(expected));
});

describe('createStreamFailureTracker', () => {
  const key = { uri: '/QuestContent/GetKey?ContentCode=7', requestType: 'segment-key' };
  const segment = { uri: '/media/hls/7/seg-0.ts', requestType: 'segment' };

  it('fails at once when the key is refused', () => {
    const track = createStreamFailureTracker();
    expect(track({ ...key, status: 401 })).toEqual({
      kind: 'key',
      status: 401,
      message: 'The key request refused (HTTP 401): /QuestContent/GetKey?ContentCode=7',
    });
  });

  it('fails at once on a missing playlist or a refused segment', () => {
    const track = createStreamFailureTracker();
    expect(track({ uri: '/x/index.m3u8', requestType: 'hls-playlist', status: 404 })?.kind).toBe('playlist');
    expect(track({ ...segment, status: 403 })?.kind).toBe('segment');
  });

  it('retries network and server failures until three in a row', () => {
    const track = createStreamFailureTracker();
    expect(track({ ...segment, status: 0 })).toBeUndefined();
    expect(track({ ...segment, status: 503 })).toBeUndefined();
    expect(track({ ...segment, status: 0 })).toEqual({
      kind: 'segment',
      status: 0,
      message: 'The segment request failed (network): /media/hls/7/seg-0.ts',
    });
  });

  it('fails at once on any failed key: a 200 with anything but 16 bytes (HTML, JSON, nothing), a 5xx, no answer', () => {
    const track = createStreamFailureTracker();
    expect(track({ ...key, status: 200, bytes: 16 })).toBeUndefined();
    expect(track({ ...key, status: 200 })).toBeUndefined();
    expect(track({ ...key, status: 200, bytes: 0 })).toEqual({
      kind: 'key',
      status: 200,
      message: 'The key request returned 0 bytes, not a key: /QuestContent/GetKey?ContentCode=7',
    });
    expect(track({ ...key, status: 200, bytes: 41 })?.kind).toBe('key');
    expect(track({ ...key, status: 500 })?.message).toBe(
      'The key request failed (HTTP 500): /QuestContent/GetKey?ContentCode=7',
    );
    expect(track({ ...key, status: 0 })?.message).toBe(
      'The key request failed (network): /QuestContent/GetKey?ContentCode=7',
    );
    // Only a key has a fixed size.
    expect(track({ ...segment, status: 200, bytes: 41 })).toBeUndefined();
  });

  it('counts again after a success, and ignores aborted requests', () => {
    const track = createStreamFailureTracker(2);
    expect(track({ ...segment, status: 500 })).toBeUndefined();
    expect(track({ ...segment, status: 200 })).toBeUndefined();
    expect(track({ ...segment, status: 0, aborted: true })).toBeUndefined();
    expect(track({ ...segment, status: 500 })).toBeUndefined();
    expect(track({ ...segment, status: 500 })?.message).toBe(
      'The segment request failed (HTTP 500): /media/hls/7/seg-0.ts',
    );
  });
});
