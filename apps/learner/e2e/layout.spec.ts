import { expect, test, type Page, type TestInfo } from './support/csp';
import { expectPhoneLayout } from './support/layout';
import {
  assessmentScreens,
  homeScreens,
  learningScreens,
  openLoaded,
  visitorScreens,
  type Screen,
} from './support/screens';
import { demoUsers, signIn } from './support/sign-in';
import { signInAnywhere } from './support/store';

/*
 * The phone layout check (issue 21, ADR 0098) on every route's loaded state and on the dialogs opened here, on an
 * emulated phone (the `phone` project: isMobile, hasTouch, scale 2) at 320, 360 and 412 px: the layout
 * viewport never grows, nothing is wider than the screen outside a declared horizontal scroller, every dialog and
 * its actions are on the screen. Every dialog the phone journeys open is checked where it opens as well
 * (support/csp.ts), and the runner at each width in phone-runner.spec.ts.
 */

const phones = [
  { width: 320, height: 640 },
  { width: 360, height: 800 },
  { width: 412, height: 900 },
];

/** The bar's bottom edge is the screen's bottom edge. */
async function expectAtBottom(page: Page, nav: ReturnType<Page['locator']>, height: number) {
  const box = await nav.boundingBox();
  expect(box, 'the bottom navigation on screen').not.toBeNull();
  expect(Math.round(box!.y + box!.height), 'the bottom navigation ends at the bottom of the screen').toBe(
    height,
  );
}

async function checkAll(page: Page, screens: Screen[], info: TestInfo) {
  for (const screen of screens) {
    await openLoaded(page, screen);
    await expectPhoneLayout(page, screen.href, info);
  }
}

for (const size of phones) {
  test.describe(`phone layout at ${size.width} px`, () => {
    test.use({ viewport: size });
    test.describe.configure({ mode: 'parallel', timeout: 180_000 });

    test('visitor routes, the login dialog and a quest’s details', async ({ page }, info) => {
      await checkAll(page, visitorScreens, info);

      await page.getByRole('region', { name: 'Free to start' }).getByRole('button', { name: 'Launch' }).tap();
      await expect(page.getByRole('dialog', { name: 'Log In to Your Quest Account!' })).toBeVisible();
      await expectPhoneLayout(page, 'the login dialog on /category', info);
    });

    test('home routes, the leaderboard and the mission sheet', async ({ page }, info) => {
      await signIn(page, demoUsers.aarav);
      await checkAll(page, homeScreens, info);

      await page.getByRole('button', { name: 'Leaderboard' }).tap();
      const leaderboard = page.getByRole('dialog', { name: 'Leaderboard' });
      await expect(
        leaderboard.getByRole('list', { name: 'Leaderboard' }).getByRole('listitem').first(),
      ).toBeVisible();
      await expectPhoneLayout(page, 'the leaderboard dialog on /home', info);
    });

    test('the bottom navigation sits at the bottom of the shortest home screen', async ({ page }, info) => {
      // Diya holds no quest: her home is the shortest.
      await signInAnywhere(page, demoUsers.diya);
      await page.goto('/home');
      const nav = page.getByRole('navigation', { name: 'Main' });
      await expect(nav).toBeVisible();
      await expectAtBottom(page, nav, size.height);
      await expectPhoneLayout(page, '/home with no quest', info);
      await page.goto('/home/notification');
      await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
      await expectAtBottom(page, nav, size.height);
    });

    test('the bottom navigation sits at the bottom of the longest home screen, below its last card', async ({
      page,
    }) => {
      await signIn(page, demoUsers.aarav);
      const missions = page.getByRole('list', { name: 'Missions' });
      await expect(missions).toBeVisible();
      const nav = page.getByRole('navigation', { name: 'Main' });
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expectAtBottom(page, nav, size.height);
      const [cardBox, navBox] = [
        await missions.getByRole('listitem').last().boundingBox(),
        await nav.boundingBox(),
      ];
      expect(cardBox!.y + cardBox!.height, 'the last mission card ends above the bar').toBeLessThanOrEqual(
        navBox!.y + 1,
      );
    });

    test('learning routes', async ({ page }, info) => {
      await signIn(page, demoUsers.aarav);
      await checkAll(page, learningScreens, info);
    });

    test('assessment routes', async ({ page }, info) => {
      await signIn(page, demoUsers.aarav);
      await checkAll(page, assessmentScreens, info);
    });
  });
}

/**
 * The canary: a page with a planted 700 px-wide element must fail the check (issue 21). `test.fail()` turns the
 * expected failure into a pass and a check that lets the overflow through into a failure of this test.
 */
test('canary: a planted 700 px-wide element fails the phone layout check', async ({ page }, info) => {
  test.fail(true, 'planted: the check must catch a 700 px-wide element on a 360 px phone');
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Log In to Your Quest Account!' })).toBeVisible();
  // The page is HTML before the app hydrates it (ADR 0125): plant into the app's page, not the HTML it replaces.
  await expect(page.locator('#root[data-prerendered]')).toHaveCount(0);
  await page.evaluate(() => {
    const planted = document.createElement('div');
    planted.dataset.testid = 'planted-overflow';
    planted.style.width = '700px';
    // As wide as it says: a flex or grid parent may not shrink it.
    planted.style.minWidth = '700px';
    planted.style.flex = 'none';
    planted.style.height = '20px';
    document.querySelector('main')?.append(planted);
  });
  await expectPhoneLayout(page, 'canary: planted 700 px element on /', info);
});
