import { expect, test, type Locator, type Page } from './support/csp';
import { paths } from '../src/routes/paths';
import { expectNoA11yViolations } from './support/axe';
import { demoUsers, signIn } from './support/sign-in';
import { beginTest, freshTestTaker } from './support/test-runner';

/*
 * The accessibility sweep (issue 12): axe with WCAG 2.0/2.1/2.2 A and AA on every route of paths.ts in its main
 * loaded state, and on the main dialogs, against the reference server's demo data. Visitor routes are scanned
 * signed out, the others as Aarav (quest 101); the test runner as a fresh student, so no demo attempt starts.
 * Frames on this machine (the content origin's stand-ins) are scanned with the page; third-party frames are not.
 * Routes only a journey reaches are scanned inside it: /userdetails (sign-up.spec), /online-test (online-tests.spec).
 * /payment-response (gone after 3 s), /entername and /boardgrade (the same screen as /userdetails) are checked by
 * their Screens stories, where the a11y addon fails on any violation.
 */

/** One screen to scan: its address and what shows once its data has loaded. */
interface Screen {
  href: string;
  ready: (page: Page) => Locator;
}

const h1 = (name: string | RegExp) => (page: Page) => page.getByRole('heading', { level: 1, name });
/** Content place in quest 101 (ids from apps/server/src/seed/learning-ids.ts). */
const place = (missionId: number, operationId?: number, contentId?: number) => ({
  questId: 101,
  missionId,
  operationId,
  contentId,
});

async function scan(page: Page, screen: Screen) {
  await page.goto(screen.href);
  await expect(screen.ready(page).first()).toBeVisible({ timeout: 20_000 });
  // The loaded state is what is scanned (loading states are checked by their stories): wait for the busy regions
  // to settle, but scan anyway after 10 s (a buffering video may stay busy).
  await expect(page.locator('[aria-busy="true"]'))
    .toHaveCount(0, { timeout: 10_000 })
    .catch(() => undefined);
  await expectNoA11yViolations(page, screen.href);
}

