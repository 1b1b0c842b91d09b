import { expect, test, type Page } from './support/csp';
import { expectPhoneLayout } from './support/layout';
import { beginTest, freshTestTaker, QUICK_TEST, summary } from './support/test-runner';

/*
 * The test runner on phones (issue 21): at 320, 360 and 412 px, emulated (isMobile, hasTouch), a student reaches
 * question 12 of the 12-question Fractions test without the page panning, opens the flag confirmation and the End
 * Test confirmation fully on screen and submits by tapping OK; the two-minute test's "Time is up" overlay is on
 * screen too.
 */

const FRACTIONS_TEST = 'QT-FRAC-06';
/** Each width with the spec-file prefixes of its two fresh students (unused by other specs). */
const phones = [
  { width: 320, height: 640, prefixes: ['79', '83'] },
  { width: 360, height: 800, prefixes: ['80', '88'] },
  { width: 412, height: 900, prefixes: ['82', '89'] },
];

/** The page has not panned and its layout viewport is the screen's width. */
async function expectNoPan(page: Page, width: number) {
  const { scrollX, innerWidth, visualLeft } = await page.evaluate(() => ({
    scrollX: window.scrollX,
    innerWidth: window.innerWidth,
    visualLeft: window.visualViewport?.offsetLeft ?? 0,
  }));
  expect({ scrollX, innerWidth, visualLeft }).toEqual({ scrollX: 0, innerWidth: width, visualLeft: 0 });
}

/** The element's box lies inside the screen. */
async function expectOnScreen(
  page: Page,
  locator: ReturnType<Page['locator']>,
  width: number,
  height: number,
) {
  const box = await locator.boundingBox();
  expect(box, 'a box on the page').not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width + 1);
  expect(box!.y + box!.height).toBeLessThanOrEqual(height + 1);
}

for (const size of phones) {
  test.describe(`the runner on a ${size.width} px phone`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });
    test.describe.configure({ timeout: 120_000 });

    test('question 12 without panning, the flag and End Test confirmations on screen, OK submits by tap', async ({
      page,
      request,
    }, info) => {
      await freshTestTaker(page, request, info, size.prefixes[0]!);
      await beginTest(page, FRACTIONS_TEST);
      await expect(page.getByRole('heading', { name: 'Question 1 of 12' })).toBeVisible();
      await expectPhoneLayout(page, `/assessment (12 questions) at ${size.width} px`, info);

      const stepper = page.getByRole('navigation', { name: 'Questions' });
      const twelve = stepper.getByRole('button', { name: /^Question 12,/ });
      await twelve.scrollIntoViewIfNeeded();
      await twelve.tap();
      await expect(page.getByRole('heading', { name: 'Question 12 of 12' })).toBeVisible();
      await expectNoPan(page, size.width);
      await expectOnScreen(page, twelve, size.width, size.height);
      await expectPhoneLayout(page, `/assessment on question 12 at ${size.width} px`, info);

      await page.getByRole('button', { name: 'Flag question' }).tap();
      const flagConfirm = page.getByRole('alertdialog', {
        name: 'Do you want to report error(s) in this question?',
      });
      await expect(flagConfirm).toBeVisible();
      await expectPhoneLayout(page, 'the flag confirmation', info);
      await expectOnScreen(page, flagConfirm.getByRole('button', { name: 'Yes' }), size.width, size.height);
      await flagConfirm.getByRole('button', { name: 'Yes' }).tap();
      const flagDialog = page.getByRole('dialog', { name: 'Question flag' });
      await expect(flagDialog).toBeVisible();
      await expectPhoneLayout(page, 'the question flag dialog', info);
      await expectOnScreen(page, flagDialog.getByRole('button', { name: 'Submit' }), size.width, size.height);
      await page.keyboard.press('Escape');
      await expect(flagDialog).toBeHidden();

      await page.getByRole('button', { name: 'End Test' }).tap();
      const confirm = page.getByRole('alertdialog', { name: 'Are you sure you want to Submit?' });
      await expect(confirm).toBeVisible();
      await expectNoPan(page, size.width);
      await expectPhoneLayout(page, 'the End Test confirmation', info);
      const ok = confirm.getByRole('button', { name: 'OK' });
      await expectOnScreen(page, ok, size.width, size.height);
      await ok.tap();
      await expect(summary(page, 'Current Attempt')).toBeVisible({ timeout: 15_000 });
      await expectPhoneLayout(page, `the result at ${size.width} px`, info);
    });

    test('the time-out overlay is on screen', async ({ page, request }, info) => {
      await freshTestTaker(page, request, info, size.prefixes[1]!);
      await page.clock.install();
      await beginTest(page, QUICK_TEST);
      await page.clock.fastForward('02:01');
      const overlay = page.getByRole('dialog', { name: 'Time is up' });
      await expect(overlay).toBeVisible();
      await expectPhoneLayout(page, 'the Time is up overlay', info);
      await expectOnScreen(page, overlay, size.width, size.height);
      await page.clock.fastForward(3_000);
      await expect(summary(page, 'Current Attempt')).toBeVisible({ timeout: 15_000 });
    });
  });
}
