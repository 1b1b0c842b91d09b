import { createRef } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { bypass, http, HttpResponse, passthrough } from 'msw';
import { setupWorker } from 'msw/browser';
import type VideoJs from 'video.js';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { VideoSurface, type DecorateVideoRequest, type VideoSurfaceHandle, type VideoSurfaceProps } from '.';

// Updates come from media events, outside React's act(): let React apply them as it would in the app.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

/**
 * The hooks project serves apps/server/media as its public folder (vitest.config.ts): the demo playlist and
 * segments at /hls/demo/, the key file at /keys/demo.key. MSW plays the reference server's rules: the key only
 * with the session bearer, segments only with the video token.
 */
const SRC = '/hls/demo/index.m3u8';
const SESSION = 'test-session-token';
const VIDEO_TOKEN = 'test-video-token';
const seen = { key: [] as (string | null)[], segment: [] as (string | null)[] };
let keyStatus = 200;

const worker = setupWorker(
  http.get('/QuestContent/GetKey', async ({ request }) => {
    const authorization = request.headers.get('Authorization');
    seen.key.push(authorization);
    if (keyStatus !== 200 || authorization !== `Bearer ${SESSION}`) {
      return new HttpResponse(null, { status: keyStatus === 200 ? 401 : keyStatus });
    }
    const key = await fetch(bypass('/keys/demo.key'));
    return HttpResponse.arrayBuffer(await key.arrayBuffer());
  }),
  http.get('/hls/demo/:file', ({ request, params }) => {
    if (!String(params.file).endsWith('.ts')) return passthrough();
    const authorization = request.headers.get('Authorization');
    seen.segment.push(authorization);
    if (authorization !== `Bearer ${VIDEO_TOKEN}`) return new HttpResponse(null, { status: 401 });
    return passthrough();
  }),
);

const decorate: DecorateVideoRequest = ({ kind }) => {
  if (kind === 'key') return { headers: { Authorization: `Bearer ${SESSION}` } };
  if (kind === 'segment') return { headers: { Authorization: `Bearer ${VIDEO_TOKEN}` } };
  return undefined;
};

let root: Root | undefined;
let host: HTMLElement | undefined;

function mount(props: Partial<VideoSurfaceProps> = {}) {
  host = document.createElement('div');
  host.style.width = '640px';
  document.body.append(host);
  root = createRoot(host);
  root.render(<VideoSurface src={SRC} title="Demo lesson" decorateRequest={decorate} muted {...props} />);
  return host;
}

function unmount() {
  root?.unmount();
  host?.remove();
  root = undefined;
  host = undefined;
}

// Imported after the engine (never before it: the engine sets VIDEOJS_NO_DYNAMIC_STYLE before video.js runs).
let videojs: typeof VideoJs;
const livePlayers = () => Object.values(videojs.getPlayers()).filter(Boolean);
const videoIn = (element: HTMLElement) => element.querySelector('video');

beforeAll(async () => {
  await worker.start({ quiet: true, onUnhandledRequest: 'bypass' });
  await VideoSurface.preload();
  videojs = (await import('video.js')).default;
});
afterAll(() => worker.stop());
afterEach(() => {
  unmount();
  seen.key = [];
  seen.segment = [];
  keyStatus = 200;
});

