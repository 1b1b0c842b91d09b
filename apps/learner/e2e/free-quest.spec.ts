import { expect, test, type Page } from './support/csp';
import { DEMO_PASSWORD, registerFreshUser } from './support/fresh-user';
import { signInAnywhere } from './support/store';
import { userQuests } from './support/user-quests';

/*
 * A free quest is claimed and launched (store-and-assessment.md §4 action matrix "free → Launch", "Quest
 * launch"; §1 the visitor gate, ADR 0072): the claim is recorded on the server, the app lands on /home with the
 * quest chosen. Each test uses a new student: claiming changes their quests.
 */

/** Starter Quest: Learning to Learn (seed quest 104), sold as the Free Starter Pack (product 204). */
const FREE = {
  questId: 104,
  questName: 'Starter Quest: Learning to Learn',
  productName: 'Free Starter Pack',
};
const FREE_CATEGORY = 'Free to start';

async function expectLaunchedOnHome(page: Page) {
  await expect(page).toHaveURL(
    (url) => url.pathname === '/home' && url.searchParams.get('questId') === String(FREE.questId),
  );
  await expect(page.getByRole('heading', { level: 1, name: FREE.questName })).toBeVisible();
  expect(await userQuests(page)).toContainEqual(
    expect.objectContaining({ questId: FREE.questId, isAssigned: true }),
  );
}

test('a visitor launches the free quest on /category: logs in from the dialog, the claim continues to /home', async ({
  page,
  request,
}, testInfo) => {
  const userName = await registerFreshUser(request, testInfo, '61', 'Free');
  await page.goto('/category');
  const free = page.getByRole('region', { name: FREE_CATEGORY });
  await expect(free.getByRole('heading', { name: FREE.questName })).toBeVisible();
  await free.getByRole('button', { name: 'Launch' }).click();

  const login = page.getByRole('dialog', { name: 'Log In to Your Quest Account!' });
  await expect(login).toBeVisible();
  await login.getByLabel(/Username/).fill(userName);
  await login.getByLabel(/^Password/).fill(DEMO_PASSWORD);
  await login.getByRole('button', { name: 'Log In' }).click();

  await expectLaunchedOnHome(page);
  await expect(login).toBeHidden();
});

test('a student claims the free product on /products and lands on /home with it', async ({
  page,
  request,
}, testInfo) => {
  const userName = await registerFreshUser(request, testInfo, '62', 'Free');
  await signInAnywhere(page, userName);
  expect(await userQuests(page)).not.toContainEqual(expect.objectContaining({ questId: FREE.questId }));

  await page.goto('/products');
  const free = page.getByRole('region', { name: FREE_CATEGORY });
  await expect(free.getByRole('heading', { name: FREE.productName })).toBeVisible();
  // Free: Launch only, no trial and no Buy (§4 action matrix).
  await expect(free.getByRole('button', { name: 'Buy' })).toHaveCount(0);
  await free.getByRole('button', { name: 'Launch' }).click();

  await expectLaunchedOnHome(page);
});
