import type { AppDeps } from '../../deps.ts';
import { findQuestToken, issueQuestToken } from './quest-tokens.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

/** How long a learning-tool token opens the tool (ADR 0019). */
export const LEARNING_TOOL_TOKEN_TTL_MS = 10 * 60_000;

/** A new short-lived token for the external learning tool; only its hash is stored. */
export const issueLearningToolToken = (deps: Deps, userId: number, questId: number): Promise<string> =>
  issueQuestToken(deps, 'learning_tool_tokens', LEARNING_TOOL_TOKEN_TTL_MS, userId, questId);

/**
 * Used by the content origin's learning-tool stand-in: the user and quest a token was issued for, or null when
 * it is unknown or expired (by the server's clock). A token works any number of times until it expires.
 */
export const verifyLearningToolToken = (
  deps: Deps,
  token: string,
): Promise<{ userId: number; questId: number } | null> => findQuestToken(deps, 'learning_tool_tokens', token);
