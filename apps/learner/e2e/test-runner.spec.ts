import { expect, test } from './support/csp';
import {
  beginTest,
  expectFigures,
  figure,
  freshTestTaker,
  goToQuestion,
  QUICK_TEST,
  SCIENCE_TEST,
  submitTest,
  summary,
  testHistory,
  trialTestPlace,
} from './support/test-runner';
import { press } from './support/touch';

const flagged = 'Thank you. The question has been reported for review.';

test.describe('test runner', () => {
  test.describe.configure({ timeout: 120_000 });

  test('instructions, answers, a flag, submit, the server’s result, review, close; a second attempt updates Best Attempt and the chart', async ({
    page,
    request,
  }, info) => {
    const userId = await freshTestTaker(page, request, info, '61');
    const leaveTo = (page.viewportSize()?.width ?? 0) < 960 ? '/topics' : '/task';

    // The mission page links the test by place only: the content's own test code is used.
    await beginTest(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Science: Our Surroundings' })).toBeVisible();
    await expect(page.getByRole('timer')).toHaveText(/Time left\s*1[45]:\d\d/);

    // A check-box question (Q2) and a radio question (Q3).
    await goToQuestion(page, 2);
    await page.getByRole('checkbox', { name: /Copper/ }).check();
    await page.getByRole('checkbox', { name: /Aluminium/ }).check();
    await press(page.getByRole('button', { name: 'Next' }));
    await expect(page.getByRole('heading', { name: 'Question 3 of 10' })).toBeVisible();
    await page.getByRole('radio', { name: /6 km\/h/ }).check();
    await expect(page.getByRole('status').filter({ hasText: 'saved on this device' }).first()).toBeVisible();

    // Flag Q3: the confirmation, 'Remark is required' on an empty remark, then the server's message.
    await press(page.getByRole('button', { name: 'Flag question' }));
    await page
      .getByRole('alertdialog', { name: 'Do you want to report error(s) in this question?' })
      .getByRole('button', { name: 'Yes' })
      .click();
    const flagDialog = page.getByRole('dialog', { name: 'Question flag' });
    await press(flagDialog.getByRole('button', { name: 'Submit' }));
    await expect(flagDialog.getByText('Remark is required')).toBeVisible();
    await flagDialog.getByRole('textbox', { name: /Remark/ }).fill('Option C looks like a typo.');
    await press(flagDialog.getByRole('button', { name: 'Submit' }));
    await expect(flagDialog).toBeHidden();
    await expect(page.getByText(flagged)).toBeVisible();
    // The 2 s snackbar goes by itself.
    await expect(page.getByText(flagged)).toBeHidden({ timeout: 5_000 });

    await submitTest(page);
    const current = summary(page, 'Current Attempt');
    await expect(current).toBeVisible({ timeout: 15_000 });
    const first = await testHistory(page, userId, SCIENCE_TEST);
    expect(first.attemptList).toHaveLength(1);
    const [attempt1] = first.attemptList;
    expect(attempt1!.rightAnswerCount).toBe(2);
    await expectFigures(current, attempt1!);
    await expect(figure(current, 'attempts')).toHaveText('1');
    await expect(page.getByRole('img', { name: /^Attempt \d+:/ })).toHaveCount(1);

    // Review: the first question with its answers and explanation; Close returns to the result.
    await press(page.getByRole('button', { name: 'Review' }));
    await expect(page.getByText('Your Answer', { exact: true })).toBeVisible();
    await expect(page.getByText('Correct Answer', { exact: true })).toBeVisible();
    await expect(page.getByText('Explanation :', { exact: true })).toBeVisible();
    await press(page.getByRole('button', { name: 'Close' }));
    await expect(current).toBeVisible();

    // Close leaves the test: /topics on phones, /task on desktops.
    await press(page.getByRole('button', { name: 'Close' }));
    await expect(page).toHaveURL((url) => url.pathname === leaveTo);
    expect(new URL(page.url()).searchParams.get('missionId')).toBe(String(trialTestPlace.missionId));

    // A second attempt from Begin Test: only Q3 right this time.
    await beginTest(page);
    await goToQuestion(page, 3);
    await page.getByRole('radio', { name: /6 km\/h/ }).check();
    await submitTest(page);
    await expect(summary(page, 'Current Attempt')).toBeVisible({ timeout: 15_000 });
    const second = await testHistory(page, userId, SCIENCE_TEST);
    expect(second.attemptList).toHaveLength(2);
    const attempt2 = second.attemptList.find((a) => a.attemptNumber === 2)!;
    const best = second.attemptList.find((a) => a.attemptNumber === second.bestAttemptNumber)!;
    await expectFigures(summary(page, 'Current Attempt'), attempt2);
    await expect(summary(page, 'Best Attempt')).toBeVisible();
    await expectFigures(summary(page, 'Best Attempt'), best);
    await expect(page.getByRole('img', { name: /^Attempt \d+:/ })).toHaveCount(2);
  });

  test('the two-minute test left alone times out: the overlay shows, then the result comes by itself', async ({
    page,
    request,
  }, info) => {
    const userId = await freshTestTaker(page, request, info, '62');
    await page.clock.install();
    await beginTest(page, QUICK_TEST);
    await expect(page.getByRole('heading', { level: 1, name: 'Quick Maths Check' })).toBeVisible();
    await expect(page.getByRole('timer')).toHaveText(/[12]:\d\d/);

    await page.clock.fastForward('02:01');
    await expect(page.getByText('Time is up')).toBeVisible();
    await page.clock.fastForward(3_000);
    const current = summary(page, 'Current Attempt');
    await expect(current).toBeVisible({ timeout: 15_000 });
    const history = await testHistory(page, userId, QUICK_TEST);
    expect(history.attemptList).toHaveLength(1);
    expect(history.attemptList[0]!.skipQuestionCount).toBe(10);
    await expectFigures(current, history.attemptList[0]!);
  });
});
