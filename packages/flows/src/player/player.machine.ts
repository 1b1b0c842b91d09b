import type { Content, ContentRating, RatingValue } from '@quest/api';
import { assign, not, raise, setup } from 'xstate';
import { mustProvide } from '../shared/required.ts';
import {
  MUTED_VOLUME,
  UNMUTE_VOLUME,
  forwardTarget,
  nextSpeed,
  replayTarget,
  sliderTarget,
  type PlaybackSpeed,
} from './seek.ts';

/** Like 5 and dislike 0 (learning-app.md §9). */
export const PLAYER_LIKE: RatingValue = 5;
export const PLAYER_DISLIKE: RatingValue = 0;
/** Access is logged only when more than this many seconds were watched (learning-app.md §9). */
export const ACCESS_MIN_SECONDS = 1;
/** The controls counter starts here and counts down once a second (learning-app.md §4, §9). */
export const CONTROLS_COUNTDOWN_START = 3;
/** Every this many watched seconds the position is remembered for "Continue from m:ss?" (not in the spec). */
export const POSITION_SAVE_EVERY_SECONDS = 5;

/** What the player needs of a content item. */
export type PlayerContent = Pick<Content, 'contentId' | 'contentTypeCode' | 'testCode'>;

export interface PlayerInput {
  content: PlayerContent;
  /** A remembered position in seconds; above 0 the player offers "Continue from m:ss?". */
  resumeAt?: number;
}

export interface PostAccessInput {
  content: PlayerContent;
  /** Seconds watched since the last posted access. */
  accessDuration: number;
}

export interface SetRatingInput {
  contentId: number;
  rating: RatingValue;
}

export interface PlayerContext {
  content: PlayerContent;
  /** Content waiting for the previous one's access record to be posted. */
  nextContent: PlayerContent | null;
  resumeAt: number;
  /** Seconds. */
  position: number;
  duration: number;
  speed: PlaybackSpeed;
  volume: number;
  /** Seconds watched and not yet posted as access. */
  accessDuration: number;
  ended: boolean;
  /** 3, 2, 1 while the controls show; 0 once they hide. */
  controlsCounter: number;
  rating: ContentRating | null;
}

export type PlayerEvent =
  | { type: 'media.loaded'; duration: number }
  | { type: 'media.timeupdate'; position: number }
  | { type: 'media.ended' }
  | { type: 'play' }
  | { type: 'pause' }
  | { type: 'resume.continue' }
  | { type: 'resume.restart' }
  | { type: 'seek.back' }
  | { type: 'seek.forward' }
  | { type: 'seek.to'; fraction: number }
  | { type: 'speed.set'; speed: PlaybackSpeed }
  | { type: 'speed.next' }
  | { type: 'volume.mute' }
  | { type: 'volume.unmute' }
  | { type: 'controls.show' }
  | { type: 'rating.like' }
  | { type: 'rating.dislike' }
  | { type: 'rating.dismiss' }
  | { type: 'content.change'; content: PlayerContent; resumeAt?: number }
  | { type: 'player.back' };

/** Events only the machine raises: playback tells the access log about watched seconds and posted access. */
type PlayerInternalEvent = { type: 'watch.second' } | { type: 'access.logged' };

const freshContext = (content: PlayerContent, resumeAt: number | undefined) => ({
  content,
  nextContent: null,
  resumeAt: resumeAt ?? 0,
  position: 0,
  duration: 0,
  accessDuration: 0,
  ended: false,
  rating: null,
});

/**
 * Interactions the controls region hears itself; each brings the controls back with the counter at 3. Seeking,
 * speed and volume are handled on `watching` and raise `controls.show` (a region's own transition would take
 * precedence over the parent's actions).
 */
const interactions = [
  'controls.show',
  'play',
  'pause',
  'resume.continue',
  'resume.restart',
  'rating.like',
  'rating.dislike',
  'rating.dismiss',
] as const;

const showControls = { target: '.visible' } as const;

/**
 * The video player (learning-app.md §2 "Video player", §4 "Player" and "Rating"): playback, the 3-second controls
 * countdown, seeking, speed and volume, like/dislike with the prompt at the end, access records and resume.
 * The view reports `media.*` events from the video element and applies `seekMedia` through `provide`.
 */
