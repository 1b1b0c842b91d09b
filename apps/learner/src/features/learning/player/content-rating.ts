import { useMemo } from 'react';
import { useSWRConfig } from 'swr';
import { learningEndpoints, type ApiClient, type ContentRating, type RatingValue } from '@quest/api';
import { useServices } from '../../../app/services';

export const contentRatingKey = (contentId: number) =>
  [learningEndpoints.getContentRating.name, { query: { ContentId: contentId } }] as const;

export interface ContentRatings {
  /** Loads a content's rating (GetContentRating) and keeps it in the SWR cache. */
  load: (contentId: number) => Promise<ContentRating>;
  /** Saves the student's rating (SetContentRating: 5 like, 0 dislike); the answer goes to the cache. */
  save: (userId: number, contentId: number, rating: RatingValue) => Promise<ContentRating>;
}

type CacheWrite = (key: ReturnType<typeof contentRatingKey>, rating: ContentRating) => unknown;

/** Ratings over an API client; each answer is also written to the cache (`store`). */
export function contentRatings(api: Pick<ApiClient, 'call'>, store: CacheWrite): ContentRatings {
  return {
    load: async (contentId) => {
      const rating = await api.call(learningEndpoints.getContentRating, { query: { ContentId: contentId } });
      await store(contentRatingKey(contentId), rating);
      return rating;
    },
    save: async (userId, contentId, rating) => {
      const saved = await api.call(learningEndpoints.setContentRating, {
        body: { userId, contentId, rating },
      });
      await store(contentRatingKey(contentId), saved);
      return saved;
    },
  };
}

/** Content ratings (learning-app.md §4 "Rating"): the player machine's loadRating and setRating. */
export function useContentRatings(): ContentRatings {
  const { api } = useServices();
  const { mutate } = useSWRConfig();
  return useMemo(
    () => contentRatings(api, (key, rating) => mutate(key, rating, { revalidate: false })),
    [api, mutate],
  );
}
