import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ContentRating, RatingValue } from '@quest/api';
import { bypass, http, HttpResponse, passthrough } from 'msw';
import { useState, useSyncExternalStore } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fromPromise, type EventFrom, type SnapshotFrom } from 'xstate';
import {
  PlayerView,
  playerViewTexts as t,
  type DecorateVideoRequest,
  type PlayerViewProps,
  type VideoSurfaceHandle,
} from '@quest/design-system';
import {
  PLAYER_DISLIKE,
  PLAYER_LIKE,
  playerMachine,
  resumePrompt,
  sliderFraction,
  usePlayer,
  type PlayerImplementations,
  type PlayerInput,
  type PlayerView as PlayerFacade,
  type PostAccessInput,
  type SetRatingInput,
} from '@quest/flows';
import { leafStates, shortestPathsByState } from '@quest/flows/testing';
import { playerViewProps, ratingOf } from '../../apps/learner/src/features/learning/player/player-view-props';
import {
  playerPathEvents,
  playerPathInput,
  sampleVideo,
  unratedRating,
} from '../../packages/flows/src/player/player.paths.ts';
import demoPoster from '../../packages/design-system/src/components/video-surface/demo-poster.jpg';
import { createFlowController, StatePicker, statechartStory, stepperOf } from './flow-kit';

/** The reference server's demo stream (12 s, AES-128), served by Storybook under /demo-media. */
const DEMO_SRC = '/demo-media/hls/demo/index.m3u8';
const KEY_PATH = '/QuestContent/GetKey';
const SESSION_TOKEN = 'story-session-token';
const VIDEO_TOKEN = 'story-video-token';
const TITLE = 'Forces and pressure: why a sharp knife cuts better';
const USER_NAME = 'Aarav Sharma';
const MARKERS = [
  { time: 3, text: 'Balanced forces', position: 25 },
  { time: 7, text: "Newton's first law", position: 60 },
];

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

/** The mocked effects' memory: the server's rating, what was posted and remembered. */
const effects = {
  rating: unratedRating as ContentRating,
  accessPosts: [] as PostAccessInput[],
  savedPositions: [] as number[],
  log: [] as string[],
  reset(rating: ContentRating) {
    this.rating = rating;
    this.accessPosts = [];
    this.savedPositions = [];
    this.log = [];
  },
};

/** The façade's values as PlayerView props (the app's own mapping), with the test button logged. */
const flowViewProps = (view: PlayerFacade) => ({
  ...playerViewProps(view),
  onTakeTest: view.content.testCode ? () => effects.log.push('test opened') : undefined,
});

/** The rating after the student's change: counts move from one side to the other. */
function rated(current: ContentRating, value: RatingValue): ContentRating {
  const like = (r: RatingValue | null) => (r === PLAYER_LIKE ? 1 : 0);
  const dislike = (r: RatingValue | null) => (r === PLAYER_DISLIKE ? 1 : 0);
  return {
    ...current,
    likeCount: current.likeCount - like(current.myRating) + like(value),
    disLikeCount: current.disLikeCount - dislike(current.myRating) + dislike(value),
    myRating: value,
  };
}

/**
 * Where `seekMedia` finds the picture: PlayerView's `surfaceRef` callback fills it (a plain holder rather than a
 * React ref, since the effects are built during render).
 */
function createSurfaceSlot() {
  let handle: VideoSurfaceHandle | null = null;
  return {
    set: (next: VideoSurfaceHandle | null) => {
      handle = next;
    },
    seek: (seconds: number) => handle?.seek(seconds),
  };
}
type SurfaceSlot = ReturnType<typeof createSurfaceSlot>;

/** The player's effects, mocked on `effects`; `seekMedia` moves the real picture through the surface's handle. */
function playerImplementations(surface: SurfaceSlot): PlayerImplementations {
  return {
    actors: {
      postAccess: fromPromise<void, PostAccessInput>(async ({ input: posted }) => {
        effects.accessPosts.push(posted);
      }),
      setRating: fromPromise<void, SetRatingInput>(async ({ input: saved }) => {
        effects.rating = rated(effects.rating, saved.rating);
      }),
      loadRating: fromPromise<ContentRating, { contentId: number }>(async () => effects.rating),
    },
    actions: {
      seekMedia: ({ context }) => surface.seek(context.position),
      savePosition: ({ context }) => void effects.savedPositions.push(context.position),
      navigateBack: () => void effects.log.push('navigated back'),
    },
  };
}

