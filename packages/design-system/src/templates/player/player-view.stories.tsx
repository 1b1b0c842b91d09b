import type { Meta, StoryObj } from '@storybook/react-vite';
import { bypass, delay, http, HttpResponse, passthrough } from 'msw';
import { useRef, useState, type ComponentProps } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { DecorateVideoRequest, VideoSurfaceHandle } from '../../components/video-surface';
import { VIDEO_SURFACE_TEXT } from '../../components/video-surface/video-surface-frame';
import {
  bookmarkAndSpeed,
  fullscreenModeArgType,
  inCategory,
  myRatingArgType,
  playWithoutTest,
  sampleMarkers,
  sampleVideo,
  speedArgType,
  statusArgType,
} from './player.fixtures';
import { PlayerView, playerViewTexts as t, type PlayerViewStatus } from './player-view';
import { expectCaptioned, longText, SheetTile, StateSheet as Sheet } from '../../internal/state-sheet';

type Props = ComponentProps<typeof PlayerView>;

const KEY_PATH = '/QuestContent/GetKey';
const SESSION_TOKEN = 'story-session-token';
const VIDEO_TOKEN = 'story-video-token';

/** What the app passes: the session bearer on the key request, the video token on segment requests. */
const decorateRequest: DecorateVideoRequest = ({ kind }) => {
  if (kind === 'key') return { headers: { Authorization: `Bearer ${SESSION_TOKEN}` } };
  if (kind === 'segment') return { headers: { Authorization: `Bearer ${VIDEO_TOKEN}` } };
  return undefined;
};

/** The key only with the session bearer (like GetKey); segments only with the video token. */
const streamHandlers = [
  http.get(KEY_PATH, async ({ request }) => {
    if (request.headers.get('Authorization') !== `Bearer ${SESSION_TOKEN}`) {
      return new HttpResponse(null, { status: 401 });
    }
    const key = await fetch(bypass('/demo-media/keys/demo.key'));
    return HttpResponse.arrayBuffer(await key.arrayBuffer(), {
      headers: { 'Content-Type': 'application/octet-stream', 'Cache-Control': 'no-store' },
    });
  }),
  http.get('/demo-media/hls/demo/:file', ({ request, params }) => {
    if (!String(params.file).endsWith('.ts')) return passthrough();
    if (request.headers.get('Authorization') !== `Bearer ${VIDEO_TOKEN}`) {
      return new HttpResponse(null, { status: 401 });
    }
    return passthrough();
  }),
];

/**
 * Keeps what the player façade would (status, position, duration, speed, volume) in story state and still
 * reports every call to the args; the Flows/Player story drives the view with the real player machine.
 */
function Controlled(args: Props) {
  const surface = useRef<VideoSurfaceHandle>(null);
  const [status, setStatus] = useState<PlayerViewStatus>(args.status);
  const [time, setTime] = useState({ position: args.position, duration: args.duration });
  const [speed, setSpeed] = useState(args.speed);
  const [volume, setVolume] = useState(args.volume);
  const seek = (to: number) => {
    surface.current?.seek(to);
    setTime((now) => ({ ...now, position: to }));
  };
  const fraction = time.duration > 0 ? Math.min(time.position / time.duration, 0.999999) : args.sliderValue;
  return (
    <PlayerView
      {...args}
      surfaceRef={surface}
      status={status}
      position={time.position}
      duration={time.duration}
      sliderValue={fraction}
      speed={speed}
      volume={volume}
      onLoaded={(duration) => {
        setTime((now) => ({ ...now, duration }));
        if (status === 'loading' && (args.resumeAt ?? null) === null) setStatus('ready');
        args.onLoaded(duration);
      }}
      onTimeUpdate={(position) => {
        setTime((now) => ({ ...now, position }));
        args.onTimeUpdate(position);
      }}
      onEnded={() => {
        setStatus('ended');
        args.onEnded();
      }}
      onPlay={() => {
        setStatus('playing');
        args.onPlay();
      }}
      onPause={() => {
        setStatus('paused');
        args.onPause();
      }}
      onSeekBack={() => {
        seek(Math.max(0, time.position - 10));
        args.onSeekBack();
      }}
      onSeekForward={() => {
        seek(time.duration - time.position < 10 ? time.duration : time.position + 10);
        args.onSeekForward();
      }}
      onSeek={(to) => {
        seek(to * time.duration);
        args.onSeek(to);
      }}
      onSpeedChange={(next) => {
        setSpeed(next);
        args.onSpeedChange(next);
      }}
      onMute={() => {
        setVolume(0);
        args.onMute();
      }}
      onUnmute={() => {
        setVolume(0.2);
        args.onUnmute();
      }}
    />
  );
}