export const playerMachine = setup({
  types: {
    context: {} as PlayerContext,
    events: {} as PlayerEvent | PlayerInternalEvent,
    input: {} as PlayerInput,
  },
  delays: {
    /** Controls counter step and watched-time tick. */
    oneSecond: 1000,
    /** The like celebration closes after 1 s (learning-app.md §9). */
    celebrationDuration: 1000,
  },
  actors: {
    /** Posts the access record of `content` for `accessDuration` seconds. */
    postAccess: mustProvide<void, PostAccessInput>('player', 'postAccess'),
    /** Posts the user's rating (5 like, 0 dislike). */
    setRating: mustProvide<void, SetRatingInput>('player', 'setRating'),
    /** Loads the content's rating (counts and myRating). */
    loadRating: mustProvide<ContentRating, { contentId: number }>('player', 'loadRating'),
  },
  guards: {
    hasResumePoint: ({ context }) => context.resumeAt > 0,
    accessDue: ({ context }) => context.accessDuration > ACCESS_MIN_SECONDS,
    accessDueBeforeEnd: ({ context }) => context.accessDuration > ACCESS_MIN_SECONDS && !context.ended,
    unrated: ({ context }) => context.rating?.myRating == null,
    likeChangesRating: ({ context }) => context.rating?.myRating !== PLAYER_LIKE,
    dislikeChangesRating: ({ context }) => context.rating?.myRating !== PLAYER_DISLIKE,
    secondMakesAccessDue: ({ context }) => context.accessDuration > ACCESS_MIN_SECONDS,
    positionSaveDue: ({ context }) => (context.accessDuration + 1) % POSITION_SAVE_EVERY_SECONDS === 0,
  },
  actions: {
    /** Moves the video element to `context.position`. */
    seekMedia: () => {},
    /** Remembers `context.position` for the resume offer. */
    savePosition: () => {},
    /** Leaves the player (the app navigates back). */
    navigateBack: () => {},
    /** Side effects of the like celebration beyond showing it (sound, haptics). */
    showCelebration: () => {},
    countWatchedSecond: assign({ accessDuration: ({ context }) => context.accessDuration + 1 }),
    resetAccess: assign({ accessDuration: 0 }),
    revealControls: raise({ type: 'controls.show' }),
    startNextContent: assign(({ context }) =>
      freshContext(context.nextContent ?? context.content, context.resumeAt),
    ),
    setCounter: assign({ controlsCounter: (_, counter: number) => counter }),
  },
}).createMachine({
  id: 'player',
  context: ({ input }) => ({
    ...freshContext(input.content, input.resumeAt),
    speed: 1,
    volume: UNMUTE_VOLUME,
    controlsCounter: CONTROLS_COUNTDOWN_START,
  }),
  initial: 'watching',
  states: {
    watching: {
      type: 'parallel',
      on: {
        'media.timeupdate': { actions: assign({ position: ({ event }) => event.position }) },
        'seek.back': {
          actions: [
            assign({ position: ({ context }) => replayTarget(context.position) }),
            'seekMedia',
            'revealControls',
          ],
        },
        'seek.forward': {
          actions: [
            assign({ position: ({ context }) => forwardTarget(context.position, context.duration) }),
            'seekMedia',
            'revealControls',
          ],
        },
        'seek.to': {
          actions: [
            assign({ position: ({ context, event }) => sliderTarget(event.fraction, context.duration) }),
            'seekMedia',
            'revealControls',
          ],
        },
        'speed.set': { actions: [assign({ speed: ({ event }) => event.speed }), 'revealControls'] },
        'speed.next': {
          actions: [assign({ speed: ({ context }) => nextSpeed(context.speed) }), 'revealControls'],
        },
        'volume.mute': { actions: [assign({ volume: MUTED_VOLUME }), 'revealControls'] },
        'volume.unmute': { actions: [assign({ volume: UNMUTE_VOLUME }), 'revealControls'] },
        'content.change': [
          {
            guard: 'accessDueBeforeEnd',
            target: 'switching',
            actions: assign({
              nextContent: ({ event }) => event.content,
              resumeAt: ({ event }) => event.resumeAt ?? 0,
            }),
          },
          {
            target: 'watching',
            reenter: true,
            actions: assign(({ event }) => freshContext(event.content, event.resumeAt)),
          },
        ],
        'player.back': [
          { guard: 'accessDue', target: 'leaving', actions: 'savePosition' },
          { target: 'left', actions: 'savePosition' },
        ],
      },
      states: {
        playback: {
          initial: 'loading',
          states: {
            loading: {
              on: {
                'media.loaded': [
                  {
                    guard: 'hasResumePoint',
                    target: 'offeringResume',
                    actions: assign({ duration: ({ event }) => event.duration }),
                  },
                  { target: 'ready', actions: assign({ duration: ({ event }) => event.duration }) },
                ],
              },
            },
            offeringResume: {
              on: {
                'resume.continue': {
                  target: 'ready',
                  actions: [
                    assign({ position: ({ context }) => context.resumeAt, resumeAt: 0 }),
                    'seekMedia',
                  ],
                },
                'resume.restart': {
                  target: 'ready',
                  actions: [assign({ position: 0, resumeAt: 0 }), 'seekMedia'],
                },
              },
            },
            ready: { on: { play: 'playing' } },
            playing: {
              after: {
                oneSecond: [
                  {
                    guard: 'positionSaveDue',
                    target: 'playing',
                    reenter: true,
                    actions: ['countWatchedSecond', 'savePosition', raise({ type: 'watch.second' })],
                  },
                  {
                    target: 'playing',
                    reenter: true,
                    actions: ['countWatchedSecond', raise({ type: 'watch.second' })],
                  },
                ],
              },
              on: {
                pause: { target: 'paused', actions: 'savePosition' },
                'media.ended': {
                  target: 'ended',
                  actions: assign({ ended: true, position: ({ context }) => context.duration }),
                },
              },
            },
            paused: { on: { play: 'playing' } },
            ended: {
              initial: 'recordingAccess',
              on: {
                play: {
                  target: 'playing',
                  actions: [assign({ ended: false, position: 0 }), 'seekMedia'],
                },
              },
              states: {
                recordingAccess: {
                  always: { guard: not('accessDue'), target: 'recorded' },
                  invoke: {
                    id: 'postAccess',
                    src: 'postAccess',
                    input: ({ context }) => ({
                      content: context.content,
                      accessDuration: context.accessDuration,
                    }),
                    onDone: {
                      target: 'recorded',
                      actions: ['resetAccess', raise({ type: 'access.logged' })],
                    },
                    onError: { target: 'recorded' },
                  },
                },
                recorded: {},
              },
            },
          },
        },
        accessLog: {
          initial: 'nothing',
          on: { 'access.logged': '.nothing' },
          states: {
            nothing: { on: { 'watch.second': 'brief' } },
            brief: { on: { 'watch.second': { guard: 'secondMakesAccessDue', target: 'due' } } },
            due: {},
          },
        },
        controls: {
          initial: 'visible',
          on: Object.fromEntries(interactions.map((type) => [type, showControls])),
          states: {
            visible: {
              initial: 'three',
              states: {
                three: {
                  entry: { type: 'setCounter', params: 3 },
                  after: { oneSecond: 'two' },
                },
                two: {
                  entry: { type: 'setCounter', params: 2 },
                  after: { oneSecond: 'one' },
                },
                one: {
                  entry: { type: 'setCounter', params: 1 },
                  after: { oneSecond: '#player.watching.controls.hidden' },
                },
              },
            },
            hidden: { entry: { type: 'setCounter', params: 0 } },
          },
        },
        rating: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                id: 'loadRating',
                src: 'loadRating',
                input: ({ context }) => ({ contentId: context.content.contentId }),
                onDone: { target: 'idle', actions: assign({ rating: ({ event }) => event.output }) },
                onError: { target: 'idle' },
              },
            },
            idle: {
              on: {
                'media.ended': { guard: 'unrated', target: 'prompting' },
                'rating.like': { guard: 'likeChangesRating', target: 'saving.like' },
                'rating.dislike': { guard: 'dislikeChangesRating', target: 'saving.dislike' },
              },
            },
            prompting: {
              on: {
                'rating.like': [{ guard: 'likeChangesRating', target: 'saving.like' }, { target: 'idle' }],
                'rating.dislike': [
                  { guard: 'dislikeChangesRating', target: 'saving.dislike' },
                  { target: 'idle' },
                ],
                'rating.dismiss': 'idle',
              },
            },
            saving: {
              initial: 'like',
              states: {
                like: {
                  invoke: {
                    id: 'setRating',
                    src: 'setRating',
                    input: ({ context }) => ({ contentId: context.content.contentId, rating: PLAYER_LIKE }),
                    onDone: { target: '#player.watching.rating.reloading' },
                    onError: { target: '#player.watching.rating.idle' },
                  },
                },
                dislike: {
                  invoke: {
                    id: 'setRating',
                    src: 'setRating',
                    input: ({ context }) => ({
                      contentId: context.content.contentId,
                      rating: PLAYER_DISLIKE,
                    }),
                    onDone: { target: '#player.watching.rating.reloading' },
                    onError: { target: '#player.watching.rating.idle' },
                  },
                },
              },
            },
            reloading: {
              invoke: {
                id: 'loadRating',
                src: 'loadRating',
                input: ({ context }) => ({ contentId: context.content.contentId }),
                onDone: { target: 'idle', actions: assign({ rating: ({ event }) => event.output }) },
                onError: { target: 'idle' },
              },
            },
          },
        },
        celebration: {
          initial: 'hidden',
          states: {
            hidden: {
              on: { 'rating.like': { guard: 'likeChangesRating', target: 'showing' } },
            },
            showing: {
              entry: 'showCelebration',
              after: { celebrationDuration: 'hidden' },
            },
          },
        },
      },
    },
    switching: {
      invoke: {
        id: 'postAccess',
        src: 'postAccess',
        input: ({ context }) => ({ content: context.content, accessDuration: context.accessDuration }),
        onDone: { target: 'watching', actions: 'startNextContent' },
        onError: { target: 'watching', actions: 'startNextContent' },
      },
    },
    leaving: {
      invoke: {
        id: 'postAccess',
        src: 'postAccess',
        input: ({ context }) => ({ content: context.content, accessDuration: context.accessDuration }),
        onDone: { target: 'left' },
        onError: { target: 'left' },
      },
    },
    left: { type: 'final', entry: 'navigateBack' },
  },
});
