import { expect, test, type Page } from './support/csp';
import { demoUsers, signIn } from './support/sign-in';
import { currentUserId, sessionToken } from './support/store';
import { ONCE } from './support/once';

/*
 * A test's report page (/report/{testId}, ADR 0080) against the reference server: the science quest test (502),
 * which Aarav and the classmates took, so every panel has data. Each panel's call answers 500 in turn. A test not
 * taken shows the no-report state, and View Report opens the diagnostic report (ADR 0115).
 */

const SCIENCE_TEST_ID = 502;

/** One analytics call as the server answers it, with the page's session. */
async function analytics<T>(page: Page, path: string, extra: Record<string, unknown> = {}): Promise<T> {
  const token = await sessionToken(page);
  const userId = await currentUserId(page);
  const response = await page.request.post(`/analytics/api/search/${path}/`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { userId, testId: SCIENCE_TEST_ID, ...extra },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as T;
}

const table = (page: Page, caption: string) => page.getByRole('table', { name: caption });

test.describe('test report', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, demoUsers.aarav);
  });

  test('the detail table and the four analyses show the server data', async ({ page }) => {
    await page.goto(`/report/${SCIENCE_TEST_ID}`);
    const detail = await analytics<{ data: { userDetails: { userName: string } }[]; totalRecords: number }>(
      page,
      'getTestDetailByUserAndTestId',
      { range: '', pageNumber: 1, pageSize: 10 },
    );
    expect(detail.data.length).toBeGreaterThan(0);
    const detailTable = table(page, 'Test Detail');
    for (const row of detail.data) {
      await expect(detailTable.getByRole('rowheader', { name: row.userDetails.userName })).toBeVisible();
    }

    const bloom = await analytics<{ data: { bloom_level: string }[] }>(page, 'getTesBloomLevelAnalysis');
    const dok = await analytics<{ data: { dok_level: string }[] }>(page, 'getTestDOKLevelAnalysis');
    const effort = await analytics<{ data: { effort_level: string }[] }>(page, 'getTesDifficultyAnalysis');
    const questions = await analytics<{ data: unknown[] }>(page, 'getQuestionWiseTestAnalysis');
    const capital = (level: string) => level.charAt(0).toUpperCase() + level.slice(1);
    for (const [caption, levels] of [
      ['Bloom Level Analysis', bloom.data.map((r) => r.bloom_level)],
      ['Depth of Knowledge (DOK) wise Analysis', dok.data.map((r) => r.dok_level)],
      ['Level Of Effort Analysis', effort.data.map((r) => r.effort_level)],
    ] as const) {
      expect(levels.length).toBeGreaterThan(0);
      const levelTable = table(page, caption);
      for (const level of levels) {
        await expect(levelTable.getByRole('rowheader', { name: capital(level) })).toBeVisible();
      }
    }
    const questionTable = table(page, 'Question-wise Analysis');
    await expect(questionTable.locator('tbody tr')).toHaveCount(questions.data.length);
    // Question text goes through RichText (ADR 0115): formulas typeset, never their TeX delimiters.
    await expect(questionTable.locator('tbody .katex').first()).toBeVisible();
    await expect(questionTable.locator('tbody [aria-busy="true"]')).toHaveCount(0);
    const tableText = await questionTable.locator('tbody').textContent();
    expect(tableText).not.toContain('\\(');
    expect(tableText).not.toContain('\\)');

    // A question opens its detail dialog, which closes with Escape.
    await questionTable.getByRole('button').first().click();
    const dialog = page.getByRole('dialog', { name: 'Question 1' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('a test not taken yet shows the no-report state, not four failures', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name === 'desktop', 'the same state at every width (story NoReport)');
    // An upcoming test: nobody has taken it.
    const token = await sessionToken(page);
    const userId = await currentUserId(page);
    const list = await page.request.post('/analytics/api/GetTestList/', {
      headers: { Authorization: `Bearer ${token}` },
      data: { type: 2, testTypeId: 0, subjectId: 0, userId, pageNumber: 1, pageSize: 10 },
    });
    const upcoming = ((await list.json()) as { data: { testList: { testId: number }[] } }).data.testList[0]!;
    await page.goto(`/report/${upcoming.testId}?name=Upcoming`);
    await expect(page.getByText('There is no report for this test yet: you have not taken it.')).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByText(/^Failed to fetch/)).toHaveCount(0);
    await expect(page.getByRole('table')).toHaveCount(0);
  });

  test('View Report on /assessment-tests opens the test’s diagnostic report, not the test', async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name === 'desktop', 'the same frame and page as on a phone');
    await page.goto('/assessment-tests?tab=past&page=1');
    await page.getByRole('button', { name: 'View Report' }).first().click();
    await expect(page).toHaveURL(
      (url) => url.pathname === '/online-test' && url.searchParams.get('view') === 'report',
    );
    const frame = page.frameLocator('iframe');
    await expect(frame.getByRole('heading', { level: 1, name: 'Diagnostic report' })).toBeVisible();
    await expect(frame.getByRole('table', { name: 'Attempts' })).toBeVisible();
    await expect(frame.getByRole('button', { name: 'Submit' })).toHaveCount(0);
    await frame.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/assessment-tests');
  });

  for (const [call, text] of [
    ['getTestDetailByUserAndTestId', 'Failed to fetch data'],
    ['getTesBloomLevelAnalysis', 'Failed to fetch Bloom data'],
    ['getTesDifficultyAnalysis', 'Failed to fetch Level Of Effort data'],
    ['getTestDOKLevelAnalysis', 'Failed to fetch Depth of Knowledge (DOK) wise Analysis'],
    ['getQuestionWiseTestAnalysis', 'Failed to fetch QuestionWise data'],
  ] as const) {
    test(`${call} answering 500 shows "${text}" in its panel only`, ONCE, async ({ page }) => {
      await page.route(`**/analytics/api/search/${call}/`, (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"Server error"}' }),
      );
      await page.goto(`/report/${SCIENCE_TEST_ID}`);
      // A busy machine may take a while to load the lazy route: wait for the panel, not a fixed time.
      await expect(page.getByText(text, { exact: true })).toBeVisible({ timeout: 15_000 });
      // The other panels still show their data.
      await expect(page.getByRole('table')).not.toHaveCount(0);
      for (const other of [
        'Failed to fetch data',
        'Failed to fetch Bloom data',
        'Failed to fetch Level Of Effort data',
        'Failed to fetch Depth of Knowledge (DOK) wise Analysis',
        'Failed to fetch QuestionWise data',
      ].filter((t) => t !== text)) {
        await expect(page.getByText(other, { exact: true })).toHaveCount(0);
      }
    });
  }
});
