import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createActor } from 'xstate';
import type { AnyEndpoint, ApiClient, Content, ContentRating } from '@quest/api';
import { makeContent, makeContentRating } from '@quest/api/mocks';
import { playerMachine, type PlayerInput } from '@quest/flows';
import { createAppSession, memoryStorages } from '../../../platform/session';
import { streamAuthorization } from './content-player';
import { contentRatings, contentRatingKey } from './content-rating';
import { playerEffects, type PlayerEffectsDeps } from './player-effects';
import { createResumePositions } from './resume-positions';

const video = makeContent({
  contentId: 201001,
  testCode: 'T-FRAC',
  pointCardSatus: null,
  progress: { accessCount: 0 },
});
const other = makeContent({
  contentId: 201002,
  contentTypeCode: '02',
  fileUrl: '/media/hls/201002/index.m3u8',
});
const place = { questId: 101, missionId: 1011, operationId: 10111 };

function arrange(input: PlayerInput = { content: video }) {
  let rating: ContentRating = makeContentRating({ likeCount: 4, disLikeCount: 1, myRating: null });
  const call = vi.fn(async (endpoint: AnyEndpoint, request: unknown): Promise<unknown> => {
    if (endpoint.name === 'getContentRating') return rating;
    if (endpoint.name === 'setContentRating') {
      const { body } = request as { body: { rating: 0 | 5 } };
      rating = {
        ...rating,
        likeCount: rating.likeCount + (body.rating === 5 ? 1 : 0),
        myRating: body.rating,
      };
      return rating;
    }
    throw new Error(`unexpected call ${endpoint.name}`);
  });
  const cache = new Map<string, unknown>();
  const api = { call } as unknown as ApiClient;
  const storages = memoryStorages();
  const session = createAppSession(storages);
  const positions = createResumePositions(session);
  const record = vi.fn(async (_questId: number, _content: Content, _seconds: number, _min?: number) => null);
  const seek = vi.fn();
  const back = vi.fn();
  const celebrate = vi.fn();
  const contents = new Map([video, other].map((c) => [c.contentId, c]));
  const deps: PlayerEffectsDeps = {
    place: () => place,
    contentOf: (id) => contents.get(id),
    userId: () => 1001,
    record,
    ratings: contentRatings(api, (key, value) => void cache.set(JSON.stringify(key), value)),
    positions,
    seek,
    back,
    celebrate,
  };
  const actor = createActor(playerMachine.provide(playerEffects(deps)), { input }).start();
  return { actor, call, cache, session, storages, positions, record, seek, back, celebrate };
}

/** Lets the fake clock run `seconds` and the effects' promises settle. */
async function pass(seconds: number) {
  for (let i = 0; i < seconds; i += 1) await vi.advanceTimersByTimeAsync(1000);
}

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

