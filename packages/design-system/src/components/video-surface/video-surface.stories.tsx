import type { Meta, StoryObj } from '@storybook/react-vite';
import { bypass, delay, http, HttpResponse, passthrough } from 'msw';
import { useRef, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  ControlBar,
  ControlBarRow,
  MuteToggle,
  PlayPauseButton,
  SeekSlider,
  TimeDisplay,
  Watermark,
} from '../player-controls';
import demoPoster from './demo-poster.jpg';
import {
  VideoSurface,
  type DecorateVideoRequest,
  type VideoSurfaceHandle,
  type VideoSurfaceProps,
} from './video-surface';
import { VIDEO_SURFACE_TEXT, VideoSurfaceFrame, type VideoSurfaceFrameProps } from './video-surface-frame';
import { expectCaptioned, longText, SheetTile, StateSheet as Sheet } from '../../internal/state-sheet';

/** The reference server's demo stream (AES-128), served statically by Storybook under /demo-media. */
const DEMO_SRC = '/demo-media/hls/demo/index.m3u8';
/** The key URI written in the demo playlist; the real server answers it only with the session bearer. */
const KEY_PATH = '/QuestContent/GetKey';
const SESSION_TOKEN = 'story-session-token';
const VIDEO_TOKEN = 'story-video-token';

/** What the app does: the session bearer on the key request, the video token on segment requests. */
const decorateRequest: DecorateVideoRequest = ({ kind }) => {
  if (kind === 'key') return { headers: { Authorization: `Bearer ${SESSION_TOKEN}` } };
  if (kind === 'segment') return { headers: { Authorization: `Bearer ${VIDEO_TOKEN}` } };
  return undefined;
};

/** The Authorization headers the mocked server saw, so play tests prove both hooks reached the network. */
const seen = { key: [] as (string | null)[], segment: [] as (string | null)[] };

/** The key, only with the session bearer (like the real GetKey); segments only with the video token. */
const streamHandlers = [
  http.get(KEY_PATH, async ({ request }) => {
    const authorization = request.headers.get('Authorization');
    seen.key.push(authorization);
    if (authorization !== `Bearer ${SESSION_TOKEN}`) return new HttpResponse(null, { status: 401 });
    const key = await fetch(bypass('/demo-media/keys/demo.key'));
    return HttpResponse.arrayBuffer(await key.arrayBuffer(), {
      headers: { 'Content-Type': 'application/octet-stream', 'Cache-Control': 'no-store' },
    });
  }),
  http.get('/demo-media/hls/demo/:file', ({ request, params }) => {
    if (!String(params.file).endsWith('.ts')) return passthrough();
    const authorization = request.headers.get('Authorization');
    seen.segment.push(authorization);
    if (authorization !== `Bearer ${VIDEO_TOKEN}`) return new HttpResponse(null, { status: 401 });
    return passthrough();
  }),
];

const meta = {
  title: 'Design System/Player/Video Surface',
  component: VideoSurface,
  args: {
    src: DEMO_SRC,
    title: 'Forces and pressure: why a sharp knife cuts better',
    poster: demoPoster,
    layout: 'portrait',
    decorateRequest,
    muted: true,
    onReady: fn(),
    onTimeUpdate: fn(),
    onPlay: fn(),
    onPause: fn(),
    onEnded: fn(),
    onError: fn(),
    onFirstFrame: fn(),
    onWaiting: fn(),
    onRetry: fn(),
  },
  argTypes: {
    src: { control: 'text', table: { category: 'Content' } },
    title: { control: 'text', table: { category: 'Content' } },
    poster: { control: 'text', table: { category: 'Content' } },
    controls: { control: false, table: { category: 'Content' } },
    watermark: { control: false, table: { category: 'Content' } },
    loadingText: { control: 'text', table: { category: 'Content' } },
    errorText: { control: 'text', table: { category: 'Content' } },
    retryText: { control: 'text', table: { category: 'Content' } },
    layout: {
      control: 'inline-radio',
      options: ['portrait', 'landscape'],
      table: { category: 'Appearance' },
    },
    className: { control: false, table: { category: 'Appearance' } },
    decorateRequest: { control: false, table: { category: 'Behaviour' } },
    playing: { control: 'boolean', table: { category: 'Behaviour' } },
    muted: { control: 'boolean', table: { category: 'Behaviour' } },
    volume: { control: { type: 'range', min: 0, max: 1, step: 0.1 }, table: { category: 'Behaviour' } },
    playbackRate: { control: 'inline-radio', options: [1, 1.5, 2], table: { category: 'Behaviour' } },
    ref: { control: false, table: { category: 'Behaviour' } },
    onReady: { table: { category: 'Events' } },
    onTimeUpdate: { table: { category: 'Events' } },
    onPlay: { table: { category: 'Events' } },
    onPause: { table: { category: 'Events' } },
    onEnded: { table: { category: 'Events' } },
    onError: { table: { category: 'Events' } },
    onFirstFrame: { table: { category: 'Events' } },
    onWaiting: { table: { category: 'Events' } },
    onRetry: { table: { category: 'Events' } },
    headingLevel: { control: 'inline-radio', options: [2, 3], table: { category: 'Accessibility' } },
  },
  beforeEach({ msw }) {
    seen.key = [];
    seen.segment = [];
    msw.use(...streamHandlers);
  },
} satisfies Meta<typeof VideoSurface>;

