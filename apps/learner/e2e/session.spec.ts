import { expect, test, type Page, type TestInfo } from './support/csp';

/**
 * Session expiry against the reference server's test clock (POST /__test/clock). The clock is server-wide, so
 * this file runs in its own Playwright project after every other journey (playwright.config.ts `clock`), its
 * tests one after another, and every test puts the clock back.
 */
test.describe.configure({ mode: 'serial' });

const demo = { username: '9876543210', password: 'Demo@123' };
const demoOtp = process.env.QUEST_DEMO_OTP ?? '123456';
/** What the sign-in page says after a session ended (ADR 0116). */
const sessionEndedNotice = 'Your session has ended. Please log in again.';
/** Past the server's token lifetime (QUEST_TOKEN_TTL_MINUTES, 720 by default): a day. */
const pastTokenLifetimeMs = 24 * 60 * 60 * 1000;
/** The landing address of the Android wrapper: the app type and the app id must survive the session's end. */
const landing = '/?AppType=android&AppId=7';

const viewports = {
  phone: { width: 360, height: 800 },
  desktop: { width: 1280, height: 800 },
} as const;

async function moveClock(page: Page, move: { advanceMs: number } | { reset: true }) {
  const response = await page.request.post('/__test/clock', { data: move });
  expect(response.ok(), await response.text()).toBe(true);
}

/** A number no other run has used: 9, 3 (this file), the viewport's digit, then the clock's last 7 digits. */
function newMobile(testInfo: TestInfo, viewport: string): string {
  return `93${viewport === 'phone' ? '1' : '2'}${String(Date.now() + testInfo.retry).slice(-7)}`;
}

/** What the browser keeps after "session invalid": no token, no app id, no persisted state, the app type. */
async function expectSignedOutStorage(page: Page) {
  const stored = await page.evaluate(() => ({
    session: { ...sessionStorage },
    local: { ...localStorage },
  }));
  expect(stored.session).toEqual({});
  expect(stored.local.AppType).toBe('android');
  // Only what outlives a session (ADR 0042): the app type and a remembered user name; no `root`, no user type.
  for (const key of Object.keys(stored.local)) expect(['AppType', 'remember', 'userName']).toContain(key);
}

