import { expect, type Locator, type Page } from '@playwright/test';
import { paths } from '../../src/routes/paths';

/*
 * Every route of paths.ts in its main loaded state, against the reference server's demo data: the accessibility
 * sweep (a11y.spec.ts) and the phone layout check (layout.spec.ts) visit the same list. Visitor routes are signed
 * out, the others as Aarav (quest 101). Routes only a journey reaches are checked inside it: /userdetails
 * (sign-up.spec), /online-test (online-tests.spec), /assessment (the runner's specs).
 */

/** One screen to scan: its address and what shows once its data has loaded. */
export interface Screen {
  href: string;
  ready: (page: Page) => Locator;
}

export const h1 = (name: string | RegExp) => (page: Page) => page.getByRole('heading', { level: 1, name });
/** Content place in quest 101 (ids from apps/server/src/seed/learning-ids.ts). */
export const place = (missionId: number, operationId?: number, contentId?: number) => ({
  questId: 101,
  missionId,
  operationId,
  contentId,
});

const frame = (page: Page) => page.frameLocator('iframe').first();

/** Signed out. */
export const visitorScreens: Screen[] = [
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
    ready: (p) => p.getByRole('region', { name: 'Free to start' }).getByRole('button', { name: 'Launch' }),
  },
];

/** Signed in as Aarav. */
export const homeScreens: Screen[] = [
  { href: paths.homeDashboard.getHref(), ready: h1('Progress') },
  { href: paths.homeConnect.getHref(), ready: h1('Live classes') },
  { href: paths.homeProfile.getHref(), ready: h1(/^Hi, Aarav/) },
  { href: paths.homeNotification.getHref(), ready: h1('Notifications') },
  { href: paths.homeQuerybox.getHref(), ready: h1('Query Box') },
  // A student's landing goes where sign-in would send them: /home for Aarav.
  { href: paths.intermediate.getHref(), ready: (p) => p.getByRole('list', { name: 'Missions' }) },
  { href: paths.home.getHref(), ready: (p) => p.getByRole('list', { name: 'Missions' }) },
];

/** Signed in as Aarav: quest 101's learning places. */
export const learningScreens: Screen[] = [
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

/** Signed in as Aarav. */
export const assessmentScreens: Screen[] = [
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

/**
 * Opens the screen and waits for its loaded state: what `ready` names shows, and the busy regions settle (checked
 * anyway after 10 s: a buffering video may stay busy). Loading states are checked by their stories.
 */
export async function openLoaded(page: Page, screen: Screen) {
  await page.goto(screen.href);
  await expect(screen.ready(page).first()).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('[aria-busy="true"]'))
    .toHaveCount(0, { timeout: 10_000 })
    .catch(() => undefined);
}
