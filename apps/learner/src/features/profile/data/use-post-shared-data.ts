import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import { communityEndpoints } from '@quest/api';
import { useServices } from '../../../app/services';

const SHARE_FAILED = 'Sharing failed. Please try again.';

/** Sharing turned on or off for one friend. */
export interface SharingChange {
  userId: number;
  isShared: boolean;
}

export interface PostSharedData {
  sharing: boolean;
  /** The server's message after the last failed Share. */
  error: string | null;
  /** Sends each change (one PostSharedData per friend): null when all were saved, else the message. Never rejects. */
  share: (changes: readonly SharingChange[]) => Promise<string | null>;
  clearError: () => void;
}

/**
 * PostSharedData for the changed friends of one quest, one call each (ADR 0035: the body names one friend). Every
 * answer is the whole shared data, so it replaces the cached GetSharedData; after a failure the cache is fetched
 * again, since the friends before it were saved.
 */
export function usePostSharedData(userId: number | undefined, questId: number | undefined): PostSharedData {
  const { api } = useServices();
  const { mutate } = useSWRConfig();
  const [sharing, setSharing] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const share = useCallback(
    async (changes: readonly SharingChange[]) => {
      if (userId === undefined || questId === undefined) return SHARE_FAILED;
      const key = [communityEndpoints.getSharedData.name, { query: { UserId: userId, QuestId: questId } }];
      setSharing(true);
      setError(null);
      try {
        for (const change of changes) {
          const data = await api.call(communityEndpoints.postSharedData, {
            body: { userId: change.userId, questId, isShared: change.isShared },
          });
          await mutate(key, data, { revalidate: false });
        }
        return null;
      } catch (failed) {
        const message = failed instanceof Error && failed.message ? failed.message : SHARE_FAILED;
        setError(message);
        void mutate(key);
        return message;
      } finally {
        setSharing(false);
      }
    },
    [api, mutate, questId, userId],
  );

  return { sharing, error, share, clearError: () => setError(null) };
}