const meta = {
  title: 'Templates/Player',
  component: PlayerView,
  render: (args) => (
    <div style={{ maxWidth: 720 }}>
      <Controlled {...args} />
    </div>
  ),
  parameters: { layout: 'padded' },
  args: {
    ...sampleVideo,
    markers: sampleMarkers,
    likeCount: 4,
    dislikeCount: 1,
    myRating: null,
    resumeAt: null,
    status: 'loading',
    position: 0,
    duration: 0,
    sliderValue: 0,
    speed: 1,
    // Silent: a scripted press is no user gesture, and browsers play unmuted video only after one.
    volume: 0,
    controlsVisible: true,
    ratingBusy: false,
    ratingPromptOpen: false,
    celebrating: false,
    testEnabled: false,
    layout: 'portrait',
    fullscreenMode: 'fullscreen',
    decorateRequest,
    onLoaded: fn(),
    onTimeUpdate: fn(),
    onEnded: fn(),
    onPlay: fn(),
    onPause: fn(),
    onContinue: fn(),
    onRestart: fn(),
    onSeekBack: fn(),
    onSeekForward: fn(),
    onSeek: fn(),
    onSpeedChange: fn(),
    onMute: fn(),
    onUnmute: fn(),
    onShowControls: fn(),
    onLike: fn(),
    onDislike: fn(),
    onDismissRatingPrompt: fn(),
    onTakeTest: fn(),
    onFullscreenChange: fn(),
    onError: fn(),
  },
  argTypes: {
    ...inCategory(
      'Content',
      'src',
      'title',
      'poster',
      'userName',
      'markers',
      'likeCount',
      'dislikeCount',
      'resumeAt',
      'errorText',
    ),
    status: statusArgType,
    ...inCategory('Behaviour', 'position', 'duration', 'sliderValue'),
    speed: speedArgType,
    ...inCategory('Behaviour', 'volume', 'controlsVisible'),
    myRating: myRatingArgType,
    ...inCategory('Behaviour', 'ratingBusy', 'ratingPromptOpen', 'celebrating', 'testEnabled'),
    layout: {
      control: 'inline-radio',
      options: ['portrait', 'landscape'],
      table: { category: 'Appearance' },
    },
    fullscreenMode: fullscreenModeArgType,
    decorateRequest: { control: false, table: { category: 'Behaviour' } },
    surfaceRef: { control: false, table: { category: 'Behaviour' } },
    preview: {
      control: 'select',
      options: [undefined, 'loading', 'buffering', 'ready', 'error'],
      table: { category: 'Appearance' },
    },
    headingLevel: { control: 'inline-radio', options: [2, 3], table: { category: 'Accessibility' } },
    as: { control: 'inline-radio', options: ['div', 'main'], table: { category: 'Accessibility' } },
    ...inCategory(
      'Events',
      'onLoaded',
      'onTimeUpdate',
      'onEnded',
      'onPlay',
      'onPause',
      'onContinue',
      'onRestart',
      'onSeekBack',
      'onSeekForward',
      'onSeek',
      'onSpeedChange',
      'onMute',
      'onUnmute',
      'onShowControls',
      'onLike',
      'onDislike',
      'onDismissRatingPrompt',
      'onTakeTest',
      'onBack',
      'onFullscreenChange',
      'onError',
    ),
  },
  beforeEach({ msw }) {
    msw.use(...streamHandlers);
  },
} satisfies Meta<typeof PlayerView>;

