import type { ContentRating } from '@quest/api';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { act, flush, renderHook } from '../testing/render-hook.tsx';
import type { PlayerInput, PostAccessInput, SetRatingInput } from './player.machine.ts';
import { likedRating, nextVideo, sampleVideo, unratedRating } from './player.paths.ts';
import { SEEK_FRACTION_MAX } from './seek.ts';
import { usePlayer, type PlayerImplementations } from './use-player.ts';

let cleanup: () => void = () => {};
afterEach(() => cleanup());

/** Flushes until `done` holds (the short `delays` below fire on 0 ms timers). */
async function flushUntil(done: () => boolean) {
  for (let i = 0; i < 50 && !done(); i++) await flush();
}

function renderPlayer(
  input: PlayerInput = { content: sampleVideo },
  {
    rating = unratedRating,
    failRating = false,
    delays,
  }: { rating?: ContentRating; failRating?: boolean; delays?: PlayerImplementations['delays'] } = {},
) {
  let currentRating = rating;
  const postAccess = vi.fn(async (_input: PostAccessInput): Promise<void> => {});
  const setRating = vi.fn(async (saved: SetRatingInput): Promise<void> => {
    if (failRating) throw new Error('Rating not saved');
    currentRating = { ...currentRating, myRating: saved.rating };
  });
  const loadRating = vi.fn(async (_input: { contentId: number }) => currentRating);
  const seekMedia = vi.fn();
  const navigateBack = vi.fn();
  const showCelebration = vi.fn();
  const { result, unmount } = renderHook(() =>
    usePlayer(
      {
        actors: {
          postAccess: fromPromise(({ input: i }: { input: PostAccessInput }) => postAccess(i)),
          setRating: fromPromise(({ input: i }: { input: SetRatingInput }) => setRating(i)),
          loadRating: fromPromise(({ input: i }: { input: { contentId: number } }) => loadRating(i)),
        },
        actions: {
          seekMedia: ({ context }) => seekMedia(context.position),
          navigateBack,
          showCelebration,
        },
        ...(delays ? { delays } : {}),
      },
      input,
    ),
  );
  cleanup = unmount;
  return { result, postAccess, setRating, loadRating, seekMedia, navigateBack, showCelebration };
}

