import { expect, test } from './support/csp';

test.describe('smoke', () => {
  test('/notfound shows the Not Found page', async ({ page }) => {
    await page.goto('/notfound');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });

  test('a visitor on a guarded or unknown link goes to the start, keeping the query string', async ({
    page,
  }) => {
    await page.goto('/task?actionType=schedule');
    await expect(page).toHaveURL((url) => url.pathname === '/' && url.search === '?actionType=schedule');
    await page.goto('/some/unknown?x=1');
    await expect(page).toHaveURL((url) => url.pathname === '/' && url.search === '?x=1');
  });

  test('the Not Found button goes to the start', async ({ page }) => {
    await page.goto('/notfound');
    await page.getByRole('button', { name: 'Go to start' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
  });

  test('/health answers ok', async ({ request }) => {
    const response = await request.get('/health');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/json');
    expect(await response.json()).toMatchObject({ status: 'ok' });
  });
});
