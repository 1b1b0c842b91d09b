import { expect, type Page } from '@playwright/test';
import { currentUserId, sessionToken } from './store';

/** One quest of the student's list as the server reports it (GetUserQuest). */
export interface UserQuest {
  questId: number;
  isAssigned: boolean;
  isOnTrial: boolean;
  isTrialOver: boolean;
}

/** The signed-in student's quests, from GetUserQuest with the page's session. */
export async function userQuests(page: Page): Promise<UserQuest[]> {
  const token = await sessionToken(page);
  const userId = await currentUserId(page);
  const response = await page.request.get(`/QuestUser/GetUserQuest?userId=${userId}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { questList: UserQuest[] }).questList;
}