async function expectBackAtStart(page: Page) {
  await expect(page).toHaveURL(
    (url) =>
      url.pathname === '/' &&
      url.searchParams.get('AppType') === 'android' &&
      url.searchParams.get('AppId') === '7',
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Log In to Your Quest Account!' })).toBeVisible();
}

test.describe('session expiry mid-page', () => {
  test.use({ viewport: viewports.phone });
  test.afterEach(async ({ page }) => moveClock(page, { reset: true }));

  test('a call refused on /assessment-tests: the notice, then back on that page after signing in', async ({
    page,
  }) => {
    await page.goto(landing);
    await page.getByLabel(/Username/).fill(demo.username);
    await page.getByLabel(/^Password/).fill(demo.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/home');
    await page.goto('/assessment-tests?tab=past&page=1');
    await expect(page.getByRole('tab', { name: 'Past', selected: true })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Past tests' })).toBeVisible();

    await moveClock(page, { advanceMs: pastTokenLifetimeMs });
    // The student moves on within the page: its list call is refused.
    await page.getByRole('tab', { name: 'Upcoming' }).click();
    await expectBackAtStart(page);
    await expect(page.getByRole('status').filter({ hasText: sessionEndedNotice })).toBeVisible();

    await moveClock(page, { reset: true });
    await expect(page.getByLabel(/Username/)).toHaveValue(demo.username);
    await page.getByLabel(/^Password/).fill(demo.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(
      (url) =>
        url.pathname === '/assessment-tests' &&
        url.searchParams.get('tab') === 'upcoming' &&
        !url.searchParams.has('returnTo'),
    );
    await expect(page.getByRole('tab', { name: 'Upcoming', selected: true })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Upcoming tests' })).toBeVisible();
  });
});

for (const [name, viewport] of Object.entries(viewports)) {
  test.describe(`session expiry (${name})`, () => {
    test.use({ viewport });
    test.afterEach(async ({ page }) => moveClock(page, { reset: true }));

    test('a signed-in student whose token expired reloads /home: back to / with storage cleared', async ({
      page,
    }) => {
      const logs: string[] = [];
      page.on('console', (message) => logs.push(message.text()));
      await page.goto(landing);
      await page.getByLabel(/Username/).fill(demo.username);
      await page.getByLabel(/^Password/).fill(demo.password);
      await page.getByRole('button', { name: 'Login' }).click();
      await expect(page).toHaveURL((url) => url.pathname === '/home');
      expect(await page.evaluate(() => sessionStorage.getItem('appId'))).toBe('7');
      // Let the dashboard finish loading first: a request still in flight when the clock moves would end the
      // session in this page, before the reload the journey is about.
      await expect(page.getByRole('progressbar', { name: 'Quest progress' })).toBeVisible();
      await expect(page.getByRole('list', { name: 'Missions' })).toBeVisible();

      await moveClock(page, { advanceMs: pastTokenLifetimeMs });
      // A reload of /home: the dashboard loads the student's data as it opens; the server refuses the token.
      await page.reload();
      await expectBackAtStart(page);
      await expectSignedOutStorage(page);
      expect(logs).toContain('session is invalid');
      // The sign-in page says why (ADR 0116).
      await expect(page.getByRole('status').filter({ hasText: sessionEndedNotice })).toBeVisible();
      // Remember Me (on by default) outlives the session: the user name is prefilled, the password is not.
      await expect(page.getByLabel(/Username/)).toHaveValue(demo.username);
      await expect(page.getByLabel(/^Password/)).toHaveValue('');
    });

    test('a new student whose token expires during onboarding: Continue sends them back to / with storage cleared', async ({
      page,
    }, testInfo) => {
      const mobile = newMobile(testInfo, name);
      await page.goto(landing);
      await page.getByRole('button', { name: "I'm a new user. I want to Sign Up" }).click();
      await page.getByLabel(/Mobile number/).fill(mobile);
      await page.getByRole('button', { name: 'GET OTP' }).click();
      const otp = page.getByRole('dialog', { name: 'Verification' });
      await otp.getByLabel(/Verification Code/).fill(demoOtp);
      await otp.getByRole('button', { name: 'Verify' }).click();
      await expect(otp).toBeHidden();
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByLabel(/^Set Password/).fill('Quest@123');
      await page.getByLabel(/^Name/).fill('Clock Student');
      await page.getByLabel(/Email ID/).fill(`clock.${mobile}@quest.example`);
      await page.getByLabel(/Your City/).fill('Pune');
      await page.getByLabel(/Pincode/).fill('411001');
      await page.getByRole('button', { name: 'Finish' }).click();
      const success = page.getByRole('dialog', { name: /^Registration completed successfully/ });
      await success.getByRole('button', { name: 'OK' }).click();
      const couponStep = page.getByRole('heading', { level: 1, name: 'Please enter Coupon code (optional)' });
      const details = page.getByRole('heading', { level: 1, name: 'Enter Details' });
      await expect(couponStep.or(details)).toBeVisible();
      if (await couponStep.isVisible()) await page.getByRole('button', { name: 'Next' }).click();
      await expect(details).toBeVisible();
      await page.getByLabel(/Select Board/).selectOption({ label: 'CBSE' });
      await page.getByLabel(/Select Grade/).selectOption({ label: 'Grade 6' });
      expect(await page.evaluate(() => sessionStorage.getItem('appId'))).toBe('7');

      // The session runs out while the student is choosing; the next call (UpdateUser) is refused.
      await moveClock(page, { advanceMs: pastTokenLifetimeMs });
      await page.getByRole('button', { name: 'Continue' }).click();
      await expectBackAtStart(page);
      await expectSignedOutStorage(page);
    });
  });
}