export default meta;
type Story = StoryObj<typeof meta>;

const videoOf = (root: HTMLElement) => {
  const video = root.querySelector('video');
  if (!video) throw new Error('no video element yet');
  return video;
};

/** Hidden controls ignore the pointer until a pointer move over the player brings them back. */
const controlsOf = (root: HTMLElement) => within(root).getByRole('group', { name: t.controls });

/**
 * The stream is loading: the poster with the spinner, the region busy, play and seeking disabled; the title,
 * the rating and a disabled test button with its reason below.
 */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(KEY_PATH, async () => {
        await delay('infinite');
        return new HttpResponse(null, { status: 204 });
      }),
    );
  },
  play: async ({ args, canvas }) => {
    // The controls join the frame once the engine's chunk is in; the stream still waits for its key.
    const playButton = await canvas.findByRole('button', { name: 'Play' }, { timeout: 10_000 });
    await expect(playButton).toHaveAttribute('aria-disabled', 'true');
    const region = canvas.getByRole('region', { name: args.title });
    await expect(region).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText(VIDEO_SURFACE_TEXT.loading)).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: args.title })).toBeVisible();
    await expect(canvas.getByRole('slider', { name: 'Seek' })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('button', { name: 'Take Test' })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByText('Watch the video to the end to take the test.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Play' }));
    await expect(args.onPlay).not.toHaveBeenCalled();
  },
};

/**
 * Ready to play: Play starts the (muted) stream, time advances, Pause stops it; back/forward 10 s, a marker,
 * speed and mute reach their callbacks.
 */
export const Playing: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await waitFor(() => expect(args.onLoaded).toHaveBeenCalledWith(12), { timeout: 15_000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Play' }));
    await expect(args.onPlay).toHaveBeenCalledOnce();
    await waitFor(() => expect(videoOf(canvasElement).currentTime).toBeGreaterThan(0.5), { timeout: 15_000 });
    await expect(args.onTimeUpdate).toHaveBeenCalled();
    await userEvent.hover(controlsOf(canvasElement));
    await userEvent.click(canvas.getByRole('button', { name: 'Forward 10 seconds' }));
    await expect(args.onSeekForward).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Back 10 seconds' }));
    await expect(args.onSeekBack).toHaveBeenCalledOnce();
    await bookmarkAndSpeed(canvas, args);
    await waitFor(() => expect(videoOf(canvasElement).playbackRate).toBe(1.5));
    await userEvent.click(canvas.getByRole('button', { name: 'Pause' }));
    await expect(args.onPause).toHaveBeenCalledOnce();
    await waitFor(() => expect(videoOf(canvasElement).paused).toBe(true));
    // Sound on and off again once paused (unmuting a playing video without a real gesture would stop it).
    await userEvent.click(canvas.getByRole('button', { name: 'Mute' }));
    await expect(args.onUnmute).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Mute' }));
    await expect(args.onMute).toHaveBeenCalledOnce();
    await expect(args.onShowControls).toHaveBeenCalled();
    await expect(args.onError).not.toHaveBeenCalled();
  },
};

/** Paused part-way: the controls stay, Play is offered and the time shows where it stopped. */
export const Paused: Story = {
  args: { status: 'paused', position: 5, duration: 12, sliderValue: 5 / 12 },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('00:05')).toBeVisible();
    await expect(canvas.getByRole('slider', { name: 'Seek' })).toHaveAttribute(
      'aria-valuetext',
      expect.stringMatching(/^0:05 of 0:12/),
    );
    await waitFor(() => expect(args.onLoaded).toHaveBeenCalledWith(12), { timeout: 15_000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Play' }));
    await expect(args.onPlay).toHaveBeenCalledOnce();
  },
};

