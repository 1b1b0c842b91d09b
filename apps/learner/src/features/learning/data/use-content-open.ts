import { useEffect } from 'react';
import { learningEndpoints, type Content } from '@quest/api';
import { useServices } from '../../../app/services';
import { useCurrentUser } from '../../../data/current-user';

/**
 * Tells the server a content is on screen (OpenContent, ADR 0106) each time the player or a viewer shows a new one.
 * The server notes the time on its own clock: a first access earns its points only when it comes at least 10 s
 * later. Fire and forget: a failure is logged only (the access is still recorded for progress).
 */
export function useContentOpen(questId: number | undefined, content: Content | undefined): void {
  const { api } = useServices();
  const userId = useCurrentUser().data?.userId;
  const contentId = content?.contentId;
  useEffect(() => {
    if (userId === undefined || questId === undefined || contentId === undefined) return;
    api
      .call(learningEndpoints.openContent, { body: { userId, questId, contentId } })
      .catch((error: unknown) => console.warn('content open was not recorded', error));
  }, [api, userId, questId, contentId]);
}
