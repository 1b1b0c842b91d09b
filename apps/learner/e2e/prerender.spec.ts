import { expect, test } from './support/csp';

const demo = { username: '9876543210', password: 'Demo@123' };

// The sign-in screen is in index.html as HTML (ADR 0125): it paints before any script, and the app hydrates it.
test.describe('prerendered sign-in page', () => {
  test('`/` shows the sign-in form before the app script has run', async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { name: 'Log In to Your Quest Account!' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    release();
  });

  test('what is typed and submitted before hydration signs in afterwards, never in the address', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'commit' });
    await page.getByLabel(/Username/).fill(demo.username);
    await page.getByLabel(/^Password/).fill(demo.password);
    await page.getByLabel(/^Password/).press('Enter');
    expect(new URL(page.url()).search).toBe('');
    release();
    await expect(page).toHaveURL((url) => url.pathname === '/home');
    expect(page.url()).not.toContain(demo.password);
    expect(errors).toEqual([]);
  });

  test('another address does not show the sign-in page first', async ({ page }) => {
    await page.route(/\/assets\/index-[^/]+\.js$/, (route) => route.abort());
    await page.goto('/products');
    await expect(page.locator('#root')).toBeEmpty();
  });
});