/** The player screen as the app's route builds it: `usePlayer` with its effects, fed into PlayerView. */
function PlayerScreen({ input }: { input: PlayerInput }) {
  const [surface] = useState(createSurfaceSlot);
  const view = usePlayer(playerImplementations(surface), input);
  return (
    <PlayerView
      {...flowViewProps(view)}
      src={DEMO_SRC}
      title={TITLE}
      poster={demoPoster}
      userName={USER_NAME}
      markers={MARKERS}
      decorateRequest={decorateRequest}
      surfaceRef={surface.set}
    />
  );
}

const meta = {
  title: 'Flows/Player',
  parameters: { layout: 'padded', docs: { story: { inline: false, iframeHeight: '800px' } } },
  beforeEach({ msw }) {
    effects.reset(unratedRating);
    msw.use(...streamHandlers);
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const videoOf = (root: HTMLElement) => {
  const video = root.querySelector('video');
  if (!video) throw new Error('no video element yet');
  return video;
};

/** Controls hidden by the machine's countdown ignore the pointer: a pointer move brings them back first. */
async function pressControl(root: HTMLElement, name: string | RegExp) {
  const canvas = within(root);
  await userEvent.hover(canvas.getByRole('group', { name: t.controls }));
  await waitFor(() =>
    expect(canvas.getByRole('group', { name: t.controls })).toHaveAttribute('data-visible', 'true'),
  );
  await userEvent.click(canvas.getByRole('button', { name }));
}

/**
 * The journey of the issue on the real machine and the demo stream: play (muted, as scripted presses are no
 * gesture), ±10 s move the picture by 10 s, speed 1.5 reaches the element, like celebrates and counts, the end
 * posts the access and enables the test; the watermark shows the user name.
 */
export const Playback: Story = {
  render: () => (
    <div style={{ maxWidth: 720 }}>
      <PlayerScreen input={{ content: sampleVideo }} />
    </div>
  ),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('the stream loads and the watermark shows the user name', async () => {
      const play = await canvas.findByRole('button', { name: 'Play' }, { timeout: 15_000 });
      await waitFor(() => expect(play).not.toHaveAttribute('aria-disabled'), { timeout: 15_000 });
      await expect(canvasElement.querySelector('[data-watermark]')).toHaveTextContent(USER_NAME);
      await expect(canvas.getByRole('heading', { name: TITLE })).toBeVisible();
      await expect(canvas.getByText('00:12')).toBeVisible();
    });
    await step('plays: currentTime advances', async () => {
      await pressControl(canvasElement, 'Mute');
      await pressControl(canvasElement, 'Play');
      await waitFor(() => expect(videoOf(canvasElement).currentTime).toBeGreaterThan(0.5), {
        timeout: 10_000,
      });
      await pressControl(canvasElement, 'Pause');
      await waitFor(() => expect(videoOf(canvasElement).paused).toBe(true));
    });
    await step('forward and back 10 s move the picture by 10 s', async () => {
      const start = videoOf(canvasElement).currentTime;
      await pressControl(canvasElement, 'Forward 10 seconds');
      await waitFor(() =>
        expect(Math.abs(videoOf(canvasElement).currentTime - (start + 10))).toBeLessThan(0.5),
      );
      await pressControl(canvasElement, 'Back 10 seconds');
      await waitFor(() => expect(Math.abs(videoOf(canvasElement).currentTime - start)).toBeLessThan(0.5));
    });
    await step('speed 1.5 reaches the video element', async () => {
      await pressControl(canvasElement, /Playback speed/);
      await userEvent.click(canvas.getByRole('menuitemradio', { name: '1.5x' }));
      await waitFor(() => expect(videoOf(canvasElement).playbackRate).toBe(1.5));
    });
    await step('a like celebrates and counts', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Like 4' }));
      await expect(await canvas.findByText(t.celebration)).toBeVisible();
      await waitFor(() =>
        expect(canvas.getByRole('button', { name: 'Like 5' })).toHaveAttribute('aria-pressed', 'true'),
      );
      await waitFor(() => expect(canvas.queryByText(t.celebration)).toBeNull(), { timeout: 3000 });
    });
    await step(
      'playing more than 1 s, then the end: access posted, test enabled, no prompt (rated)',
      async () => {
        const start = videoOf(canvasElement).currentTime;
        await pressControl(canvasElement, 'Play');
        await waitFor(() => expect(videoOf(canvasElement).currentTime).toBeGreaterThan(start + 4), {
          timeout: 10_000,
        });
        canvas.getByRole('slider', { name: 'Seek' }).focus();
        await userEvent.keyboard('{End}');
        await expect(
          await canvas.findByRole('button', { name: 'Replay' }, { timeout: 10_000 }),
        ).toBeVisible();
        await waitFor(() =>
          expect(canvas.getByRole('button', { name: 'Take Test' })).not.toHaveAttribute('aria-disabled'),
        );
        await waitFor(() => expect(effects.accessPosts).toHaveLength(1));
        await expect(effects.accessPosts[0]?.accessDuration).toBeGreaterThan(1);
        await expect(canvasElement.ownerDocument.querySelector('dialog[open]')).toBeNull();
        await userEvent.click(canvas.getByRole('button', { name: 'Take Test' }));
        await expect(effects.log).toContain('test opened');
      },
    );
  },
};

