import { expect, test } from './support/csp';
import {
  beginTest,
  expectFigures,
  figure,
  freshTestTaker,
  goToQuestion,
  instructionUrl,
  QUICK_TEST,
  SCIENCE_TEST,
  submitTest,
  summary,
  testHistory,
  trialTestPlace,
} from './support/test-runner';
import { press } from './support/touch';

const flagged = 'Thank you. The question has been reported for review.';
/** The 20-minute Fractions test (12 questions), served to the fresh test taker at the trial quest's test place. */
const FRACTIONS_TEST = 'QT-FRAC-06';

test.describe('test runner', () => {
  test.describe.configure({ timeout: 120_000 });

  test('instructions, answers (one skipped), a flag, submit, the server’s result, review, close; reopened it shows the result with no new attempt; Retake makes a second attempt that updates Best Attempt and the chart', async ({
    page,
    request,
  }, info) => {
    const userId = await freshTestTaker(page, request, info, '61');
    const leaveTo = (page.viewportSize()?.width ?? 0) < 960 ? '/topics' : '/task';

    // The mission page links the test by place only: the content's own test code is used.
    await beginTest(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Science: Our Surroundings' })).toBeVisible();
    await expect(page.getByRole('timer')).toHaveText(/Time left\s*1[45]:\d\d/);

    // A check-box question (Q2) and a radio question (Q3); Q1 is left without an answer: Skipped.
    await goToQuestion(page, 2);
    const stepper = page.getByRole('navigation', { name: 'Questions' });
    await expect(stepper.getByRole('button', { name: /^Question 1, Skipped/ })).toBeVisible();
    await expect(stepper.getByRole('button', { name: /^Question 4, Not visited/ })).toBeVisible();
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
    await expect(page.getByText('Explanation:', { exact: true })).toBeVisible();
    await press(page.getByRole('button', { name: 'Close' }));
    await expect(current).toBeVisible();

    // Close leaves the test: /topics on phones, /task on desktops.
    await press(page.getByRole('button', { name: 'Close' }));
    await expect(page).toHaveURL((url) => url.pathname === leaveTo);
    expect(new URL(page.url()).searchParams.get('missionId')).toBe(String(trialTestPlace.missionId));

    // Reopened from its link, the finished test shows its result and review; the server starts no attempt.
    const starts: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/QuestUser/StartTestAttempt')) starts.push(r.url());
    });
    await page.goto(instructionUrl());
    await expect(page).toHaveURL((url) => url.pathname === '/assessment');
    await expectFigures(summary(page, 'Current Attempt'), attempt1!);
    await press(page.getByRole('button', { name: 'Review' }));
    await expect(page.getByText('Your Answer', { exact: true })).toBeVisible();
    await press(page.getByRole('button', { name: 'Close' }));
    expect(starts).toEqual([]);
    expect((await testHistory(page, userId, SCIENCE_TEST)).attemptList).toHaveLength(1);

    // Retake: the instructions again, then a second attempt from Begin Test: only Q3 right this time.
    await press(page.getByRole('button', { name: 'Retake' }));
    await expect(page.getByRole('heading', { name: 'Instruction For Assessment' })).toBeVisible();
    await press(page.getByRole('button', { name: 'Begin Test' }));
    await expect(page.getByRole('heading', { name: /^Question 1 of \d+$/ })).toBeVisible({ timeout: 15_000 });
    expect(starts).toHaveLength(1);
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

  test('timers suspended 19 minutes, then an offline submit: the time sent is 19 min (±5 s) and the charts draw once online', async ({
    page,
    context,
    request,
  }, info) => {
    test.skip(info.project.name !== 'phone', 'the clock and the charts are the same at every width');
    await freshTestTaker(page, request, info, '68');
    await page.clock.install();
    await beginTest(page, FRACTIONS_TEST);
    await goToQuestion(page, 2);

    // The phone sleeps 19 minutes (timers fire at most once on waking); the student submits with the network down.
    await page.clock.fastForward('19:00');
    await context.setOffline(true);
    const sent = page.waitForRequest((r) => r.url().includes('/QuestUser/SendTestAttempt'));
    await submitTest(page);
    const body = (await sent).postDataJSON() as {
      testAttemptedDuration: string;
      question: { timeSpent: string }[];
    };
    await expect(page.getByText(/Connection lost\. Your answers are saved on this device/)).toBeVisible({
      timeout: 15_000,
    });
    const taken = Number(body.testAttemptedDuration);
    const perQuestion = body.question.reduce((sum, q) => sum + Number(q.timeSpent), 0);
    info.annotations.push({
      type: 'time-taken-after-19-min',
      description: `${taken} s sent (${perQuestion} s by question)`,
    });
    expect(Math.abs(taken - 19 * 60), `Time Taken ${taken} s`).toBeLessThanOrEqual(5);
    expect(Math.abs(perQuestion - taken), `time by question ${perQuestion} s`).toBeLessThanOrEqual(2);

    // Back online (no reload): the waiting submission goes through and both charts draw.
    await context.setOffline(false);
    const current = summary(page, 'Current Attempt');
    await expect(current).toBeVisible({ timeout: 40_000 });
    await expect(current.getByRole('figure', { name: 'Current Attempt answers' })).toBeVisible();
    await expect(page.getByRole('img', { name: /^Attempt 1:/ })).toBeVisible();
    await expect(page.getByText('Loading chart…')).toHaveCount(0);
  });

  test('the two-minute test left alone times out: the overlay shows, then the result comes by itself', async ({
    page,
    request,
  }, info) => {
    const userId = await freshTestTaker(page, request, info, '62');
    await page.clock.install();
    await beginTest(page, QUICK_TEST);
    await expect(page.getByRole('heading', { level: 1, name: 'Quick Check: Decimals' })).toBeVisible();
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