/** Playback waits for data (the third segment never arrives): the spinner shows over the picture. */
export const Buffering: Story = {
  args: { status: 'playing' },
  beforeEach({ msw }) {
    msw.use(
      http.get('/demo-media/hls/demo/:file', async ({ params }) => {
        if (!/^seg-[2-9]\.ts$/.test(String(params.file))) return undefined;
        await delay('infinite');
        return new HttpResponse(null, { status: 204 });
      }),
    );
  },
  play: async ({ args, canvas, canvasElement }) => {
    const region = canvas.getByRole('region', { name: args.title });
    await waitFor(() => expect(videoOf(canvasElement).currentTime).toBeGreaterThan(0.5), { timeout: 15_000 });
    await waitFor(() => expect(region).toHaveAttribute('aria-busy', 'true'), { timeout: 15_000 });
    // The region is busy from the stall; the text follows in the next render (outside a test runner, later).
    await expect(await canvas.findByText(VIDEO_SURFACE_TEXT.loading)).toBeInTheDocument();
  },
};

/** The video ended and the content has a test: Replay is offered and Take Test opens the test. */
export const EndedWithTest: Story = {
  args: { status: 'ended', position: 12, duration: 12, sliderValue: 0.999999, testEnabled: true },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Replay' })).toBeVisible();
    await expect(canvas.queryByText('Watch the video to the end to take the test.')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Take Test' }));
    await expect(args.onTakeTest).toHaveBeenCalledOnce();
  },
};

/** Content without a test: no test button at all. */
export const WithoutTest: Story = {
  args: { onTakeTest: undefined },
  play: playWithoutTest,
};

/** An unrated video ended: the like/dislike prompt asks; Like, Dislike and Not now reach their callbacks. */
export const RatingPrompt: Story = {
  args: { status: 'ended', position: 12, duration: 12, sliderValue: 0.999999, ratingPromptOpen: true },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: t.ratingPromptTitle });
    await expect(dialog).toHaveTextContent(t.ratingPromptBody);
    const inDialog = within(dialog);
    await userEvent.click(inDialog.getByRole('button', { name: t.dislike }));
    await expect(args.onDislike).toHaveBeenCalledOnce();
    await userEvent.click(inDialog.getByRole('button', { name: t.notNow }));
    await expect(args.onDismissRatingPrompt).toHaveBeenCalledOnce();
    await userEvent.click(inDialog.getByRole('button', { name: t.like }));
    await expect(args.onLike).toHaveBeenCalledOnce();
    await userEvent.keyboard('{Escape}');
    await expect(args.onDismissRatingPrompt).toHaveBeenCalledTimes(2);
  },
};

/** The stream cannot play (a missing playlist): the message over the picture; `onError` gets the cause. */
export const StreamError: Story = {
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
    await expect(canvas.queryByRole('group', { name: t.controls })).toBeNull();
  },
};

/** A saved position: "Continue from 0:05?" over the picture instead of the controls; both answers report. */
export const ResumePrompt: Story = {
  args: { resumeAt: 5 },
  play: async ({ args, canvas }) => {
    const offer = await canvas.findByRole('group', { name: 'Continue from 0:05?' });
    await expect(canvas.queryByRole('group', { name: t.controls })).toBeNull();
    await userEvent.click(within(offer).getByRole('button', { name: t.resumeRestart }));
    await expect(args.onRestart).toHaveBeenCalledOnce();
    await userEvent.click(within(offer).getByRole('button', { name: t.resumeContinue }));
    await expect(args.onContinue).toHaveBeenCalledOnce();
  },
};

/** Just liked: Like shows pressed with the new count and the celebration plays ("Liked!"). */
export const LikedWithCelebration: Story = {
  args: { status: 'paused', myRating: 'like', likeCount: 5, celebrating: true },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Like 5' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByText(t.celebration)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Dislike 1' }));
    await expect(args.onDislike).toHaveBeenCalledOnce();
  },
};

/**
 * Landscape inside the native wrapper: the picture fills the box, the title is only announced, Back, rating and
 * the enabled test sit in the top row, and the toggle (pressed) asks to return to portrait.
 */
