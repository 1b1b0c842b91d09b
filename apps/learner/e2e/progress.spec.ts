import { expect, test, type Page } from './support/csp';
import { sessionGet } from './support/session-api';
import { demoUsers, signIn } from './support/sign-in';

/**
 * Progress (/home/dashboard) against the reference server: the charts' text alternatives (their data tables)
 * hold GetUserProgress's percentages to two decimals, and a mission bar chooses the mission whose operations the
 * operation chart shows (ADR 0058). Expected values come from GetUserProgress itself, fetched with the page's own
 * session, never from numbers written here.
 */

interface Summary {
  progress: number;
  kindProgress: { Watch: number; Think: number; Solve: number; Play: number };
}
interface UserProgress {
  quest: Summary;
  missions: (Summary & { missionId: number; missionDisplayName: string })[];
  operations: (Summary & {
    operationId: number;
    missionId: number;
    operationDisplayName: string;
    sequenceNo: number;
  })[];
}

/** A percentage as the charts write it: at most two decimals, en-IN (learning-app.md §9). */
const percent = (value: number) =>
  `${new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 }).format(value)}%`;

/** The signed-in student's progress in the quest the dashboard shows (their last accessed quest, else the first). */
async function fetchProgress(page: Page): Promise<UserProgress> {
  const user = await sessionGet<{
    userId: number;
    lastQuestAccessed: number | null;
    userQuestList: { questId: number }[];
  }>(page, '/QuestUser/GetCurrentUser');
  const held = user.userQuestList.map((q) => q.questId);
  const questId = held.includes(user.lastQuestAccessed ?? -1) ? user.lastQuestAccessed! : held[0]!;
  return sessionGet<UserProgress>(
    page,
    `/QuestUser/GetUserProgress?QuestId=${questId}&UserId=${user.userId}`,
  );
}

/** A chart's text alternative: the rows of its (visually hidden) data table, label then value. */
const tableRows = (page: Page, name: string) =>
  page.getByRole('table', { name, exact: true }).locator('tbody tr');

const operationsOf = (progress: UserProgress, missionId: number) =>
  progress.operations
    .filter((o) => o.missionId === missionId)
    .sort((a, b) => a.sequenceNo - b.sequenceNo)
    .map((o) => `${o.operationDisplayName}${percent(o.progress)}`);

test('the demo student’s progress charts carry GetUserProgress’s values; a mission bar shows its operations', async ({
  page,
}) => {
  await signIn(page, demoUsers.aarav);
  // The bottom bar on a phone, the top bar's row on a desktop (ADR 0066): one "Main" navigation either way.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Progress' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/home/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Progress' })).toBeVisible();

  const progress = await fetchProgress(page);
  const { quest } = progress;
  expect(progress.missions.length).toBeGreaterThan(1);

  await expect(tableRows(page, 'Quest progress: completed and remaining')).toHaveText([
    `Completed${percent(quest.progress)}`,
    `Remaining${percent(Math.round((100 - quest.progress) * 100) / 100)}`,
  ]);
  await expect(tableRows(page, 'Progress by Watch, Think, Solve and Play')).toHaveText(
    (['Watch', 'Think', 'Solve', 'Play'] as const).map(
      (kind) => `${kind}${percent(quest.kindProgress[kind])}`,
    ),
  );
  await expect(tableRows(page, 'Progress by mission')).toHaveText(
    progress.missions.map((m) => `${m.missionDisplayName}${percent(m.progress)}`),
  );
  const [first] = progress.missions;
  await expect(tableRows(page, `Progress by operation of ${first!.missionDisplayName}`)).toHaveText(
    operationsOf(progress, first!.missionId),
  );

  // Another mission with operations: its bar chooses it, the address keeps it and its operations show.
  const other = progress.missions.find(
    (m) => m.missionId !== first!.missionId && operationsOf(progress, m.missionId).length > 0,
  );
  expect(other, 'a second mission with operations in the demo quest').toBeDefined();
  const bar = page.getByRole('button', { name: `${other!.missionDisplayName}: ${percent(other!.progress)}` });
  await bar.click();
  await expect(bar).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL((url) => url.searchParams.get('missionId') === String(other!.missionId));
  await expect(
    page.getByRole('heading', { level: 2, name: `Operations of ${other!.missionDisplayName}` }),
  ).toBeVisible();
  await expect(tableRows(page, `Progress by operation of ${other!.missionDisplayName}`)).toHaveText(
    operationsOf(progress, other!.missionId),
  );

  // A reload keeps the chosen mission.
  await page.reload();
  await expect(
    page.getByRole('button', { name: `${other!.missionDisplayName}: ${percent(other!.progress)}` }),
  ).toHaveAttribute('aria-pressed', 'true');
});