/** An unrated video played to its end: the like/dislike prompt asks; Dislike saves 0 and the counts reload. */
export const RatingPromptAtTheEnd: Story = {
  render: () => (
    <div style={{ maxWidth: 720 }}>
      <PlayerScreen input={{ content: sampleVideo }} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const play = await canvas.findByRole('button', { name: 'Play' }, { timeout: 15_000 });
    await waitFor(() => expect(play).not.toHaveAttribute('aria-disabled'), { timeout: 15_000 });
    await pressControl(canvasElement, 'Mute');
    await pressControl(canvasElement, 'Play');
    await waitFor(() => expect(videoOf(canvasElement).currentTime).toBeGreaterThan(0.5), { timeout: 10_000 });
    canvas.getByRole('slider', { name: 'Seek' }).focus();
    await userEvent.keyboard('{End}');
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: t.ratingPromptTitle }, { timeout: 10_000 });
    await userEvent.click(within(dialog).getByRole('button', { name: t.dislike }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Dislike 2' })).toHaveAttribute('aria-pressed', 'true'),
    );
    await expect(canvas.queryByText(t.celebration)).toBeNull();
  },
};

/** A remembered position: "Continue from 0:05?" over the picture; Continue moves the picture to 0:05. */
export const ResumeOffer: Story = {
  render: () => (
    <div style={{ maxWidth: 720 }}>
      <PlayerScreen input={{ content: sampleVideo, resumeAt: 5 }} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const offer = await canvas.findByRole('group', { name: resumePrompt(5) }, { timeout: 15_000 });
    await expect(offer).toHaveTextContent('Continue from 0:05?');
    await userEvent.click(within(offer).getByRole('button', { name: t.resumeContinue }));
    await waitFor(() => expect(Math.abs(videoOf(canvasElement).currentTime - 5)).toBeLessThan(0.5));
    await expect(canvas.getByRole('button', { name: 'Play' })).not.toHaveAttribute('aria-disabled');
    await expect(canvas.getByText('00:05')).toBeVisible();
  },
};

// ——— Every generated path, replayed into the machine and drawn by PlayerView ———

/** Actors that never settle: only the replayed events (including xstate.done.actor.*) move the machine. */
const pending = <T,>() => new Promise<T>(() => {});
const machine = playerMachine.provide({
  actors: {
    postAccess: fromPromise<void, PostAccessInput>(pending),
    setRating: fromPromise<void, SetRatingInput>(pending),
    loadRating: fromPromise<ContentRating, { contentId: number }>(pending),
  },
});
const controller = createFlowController(machine, playerPathInput);
const paths = shortestPathsByState(playerMachine, playerPathEvents, playerPathInput);
type PlayerSnapshot = SnapshotFrom<typeof playerMachine>;

