import { expect, test, type Page } from './support/csp';
import { registerFreshUser } from './support/fresh-user';
import { signInAnywhere } from './support/store';
import { userQuests } from './support/user-quests';

/**
 * A quest's trial against the reference server's test clock (store-and-assessment.md §4 action matrix
 * "<n>-Day Trial", "Quest launch"; learning-app.md §2 "Trial Expired"). The clock is server-wide, so this file
 * runs in the `clock` project after every other journey (playwright.config.ts), phone and desktop one after
 * the other inside it, and every test puts the clock back.
 */
test.describe.configure({ mode: 'serial' });

/** Grade 7 Science Quest (seed quest 103): a 7-day trial, in the "Try before you buy" category of /category. */
const TRIAL = { questId: 103, questName: 'Grade 7 Science Quest', days: 7, category: 'Try before you buy' };
const dayMs = 24 * 60 * 60 * 1000;

const viewports = {
  phone: { size: { width: 360, height: 800 }, prefix: '63' },
  desktop: { size: { width: 1280, height: 800 }, prefix: '64' },
} as const;

async function moveClock(page: Page, move: { advanceMs: number } | { reset: true }) {
  const response = await page.request.post('/__test/clock', { data: move });
  expect(response.ok(), await response.text()).toBe(true);
}

/** The trial quest in the student's list on the server, if they hold it. */
async function trialQuest(page: Page) {
  return (await userQuests(page)).find((quest) => quest.questId === TRIAL.questId);
}

for (const [name, { size, prefix }] of Object.entries(viewports)) {
  test.describe(`trial (${name})`, () => {
    test.use({ viewport: size });
    test.afterEach(async ({ page }) => moveClock(page, { reset: true }));

    test('the card offers the trial; starting it puts the student on trial; once its days pass, "Trial Expired"', async ({
      page,
      request,
    }, testInfo) => {
      const userName = await registerFreshUser(request, testInfo, prefix, 'Trial');
      await signInAnywhere(page, userName);
      expect(await trialQuest(page)).toBeUndefined();

      await page.goto('/category');
      const category = page.getByRole('region', { name: TRIAL.category });
      await expect(category.getByRole('heading', { name: TRIAL.questName })).toBeVisible();
      const start = category.getByRole('button', { name: `${TRIAL.days}-Day Trial` });
      await expect(start).toBeVisible();
      await expect(category.getByRole('button', { name: 'Buy' })).toBeVisible();
      await start.click();

      await expect(page).toHaveURL(
        (url) => url.pathname === '/home' && url.searchParams.get('questId') === String(TRIAL.questId),
      );
      await expect(page.getByRole('heading', { level: 1, name: TRIAL.questName })).toBeVisible();
      expect(await trialQuest(page)).toEqual(
        expect.objectContaining({ isOnTrial: true, isAssigned: false, isTrialOver: false }),
      );
      await expect(page.getByRole('alertdialog', { name: 'Trial Expired' })).toHaveCount(0);
      // Let the dashboard finish loading: a request in flight when the clock moves would end the session here.
      await expect(page.getByRole('list', { name: 'Missions' })).toBeVisible();

      // A day past the trial. The session has run out by then too: the student signs in again.
      await moveClock(page, { advanceMs: (TRIAL.days + 1) * dayMs });
      await signInAnywhere(page, userName);
      await expect(page).toHaveURL((url) => url.pathname === '/home');
      const expired = page.getByRole('alertdialog', { name: 'Trial Expired' });
      await expect(expired).toBeVisible();
      await expect(
        expired.getByText('Your trial has expired. Please buy the product to get access to its contents.'),
      ).toBeVisible();
      expect(await trialQuest(page)).toEqual(
        expect.objectContaining({ isAssigned: false, isTrialOver: true }),
      );

      // The trial was taken: the card now offers Buy only (§4 action matrix).
      await expired.getByRole('button', { name: 'Not now' }).click();
      await page.goto('/category');
      const after = page.getByRole('region', { name: TRIAL.category });
      await expect(after.getByRole('button', { name: 'Buy' })).toBeVisible();
      await expect(after.getByRole('button', { name: `${TRIAL.days}-Day Trial` })).toHaveCount(0);
    });
  });
}
