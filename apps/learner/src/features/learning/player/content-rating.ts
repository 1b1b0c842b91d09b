import { useMemo } from 'react';
import { useSWRConfig } from 'swr';
import { learningEndpoints, type ApiClient, type ContentRating, type RatingValue } from '@quest/api';
import { useServices } from '../../../app/services';
import { isQueueable, sendOrQueue, type Outbox } from '../../../platform/outbox';

export const contentRatingKey = (contentId: number) =>
  [learningEndpoints.getContentRating.name, { query: { ContentId: contentId } }] as const;

export interface ContentRatings {
  /** Loads a content's rating (GetContentRating) and keeps it in the SWR cache. */
  load: (contentId: number) => Promise<ContentRating>;
  /**
   * Saves the student's rating (SetContentRating: 5 like, 0 dislike); the answer goes to the cache. When the
   * server cannot be reached the rating waits on the device (ADR 0090) and the student's choice is kept: the answer
   * is the last known rating with it applied, and `load` gives that one back until the server can be reached.
   */
  save: (userId: number, contentId: number, rating: RatingValue) => Promise<ContentRating>;
}

type CacheWrite = (key: ReturnType<typeof contentRatingKey>, rating: ContentRating) => unknown;

/** `known` with the student's vote moved to `rating` (counts follow), as the server will answer once it has it. */
export function withMyRating(known: ContentRating | undefined, rating: RatingValue): ContentRating {
  const base = known ?? { likeCount: 0, disLikeCount: 0, viewCount: 0, myRating: null };
  const vote = (value: RatingValue) => (base.myRating === value ? -1 : 0) + (rating === value ? 1 : 0);
  return {
    ...base,
    likeCount: Math.max(0, base.likeCount + vote(5)),
    disLikeCount: Math.max(0, base.disLikeCount + vote(0)),
    myRating: rating,
  };
}

/**
 * Ratings over an API client; each answer is also written to the cache (`store`). With an `outbox`, a save that
 * cannot reach the server is queued there.
 */
export function contentRatings(
  api: Pick<ApiClient, 'call'>,
  store: CacheWrite,
  outbox: Pick<Outbox, 'enqueue'> = { enqueue: async () => false },
): ContentRatings {
  const known = new Map<number, ContentRating>();
  const waiting = new Map<number, ContentRating>();
  const keep = async (contentId: number, rating: ContentRating) => {
    known.set(contentId, rating);
    await store(contentRatingKey(contentId), rating);
    return rating;
  };
  return {
    load: async (contentId) => {
      try {
        const rating = await api.call(learningEndpoints.getContentRating, {
          query: { ContentId: contentId },
        });
        waiting.delete(contentId);
        return await keep(contentId, rating);
      } catch (error) {
        const kept = waiting.get(contentId);
        if (kept && isQueueable(error)) return kept;
        throw error;
      }
    },
    save: async (userId, contentId, rating) => {
      const sent = await sendOrQueue(api, outbox, {
        name: 'setContentRating',
        endpoint: learningEndpoints.setContentRating,
        userId,
        input: { body: { userId, contentId, rating } },
      });
      if (!sent.queued) return keep(contentId, sent.result);
      const kept = withMyRating(known.get(contentId), rating);
      waiting.set(contentId, kept);
      return keep(contentId, kept);
    },
  };
}

/** Content ratings (learning-app.md §4 "Rating"): the player machine's loadRating and setRating. */
export function useContentRatings(): ContentRatings {
  const { api, outbox } = useServices();
  const { mutate } = useSWRConfig();
  return useMemo(
    () => contentRatings(api, (key, rating) => mutate(key, rating, { revalidate: false }), outbox),
    [api, mutate, outbox],
  );
}