export const Landscape: Story = {
  args: {
    layout: 'landscape',
    fullscreenMode: 'landscape',
    status: 'ended',
    testEnabled: true,
    onBack: fn(),
  },
  render: (args) => (
    <div data-testid="box" style={{ width: '100%', maxWidth: 800, height: 360 }}>
      <Controlled {...args} />
    </div>
  ),
  play: async ({ args, canvas }) => {
    const box = canvas.getByTestId('box');
    const region = canvas.getByRole('region', { name: args.title });
    await expect(region.getBoundingClientRect().height).toBe(box.getBoundingClientRect().height);
    await expect(canvas.getByRole('heading', { name: args.title })).toHaveClass('visually-hidden');
    const controls = within(canvas.getByRole('group', { name: t.controls }));
    await userEvent.click(controls.getByRole('button', { name: 'Landscape' }));
    await expect(args.onFullscreenChange).toHaveBeenCalledWith(false);
    await userEvent.click(controls.getByRole('button', { name: t.back }));
    await expect(args.onBack).toHaveBeenCalledOnce();
    await userEvent.click(controls.getByRole('button', { name: 'Take Test' }));
    await expect(args.onTakeTest).toHaveBeenCalledOnce();
    await expect(controls.getByRole('group', { name: 'Rate this video' })).toBeVisible();
  },
};