export default meta;
type Story = StoryObj<typeof meta>;

const videoOf = (root: HTMLElement) => {
  const video = root.querySelector('video');
  if (!video) throw new Error('no video element yet');
  return video;
};

/**
 * The demo stream in portrait with its title, playing muted (browsers allow muted autoplay only). The key goes
 * out with the session bearer and the segments with the video token, through `decorateRequest`.
 */
export const Default: Story = {
  args: { playing: true },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: args.title })).toBeVisible();
    await waitFor(() => expect(args.onFirstFrame).toHaveBeenCalledTimes(1), { timeout: 15_000 });
    await waitFor(() => expect(videoOf(canvasElement).currentTime).toBeGreaterThan(0), { timeout: 10_000 });
    await expect(args.onPlay).toHaveBeenCalled();
    await expect(args.onReady).toHaveBeenCalledWith(12);
    // Playing can stall for a moment while the next segment arrives (the buffering spinner); it clears again.
    await waitFor(() => expect(canvas.queryByRole('status')).not.toBeInTheDocument(), { timeout: 10_000 });
    await waitFor(() =>
      expect(canvas.getByRole('region', { name: args.title })).not.toHaveAttribute('aria-busy'),
    );
    await expect(seen.key.length).toBeGreaterThan(0);
    await expect(seen.key.every((header) => header === `Bearer ${SESSION_TOKEN}`)).toBe(true);
    await expect(seen.segment.length).toBeGreaterThan(0);
    await expect(seen.segment.every((header) => header === `Bearer ${VIDEO_TOKEN}`)).toBe(true);
    await expect(args.onError).not.toHaveBeenCalled();
  },
};

/** Full screen or the landscape toggle: the picture fills its container and the title is only announced. */
export const Landscape: Story = {
  args: { layout: 'landscape' },
  render: (args) => (
    <div data-testid="container" style={{ width: '100%', maxWidth: 800, height: 300 }}>
      <VideoSurface {...args} />
    </div>
  ),
  play: async ({ args, canvas, canvasElement }) => {
    const container = canvas.getByTestId('container');
    await waitFor(() => expect(args.onReady).toHaveBeenCalledWith(12), { timeout: 15_000 });
    // Found again each time: until the engine's chunk has loaded, the region is its loading stand-in, which the
    // engine's own frame replaces (in a fresh page, as on the static build, after the play has begun).
    const region = () => canvas.getByRole('region', { name: args.title });
    await waitFor(() => expect(region()).not.toHaveAttribute('aria-busy'), { timeout: 15_000 });
    await expect(region().getBoundingClientRect().height).toBe(container.getBoundingClientRect().height);
    await expect(canvas.getByRole('heading', { name: args.title })).toHaveClass('visually-hidden');
    const video = videoOf(canvasElement).getBoundingClientRect();
    await expect(video.height).toBe(container.getBoundingClientRect().height);
    await expect(video.width).toBe(container.getBoundingClientRect().width);
  },
};

/** A 360 px phone: the 16:9 picture spans the width and nothing scrolls sideways. */
export const PhoneWidth: Story = {
  render: (args) => (
    <div data-testid="phone" style={{ width: 360 }}>
      <VideoSurface {...args} />
    </div>
  ),
  play: async ({ args, canvas, canvasElement }) => {
    const phone = canvas.getByTestId('phone');
    await waitFor(() => expect(args.onReady).toHaveBeenCalled(), { timeout: 15_000 });
    const video = videoOf(canvasElement).getBoundingClientRect();
    await expect(video.width).toBe(360);
    await expect(video.height).toBeCloseTo((360 * 9) / 16, 0);
    await expect(phone.scrollWidth).toBeLessThanOrEqual(phone.clientWidth);
    await expect(canvas.getByRole('heading', { name: args.title })).toBeVisible();
  },
};