describe('usePlayer', () => {
  test('Scenario: a saved position asks "Continue from 1:05?"; continue, seeking, speed and mute update the controls', async () => {
    const { result, seekMedia, loadRating } = renderPlayer({ content: sampleVideo, resumeAt: 65 });
    expect(result.current).toMatchObject({
      status: 'loading',
      content: sampleVideo,
      position: 0,
      sliderValue: 0,
      resumeAt: null,
      controlsVisible: true,
      controlsCounter: 3,
      speed: 1,
      volume: 0.2,
      muted: false,
      testEnabled: false,
    });
    await flush();
    expect(loadRating.mock.calls).toEqual([[{ contentId: 301 }]]);
    expect(result.current).toMatchObject({ rating: unratedRating, myRating: null, ratingBusy: false });

    act(() => result.current.loaded(120));
    expect(result.current).toMatchObject({ duration: 120, resumeAt: 65 });
    act(() => result.current.continueFromSaved());
    expect(result.current).toMatchObject({ status: 'ready', position: 65, resumeAt: null });
    expect(result.current.sliderValue).toBeCloseTo(65 / 120);

    act(() => result.current.play());
    expect(result.current.status).toBe('playing');
    act(() => result.current.seekBack());
    expect(result.current.position).toBe(55);
    act(() => result.current.timeUpdate(115));
    act(() => result.current.seekForward());
    expect(result.current.position).toBe(120);
    act(() => result.current.seekTo(2));
    expect(result.current.sliderValue).toBe(SEEK_FRACTION_MAX);
    act(() => result.current.seekTo(0.25));
    expect(result.current).toMatchObject({ position: 30, sliderValue: 0.25 });
    expect(seekMedia.mock.calls).toEqual([[65], [55], [120], [120 * SEEK_FRACTION_MAX], [30]]);

    act(() => result.current.nextSpeed());
    expect(result.current.speed).toBe(1.5);
    act(() => result.current.setSpeed(2));
    act(() => result.current.nextSpeed());
    expect(result.current.speed).toBe(1);
    act(() => result.current.mute());
    expect(result.current).toMatchObject({ muted: true, volume: 0 });
    act(() => result.current.unmute());
    expect(result.current).toMatchObject({ muted: false, volume: 0.2 });
    act(() => result.current.pause());
    expect(result.current.status).toBe('paused');
  });

  test('Scenario: the end prompts for a rating and enables the test; a like is sent as 5 and celebrates', async () => {
    const { result, setRating, loadRating, showCelebration } = renderPlayer(
      { content: sampleVideo },
      { delays: { celebrationDuration: 0 } },
    );
    await flush();
    act(() => result.current.loaded(120));
    act(() => result.current.play());
    act(() => result.current.mediaEnded());
    expect(result.current).toMatchObject({
      status: 'ended',
      position: 120,
      sliderValue: SEEK_FRACTION_MAX,
      ratingPromptOpen: true,
      testEnabled: true,
    });

    act(() => result.current.like());
    expect(result.current).toMatchObject({ ratingPromptOpen: false, ratingBusy: true, celebrating: true });
    expect(setRating.mock.calls).toEqual([[{ contentId: 301, rating: 5 }]]);
    expect(showCelebration).toHaveBeenCalledTimes(1);
    await flushUntil(() => !result.current.ratingBusy && !result.current.celebrating);
    expect(loadRating).toHaveBeenCalledTimes(2);
    expect(result.current).toMatchObject({
      ratingBusy: false,
      celebrating: false,
      myRating: 5,
      rating: { ...unratedRating, myRating: 5 },
    });

    act(() => result.current.changeContent(nextVideo, 30));
    expect(result.current).toMatchObject({
      status: 'loading',
      content: nextVideo,
      position: 0,
      testEnabled: false,
    });
    await flush();
    expect(loadRating).toHaveBeenLastCalledWith({ contentId: 302 });
    act(() => result.current.loaded(90));
    expect(result.current.resumeAt).toBe(30);
    act(() => result.current.restart());
    expect(result.current).toMatchObject({ status: 'ready', position: 0, resumeAt: null });
  });

  test('Scenario: a failed dislike keeps the old rating; a rated video is not prompted and can be dismissed', async () => {
    const failed = renderPlayer({ content: sampleVideo }, { failRating: true });
    await flush();
    act(() => failed.result.current.dislike());
    expect(failed.result.current.ratingBusy).toBe(true);
    await flush();
    expect(failed.setRating.mock.calls).toEqual([[{ contentId: 301, rating: 0 }]]);
    expect(failed.result.current).toMatchObject({ ratingBusy: false, rating: unratedRating, myRating: null });
    expect(failed.showCelebration).not.toHaveBeenCalled();
    act(() => failed.result.current.loaded(60));
    act(() => failed.result.current.play());
    act(() => failed.result.current.mediaEnded());
    expect(failed.result.current.ratingPromptOpen).toBe(true);
    act(() => failed.result.current.dismissRatingPrompt());
    expect(failed.result.current.ratingPromptOpen).toBe(false);
    cleanup();

    const rated = renderPlayer({ content: sampleVideo }, { rating: likedRating });
    await flush();
    expect(rated.result.current.myRating).toBe(5);
    act(() => rated.result.current.like());
    expect(rated.result.current).toMatchObject({ ratingBusy: false, celebrating: false });
    expect(rated.setRating).not.toHaveBeenCalled();
    act(() => rated.result.current.loaded(60));
    act(() => rated.result.current.play());
    act(() => rated.result.current.mediaEnded());
    expect(rated.result.current).toMatchObject({
      status: 'ended',
      ratingPromptOpen: false,
      testEnabled: true,
    });
  });

  test('Scenario: the controls count down and a touch shows them at 3; back after more than 1 s posts the access, then navigates back', async () => {
    const { result, postAccess, navigateBack } = renderPlayer(
      { content: sampleVideo },
      { delays: { oneSecond: 0 } },
    );
    expect(result.current).toMatchObject({ controlsVisible: true, controlsCounter: 3 });
    act(() => result.current.loaded(120));
    act(() => result.current.play());
    await flushUntil(() => !result.current.controlsVisible);
    expect(result.current).toMatchObject({ controlsVisible: false, controlsCounter: 0 });
    act(() => result.current.showControls());
    expect(result.current).toMatchObject({ controlsVisible: true, controlsCounter: 3 });
    for (let i = 0; i < 5; i++) await flush();
    act(() => result.current.pause());
    expect(result.current.status).toBe('paused');

    act(() => result.current.back());
    expect(result.current.status).toBe('leaving');
    expect(navigateBack).not.toHaveBeenCalled();
    await flush();
    expect(postAccess).toHaveBeenCalledTimes(1);
    const [posted] = postAccess.mock.calls[0] ?? [];
    expect(posted?.content).toEqual(sampleVideo);
    expect(posted?.accessDuration).toBeGreaterThan(1);
    expect(navigateBack).toHaveBeenCalledTimes(1);
    expect(result.current.status).toBe('leaving');
  });
});