test.describe('accessibility sweep', () => {
  test.describe.configure({ mode: 'parallel', timeout: 120_000 });

  test('visitor routes and the login dialog', async ({ page }) => {
    const screens: Screen[] = [
      { href: paths.root.getHref(), ready: h1('Log In to Your Quest Account!') },
      { href: paths.signIn.getHref(), ready: h1('Log In to Your Quest Account!') },
      { href: paths.signUp.getHref(), ready: h1('Please enter Mobile number') },
      { href: paths.products.getHref(), ready: (p) => p.getByRole('heading', { name: 'Grade 6 Explorer' }) },
      {
        href: paths.raymondProducts.getHref(),
        ready: (p) => p.getByRole('main').getByRole('button', { name: 'Buy' }),
      },
      { href: paths.cart.getHref(), ready: h1(/.+/) },
      { href: paths.notFound.getHref(), ready: h1('Page not found') },
      {
        href: paths.category.getHref(),
        ready: (p) =>
          p.getByRole('region', { name: 'Free to start' }).getByRole('button', { name: 'Launch' }),
      },
    ];
    for (const screen of screens) await scan(page, screen);

    // A visitor's Launch on /category asks to log in first.
    await page.getByRole('region', { name: 'Free to start' }).getByRole('button', { name: 'Launch' }).click();
    await expect(page.getByRole('dialog', { name: 'Log In to Your Quest Account!' })).toBeVisible();
    await expectNoA11yViolations(page, 'the login dialog on /category');
  });

  test('home routes and the leaderboard dialog', async ({ page }) => {
    await signIn(page, demoUsers.aarav);
    const screens: Screen[] = [
      { href: paths.homeDashboard.getHref(), ready: h1('Progress') },
      { href: paths.homeConnect.getHref(), ready: h1('Live classes') },
      { href: paths.homeProfile.getHref(), ready: h1(/^Hi, Aarav/) },
      { href: paths.homeNotification.getHref(), ready: h1('Notifications') },
      { href: paths.homeQuerybox.getHref(), ready: h1('Query Box') },
      // A student's landing goes where sign-in would send them: /home for Aarav.
      { href: paths.intermediate.getHref(), ready: (p) => p.getByRole('list', { name: 'Missions' }) },
      { href: paths.home.getHref(), ready: (p) => p.getByRole('list', { name: 'Missions' }) },
    ];
    for (const screen of screens) await scan(page, screen);

    await page.getByRole('button', { name: 'Leaderboard' }).click();
    const dialog = page.getByRole('dialog', { name: 'Leaderboard' });
    await expect(
      dialog.getByRole('list', { name: 'Leaderboard' }).getByRole('listitem').first(),
    ).toBeVisible();
    await expectNoA11yViolations(page, 'the leaderboard dialog');
  });

  test('learning routes, their viewers and the learning tool', async ({ page }) => {
    await signIn(page, demoUsers.aarav);
    const frame = (page: Page) => page.frameLocator('iframe').first();
    const screens: Screen[] = [
      { href: paths.task.getHref(place(1011)), ready: h1('Mathematics') },
      {
        href: paths.topics.getHref(place(1011, 10111)),
        ready: (p) => p.getByRole('list', { name: /contents$/i }),
      },
      { href: paths.topicsWeb.getHref(place(1011, 10111)), ready: h1('Mathematics') },
      {
        href: paths.missionsSchedules.getHref(place(1013)),
        ready: (p) => p.getByRole('list', { name: 'Sessions' }),
      },
      {
        href: paths.pdf.getHref(place(1011, 10111, 201003)),
        ready: (p) => p.getByRole('img', { name: 'Page 1 of 6' }),
      },
      { href: paths.contentViewer.getHref(place(1011, 10111, 201004)), ready: h1('Fractions at a Glance') },
      {
        href: paths.viewer.getHref(place(1012, 10121, 201011)),
        ready: (p) => frame(p).getByRole('heading', { level: 1 }),
      },
      {
        href: paths.activity.getHref(place(1011, 10112, 201006)),
        ready: (p) => frame(p).getByRole('button', { name: 'Finish' }),
      },
      {
        href: paths.player.getHref(place(1011, 10111, 201002)),
        ready: (p) => p.getByRole('heading', { name: 'What is a Fraction? Numerator and Denominator' }),
      },
      {
        href: paths.nexool.getHref({ questId: 101 }),
        ready: (p) =>
          p.frameLocator('iframe[title="Learning tool"]').getByText(/You are signed in to the learning tool/),
      },
    ];
    for (const screen of screens) await scan(page, screen);
  });

  test('assessment routes', async ({ page }) => {
    await signIn(page, demoUsers.aarav);
    const screens: Screen[] = [
      { href: paths.assessmentDashboard.getHref(), ready: h1('Assessments') },
      {
        href: paths.assessmentTests.getHref({ tab: 'past', page: 1 }),
        ready: (p) => p.getByRole('button', { name: 'Download Report' }),
      },
      { href: paths.assessmentReport.getHref(), ready: h1('Reports') },
      {
        href: paths.report.getHref(502),
        ready: (p) => p.getByRole('table', { name: 'Question-wise Analysis' }),
      },
      {
        href: paths.instruction.getHref(place(1011, 10111, 201005)),
        ready: (p) => p.getByRole('heading', { name: 'Instruction For Assessment' }),
      },
    ];
    for (const screen of screens) await scan(page, screen);
  });

  test('the test runner, for a fresh student', async ({ page, request }, info) => {
    await freshTestTaker(page, request, info, '98');
    await beginTest(page);
    await expectNoA11yViolations(page, paths.assessment.path);

    await page.getByRole('button', { name: 'End Test' }).click();
    await expect(page.getByRole('alertdialog', { name: 'Are you sure you want to Submit?' })).toBeVisible();
    await expectNoA11yViolations(page, 'the submit confirmation of the test runner');
  });
});