describe('player effects', () => {
  test('Scenario: the rating loads on start and lands in the cache', async () => {
    const { actor, call, cache } = arrange();
    await pass(0);
    await vi.advanceTimersByTimeAsync(0);
    expect(call).toHaveBeenCalledWith(expect.objectContaining({ name: 'getContentRating' }), {
      query: { ContentId: 201001 },
    });
    expect(actor.getSnapshot().context.rating?.likeCount).toBe(4);
    expect(cache.get(JSON.stringify(contentRatingKey(201001)))).toMatchObject({ likeCount: 4 });
  });

  test('Scenario: watched 3 s, then Back: the access is posted for the full item, the position kept, then back', async () => {
    const { actor, record, back, positions } = arrange();
    actor.send({ type: 'media.loaded', duration: 12 });
    actor.send({ type: 'play' });
    await pass(3);
    actor.send({ type: 'media.timeupdate', position: 3.4 });
    actor.send({ type: 'player.back' });
    await vi.advanceTimersByTimeAsync(0);
    expect(record).toHaveBeenCalledTimes(1);
    expect(record).toHaveBeenCalledWith(101, video, 3, 1);
    expect(positions.get(201001)).toBe(3);
    expect(back).toHaveBeenCalledTimes(1);
  });

  test('Scenario: Back after less than 2 s posts nothing and still leaves', async () => {
    const { actor, record, back } = arrange();
    actor.send({ type: 'media.loaded', duration: 12 });
    actor.send({ type: 'play' });
    await pass(1);
    actor.send({ type: 'player.back' });
    await vi.advanceTimersByTimeAsync(0);
    expect(record).not.toHaveBeenCalled();
    expect(back).toHaveBeenCalledTimes(1);
  });

  test('Scenario: ±10 s and the slider move the picture through the surface', () => {
    const { actor, seek } = arrange();
    actor.send({ type: 'media.loaded', duration: 60 });
    actor.send({ type: 'media.timeupdate', position: 20 });
    actor.send({ type: 'seek.forward' });
    actor.send({ type: 'seek.back' });
    actor.send({ type: 'seek.to', fraction: 0.5 });
    expect(seek.mock.calls.map(([s]) => s)).toEqual([30, 20, 30]);
  });

  test('Scenario: a like saves 5 as the student, celebrates, and the counts reload', async () => {
    const { actor, call, celebrate } = arrange();
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'media.loaded', duration: 12 });
    actor.send({ type: 'rating.like' });
    await vi.advanceTimersByTimeAsync(0);
    expect(call).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'setContentRating' }),
      { body: { userId: 1001, contentId: 201001, rating: 5 } },
      { idempotencyKey: expect.any(String) },
    );
    expect(celebrate).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.rating).toMatchObject({ likeCount: 5, myRating: 5 });
    expect(call.mock.calls.filter(([e]) => e.name === 'getContentRating')).toHaveLength(2);
  });

  test('Scenario: the end posts the access, forgets the position and enables the test', async () => {
    const { actor, record, positions } = arrange({ content: video, resumeAt: 4 });
    actor.send({ type: 'media.loaded', duration: 12 });
    actor.send({ type: 'resume.continue' });
    actor.send({ type: 'play' });
    await pass(5);
    expect(positions.get(201001)).toBe(4);
    actor.send({ type: 'media.ended' });
    await vi.advanceTimersByTimeAsync(0);
    expect(record).toHaveBeenCalledWith(101, video, 5, 1);
    const { context } = actor.getSnapshot();
    expect(context.ended && Boolean(context.content.testCode)).toBe(true);
    actor.send({ type: 'player.back' });
    expect(positions.get(201001)).toBeUndefined();
  });

  test('Scenario: switching content posts the previous item, then plays the next with its saved position', async () => {
    const { actor, record, positions } = arrange();
    positions.save(201002, 30, 360);
    actor.send({ type: 'media.loaded', duration: 12 });
    actor.send({ type: 'play' });
    await pass(3);
    actor.send({ type: 'content.change', content: other, resumeAt: positions.get(201002) });
    await vi.advanceTimersByTimeAsync(0);
    expect(record).toHaveBeenCalledWith(101, video, 3, 1);
    const { context } = actor.getSnapshot();
    expect(context.content.contentId).toBe(201002);
    expect(context.resumeAt).toBe(30);
  });
});

describe('resume positions', () => {
  test('Scenario: kept in the persisted state under root, and gone after logout', () => {
    const { session, storages, positions } = arrange();
    positions.save(201001, 65.8, 420);
    expect(positions.get(201001)).toBe(65);
    expect(JSON.parse(storages.local.getItem('root') ?? '{}')).toEqual({ videoPositions: [[201001, 65]] });
    expect(createResumePositions(createAppSession(storages)).get(201001)).toBe(65);
    session.clear();
    expect(positions.get(201001)).toBeUndefined();
    expect(storages.local.getItem('root')).toBeNull();
  });

  test('Scenario: the start, the last 2 s and an ended video start over; unreadable state is ignored', () => {
    const { storages, positions } = arrange();
    positions.save(1, 0.5, 100);
    positions.save(2, 98.5, 100);
    positions.save(3, 50, 100, true);
    expect([1, 2, 3].map((id) => positions.get(id))).toEqual([undefined, undefined, undefined]);
    storages.local.setItem('root', '{not json');
    expect(positions.get(1)).toBeUndefined();
    positions.save(4, 10, 100);
    expect(positions.get(4)).toBe(10);
  });

  test('Scenario: at most 50 videos are remembered, the oldest dropped first', () => {
    const { positions } = arrange();
    for (let id = 1; id <= 51; id += 1) positions.save(id, 10, 100);
    expect(positions.get(1)).toBeUndefined();
    expect(positions.get(2)).toBe(10);
    expect(positions.get(51)).toBe(10);
  });
});

describe('stream authorization', () => {
  test('Scenario: the session bearer on the key, the video token on segments, nothing on playlists', () => {
    const decorate = streamAuthorization('session-1', 'video-1');
    expect(decorate({ kind: 'key', uri: '/QuestContent/GetKey?ContentCode=1' })).toEqual({
      headers: { Authorization: 'Bearer session-1' },
    });
    expect(decorate({ kind: 'segment', uri: '/media/hls/1/seg-0.ts' })).toEqual({
      headers: { Authorization: 'Bearer video-1' },
    });
    expect(decorate({ kind: 'playlist', uri: '/media/hls/1/index.m3u8' })).toBeUndefined();
  });
});