/** The snapshot as the façade shows it (usePlayer's own mapping), for a machine the path replay drives. */
function viewOf(snapshot: PlayerSnapshot, send: (event: EventFrom<typeof playerMachine>) => void) {
  const { context } = snapshot;
  const on = (playback: string) => snapshot.matches({ watching: { playback } } as never);
  const playback = (['ready', 'playing', 'paused', 'ended'] as const).find(on);
  const status =
    snapshot.matches('leaving') || snapshot.matches('left') ? ('leaving' as const) : (playback ?? 'loading');
  const rating = (region: string) => snapshot.matches({ watching: { rating: region } } as never);
  const props: Omit<PlayerViewProps, 'src' | 'title' | 'userName'> = {
    status,
    position: context.position,
    duration: context.duration,
    sliderValue: sliderFraction(context.position, context.duration),
    speed: context.speed,
    volume: context.volume,
    controlsVisible: snapshot.matches({ watching: { controls: 'visible' } }),
    resumeAt: on('offeringResume') ? context.resumeAt : null,
    likeCount: context.rating?.likeCount ?? 0,
    dislikeCount: context.rating?.disLikeCount ?? 0,
    myRating: ratingOf(context.rating?.myRating),
    ratingBusy: rating('saving') || rating('reloading'),
    ratingPromptOpen: rating('prompting'),
    celebrating: snapshot.matches({ watching: { celebration: 'showing' } }),
    testEnabled: context.ended && Boolean(context.content.testCode),
    onLoaded: (duration) => send({ type: 'media.loaded', duration }),
    onTimeUpdate: (position) => send({ type: 'media.timeupdate', position }),
    onEnded: () => send({ type: 'media.ended' }),
    onPlay: () => send({ type: 'play' }),
    onPause: () => send({ type: 'pause' }),
    onContinue: () => send({ type: 'resume.continue' }),
    onRestart: () => send({ type: 'resume.restart' }),
    onSeekBack: () => send({ type: 'seek.back' }),
    onSeekForward: () => send({ type: 'seek.forward' }),
    onSeek: (fraction) => send({ type: 'seek.to', fraction }),
    onSpeedChange: (speed) => send({ type: 'speed.set', speed }),
    onMute: () => send({ type: 'volume.mute' }),
    onUnmute: () => send({ type: 'volume.unmute' }),
    onShowControls: () => send({ type: 'controls.show' }),
    onLike: () => send({ type: 'rating.like' }),
    onDislike: () => send({ type: 'rating.dislike' }),
    onDismissRatingPrompt: () => send({ type: 'rating.dismiss' }),
    onTakeTest: context.content.testCode ? () => {} : undefined,
  };
  return props;
}

/**
 * PlayerView on the controller's machine, drawn still (the poster for the picture: no stream to move it), under the
 * state picker (the page's Statechart story draws the machine).
 */
function MachinePlayer() {
  const snapshot = useSyncExternalStore(
    controller.subscribe,
    () => controller.actor.getSnapshot() as PlayerSnapshot,
  );
  const props = viewOf(snapshot, (event) => controller.send(event));
  return (
    <div style={{ maxWidth: 720 }}>
      <StatePicker controller={controller} paths={paths} />
      <PlayerView
        {...props}
        src={DEMO_SRC}
        title={TITLE}
        poster={demoPoster}
        userName={USER_NAME}
        markers={MARKERS}
        preview={props.status === 'loading' && (props.resumeAt ?? null) === null ? 'loading' : 'ready'}
      />
      <p>
        State: <strong data-testid="flow-state">{leafStates(snapshot.value).join(', ')}</strong>
        {snapshot.status === 'done' ? ' (finished)' : ''}
      </p>
    </div>
  );
}

/** Whether the leaf states a path ends in include `leaf` (or a state inside it). */
const endsIn = (leaves: string[], leaf: string) => leaves.some((l) => l === leaf || l.startsWith(`${leaf}.`));

/** What the view must show for the leaf states a path ends in. */
async function expectLook(root: HTMLElement, leaves: string[]) {
  const canvas = within(root);
  const has = (leaf: string) => endsIn(leaves, leaf);
  const player = root.querySelector<HTMLElement>('[data-status]');
  if (has('leaving') || has('left')) {
    await expect(player).toHaveAttribute('data-status', 'leaving');
    return;
  }
  if (has('switching')) return;
  if (has('watching.playback.offeringResume')) {
    await expect(
      canvas.getByRole('group', { name: resumePrompt(playerPathInput.resumeAt ?? 0) }),
    ).toBeVisible();
  } else {
    const control = (name: string) => canvas.getByRole('button', { name });
    if (has('watching.playback.loading'))
      await expect(control('Play')).toHaveAttribute('aria-disabled', 'true');
    if (has('watching.playback.ready') || has('watching.playback.paused')) {
      await expect(control('Play')).not.toHaveAttribute('aria-disabled');
    }
    if (has('watching.playback.playing')) await expect(control('Pause')).toBeInTheDocument();
    if (has('watching.playback.ended')) await expect(control('Replay')).toBeInTheDocument();
    const controls = canvas.getByRole('group', { name: t.controls });
    if (has('watching.controls.hidden') && has('watching.playback.playing')) {
      // The bar follows the machine through its own hide controller, a commit after the state shows.
      await waitFor(() => expect(controls).toHaveAttribute('data-visible', 'false'));
    }
  }
  const ratingGroup = canvas.getByRole('group', { name: 'Rate this video' });
  const busy = has('watching.rating.saving') || has('watching.rating.reloading');
  await expect(ratingGroup.getAttribute('aria-busy') === 'true').toBe(busy);
  await expect(canvas.queryByRole('heading', { name: t.ratingPromptTitle }) !== null).toBe(
    has('watching.rating.prompting'),
  );
  await expect(canvas.queryByText(t.celebration) !== null).toBe(has('watching.celebration.showing'));
}

