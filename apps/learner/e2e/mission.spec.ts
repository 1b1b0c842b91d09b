import { expect, test } from './support/csp';
import { demoUsers, signIn } from './support/sign-in';
import { press } from './support/touch';

test.describe('mission page', () => {
  test('a mission opens through "Let\'s Start"; an operation shows its accordions and cards', async ({
    page,
  }) => {
    await signIn(page, demoUsers.aarav);
    await page
      .getByRole('list', { name: 'Missions' })
      .getByRole('button', { name: 'Mathematics', exact: true })
      .click();
    await page
      .getByRole('dialog', { name: 'Mathematics' })
      .getByRole('button', { name: "Let's Start", exact: true })
      .click();
    await expect(page).toHaveURL(
      (url) => url.pathname === '/task' && url.searchParams.get('missionId') === '1011',
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Mathematics' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Mission contents' })).toBeVisible();

    const operations = page.getByRole('list', { name: 'Operations' });
    await expect(operations.getByRole('listitem').and(page.locator('[aria-current="true"]'))).toContainText(
      'Fractions',
    );
    await expect(page.getByRole('button', { name: 'Introduction', exact: true })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(page.getByRole('list', { name: 'Introduction: Contents' })).toContainText(
      'Introduction to Fractions',
    );

    // Decimals has no introduction: its first task opens.
    await press(operations.getByRole('button', { name: 'Decimals', exact: true }));
    await expect(page).toHaveURL((url) => url.searchParams.get('operationId') === '10112');
    await expect(page.getByRole('heading', { level: 2, name: 'Decimals' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Decimals in Daily Life', exact: true })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(
      page.getByRole('list', { name: 'Decimals in Daily Life: Contents' }).getByRole('listitem'),
    ).not.toHaveCount(0);

    // Back to Fractions: a PDF card opens /pdf at that place.
    await press(operations.getByRole('button', { name: 'Fractions', exact: true }));
    await press(page.getByRole('button', { name: 'Understanding Fractions', exact: true }));
    await expect(page.getByRole('button', { name: 'Introduction', exact: true })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await press(page.getByRole('button', { name: 'Fractions: Chapter Notes', exact: true }));
    await expect(page).toHaveURL(
      (url) => url.pathname === '/pdf' && url.searchParams.get('contentId') !== null,
    );
  });

  test('a video card plays inline above the accordions on the web', async ({ page }) => {
    await signIn(page, demoUsers.aarav);
    await page.goto('/task?questId=101&missionId=1011');
    await press(page.getByRole('button', { name: 'Introduction to Fractions', exact: true }));
    await expect(page).toHaveURL(
      (url) => url.pathname === '/task' && url.searchParams.get('contentId') === '201001',
    );
    const play = page.getByRole('button', { name: 'Play', exact: true });
    await expect(play).not.toHaveAttribute('aria-disabled', 'true', { timeout: 20_000 });
    const controls = page.getByRole('group', { name: 'Video controls' });
    await controls.hover({ force: true });
    await press(play);
    await expect
      .poll(() => page.locator('video').evaluate((v: HTMLVideoElement) => v.currentTime), {
        timeout: 15_000,
      })
      .toBeGreaterThan(0.5);
  });

  test('a location that locks Play shows a lock on the activity; click and Enter open nothing and post no access', async ({
    page,
  }) => {
    const accesses: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('SendContentAccess')) accesses.push(request.url());
    });
    await signIn(page, demoUsers.rohan);
    await page.goto('/task?questId=101&missionId=1011');
    await press(page.getByRole('button', { name: 'Practice Fractions', exact: true }));
    const activity = page.getByRole('button', { name: 'Fraction Pizza Builder', exact: true });
    await expect(activity).toHaveAccessibleDescription(/Locked/);
    const before = page.url();
    // Each press explains the lock (locks.spec.ts) and opens nothing.
    const explained = page.getByRole('alertdialog', { name: 'Locked at your location' });
    await activity.click();
    await press(explained.getByRole('button', { name: 'OK', exact: true }));
    await expect(explained).toBeHidden();
    await activity.focus();
    await page.keyboard.press('Enter');
    await expect(explained).toBeVisible();
    await press(explained.getByRole('button', { name: 'OK', exact: true }));
    // A test of the same page still opens (the lock is per kind).
    await expect(
      page.getByRole('button', { name: 'Fractions Chapter Test', exact: true }),
    ).not.toHaveAttribute('aria-disabled');
    expect(page.url()).toBe(before);
    expect(accesses).toEqual([]);
  });

  test('a student whose trial expired sees "Trial Expired" on the mission page', async ({ page }) => {
    await signIn(page, demoUsers.meera);
    await page.goto('/task?questId=103&missionId=1031');
    const dialog = page.getByRole('alertdialog', { name: 'Trial Expired' });
    await expect(dialog).toBeVisible();
    await press(dialog.getByRole('button', { name: 'Not now', exact: true }));
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Buy now', exact: true })).toBeVisible();
  });
});
