import { expect, test, type Page } from './support/csp';
import { DEMO_PASSWORD } from './support/fresh-user';
import { demoUsers } from './support/sign-in';
import { press } from './support/touch';

/**
 * The app in Hindi (issue 29, ADR 0142): the sign-in screen's switch redraws it in place and the choice survives a
 * reload; a phone set to Hindi starts in Hindi; the profile's switch changes the signed-in app without a reload,
 * and the choice is the device's (kept across a logout).
 */

const hindiTitle = 'अपने Quest खाते में लॉग इन करें!';
const englishTitle = 'Log In to Your Quest Account!';

async function chooseLanguage(page: Page, name: 'हिन्दी' | 'English') {
  await press(page.getByRole('radio', { name }));
  await expect(page.getByRole('radio', { name })).toBeChecked();
}

test('the sign-in switch shows the screen in Hindi at once, and a reload keeps it', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: englishTitle })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  const url = page.url();

  await chooseLanguage(page, 'हिन्दी');
  await expect(page.getByRole('heading', { level: 1, name: hindiTitle })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  expect(page.url()).toBe(url);
  // The fields, their errors and the buttons, in Hindi.
  await press(page.getByRole('button', { name: 'लॉग इन करें' }));
  await expect(page.getByText('यूज़रनेम डालना ज़रूरी है')).toBeVisible();
  await expect(page.getByText('पासवर्ड डालना ज़रूरी है')).toBeVisible();
  await expect(page.getByRole('button', { name: 'पासवर्ड दिखाएँ' })).toBeVisible();

  // Reloaded: Hindi from the first frame (the English prerendered page is not kept).
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: hindiTitle })).toBeVisible();
  await expect(page.getByRole('heading', { name: englishTitle })).toHaveCount(0);
  await expect(page.getByRole('radio', { name: 'हिन्दी' })).toBeChecked();

  await chooseLanguage(page, 'English');
  await expect(page.getByRole('heading', { level: 1, name: englishTitle })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: englishTitle })).toBeVisible();
});

test.describe('a phone set to Hindi', () => {
  test.use({ locale: 'hi-IN' });

  test('starts in Hindi; a student who chose English stays in English', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: hindiTitle })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'हिन्दी' })).toBeChecked();
    await chooseLanguage(page, 'English');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: englishTitle })).toBeVisible();
  });
});

test('the profile switch changes the signed-in app without a reload; a logout keeps the language', async ({
  page,
}) => {
  await page.goto('/');
  await chooseLanguage(page, 'हिन्दी');
  await page.getByLabel('यूज़रनेम').fill(demoUsers.aarav);
  await page
    .getByLabel(/^पासवर्ड/)
    .and(page.locator('input'))
    .fill(DEMO_PASSWORD);
  await press(page.getByRole('button', { name: 'लॉग इन करें' }));
  await expect(page).toHaveURL((url) => url.pathname === '/home');

  await page.goto('/home/profile');
  await expect(page.getByRole('heading', { level: 1, name: /^नमस्ते, / })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'मेरे मिशन' })).toBeVisible();

  // Switch back to English on the profile: the page redraws in place (no navigation, no reload).
  const navigations: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations.push(frame.url());
  });
  await chooseLanguage(page, 'English');
  await expect(page.getByRole('heading', { level: 1, name: /^Hi, / })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'My Missions' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  expect(navigations).toEqual([]);

  // And to Hindi again: kept after a reload and after a logout.
  await chooseLanguage(page, 'हिन्दी');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: /^नमस्ते, / })).toBeVisible();
  await press(page.getByRole('button', { name: 'लॉग आउट करें' }));
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByRole('heading', { level: 1, name: hindiTitle })).toBeVisible();
});