/** A 360 px phone in portrait: every control fits and nothing scrolls sideways. */
export const PhoneWidth: Story = {
  args: { status: 'paused', position: 5, duration: 12, sliderValue: 5 / 12, testEnabled: true },
  render: (args) => (
    <div data-testid="phone" style={{ width: 360 }}>
      <Controlled {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const phone = canvas.getByTestId('phone');
    await expect(phone.scrollWidth).toBeLessThanOrEqual(phone.clientWidth);
    for (const name of ['Back 10 seconds', 'Play', 'Forward 10 seconds', 'Mute', 'Full screen']) {
      const box = canvas.getByRole('button', { name }).getBoundingClientRect();
      await expect(box.right).toBeLessThanOrEqual(phone.getBoundingClientRect().right);
    }
  },
};

/**
 * A phone turned sideways (800×360) with the page's usual portrait player: the view draws landscape at the
 * screen's height, and every control (Back, rating, test, back and forward 10 s, play, the seek slider, the time,
 * speed, mute and full screen) is on screen without scrolling. Captured by the visual tests at 800×360.
 */
export const PhoneLandscape: Story = {
  tags: ['!autodocs', 'state-sheet'],
  globals: { viewport: { value: 'phoneLandscape' } },
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Landscape phone',
    status: 'paused',
    position: 5,
    duration: 12,
    sliderValue: 5 / 12,
    volume: 0.2,
    testEnabled: true,
    preview: 'ready',
    onBack: fn(),
  },
  decorators: [
    (Story) => (
      <div data-testid="screen" style={{ width: '100%', maxWidth: 800, height: 360 }}>
        <Story />
      </div>
    ),
  ],
  render: (args) => <Controlled {...args} />,
  play: async ({ args, canvas }) => {
    await expect(window.matchMedia('(orientation: landscape) and (max-height: 500px)').matches).toBe(true);
    const screen = canvas.getByTestId('screen').getBoundingClientRect();
    const region = canvas.getByRole('region', { name: args.title }).getBoundingClientRect();
    await expect(region.height).toBe(screen.height);
    await expect(canvas.getByRole('heading', { name: args.title })).toHaveClass('visually-hidden');
    const controls = within(canvas.getByRole('group', { name: t.controls }));
    const targets = [
      ...[t.back, 'Like 4', 'Dislike 1', 'Take Test', 'Back 10 seconds', 'Play', 'Forward 10 seconds'].map(
        (name) => controls.getByRole('button', { name }),
      ),
      controls.getByRole('slider', { name: 'Seek' }),
      controls.getByText('00:05'),
      ...['Playback speed 1x', 'Mute', 'Full screen'].map((name) => controls.getByRole('button', { name })),
    ];
    for (const target of targets) {
      const box = target.getBoundingClientRect();
      const where = `${target.getAttribute('aria-label') ?? target.textContent}: ${JSON.stringify(box)}`;
      await expect(box.height, where).toBeGreaterThan(0);
      await expect(box.left >= screen.left && box.right <= screen.right, where).toBe(true);
      await expect(box.top >= screen.top && box.bottom <= screen.bottom, where).toBe(true);
    }
    await expect(document.documentElement.scrollHeight).toBeLessThanOrEqual(window.innerHeight);
    await userEvent.click(controls.getByRole('button', { name: t.back }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

const sheetArgs = (args: Props, title: string, extra: Partial<Props> = {}): Props => ({
  ...args,
  title,
  headingLevel: 3,
  position: 5,
  duration: 12,
  sliderValue: 5 / 12,
  status: 'paused',
  volume: 0.2,
  ...extra,
});

/**
 * In Hindi (issue 29), the poster standing in for the picture: the controls, the rating, the test, the prompt and
 * the celebration at the end; the resume offer (the façade's English question read back in Hindi); the stream's
 * error. The video's title stays as the server sends it.
 */
export const Hindi: Story = {
  globals: { locale: 'hi' },
  render: (args) => (
    <>
      <section aria-label="Ended">
        <PlayerView
          {...sheetArgs(args, sampleVideo.title, {
            status: 'ended',
            position: 12,
            sliderValue: 0.999999,
            testEnabled: true,
            ratingPromptOpen: true,
            celebrating: true,
          })}
          preview="ready"
        />
      </section>
      <section aria-label="Resume">
        <PlayerView
          {...sheetArgs(args, `${sampleVideo.title} (2)`, {
            status: 'loading',
            resumeAt: 65,
          })}
          preview="ready"
        />
      </section>
      <section aria-label="Error">
        <PlayerView {...sheetArgs(args, `${sampleVideo.title} (3)`)} preview="error" />
      </section>
    </>
  ),
  play: async ({ args, canvas }) => {
    const ended = within(canvas.getByRole('region', { name: 'Ended' }));
    await expect(ended.getByRole('group', { name: 'वीडियो कंट्रोल' })).toBeVisible();
    await expect(ended.getByRole('button', { name: 'फिर से चलाएँ' })).toBeVisible();
    await expect(ended.getByRole('button', { name: '10 सेकंड पीछे' })).toBeVisible();
    await expect(ended.getByRole('slider', { name: 'समय बदलें' })).toHaveAttribute(
      'aria-valuetext',
      expect.stringMatching(/^0:12 में से 0:1\d$/),
    );
    await expect(ended.getByRole('group', { name: 'इस वीडियो को रेटिंग दें' })).toBeVisible();
    await userEvent.click(ended.getByRole('button', { name: 'लाइक 4' }));
    await expect(args.onLike).toHaveBeenCalledOnce();
    await userEvent.click(ended.getByRole('button', { name: 'टेस्ट दें' }));
    await expect(args.onTakeTest).toHaveBeenCalledOnce();
    await expect(ended.getByText('क्या आपको यह वीडियो पसंद आया?')).toBeVisible();
    await expect(ended.getByText('आपने लाइक किया!')).toBeVisible();

    const resume = within(canvas.getByRole('region', { name: 'Resume' }));
    const offer = resume.getByRole('group', { name: '1:05 से आगे देखें?' });
    await userEvent.click(within(offer).getByRole('button', { name: 'शुरू से देखें' }));
    await expect(args.onRestart).toHaveBeenCalledOnce();
    await userEvent.click(within(offer).getByRole('button', { name: 'जारी रखें' }));
    await expect(args.onContinue).toHaveBeenCalledOnce();

    const error = within(canvas.getByRole('region', { name: 'Error' }));
    await expect(error.getByRole('alert')).toHaveTextContent('यह वीडियो नहीं चल सका।');
  },
};

/**
 * Every state in one frame for the visual tests, the poster standing in for the picture (no stream to decode):
 * loading, playing, paused, buffering, ended with the test enabled, the rating prompt, error, the resume offer,
 * liked with the celebration, and landscape.
 */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  render: (args) => (
    <Sheet columnMin={300} gap={32}>
      <SheetTile caption="Loading — the poster and a spinner">
        <PlayerView
          {...sheetArgs(args, 'Loading', { status: 'loading', position: 0, duration: 0, sliderValue: 0 })}
          preview="loading"
        />
      </SheetTile>
      <SheetTile caption="Playing — controls shown">
        <PlayerView
          {...sheetArgs(args, 'Playing', { status: 'playing', controlsVisible: true })}
          preview="ready"
        />
      </SheetTile>
      <SheetTile caption="Playing — controls hidden">
        <PlayerView
          {...sheetArgs(args, 'Playing, controls hidden', { status: 'playing', controlsVisible: false })}
          preview="ready"
        />
      </SheetTile>
      <SheetTile caption="Paused — muted, at 1.5×">
        <PlayerView {...sheetArgs(args, 'Paused, muted, 1.5x', { speed: 1.5, volume: 0 })} preview="ready" />
      </SheetTile>
      <SheetTile caption="Buffering — the spinner over the picture">
        <PlayerView {...sheetArgs(args, 'Buffering', { status: 'playing' })} preview="buffering" />
      </SheetTile>
      <SheetTile caption="Ended — the test enabled, disliked">
        <PlayerView
          {...sheetArgs(args, 'Ended, test enabled', {
            status: 'ended',
            position: 12,
            sliderValue: 0.999999,
            testEnabled: true,
            myRating: 'dislike',
            dislikeCount: 2,
          })}
          preview="ready"
        />
      </SheetTile>
      <SheetTile caption="Ended — the rating prompt">
        <PlayerView
          {...sheetArgs(args, 'Ended, rating prompt', {
            status: 'ended',
            position: 12,
            sliderValue: 0.999999,
            testEnabled: true,
            ratingPromptOpen: true,
          })}
          preview="ready"
        />
      </SheetTile>
      <SheetTile caption="Error — the video did not load">
        <PlayerView {...sheetArgs(args, 'Error')} preview="error" />
      </SheetTile>
      <SheetTile caption="Resume offer — continue from 1:05?">
        <PlayerView
          {...sheetArgs(args, 'Resume offer', { status: 'loading', resumeAt: 65 })}
          preview="ready"
        />
      </SheetTile>
      <SheetTile caption="Liked — the celebration">
        <PlayerView
          {...sheetArgs(args, 'Liked, celebrating', { myRating: 'like', likeCount: 5, celebrating: true })}
          preview="ready"
        />
      </SheetTile>
      <SheetTile caption="Landscape — the title and Back in the top row">
        <div style={{ height: 260 }}>
          <PlayerView
            {...sheetArgs(args, 'Landscape', {
              layout: 'landscape',
              fullscreenMode: 'landscape',
              onBack: () => {},
            })}
            preview="ready"
          />
        </div>
      </SheetTile>
      <SheetTile caption="Hindi — a Hindi video title" lang="hi">
        <PlayerView {...sheetArgs(args, 'बल तथा गति के नियम: न्यूटन का पहला नियम')} preview="ready" />
      </SheetTile>
      <SheetTile caption="Very long — a 120-character title">
        <PlayerView {...sheetArgs(args, longText.title)} preview="ready" />
      </SheetTile>
    </Sheet>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('region')).toHaveLength(13);
    await expect(canvas.getByRole('alert')).toHaveTextContent(VIDEO_SURFACE_TEXT.error);
    await expect(canvas.getByText('Continue from 1:05?')).toBeVisible();
    await expect(canvas.getByText(t.ratingPromptTitle)).toBeVisible();
    const sheet = canvas.getByTestId('sheet');
    await expectCaptioned(sheet);
    await expect(sheet.scrollWidth).toBeLessThanOrEqual(sheet.clientWidth);
  },
};
