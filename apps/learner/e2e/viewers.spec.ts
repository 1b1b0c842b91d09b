import { expect, test } from './support/csp';
import { demoUsers, signIn } from './support/sign-in';
import { press } from './support/touch';
import { ONCE } from './support/once';

/*
 * The content viewers and the learning tool against the reference server's demo data (quest 101 of Aarav):
 * demo.pdf (201003), protected.pdf (201008, password quest123), the raw HTML content (201004), the HTML page on the
 * content origin (201011), the activity (201006) whose Finish button posts FinishActivity.
 */
const place = (missionId: number, operationId: number, contentId: number) =>
  `questId=101&missionId=${missionId}&operationId=${operationId}&contentId=${contentId}`;

test.describe('content viewers', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, demoUsers.aarav);
  });

  test('the PDF opens and a page canvas is drawn', async ({ page }) => {
    await page.goto(`/pdf?${place(1011, 10111, 201003)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Fractions: Chapter Notes' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Page 1 of 6' })).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('canvas')).toHaveCount(1);
  });

  test('the password-protected PDF asks for its password and opens after it', async ({ page }) => {
    await page.goto(`/pdf?${place(1011, 10112, 201008)}`);
    await expect(page.getByText('This PDF is password protected')).toBeVisible({ timeout: 20_000 });
    await page.getByLabel(/^Password/).fill('quest123');
    await press(page.getByRole('button', { name: 'Open' }));
    await expect(page.getByRole('img', { name: 'Page 1 of 6' })).toBeVisible({ timeout: 20_000 });
  });

  test('the raw HTML content and the HTML page on the content origin show', async ({ page }) => {
    await page.goto(`/contentviewer?${place(1011, 10111, 201004)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Fractions at a Glance' })).toBeVisible();
    await page.goto(`/viewer?${place(1012, 10121, 201011)}`);
    const frame = page.frameLocator('iframe');
    await expect(frame.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
    const src = new URL((await page.locator('iframe').getAttribute('src')) ?? '');
    expect(src.origin).not.toBe(new URL(page.url()).origin);
    expect(src.searchParams.get('origin')).toBe(new URL(page.url()).origin);
  });

  test(
    'the activity’s FinishActivity records the access and goes back to the mission page',
    ONCE,
    async ({ page }) => {
      await page.goto(`/activity?${place(1011, 10112, 201006)}`);
      const frame = page.frameLocator('iframe');
      const finish = frame.getByRole('button', { name: 'Finish' });
      await expect(finish).toBeVisible({ timeout: 20_000 });
      // The server logs an access only when it lasted more than 1 s.
      await page.waitForTimeout(2_100);
      const access = page.waitForResponse((r) => r.url().includes('/QuestUser/SendContentAccess'));
      await press(finish);
      const response = await access;
      expect(response.status()).toBe(200);
      const body = response.request().postDataJSON() as Record<string, unknown>;
      expect(body).toMatchObject({ contentId: 201006, contentTypeCode: '10', questId: 101 });
      expect(Number(body.accessDuration)).toBeGreaterThan(1);
      await expect(page.getByText(/^Activity completed\./)).toBeVisible();
      await expect(page).toHaveURL((url) => url.pathname === '/task');
    },
  );

  test('/nexool shows the learning tool in a frame, with Back to /home', async ({ page }) => {
    await page.goto('/nexool?questId=101');
    await expect(page.getByRole('heading', { level: 1, name: 'Learning tool' })).toBeVisible();
    const frame = page.frameLocator('iframe[title="Learning tool"]');
    await expect(frame.getByText(/You are signed in to the learning tool for quest 101/)).toBeVisible({
      timeout: 20_000,
    });
    await press(page.getByRole('button', { name: 'Back' }));
    await expect(page).toHaveURL((url) => url.pathname === '/home');
  });
});

test('/nexool without a session goes to sign-in, keeping the query', async ({ page }) => {
  await page.goto('/nexool?questId=101');
  await expect(page).toHaveURL((url) => url.pathname === '/' && url.searchParams.get('questId') === '101');
});
