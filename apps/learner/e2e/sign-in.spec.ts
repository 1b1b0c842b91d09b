import { expect, test } from './support/csp';
import { press } from './support/touch';

const demo = { username: '9876543210', password: 'Demo@123' };

test.describe('sign-in', () => {
  test('the demo student signs in and lands on /home', async ({ page }) => {
    await page.goto('/');
    await page.getByLabel(/Username/).fill(demo.username);
    await page.getByLabel(/^Password/).fill(demo.password);
    await press(page.getByRole('button', { name: 'Login' }));
    await expect(page).toHaveURL((url) => url.pathname === '/home');
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeTruthy();
  });

  test('a wrong password shows the server message', async ({ page }) => {
    await page.goto('/');
    await page.getByLabel(/Username/).fill(demo.username);
    await page.getByLabel(/^Password/).fill('wrong-password');
    await press(page.getByRole('button', { name: 'Login' }));
    await expect(page.getByRole('alert')).toContainText(/invalid|incorrect|wrong/i);
    await expect(page).toHaveURL((url) => url.pathname === '/');
  });

  test('empty fields show both required messages', async ({ page }) => {
    await page.goto('/');
    await press(page.getByRole('button', { name: 'Login' }));
    await expect(page.getByText('Username is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
  });

  test('a schedule link without a session signs in to /home/connect', async ({ page }) => {
    await page.goto('/task?actionType=schedule');
    await expect(page).toHaveURL((url) => url.pathname === '/' && url.search === '?actionType=schedule');
    await page.getByLabel(/Username/).fill(demo.username);
    await page.getByLabel(/^Password/).fill(demo.password);
    await press(page.getByRole('button', { name: 'Login' }));
    await expect(page).toHaveURL((url) => url.pathname === '/home/connect');
  });

  test('the new demo user (no quests, showDashboard) lands on /products', async ({ page }) => {
    await page.goto('/');
    await page.getByLabel(/Username/).fill('9876543211');
    await page.getByLabel(/^Password/).fill(demo.password);
    await press(page.getByRole('button', { name: 'Login' }));
    await expect(page).toHaveURL((url) => url.pathname === '/products');
  });

  test('a student with a session who opens / goes to /home', async ({ page }) => {
    await page.goto('/');
    await page.getByLabel(/Username/).fill(demo.username);
    await page.getByLabel(/^Password/).fill(demo.password);
    await press(page.getByRole('button', { name: 'Login' }));
    await expect(page).toHaveURL((url) => url.pathname === '/home');
    await page.goto('/');
    await expect(page).toHaveURL((url) => url.pathname === '/home');
  });

  test('Remember Me prefills the user name next time; the password is stored nowhere', async ({ page }) => {
    await page.goto('/');
    await page.getByLabel(/Username/).fill(demo.username);
    await page.getByLabel(/^Password/).fill(demo.password);
    await press(page.getByRole('button', { name: 'Login' }));
    await expect(page).toHaveURL((url) => url.pathname === '/home');
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
    expect(stored).toContain(demo.username);
    expect(stored).not.toContain(demo.password);
    await page.evaluate(() => sessionStorage.clear());
    await page.goto('/');
    await expect(page.getByLabel(/Username/)).toHaveValue(demo.username);
  });
});
