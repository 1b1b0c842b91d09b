import { expect, test, type Dialog, type Page } from './support/csp';
import {
  beginTest,
  freshTestTaker,
  goToQuestion,
  SCIENCE_TEST,
  submitTest,
  summary,
  testHistory,
} from './support/test-runner';
import { ONCE } from './support/once';

const connectionLost = /Connection lost\. Your answers are saved on this device/;

/** Reloads the runner; its before-unload warning is answered "leave" (and must have been asked once answering). */
async function reloadRunner(page: Page) {
  const asked: string[] = [];
  const onDialog = (dialog: Dialog) => {
    asked.push(dialog.type());
    void dialog.accept();
  };
  page.on('dialog', onDialog);
  await page.reload();
  page.off('dialog', onDialog);
  return asked;
}

/** Q2: Copper and Aluminium (both right, 2 marks); Q3: 6 km/h (right, 1 mark). */
async function answerQ2(page: Page) {
  await goToQuestion(page, 2);
  await page.getByRole('checkbox', { name: /Copper/ }).check();
  await page.getByRole('checkbox', { name: /Aluminium/ }).check();
}
async function answerQ3(page: Page) {
  await goToQuestion(page, 3);
  await page.getByRole('radio', { name: /6 km\/h/ }).check();
}

test.describe('test runner faults', () => {
  test.describe.configure({ timeout: 120_000 });

  test(
    'offline mid-test, a reload and an offline submit lose no answer and record exactly one attempt',
    ONCE,
    async ({ page, context, request }, info) => {
      const userId = await freshTestTaker(page, request, info, '63');
      await beginTest(page);
      await answerQ2(page);

      // Offline: answering goes on, kept on the device.
      await context.setOffline(true);
      await answerQ3(page);
      await context.setOffline(false);
      await reloadRunner(page);

      // The reload resumes the same sitting with both answers (no new attempt is begun).
      await expect(page.getByRole('heading', { name: 'Question 3 of 10' })).toBeVisible({ timeout: 15_000 });
      await expect(page.getByRole('radio', { name: /6 km\/h/ })).toBeChecked();
      await goToQuestion(page, 2);
      await expect(page.getByRole('checkbox', { name: /Copper/ })).toBeChecked();
      await expect(page.getByRole('checkbox', { name: /Aluminium/ })).toBeChecked();

      // Submitted offline: the submission waits; back online and reloaded, it is sent (once) and the result shows.
      await context.setOffline(true);
      await submitTest(page);
      await expect(page.getByText(connectionLost)).toBeVisible({ timeout: 15_000 });
      await context.setOffline(false);
      await reloadRunner(page);
      await expect(summary(page, 'Current Attempt')).toBeVisible({ timeout: 30_000 });

      const history = await testHistory(page, userId, SCIENCE_TEST);
      expect(history.attemptList).toHaveLength(1);
      expect(history.attemptList[0]).toMatchObject({ rightAnswerCount: 2, marksObtained: 3 });
    },
  );

  test(
    'a server failing the first SendTestAttempt with 500 still ends with exactly one attempt',
    ONCE,
    async ({ page, request }, info) => {
      const userId = await freshTestTaker(page, request, info, '64');
      // The first submission reaches the server (which records it) but the app sees a 500: the retry carries the
      // same Idempotency-Key, so the server answers with the attempt it already has.
      const keys: string[] = [];
      await page.route(
        '**/QuestUser/SendTestAttempt',
        async (route) => {
          await route.fetch();
          await route.fulfill({ status: 500, json: { error: 'Internal error' } });
        },
        { times: 1 },
      );
      page.on('request', (r) => {
        if (r.url().includes('/QuestUser/SendTestAttempt')) keys.push(r.headers()['idempotency-key'] ?? '');
      });
      await beginTest(page);
      await answerQ3(page);
      await submitTest(page);
      await expect(summary(page, 'Current Attempt')).toBeVisible({ timeout: 30_000 });

      const history = await testHistory(page, userId, SCIENCE_TEST);
      expect(history.attemptList).toHaveLength(1);
      expect(history.attemptList[0]).toMatchObject({ rightAnswerCount: 1, marksObtained: 1 });
      expect(keys.length).toBeGreaterThanOrEqual(2);
      expect(new Set(keys).size).toBe(1);
      expect(keys[0]).not.toBe('');
    },
  );

  test(
    'after a reload the timer shows the true remaining time within 1 s of the server deadline',
    ONCE,
    async ({ page, request }, info) => {
      await freshTestTaker(page, request, info, '65');
      const started = page.waitForResponse((r) => r.url().includes('/QuestUser/StartTestAttempt') && r.ok());
      await beginTest(page);
      const { deadline, durationSeconds } = (await (await started).json()) as {
        deadline: string;
        durationSeconds: number;
      };
      await answerQ3(page);
      // Let the sitting run a little so a restarted countdown would show.
      await page.waitForTimeout(2_500);
      const asked = await reloadRunner(page);
      expect(asked).toContain('beforeunload');

      const timer = page.getByRole('timer');
      await expect(timer).toBeVisible({ timeout: 15_000 });
      await expect(page.getByRole('radio', { name: /6 km\/h/ })).toBeChecked();
      // Read right after the display changes (it redraws once a second) and compare whole seconds, as it shows
      // them: the seconds left to the deadline, rounded up.
      const driftAtTick = async () => {
        const before = (await timer.textContent()) ?? '';
        await expect(timer).not.toHaveText(before);
        const text = (await timer.textContent()) ?? '';
        const real = Math.ceil((Date.parse(deadline) - Date.now()) / 1000);
        const match = /(\d+):(\d\d)/.exec(text);
        expect(match, `m:ss in "${text}"`).not.toBeNull();
        return Math.abs(Number(match![1]) * 60 + Number(match![2]) - real);
      };
      expect(await driftAtTick()).toBeLessThanOrEqual(1);
      expect(await driftAtTick()).toBeLessThanOrEqual(1);
      expect((Date.parse(deadline) - Date.now()) / 1000).toBeLessThan(durationSeconds - 2);
    },
  );
});
