import { expect, type APIRequestContext, type Locator, type Page, type TestInfo } from '@playwright/test';
import { registerFreshUser } from './fresh-user';
import { currentUserId, sessionToken, signInAnywhere } from './store';
import { press } from './touch';

/**
 * "Science: Our Surroundings — Chapter Test" (09) of the Grade 6 quest (101), the content whose paper is QT-SCI-06
 * "Science: Our Surroundings" (10 questions, 15 min; question 2 check boxes, question 3 a radio). A fresh student is
 * given the quest (as a school would assign it), so attempts never leak between tests or between the phone and
 * desktop projects running at once. (The name is older than the seed fix of issue 24, when the Grade 7 trial's
 * "Photosynthesis Test" still opened this Grade 6 paper.)
 */
export const trialTestPlace = {
  questId: 101,
  missionId: 1012,
  operationId: 10121,
  contentId: 201013,
} as const;
export const SCIENCE_TEST = 'QT-SCI-06';
/**
 * The two-minute test "Quick Check: Decimals" (seeded on quest 101's Decimals task); opened at the same place by
 * its code. The server serves it only to holders of quest 101 (ADR 0105).
 */
export const QUICK_TEST = 'QT-QUICK-06';
/** The quest whose contents carry the science, quick and fractions tests. */
const TESTS_QUEST = 101;

/** One attempt as GetTestHistory reports it. */
export interface AttemptRow {
  attemptNumber: number;
  marksObtained: number;
  totalMarks: number;
  skipQuestionCount: number;
  rightAnswerCount: number;
  wrongAnswerCount: number;
  totalTimeConsume: number;
}
export interface History {
  bestAttemptNumber: number;
  attemptList: AttemptRow[];
}

export const instructionUrl = (testCode?: string) =>
  `/instruction?${new URLSearchParams({
    ...Object.fromEntries(Object.entries(trialTestPlace).map(([k, v]) => [k, String(v)])),
    ...(testCode ? { testCode } : {}),
  })}`;

/** A new student holding the Grade 6 quest (the tests' place), signed in; returns the user id. */
export async function freshTestTaker(page: Page, request: APIRequestContext, info: TestInfo, prefix: string) {
  const userName = await registerFreshUser(request, info, prefix, 'Runner');
  await signInAnywhere(page, userName);
  const userId = await currentUserId(page);
  // The science, quick and fractions tests belong to quest 101: the student holds it as a school would assign it.
  const held = await page.request.post('/__test/hold', { data: { userName, questId: TESTS_QUEST } });
  expect(held.ok(), await held.text()).toBe(true);
  return userId;
}

/** The server's record of the student's attempts of a test (GetTestHistory with the page's session). */
export async function testHistory(page: Page, userId: number, testCode: string): Promise<History> {
  const token = await sessionToken(page);
  const response = await page.request.get(`/QuestUser/GetTestHistory?UserId=${userId}&TestCode=${testCode}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as History;
}

/** The instructions, then Begin Test; resolves when the first question shows. */
export async function beginTest(page: Page, testCode?: string) {
  await page.goto(instructionUrl(testCode));
  await expect(page.getByRole('heading', { name: 'Instruction For Assessment' })).toBeVisible();
  await press(page.getByRole('button', { name: 'Begin Test' }));
  await expect(page).toHaveURL((url) => url.pathname === '/assessment');
  await expect(page.getByRole('heading', { name: /^Question 1 of \d+$/ })).toBeVisible({ timeout: 15_000 });
}

/** Next until "Question n of …" shows. */
export async function goToQuestion(page: Page, n: number) {
  await page
    .getByRole('navigation', { name: 'Questions' })
    .getByRole('button', { name: `Question ${n},` })
    .click();
  await expect(page.getByRole('heading', { name: new RegExp(`^Question ${n} of \\d+$`) })).toBeVisible();
}

/** End Test, then OK on 'Are you sure you want to Submit?'. */
export async function submitTest(page: Page) {
  await press(page.getByRole('button', { name: 'End Test' }));
  const confirm = page.getByRole('alertdialog', { name: 'Are you sure you want to Submit?' });
  await press(confirm.getByRole('button', { name: 'OK' }));
}

/** A result block ('Current Attempt', 'Best Attempt'). */
export const summary = (page: Page, title: string): Locator => page.getByRole('region', { name: title });

/** A figure of a result block, as shown. */
export const figure = (
  block: Locator,
  key: 'score' | 'correct' | 'incorrect' | 'skipped' | 'attempts' | 'timeTaken',
) => block.locator(`[data-key="${key}"] dd`);

/** The block's figures equal the server's attempt (score to two decimals, time as m:ss). */
export async function expectFigures(block: Locator, attempt: AttemptRow) {
  const two = (v: number) => String(Math.round(v * 100) / 100);
  const time = `${Math.floor(attempt.totalTimeConsume / 60)}:${String(attempt.totalTimeConsume % 60).padStart(2, '0')}`;
  await expect(figure(block, 'score')).toHaveText(`${two(attempt.marksObtained)}/${two(attempt.totalMarks)}`);
  await expect(figure(block, 'correct')).toHaveText(String(attempt.rightAnswerCount));
  await expect(figure(block, 'incorrect')).toHaveText(String(attempt.wrongAnswerCount));
  await expect(figure(block, 'skipped')).toHaveText(String(attempt.skipQuestionCount));
  await expect(figure(block, 'timeTaken')).toHaveText(time);
}
