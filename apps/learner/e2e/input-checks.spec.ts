import { expect, test } from './support/csp';
import { DEMO_PASSWORD, registerFreshUser } from './support/fresh-user';
import { demoUsers } from './support/sign-in';
import { signInAnywhere } from './support/store';

/**
 * Input checks (ADR 0087) against the reference server: a redirect target planted in the sign-in address never
 * takes the student off the app (sign-in goes to its own default page), and a page renamed .png is refused as a
 * profile picture by its content, with the spec's message, before anything is uploaded.
 */

test('sign-in with redirect targets to another site in the query lands on the default page of this app', async ({
  page,
  baseURL,
}) => {
  const appOrigin = new URL(baseURL!).origin;
  const planted = new URLSearchParams({
    redirect: 'https://evil.example/steal',
    returnTo: '//evil.example',
    next: '/\\evil.example',
    from: 'javascript:alert(1)',
  });
  await page.goto(`/?${planted}`);
  await page.getByLabel(/Username/).fill(demoUsers.aarav);
  await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL((url) => url.origin === appOrigin && url.pathname === '/home');
});

test('a page renamed .png is refused as the profile picture with "Please choose an image file."', async ({
  page,
  request,
}, info) => {
  const userName = await registerFreshUser(request, info, '85', 'Checks');
  await signInAnywhere(page, userName);
  await page.goto('/home/profile');
  await expect(page.getByRole('heading', { level: 1, name: /^Hi, / })).toBeVisible();

  const uploads: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/QuestUser/UploadProfilePic')) uploads.push(r.url());
  });
  await page.getByLabel('Change profile picture').setInputFiles({
    name: 'holiday.png',
    mimeType: 'image/png',
    buffer: Buffer.from('<!doctype html><script>alert(document.cookie)</script>'),
  });
  await expect(page.getByRole('alert')).toHaveText('Please choose an image file.');
  await page.waitForLoadState('networkidle');
  expect(uploads).toEqual([]);
});