let refuseKey = true;

/**
 * The key server refuses the request (401, e.g. the session ended): the message and retry show over the
 * picture. Retrying after the key is served again loads the picture.
 */
export const KeyRefused: Story = {
  beforeEach({ msw }) {
    refuseKey = true;
    msw.use(
      // While refused, answer 401; afterwards fall through to the stream handlers (the key with the bearer).
      http.get(KEY_PATH, () => (refuseKey ? new HttpResponse(null, { status: 401 }) : undefined)),
    );
  },
  play: async ({ args, canvas }) => {
    const alert = await canvas.findByRole('alert', {}, { timeout: 20_000 });
    await expect(alert).toHaveTextContent(VIDEO_SURFACE_TEXT.error);
    await expect(args.onError).toHaveBeenCalled();
    refuseKey = false;
    await userEvent.click(canvas.getByRole('button', { name: VIDEO_SURFACE_TEXT.retry }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.queryByRole('alert')).not.toBeInTheDocument());
    const region = canvas.getByRole('region', { name: args.title });
    await waitFor(() => expect(region).not.toHaveAttribute('aria-busy'), { timeout: 15_000 });
    await expect(seen.key.at(-1)).toBe(`Bearer ${SESSION_TOKEN}`);
  },
};

/** A playlist that does not exist (404): the same message with retry; `onError` gets the cause for logs. */
export const BadUrl: Story = {
  args: { src: '/demo-media/hls/missing/index.m3u8', errorText: 'The video is not available right now.' },
  // The missing playlist is the story's data: the mock server answers it 404 (any other 404 fails the story's test).
  parameters: {
    msw: {
      handlers: [
        http.get('/demo-media/hls/missing/index.m3u8', () => new HttpResponse(null, { status: 404 })),
      ],
    },
  },
  play: async ({ args, canvas }) => {
    await expect(await canvas.findByRole('alert', {}, { timeout: 15_000 })).toHaveTextContent(
      'The video is not available right now.',
    );
    await expect(args.onError).toHaveBeenCalledWith(expect.stringContaining('HTTP 404'), {
      kind: 'playlist',
      status: 404,
    });
    await userEvent.click(canvas.getByRole('button', { name: VIDEO_SURFACE_TEXT.retry }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await expect(await canvas.findByRole('alert', {}, { timeout: 15_000 })).toBeVisible();
  },
};

/** Waiting for the first frame (here the key never arrives): the poster with a spinner, the region busy. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(KEY_PATH, async ({ request }) => {
        seen.key.push(request.headers.get('Authorization'));
        await delay('infinite');
        return new HttpResponse(null, { status: 204 });
      }),
    );
  },
  play: async ({ args, canvas }) => {
    const region = canvas.getByRole('region', { name: args.title });
    await expect(region).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent(VIDEO_SURFACE_TEXT.loading);
    await waitFor(() => expect(seen.key).toHaveLength(1), { timeout: 15_000 });
    await expect(region).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toBeVisible();
    await expect(args.onFirstFrame).not.toHaveBeenCalled();
  },
};

/** The surface driven by the player controls, as the player screen wires them (without the machine). */
function PlayerWithControls(args: VideoSurfaceProps) {
  const surface = useRef<VideoSurfaceHandle>(null);
  const [playing, setPlaying] = useState(false);
  const [ended, setEnded] = useState(false);
  const [time, setTime] = useState({ position: 0, duration: 0 });
  // Starts silent: a scripted press is no user gesture, and browsers play unmuted video only after one.
  const [volume, setVolume] = useState(0);
  const fraction = time.duration > 0 ? Math.min(time.position / time.duration, 0.999999) : 0;
  return (
    <VideoSurface
      {...args}
      ref={surface}
      playing={playing}
      muted={volume === 0}
      volume={volume || undefined}
      onPlay={() => {
        setPlaying(true);
        setEnded(false);
        args.onPlay?.();
      }}
      onPause={() => {
        setPlaying(false);
        args.onPause?.();
      }}
      onEnded={() => {
        setEnded(true);
        args.onEnded?.();
      }}
      onTimeUpdate={(position, duration) => {
        setTime({ position, duration });
        args.onTimeUpdate?.(position, duration);
      }}
      watermark={<Watermark text="Rahul Kumar" still />}
      controls={
        <ControlBar
          playing={playing}
          center={
            <PlayPauseButton
              playing={playing}
              ended={ended}
              onPlay={() => {
                if (ended) surface.current?.seek(0);
                setPlaying(true);
              }}
              onPause={() => setPlaying(false)}
            />
          }
        >
          <SeekSlider
            value={fraction}
            duration={time.duration}
            onSeek={(to) => surface.current?.seek(to * time.duration)}
          />
          <ControlBarRow end={<MuteToggle volume={volume} onVolumeChange={setVolume} />}>
            <TimeDisplay elapsed={time.position} total={time.duration} />
          </ControlBarRow>
        </ControlBar>
      }
    />
  );
}

/** Composed with the player controls and the watermark: Play starts the picture, Pause stops it. */
export const WithControls: Story = {
  render: (args) => (
    <div style={{ maxWidth: 640 }}>
      <PlayerWithControls {...args} />
    </div>
  ),
  play: async ({ args, canvas, canvasElement }) => {
    await waitFor(() => expect(args.onReady).toHaveBeenCalledWith(12), { timeout: 15_000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Play' }));
    await waitFor(() => expect(videoOf(canvasElement).currentTime).toBeGreaterThan(0.5), { timeout: 15_000 });
    await expect(args.onPlay).toHaveBeenCalled();
    await userEvent.click(await canvas.findByRole('button', { name: 'Pause' }));
    await waitFor(() => expect(args.onPause).toHaveBeenCalled());
    await expect(videoOf(canvasElement).paused).toBe(true);
    await expect(await canvas.findByRole('button', { name: 'Play' })).toBeVisible();
  },
};

const sheetFrame: Omit<VideoSurfaceFrameProps, 'state' | 'layout' | 'title'> = {
  poster: demoPoster,
  showPoster: true,
  headingLevel: 3,
  loadingText: VIDEO_SURFACE_TEXT.loading,
  errorText: VIDEO_SURFACE_TEXT.error,
  retryText: VIDEO_SURFACE_TEXT.retry,
  onRetry: () => {},
};

/**
 * Every layout and state, drawn by the surface's frame with the poster standing in for the picture (the visual
 * tests have no stream to decode; the stories above play the real one).
 */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  render: () => (
    <Sheet columnMin={280} gap={24}>
      {(['ready', 'loading', 'buffering', 'error'] as const).map((state) => (
        <SheetTile key={state} caption={`Portrait — ${state}`}>
          <VideoSurfaceFrame {...sheetFrame} layout="portrait" state={state} title={`Portrait, ${state}`} />
        </SheetTile>
      ))}
      <SheetTile caption="Portrait — loading without a poster">
        <VideoSurfaceFrame
          {...sheetFrame}
          showPoster={false}
          layout="portrait"
          state="loading"
          title="Portrait, loading without a poster"
        />
      </SheetTile>
      <SheetTile caption="Landscape — ready, filling a 200 px box" exampleStyle={{ height: 200 }}>
        <VideoSurfaceFrame {...sheetFrame} layout="landscape" state="ready" title="Landscape, ready" />
      </SheetTile>
      <SheetTile caption="Hindi — title, error and Retry in Hindi" lang="hi">
        <VideoSurfaceFrame
          {...sheetFrame}
          layout="portrait"
          state="error"
          title="बल तथा गति के नियम"
          errorText="वीडियो नहीं चल सका। कृपया इंटरनेट कनेक्शन जाँचें।"
          retryText="फिर से कोशिश करें"
        />
      </SheetTile>
      <SheetTile caption="Very long — a long title and a 160-character error">
        <VideoSurfaceFrame
          {...sheetFrame}
          layout="portrait"
          state="error"
          title={longText.title}
          errorText={longText.sentence}
        />
      </SheetTile>
    </Sheet>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('region')).toHaveLength(8);
    await expect(canvas.getAllByRole('alert')[0]).toHaveTextContent(VIDEO_SURFACE_TEXT.error);
    const sheet = canvas.getByTestId('sheet');
    await expectCaptioned(sheet);
    await expect(sheet.scrollWidth).toBeLessThanOrEqual(sheet.clientWidth);
  },
};
