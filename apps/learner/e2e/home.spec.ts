import { expect, test, type Page } from './support/csp';
import { press } from './support/touch';

const password = 'Demo@123';
const users = {
  aarav: '9876543210',
  kabir: '9876543212',
  meera: '9876543213',
} as const;

async function signIn(page: Page, username: string) {
  await page.goto('/');
  await page.getByLabel(/Username/).fill(username);
  await page.getByLabel(/^Password/).fill(password);
  await press(page.getByRole('button', { name: 'Login' }));
  await expect(page).toHaveURL((url) => url.pathname === '/home');
}

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 0) < 960;

test.describe('home', () => {
  test('the demo student sees the home dashboard with their quest and missions', async ({ page }) => {
    await signIn(page, users.aarav);
    await expect(page.getByText('Hi, Aarav')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Grade 6 Explorer Quest' })).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Quest progress' })).toBeVisible();
    const missions = page.getByRole('list', { name: 'Missions' });
    await expect(missions.getByRole('heading', { name: 'Mathematics' })).toBeVisible();
    await expect(missions.getByRole('heading', { name: 'Go Coderz' })).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Mathematics progress' })).toBeVisible();
    await expect(page.getByText('Aarav Sharma')).toBeVisible();
    await expect(page.getByText("Quest assign: Your next year's quest will be assigned soon.")).toHaveCount(
      0,
    );
  });

  test('the leaderboard opens from the top bar with the quest learners and their points', async ({
    page,
  }) => {
    await signIn(page, users.aarav);
    await press(page.getByRole('button', { name: 'Leaderboard' }));
    const dialog = page.getByRole('dialog', { name: 'Leaderboard' });
    const rows = dialog.getByRole('listitem');
    await expect(rows.first()).toContainText(/Points/);
    await expect(dialog.getByText('You')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('the shell: notifications opens /home/notification; small screens get the call link; one Main navigation', async ({
    page,
  }) => {
    await signIn(page, users.aarav);
    if (isPhone(page)) {
      await expect(page.getByRole('link', { name: 'Call us' })).toHaveAttribute('href', /^tel:\+?\d+$/);
      await expect(page.getByRole('button', { name: 'Share app' })).toBeVisible();
    } else {
      await expect(page.getByRole('link', { name: 'Call us' })).toHaveCount(0);
    }
    // The bottom bar on a phone, a row in the top bar on a desktop (ADR 0066): one "Main" navigation either way.
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toHaveCount(1);
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'QueryBox' })).toHaveCount(0);
    await press(nav.getByRole('link', { name: 'Progress' }));
    await expect(page).toHaveURL((url) => url.pathname === '/home/dashboard');
    await press(nav.getByRole('link', { name: 'Home' }));
    await expect(page).toHaveURL((url) => url.pathname === '/home');
    await press(page.getByRole('button', { name: 'Notifications' }));
    await expect(page).toHaveURL((url) => url.pathname === '/home/notification');
  });

  test('a mission opens the mission-start dialog; "Let\'s Start" goes to /task', async ({ page }) => {
    await signIn(page, users.aarav);
    await press(page.getByRole('list', { name: 'Missions' }).getByRole('button', { name: 'Mathematics' }));
    const dialog = page.getByRole('dialog', { name: 'Mathematics' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Not now' })).toBeVisible();
    await press(dialog.getByRole('button', { name: "Let's Start" }));
    await expect(page).toHaveURL(
      (url) =>
        url.pathname === '/task' &&
        url.searchParams.get('questId') === '101' &&
        url.searchParams.get('missionId') !== null,
    );
  });

  test('Go Coderz opens the mission page directly', async ({ page }) => {
    await signIn(page, users.aarav);
    await press(page.getByRole('list', { name: 'Missions' }).getByRole('button', { name: 'Go Coderz' }));
    await expect(page).toHaveURL(
      (url) => url.pathname === '/task' && url.searchParams.get('questId') === '101',
    );
  });

  test('an online-session mission opens its schedules; CODING opens the coding site with the base64 user name', async ({
    page,
  }) => {
    await signIn(page, users.aarav);
    const missions = page.getByRole('list', { name: 'Missions' });
    const popup = page.waitForEvent('popup');
    await press(missions.getByRole('button', { name: 'CODING' }));
    const site = await popup;
    await site.waitForLoadState('domcontentloaded');
    expect(decodeURIComponent(new URL(site.url()).pathname)).toContain(
      Buffer.from(users.aarav).toString('base64'),
    );
    await press(missions.getByRole('button', { name: 'Live Science Lab' }));
    await expect(page).toHaveURL(
      (url) => url.pathname === '/missions-schedules' && url.searchParams.get('missionId') !== null,
    );
  });

  test('a student who is not Spectrum changes quest on /products', async ({ page }) => {
    await signIn(page, users.aarav);
    await press(page.getByRole('button', { name: 'Change quest' }));
    await expect(page).toHaveURL((url) => url.pathname === '/products');
  });

  test('a Spectrum student switches quest in the dialog', async ({ page }) => {
    await signIn(page, users.kabir);
    // Kabir's last accessed quest is the Spectrum one (demo data); he switches to the Grade 6 quest.
    await expect(page.getByRole('heading', { level: 1, name: 'Spectrum Olympiad Prep' })).toBeVisible();
    await press(page.getByRole('button', { name: 'Change quest' }));
    const dialog = page.getByRole('dialog', { name: 'Switch quest' });
    await expect(dialog).toBeVisible();
    await press(dialog.getByRole('button', { name: /Grade 6 Explorer Quest/ }));
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Grade 6 Explorer Quest' })).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Missions' }).getByRole('heading', { name: 'Mathematics' }),
    ).toBeVisible();
    await expect(page).toHaveURL((url) => url.searchParams.get('questId') === '101');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Grade 6 Explorer Quest' })).toBeVisible();
  });

  test('the student whose trial expired sees "Trial Expired"; the missions stay locked and a tap says why', async ({
    page,
  }) => {
    await signIn(page, users.meera);
    const dialog = page.getByRole('alertdialog', { name: 'Trial Expired' });
    await expect(dialog).toBeVisible();
    await expect(
      dialog.getByText('Your trial has expired. Please buy the product to get access to its contents.'),
    ).toBeVisible();
    await press(dialog.getByRole('button', { name: 'Not now' }));
    await expect(dialog).toBeHidden();
    const missions = page.getByRole('list', { name: 'Missions' });
    await expect(missions.getByRole('img', { name: 'Locked' }).first()).toBeVisible();
    await press(missions.getByRole('button').first());
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/home');
  });

  test('"Buy now" on "Trial Expired" puts that quest in the cart and opens /cart', async ({ page }) => {
    await signIn(page, users.meera);
    const dialog = page.getByRole('alertdialog', { name: 'Trial Expired' });
    const added = page.waitForRequest(
      (request) => request.url().includes('/QuestStore/AddCart') && request.method() === 'POST',
    );
    await press(dialog.getByRole('button', { name: 'Buy now' }));
    expect((await added).postDataJSON()).toEqual([
      expect.objectContaining({ questId: 103, questName: 'Grade 7 Science Quest', qty: 1, planId: 0 }),
    ]);
    await expect(page).toHaveURL((url) => url.pathname === '/cart');
  });
});
