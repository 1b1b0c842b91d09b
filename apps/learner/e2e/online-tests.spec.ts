import { expect, test, type Page } from './support/csp';
import { expectNoA11yViolations } from './support/axe';
import { demoUsers, signIn } from './support/sign-in';
import { currentUserId, sessionToken } from './support/store';
import { expectPhoneLayoutOnPhones } from './support/layout';

/*
 * Online tests against the reference server's demo data (Aarav, ADR 0034): 11 Ongoing, 3 Upcoming and 13 Past
 * assignments, so Ongoing and Past have a second page. The external test is the content origin's stand-in page.
 */

type Tab = 'ongoing' | 'upcoming' | 'past';
const tabType: Record<Tab, number> = { ongoing: 1, upcoming: 2, past: 3 };
const tabName: Record<Tab, string> = { ongoing: 'Ongoing', upcoming: 'Upcoming', past: 'Past' };

interface TestListAnswer {
  data: {
    testList: { testAlternateName: string; onlineStudentAssignmentId: number; testId: number }[];
    maxPageCount: number;
  };
}

/** One page of a tab as the server answers it, with the page's session. */
async function serverPage(page: Page, tab: Tab, pageNumber: number): Promise<TestListAnswer['data']> {
  const token = await sessionToken(page);
  const userId = await currentUserId(page);
  const response = await page.request.post('/analytics/api/GetTestList/', {
    headers: { Authorization: `Bearer ${token}` },
    data: { type: tabType[tab], testTypeId: 0, subjectId: 0, userId, pageNumber, pageSize: 10 },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as TestListAnswer).data;
}

const cardNames = (page: Page, tab: Tab) =>
  page.getByRole('list', { name: `${tabName[tab]} tests` }).getByRole('heading', { level: 2 });

test.describe('online tests', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, demoUsers.aarav);
  });

  test('the profile leads to the dashboard and the tests; each tab lists its tests with paging', async ({
    page,
  }) => {
    await page.goto('/home/profile');
    await page.getByRole('button', { name: 'Tests and reports' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/assessment-dashboard');
    await page.getByRole('heading', { name: 'Test', exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/assessment-tests');

    for (const tab of ['ongoing', 'upcoming', 'past'] as const) {
      const first = await serverPage(page, tab, 1);
      expect(first.testList.length).toBeGreaterThan(0);
      await page.getByRole('tab', { name: tabName[tab] }).click();
      await expect(page.getByRole('tab', { name: tabName[tab], selected: true })).toBeVisible();
      await expect(cardNames(page, tab)).toHaveText(first.testList.map((t) => t.testAlternateName));
      if (first.maxPageCount < 2) {
        await expect(page.getByRole('navigation', { name: 'Test pages' })).toHaveCount(0);
        continue;
      }
      const second = await serverPage(page, tab, 2);
      await page
        .getByRole('navigation', { name: 'Test pages' })
        .getByRole('button', { name: 'Next page' })
        .click();
      await expect(page).toHaveURL((url) => url.searchParams.get('page') === '2');
      await expect(cardNames(page, tab)).toHaveText(second.testList.map((t) => t.testAlternateName));
      // The address keeps the tab and the page across a reload.
      await page.reload();
      await expect(cardNames(page, tab)).toHaveText(second.testList.map((t) => t.testAlternateName));
    }
    expect((await serverPage(page, 'ongoing', 1)).maxPageCount).toBe(2);
    expect((await serverPage(page, 'past', 1)).maxPageCount).toBe(2);
  });

  test('Start Test opens the external test in a frame; its FinishTest returns to the list', async ({
    page,
  }) => {
    await page.goto('/assessment-tests?tab=ongoing&page=1');
    const first = (await serverPage(page, 'ongoing', 1)).testList[0]!;
    await page.getByRole('button', { name: 'Start Test' }).first().click();
    await expect(page).toHaveURL(
      (url) =>
        url.pathname === '/online-test' &&
        url.searchParams.get('osaid') === String(first.onlineStudentAssignmentId) &&
        !url.search.includes('token'),
    );
    const frameElement = page.locator(`iframe[title="${first.testAlternateName}"]`);
    await expect(frameElement.contentFrame().locator('body')).toBeVisible();
    await expectNoA11yViolations(page, '/online-test');
    await expectPhoneLayoutOnPhones(page, '/online-test');
    const src = new URL((await frameElement.getAttribute('src')) ?? '');
    expect(src.searchParams.get('osaid')).toBe(String(first.onlineStudentAssignmentId));
    expect(src.searchParams.get('type')).toBe('web');
    expect(src.searchParams.get('token')).toBe(await sessionToken(page));

    const frame = page.frameLocator(`iframe[title="${first.testAlternateName}"]`);
    await frame.getByRole('button', { name: 'Submit' }).click({ timeout: 20_000 });
    await frame.getByRole('button', { name: 'Finish' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/assessment-tests');
    await expect(page.getByRole('tab', { name: 'Ongoing', selected: true })).toBeVisible();
  });

  test('Download Report saves Report.pdf', async ({ page }) => {
    await page.goto('/assessment-tests?tab=past&page=1');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download Report' }).first().click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('Report.pdf');
    const path = await file.path();
    expect(path).toBeTruthy();
  });
});
