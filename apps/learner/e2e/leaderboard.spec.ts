import { expect, test } from './support/csp';
import { registerFreshUser } from './support/fresh-user';
import { sessionGet } from './support/session-api';
import { demoUsers, signIn } from './support/sign-in';

/**
 * The leaderboard dialog (top bar) against the reference server: it lists GetLeaderBoard's learners in order with
 * "N Points", or "Leader board list not available!" when there is none to show.
 */

/** Points as the rows write them: en-IN grouping, then " Points". */
const points = (score: number) => `${new Intl.NumberFormat('en-IN').format(Math.floor(score))} Points`;

test('the leaderboard dialog lists the demo quest’s leaderboard: names and points in order', async ({
  page,
}) => {
  await signIn(page, demoUsers.aarav);
  const user = await sessionGet<{ lastQuestAccessed: number | null; userQuestList: { questId: number }[] }>(
    page,
    '/QuestUser/GetCurrentUser',
  );
  const questId = user.lastQuestAccessed ?? user.userQuestList[0]!.questId;

  await page.getByRole('button', { name: 'Leaderboard' }).click();
  const dialog = page.getByRole('dialog', { name: 'Leaderboard' });
  const rows = dialog.getByRole('list', { name: 'Leaderboard' }).getByRole('listitem');
  await expect(rows.first()).toBeVisible();

  const board = await sessionGet<{ name: string; score: number }[]>(
    page,
    `/QuestUser/GetLeaderBoard?QuestId=${questId}`,
  );
  expect(board.length).toBeGreaterThan(0);
  await expect(rows).toHaveCount(board.length);
  const texts = await rows.allTextContents();
  board.forEach((entry, i) => {
    expect(texts[i], `row ${i + 1}`).toContain(entry.name);
    expect(texts[i], `row ${i + 1}`).toMatch(new RegExp(`${points(entry.score)}$`));
  });
  await expect(dialog.getByText('You', { exact: true })).toHaveCount(1);
});

test('a student without a quest sees "Leader board list not available!"', async ({ page, request }, info) => {
  // No demo student's quest has an empty leaderboard (every holder is listed, with 0 points before any
  // progress), so the empty text is checked with a new student who holds no quest.
  const userName = await registerFreshUser(request, info, '81', 'Board');
  await page.goto('/');
  await page.getByLabel(/Username/).fill(userName);
  await page.getByLabel(/^Password/).fill('Demo@123');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).not.toHaveURL((url) => url.pathname === '/');
  const user = await sessionGet<{ userQuestList: unknown[] }>(page, '/QuestUser/GetCurrentUser');
  expect(user.userQuestList).toEqual([]);

  await page.goto('/home');
  await page.getByRole('button', { name: 'Leaderboard' }).click();
  const dialog = page.getByRole('dialog', { name: 'Leaderboard' });
  await expect(dialog.getByText('Leader board list not available!')).toBeVisible();
  await expect(dialog.getByRole('listitem')).toHaveCount(0);
});
