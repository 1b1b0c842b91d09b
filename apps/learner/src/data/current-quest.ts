import type { CurrentUserQuest, UserInfo } from '@quest/api';

/** The query parameter of /home that holds a quest chosen in the quest-switch dialog (ADR 0047). */
export const QUEST_PARAM = 'questId';

/**
 * The quest the dashboard shows: the one chosen in this address (a Spectrum switch), else the user's
 * lastQuestAccessed, else the first of the user quest list; null when the list is empty. Only held quests count.
 */
export function pickCurrentQuest(
  user: Pick<UserInfo, 'lastQuestAccessed' | 'userQuestList'>,
  chosen: string | null,
): CurrentUserQuest | null {
  const list = user.userQuestList;
  const byId = (id: number | null | undefined) =>
    id === null || id === undefined || Number.isNaN(id) ? undefined : list.find((q) => q.questId === id);
  return byId(chosen ? Number(chosen) : null) ?? byId(user.lastQuestAccessed) ?? list[0] ?? null;
}
