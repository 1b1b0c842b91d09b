import type { ContentRating } from '@quest/api';
import { describe, expect, test, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { allLeafStates, shortestPathsByState, unreachedStates } from '../testing/graph.ts';
import {
  playerMachine,
  type PlayerInput,
  type PostAccessInput,
  type SetRatingInput,
} from './player.machine.ts';
import {
  likedRating,
  nextVideo,
  playerPathEvents,
  playerPathInput,
  sampleVideo,
  unratedRating,
} from './player.paths.ts';
import { resumePrompt } from './seek.ts';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function startPlayer(
  input: PlayerInput = { content: sampleVideo },
  { rating = unratedRating, failRating = false }: { rating?: ContentRating; failRating?: boolean } = {},
) {
  const clock = new SimulatedClock();
  let currentRating = rating;
  const postAccess = vi.fn(async (_input: PostAccessInput): Promise<void> => {});
  const setRating = vi.fn(async (saved: SetRatingInput): Promise<void> => {
    if (failRating) throw new Error('Rating not saved');
    currentRating = { ...currentRating, myRating: saved.rating };
  });
  const loadRating = vi.fn(async () => currentRating);
  const seekMedia = vi.fn();
  const savePosition = vi.fn();
  const navigateBack = vi.fn();
  const showCelebration = vi.fn();
  const machine = playerMachine.provide({
    actors: {
      postAccess: fromPromise(({ input: i }: { input: PostAccessInput }) => postAccess(i)),
      setRating: fromPromise(({ input: i }: { input: SetRatingInput }) => setRating(i)),
      loadRating: fromPromise(() => loadRating()),
    },
    actions: {
      seekMedia: ({ context }) => seekMedia(context.position),
      savePosition: ({ context }) => savePosition(context.position),
      navigateBack,
      showCelebration,
    },
  });
  const actor = createActor(machine, { input, clock }).start();
  return {
    actor,
    clock,
    postAccess,
    setRating,
    loadRating,
    seekMedia,
    savePosition,
    navigateBack,
    showCelebration,
  };
}

const watching = (playback: unknown, rest: Record<string, unknown> = {}) => ({
  watching: {
    playback,
    accessLog: 'nothing',
    controls: { visible: 'three' },
    rating: 'idle',
    celebration: 'hidden',
    ...rest,
  },
});

async function playSeconds(player: ReturnType<typeof startPlayer>, seconds: number) {
  player.actor.send({ type: 'media.loaded', duration: 120 });
  await flush();
  player.actor.send({ type: 'play' });
  for (let i = 0; i < seconds; i++) player.clock.increment(1000);
}

describe('player machine (learning-app.md §4 Player)', () => {
  test('Scenario: the controls counter counts 3, 2, 1 and hides the controls at 0', async () => {
    const { actor, clock } = startPlayer();
    await flush();
    expect(actor.getSnapshot().context.controlsCounter).toEqual(3);
    const counts: number[] = [];
    for (let i = 0; i < 3; i++) {
      clock.increment(1000);
      counts.push(actor.getSnapshot().context.controlsCounter);
    }
    expect(counts).toEqual([2, 1, 0]);
    expect(actor.getSnapshot().value).toEqual(watching('loading', { controls: 'hidden' }));
  });

  test('Scenario: any interaction brings the controls back with the counter at 3', async () => {
    const { actor, clock } = startPlayer();
    await flush();
    clock.increment(1000);
    clock.increment(1000);
    expect(actor.getSnapshot().context.controlsCounter).toEqual(1);
    actor.send({ type: 'seek.forward' });
    expect(actor.getSnapshot().context.controlsCounter).toEqual(3);
    for (let i = 0; i < 3; i++) clock.increment(1000);
    expect(actor.getSnapshot().context.controlsCounter).toEqual(0);
    actor.send({ type: 'controls.show' });
    expect(actor.getSnapshot().value).toEqual(watching('loading'));
    expect(actor.getSnapshot().context.controlsCounter).toEqual(3);
  });

  test('Scenario: a saved position offers "Continue from 1:05?" and continue seeks there', async () => {
    const { actor, seekMedia } = startPlayer({ content: sampleVideo, resumeAt: 65 });
    await flush();
    actor.send({ type: 'media.loaded', duration: 120 });
    expect(actor.getSnapshot().value).toEqual(watching('offeringResume'));
    expect(resumePrompt(actor.getSnapshot().context.resumeAt)).toEqual('Continue from 1:05?');
    actor.send({ type: 'resume.continue' });
    expect(actor.getSnapshot().value).toEqual(watching('ready'));
    expect(actor.getSnapshot().context.position).toEqual(65);
    expect(seekMedia.mock.calls).toEqual([[65]]);
  });

  test('Scenario: restart ignores the saved position; no saved position means no offer', async () => {
    const resumed = startPlayer({ content: sampleVideo, resumeAt: 65 });
    resumed.actor.send({ type: 'media.loaded', duration: 120 });
    resumed.actor.send({ type: 'resume.restart' });
    expect(resumed.actor.getSnapshot().context.position).toEqual(0);
    expect(resumed.seekMedia.mock.calls).toEqual([[0]]);

    const fresh = startPlayer({ content: sampleVideo, resumeAt: 0 });
    fresh.actor.send({ type: 'media.loaded', duration: 120 });
    expect(fresh.actor.getSnapshot().value).toEqual(watching('ready', { rating: 'loading' }));
  });

  test('Scenario: back and forward move 10 s, the slider clamps, speed cycles and mute sets volume 0', async () => {
    const { actor, seekMedia } = startPlayer();
    await flush();
    actor.send({ type: 'media.loaded', duration: 120 });
    actor.send({ type: 'play' });
    actor.send({ type: 'media.timeupdate', position: 50 });
    actor.send({ type: 'seek.back' });
    actor.send({ type: 'seek.forward' });
    actor.send({ type: 'media.timeupdate', position: 112 });
    actor.send({ type: 'seek.forward' });
    actor.send({ type: 'seek.to', fraction: 0.25 });
    actor.send({ type: 'media.timeupdate', position: 6 });
    actor.send({ type: 'seek.back' });
    expect(seekMedia.mock.calls).toEqual([[40], [50], [120], [30], [0]]);
    actor.send({ type: 'speed.next' });
    expect(actor.getSnapshot().context.speed).toEqual(1.5);
    actor.send({ type: 'speed.set', speed: 2 });
    actor.send({ type: 'speed.next' });
    expect(actor.getSnapshot().context.speed).toEqual(1);
    actor.send({ type: 'volume.mute' });
    expect(actor.getSnapshot().context.volume).toEqual(0);
    actor.send({ type: 'volume.unmute' });
    expect(actor.getSnapshot().context.volume).toEqual(0.2);
  });

  test('Scenario: the end posts the access, prompts for a rating and enables the test', async () => {
    const player = startPlayer();
    await playSeconds(player, 3);
    player.actor.send({ type: 'media.ended' });
    await flush();
    expect(player.postAccess.mock.calls).toEqual([[{ content: sampleVideo, accessDuration: 3 }]]);
    expect(player.actor.getSnapshot().value).toEqual(
      watching({ ended: 'recorded' }, { controls: 'hidden', rating: 'prompting' }),
    );
    const { context } = player.actor.getSnapshot();
    expect({
      ended: context.ended,
      accessDuration: context.accessDuration,
      testCode: context.content.testCode,
    }).toEqual({ ended: true, accessDuration: 0, testCode: 'T-301' });
  });

  test('Scenario: an end after 1 s or less posts nothing, and a rated video is not prompted', async () => {
    const player = startPlayer({ content: sampleVideo }, { rating: likedRating });
    await playSeconds(player, 1);
    player.actor.send({ type: 'media.ended' });
    await flush();
    expect(player.postAccess).not.toHaveBeenCalled();
    expect(player.actor.getSnapshot().value).toEqual(
      watching({ ended: 'recorded' }, { accessLog: 'brief', controls: { visible: 'two' } }),
    );
  });

  test('Scenario: a like is sent as 5, celebrates for 1 s and the rating is reloaded', async () => {
    const player = startPlayer();
    await flush();
    player.actor.send({ type: 'rating.like' });
    expect(player.actor.getSnapshot().value).toEqual(
      watching('loading', { rating: { saving: 'like' }, celebration: 'showing' }),
    );
    await flush();
    await flush();
    expect(player.setRating.mock.calls).toEqual([[{ contentId: 301, rating: 5 }]]);
    expect(player.loadRating).toHaveBeenCalledTimes(2);
    expect(player.showCelebration).toHaveBeenCalledTimes(1);
    expect(player.actor.getSnapshot().context.rating).toEqual({ ...unratedRating, myRating: 5 });
    player.clock.increment(1000);
    expect(player.actor.getSnapshot().value).toEqual(watching('loading', { controls: { visible: 'two' } }));
  });

  test('Scenario: an unchanged rating is not sent; a dislike is sent as 0 without a celebration', async () => {
    const player = startPlayer({ content: sampleVideo }, { rating: likedRating });
    await flush();
    player.actor.send({ type: 'rating.like' });
    await flush();
    expect(player.setRating).not.toHaveBeenCalled();
    player.actor.send({ type: 'rating.dislike' });
    await flush();
    await flush();
    expect(player.setRating.mock.calls).toEqual([[{ contentId: 301, rating: 0 }]]);
    expect(player.showCelebration).not.toHaveBeenCalled();
    expect(player.actor.getSnapshot().context.rating?.myRating).toEqual(0);
  });

  test('Scenario: a failed rating keeps the old one', async () => {
    const player = startPlayer({ content: sampleVideo }, { failRating: true });
    await flush();
    player.actor.send({ type: 'rating.dislike' });
    await flush();
    expect(player.loadRating).toHaveBeenCalledTimes(1);
    expect(player.actor.getSnapshot().context.rating).toEqual(unratedRating);
  });

  test('Scenario: changing content before the end posts the previous access, then loads the next', async () => {
    const player = startPlayer();
    await playSeconds(player, 2);
    player.actor.send({ type: 'content.change', content: nextVideo, resumeAt: 30 });
    expect(player.actor.getSnapshot().value).toEqual('switching');
    await flush();
    expect(player.postAccess.mock.calls).toEqual([[{ content: sampleVideo, accessDuration: 2 }]]);
    const { context, value } = player.actor.getSnapshot();
    expect(value).toEqual(watching('loading'));
    expect({
      content: context.content,
      resumeAt: context.resumeAt,
      accessDuration: context.accessDuration,
    }).toEqual({
      content: nextVideo,
      resumeAt: 30,
      accessDuration: 0,
    });
  });

  test('Scenario: changing content after the end or after 1 s posts nothing more', async () => {
    const ended = startPlayer();
    await playSeconds(ended, 3);
    ended.actor.send({ type: 'media.ended' });
    await flush();
    ended.actor.send({ type: 'content.change', content: nextVideo });
    expect(ended.postAccess).toHaveBeenCalledTimes(1);

    const brief = startPlayer();
    await playSeconds(brief, 1);
    brief.actor.send({ type: 'content.change', content: nextVideo });
    expect(brief.postAccess).not.toHaveBeenCalled();
    expect(brief.actor.getSnapshot().context.content).toEqual(nextVideo);
  });

  test('Scenario: back after more than 1 s posts the access, then navigates back', async () => {
    const player = startPlayer();
    await playSeconds(player, 2);
    player.actor.send({ type: 'player.back' });
    expect(player.actor.getSnapshot().value).toEqual('leaving');
    expect(player.navigateBack).not.toHaveBeenCalled();
    await flush();
    expect(player.postAccess.mock.calls).toEqual([[{ content: sampleVideo, accessDuration: 2 }]]);
    expect(player.navigateBack).toHaveBeenCalledTimes(1);
    expect(player.actor.getSnapshot().status).toEqual('done');
  });

  test('Scenario: back after 1 s or less navigates back without posting', async () => {
    const player = startPlayer();
    await playSeconds(player, 1);
    player.actor.send({ type: 'player.back' });
    expect(player.postAccess).not.toHaveBeenCalled();
    expect(player.navigateBack).toHaveBeenCalledTimes(1);
    expect(player.actor.getSnapshot().value).toEqual('left');
  });

  test('Scenario: the position is remembered every 5 watched seconds and on pause', async () => {
    const player = startPlayer();
    player.actor.send({ type: 'media.loaded', duration: 120 });
    player.actor.send({ type: 'play' });
    for (let second = 1; second <= 6; second++) {
      player.actor.send({ type: 'media.timeupdate', position: second });
      player.clock.increment(1000);
    }
    player.actor.send({ type: 'pause' });
    expect(player.savePosition.mock.calls).toEqual([[5], [6]]);
    expect(player.actor.getSnapshot().value).toEqual(
      watching('paused', { accessLog: 'due', rating: 'loading' }),
    );
  });
});

describe('player machine generated paths', () => {
  test('every state is reached by a generated path', () => {
    const paths = shortestPathsByState(playerMachine, playerPathEvents, playerPathInput);
    expect(unreachedStates(playerMachine, paths)).toEqual([]);
    const total = allLeafStates(playerMachine).length;
    expect({ reached: total - unreachedStates(playerMachine, paths).length, total }).toEqual({
      reached: 25,
      total: 25,
    });
  });
});