describe('VideoSurface', () => {
  it('decorates key and segment requests and reaches a first frame', async () => {
    const decorateRequest = vi.fn(decorate);
    const onFirstFrame = vi.fn();
    const onTimeUpdate = vi.fn();
    const onReady = vi.fn();
    const element = mount({ decorateRequest, onFirstFrame, onTimeUpdate, onReady, playing: true });

    await vi.waitFor(() => expect(onFirstFrame).toHaveBeenCalledTimes(1), { timeout: 15_000 });
    const [elapsedMs] = onFirstFrame.mock.calls[0] as [number];
    console.info(`VideoSurface: first frame ${Math.round(elapsedMs)} ms after the source was set`);
    expect(elapsedMs).toBeGreaterThan(0);
    expect(elapsedMs).toBeLessThan(15_000);
    await vi.waitFor(() => expect(videoIn(element)?.currentTime).toBeGreaterThan(0), { timeout: 10_000 });

    const kinds = new Set(decorateRequest.mock.calls.map(([request]) => request.kind));
    expect(kinds).toEqual(new Set(['playlist', 'key', 'segment']));
    expect(decorateRequest).toHaveBeenCalledWith({
      uri: expect.stringContaining('/QuestContent/GetKey?ContentCode=demo'),
      kind: 'key',
    });
    expect(decorateRequest).toHaveBeenCalledWith({
      uri: expect.stringContaining('seg-0.ts'),
      kind: 'segment',
    });
    expect(seen.key.length).toBeGreaterThan(0);
    expect(seen.key.every((header) => header === `Bearer ${SESSION}`)).toBe(true);
    expect(seen.segment.length).toBeGreaterThan(0);
    expect(seen.segment.every((header) => header === `Bearer ${VIDEO_TOKEN}`)).toBe(true);
    expect(onReady).toHaveBeenCalledWith(12);
    await vi.waitFor(
      () => expect(onTimeUpdate).toHaveBeenCalledWith(expect.any(Number), expect.closeTo(12, 1)),
      {
        timeout: 10_000,
      },
    );
    // A buffering moment (the next segment on a busy machine) shows the spinner briefly; it clears again.
    await vi.waitFor(() => expect(element.querySelector('[role="status"]')).toBeNull(), { timeout: 10_000 });
  });

  it('seeks through the handle while paused and shows that frame', async () => {
    const ref = createRef<VideoSurfaceHandle>();
    const onTimeUpdate = vi.fn();
    const onFirstFrame = vi.fn();
    mount({ ref, onTimeUpdate, onFirstFrame });
    await vi.waitFor(() => expect(onFirstFrame).toHaveBeenCalled(), { timeout: 15_000 });
    ref.current?.seek(1);
    await vi.waitFor(() => expect(onTimeUpdate).toHaveBeenLastCalledWith(1, expect.closeTo(12, 1)), {
      timeout: 10_000,
    });
    expect(ref.current?.getCurrentTime()).toBe(1);
  });

  it('disposes its player on unmount, twice over, leaving nothing behind', async () => {
    const stylesBefore = document.head.querySelectorAll('style').length;
    for (let round = 0; round < 2; round += 1) {
      const onReady = vi.fn();
      const element = mount({ onReady });
      await vi.waitFor(() => expect(onReady).toHaveBeenCalled(), { timeout: 15_000 });
      expect(livePlayers()).toHaveLength(1);
      unmount();
      expect(livePlayers()).toHaveLength(0);
      expect(element.isConnected).toBe(false);
      expect(document.querySelector('video, .video-js')).toBeNull();
    }
    // VIDEOJS_NO_DYNAMIC_STYLE: video.js added no <style> of its own.
    expect(document.head.querySelector('.vjs-styles-defaults, .vjs-styles-dimensions')).toBeNull();
    expect(document.head.querySelectorAll('style').length).toBeLessThanOrEqual(stylesBefore + 1);
  });

  it('stops and reports a refused key instead of retrying without end', async () => {
    keyStatus = 401;
    const onError = vi.fn();
    const element = mount({ onError, playing: true });
    await vi.waitFor(() => expect(onError).toHaveBeenCalledTimes(1), { timeout: 15_000 });
    expect(onError).toHaveBeenCalledWith(expect.stringContaining('HTTP 401'), { kind: 'key', status: 401 });
    await vi.waitFor(() =>
      expect(element.querySelector('[role="alert"]')?.textContent).toBe('This video could not be played.'),
    );
    // The source was unloaded: no further key requests.
    const keyRequests = seen.key.length;
    await expect.poll(() => videoIn(element)?.getAttribute('src') ?? null, { timeout: 5_000 }).toBeNull();
    expect(seen.key.length).toBe(keyRequests);
    const [player] = livePlayers() as unknown as { tech: (safety: boolean) => { vhs?: unknown } }[];
    expect(player?.tech(true).vhs).toBeUndefined();
  });
});
