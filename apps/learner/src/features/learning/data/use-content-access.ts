import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import {
  learningEndpoints,
  type Content,
  type ContentList,
  type PointCardStatus,
  type UserProgress,
} from '@quest/api';
import { accessTimestamp, applyFirstAccess } from '@quest/flows';
import { useServices } from '../../../app/services';
import { sendOrQueue } from '../../../platform/outbox';
import { useCurrentUser } from '../../../data/current-user';

/** The player posts an access watched for more than 1 s (learning-app.md §5, §9). */
export const PLAYER_ACCESS_MIN_SECONDS = 1;
/** Viewers post an access on leaving only when viewed for more than 10 s (store-and-assessment.md §2.3). */
export const VIEWER_ACCESS_MIN_SECONDS = 10;

export const contentListKey = (questId: number) =>
  [learningEndpoints.getContentList.name, { query: { QuestId: questId } }] as const;
export const userProgressKey = (questId: number, userId: number) =>
  [learningEndpoints.getUserProgress.name, { query: { QuestId: questId, UserId: userId } }] as const;

export interface ContentAccess {
  /**
   * Posts one access of `content` in quest `questId` lasting `seconds` (whole seconds, sent as a string), when it
   * is longer than `minSeconds`. The answer is the point card; the cached content list and progress take it at
   * once (first access: points and counters once; later ones: only accessCount), so the UI updates without a
   * reload. Resolves null when nothing was due, there is no signed-in user, or the access could not reach the
   * server and waits on the device to be sent later (ADR 0090: silent, the progress shows it once sent); rejects
   * with the server's error otherwise.
   */
  record: (
    questId: number,
    content: Content,
    seconds: number,
    minSeconds?: number,
  ) => Promise<PointCardStatus | null>;
}

/** Posts content accesses (SendContentAccess) and applies their point card to the cached progress. */
export function useContentAccess(): ContentAccess {
  const { api, outbox } = useServices();
  const { mutate } = useSWRConfig();
  const user = useCurrentUser().data;

  const record = useCallback<ContentAccess['record']>(
    async (questId, content, seconds, minSeconds = PLAYER_ACCESS_MIN_SECONDS) => {
      const duration = Math.floor(seconds);
      if (!user || !(duration > minSeconds)) return null;
      const sent = await sendOrQueue(api, outbox, {
        name: 'sendContentAccess',
        endpoint: learningEndpoints.sendContentAccess,
        userId: user.userId,
        input: {
          body: {
            missionActivityId: '',
            userId: user.userId,
            locationId: user.locationId,
            groupId: user.groupId,
            questId,
            contentId: content.contentId,
            contentTypeCode: content.contentTypeCode,
            accessDate: accessTimestamp(Date.now()),
            accessDuration: String(duration),
            missionActivitySummaryId: '',
          },
        },
      });
      if (sent.queued) return null;
      const { pointCardSatus: card } = sent.result;
      // The server says whether this was the first access; the cached item may be stale, so its count follows.
      const known: Content = {
        ...content,
        progress: { accessCount: card.isFirstAccess ? 0 : Math.max(1, content.progress.accessCount) },
      };
      await mutate(
        userProgressKey(questId, user.userId),
        (progress: UserProgress | undefined) => progress && applyFirstAccess(progress, known, card).progress,
        { revalidate: false },
      );
      const updated: Content = {
        ...content,
        pointCardSatus: card,
        progress: { accessCount: card.accessCount },
        accessDuration: content.accessDuration + duration,
      };
      await mutate(
        contentListKey(questId),
        (list: ContentList | undefined) =>
          list && {
            ...list,
            questContents: list.questContents.map((c) => (c.contentId === content.contentId ? updated : c)),
          },
        { revalidate: false },
      );
      return card;
    },
    [api, mutate, outbox, user],
  );
  return { record };
}
