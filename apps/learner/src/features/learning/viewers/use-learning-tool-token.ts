import { useCallback, useEffect, useState } from 'react';
import { learningEndpoints } from '@quest/api';
import { useServices } from '../../../app/services';
import { refusalMessage } from '../../../data/refusal';
import type { DataState } from '../../../data/use-endpoint';

export interface LearningToolToken {
  state: DataState;
  token: string | undefined;
  /** Asks for a new token (the failed view's Try again). */
  retry: () => void;
  /** When the server refused the token (403: trial over, quest not held — ADR 0105): its reason. */
  refused: string | undefined;
}

/**
 * A fresh learning-tool token for this visit (GetLearningToolToken; it expires 10 minutes after issue, ADR 0019),
 * so it is not cached between visits: a cached, expired token would open the tool's "not valid" page. Waits while
 * the user or quest is unknown. Failures are logged only (learning-app.md §8); the page shows a plain failure.
 */
export function useLearningToolToken(userId: number | undefined, questId: number | null): LearningToolToken {
  const { api } = useServices();
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{
    key: string;
    token?: string;
    failed?: boolean;
    refused?: string;
  } | null>(null);
  const key = userId !== undefined && questId !== null ? `${userId}:${questId}:${attempt}` : null;

  useEffect(() => {
    if (key === null || userId === undefined || questId === null) return;
    const controller = new AbortController();
    api
      .call(
        learningEndpoints.getLearningToolToken,
        { query: { UserId: userId, QuestId: questId } },
        { signal: controller.signal },
      )
      .then(
        ({ token }) => setResult({ key, token }),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          console.warn('learning tool token failed', error);
          setResult({ key, failed: true, refused: refusalMessage(error) });
        },
      );
    return () => controller.abort();
  }, [api, key, userId, questId]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const current = result?.key === key ? result : null;
  const state: DataState = current?.token ? 'loaded' : current?.failed ? 'failed' : 'loading';
  return { state, token: current?.token, retry, refused: current?.refused };
}