/** Where a path ends in playback (or the top-level state while switching content or leaving). */
const playbackOf = (leaves: string[]) =>
  leaves.find((leaf) => leaf.startsWith('watching.playback.'))?.split('.')[2] ??
  leaves[0]?.split('.')[0] ??
  '';

/**
 * What the view can show differently for a path's end: where playback is, whether the controls are hidden while
 * playing, the rating's busy and prompt regions, the celebration. The 627 generated paths (the product of the
 * machine's parallel regions) end in far fewer looks; the machine's own test replays all of them with createActor.
 */
function lookOf(leaves: string[]): string {
  const has = (leaf: string) => endsIn(leaves, leaf);
  return JSON.stringify([
    playbackOf(leaves),
    has('watching.controls.hidden') && has('watching.playback.playing'),
    has('watching.rating.saving') || has('watching.rating.reloading'),
    has('watching.rating.prompting'),
    has('watching.celebration.showing'),
  ]);
}

/** The shortest generated path to each look. */
const lookPaths = [
  ...new Map(
    [...paths]
      .sort((a, b) => b.steps.length - a.steps.length)
      .map((path) => [lookOf(leafStates(path.state.value)), path] as const),
  ).values(),
];

/**
 * `play` body: the shortest generated path to each look ending in one of `groups` is replayed into the real
 * machine, and the player view must show the state the path ends in — its play button, resume offer, hidden
 * controls, rating prompt, busy rating and celebration. One step per path, so a failure names its path.
 */
function playPaths(...groups: string[]): Story['play'] {
  return async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const chosen = lookPaths.filter((path) => groups.includes(playbackOf(leafStates(path.state.value))));
    await expect(chosen.length).toBeGreaterThan(0);
    for (const path of chosen) {
      const leaves = leafStates(path.state.value);
      const events = path.steps.map((s) => s.event.type).join(' → ') || '(start)';
      await step(`reaches ${leaves.join(', ')} by ${events}`, async () => {
        controller.restart();
        path.steps.forEach((s) => controller.send(s.event));
        await waitFor(() => expect(canvas.getByTestId('flow-state')).toHaveTextContent(leaves.join(', ')));
        await expectLook(canvasElement, leaves);
      });
    }
  };
}

/**
 * Player flow (learning-app.md §2, §4, §9), generated paths replayed into the real machine and drawn by
 * PlayerView (split by where playback ends, so each story stays within the test time): loading and the resume
 * offer.
 */
export const PathsLoadingAndResume: Story = {
  render: () => <MachinePlayer />,
  play: playPaths('loading', 'offeringResume'),
};

/** Generated paths ending ready or paused. */
export const PathsReadyAndPaused: Story = {
  render: () => <MachinePlayer />,
  play: playPaths('ready', 'paused'),
};

/** Generated paths ending while playing. */
export const PathsPlaying: Story = {
  render: () => <MachinePlayer />,
  play: playPaths('playing'),
};

/** Generated paths ending at the end of the video (access posting, rating prompt, test enabled). */
export const PathsEnded: Story = {
  render: () => <MachinePlayer />,
  play: playPaths('ended'),
};

/** Generated paths switching content or leaving the player (access posted on the way). */
export const PathsSwitchingAndLeaving: Story = {
  render: () => <MachinePlayer />,
  play: playPaths('switching', 'leaving', 'left'),
};

/** Every generated path belongs to one of the stories above. */
export const EveryPathCovered: Story = {
  render: () => <MachinePlayer />,
  play: async () => {
    const groups = [
      'loading',
      'offeringResume',
      'ready',
      'paused',
      'playing',
      'ended',
      'switching',
      'leaving',
      'left',
    ];
    const stray = paths
      .map((p) => leafStates(p.state.value))
      .filter((leaves) => !groups.includes(playbackOf(leaves)));
    await expect(stray).toEqual([]);
  },
};

// ——— the machine's statechart, generated from its definition ————————————————————————————————————————————————

const chartController = createFlowController(stepperOf(playerMachine), playerPathInput);
const chartPaths = paths;

/** The machine's statechart, generated from its definition; the highlight follows the actor as the play runs. */
export const Statechart: Story = statechartStory({
  title: 'Player',
  machine: playerMachine,
  controller: chartController,
  paths: chartPaths,
});
