import { expect, test } from '@playwright/test';

test.describe('smoke', () => {
  test('/notfound shows the Not Found page', async ({ page }) => {
    await page.goto('/notfound');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });

  test('an unknown deep link shows the Not Found page', async ({ page }) => {
    await page.goto('/some/unknown');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });

  test('the Not Found button goes to the start', async ({ page }) => {
    await page.goto('/some/unknown');
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
