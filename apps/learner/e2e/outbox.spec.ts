import { expect, test, type Page } from './support/csp';
import { DEMO_PASSWORD, registerFreshUser } from './support/fresh-user';
import { sessionGet } from './support/session-api';
import { signIn } from './support/sign-in';

/*
 * The device's write queue (ADR 0090) against the reference server. A fresh student takes the Grade 6 trial
 * (product 201 → quest 101) and finishes the activity 201006 twice while writes cannot reach the server: both
 * access records wait in IndexedDB. The tab closes (the session with it); a new tab signs in and the records reach
 * the server once each, with the keys they were first sent with. A repeat of one key is answered, not applied.
 */
const QUEST = 101;
const ACTIVITY = 201006;
const TRIAL_PRODUCT = 201;
const activityHref = `/activity?questId=${QUEST}&missionId=1011&operationId=10112&contentId=${ACTIVITY}`;
const ACCESS = '**/QuestUser/SendContentAccess';

interface Waiting {
  key: string;
  userId: number;
  endpoint: string;
  body: Record<string, unknown>;
}

/** The outbox's entries, read from IndexedDB in the page. */
const waitingWrites = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<Waiting[]>((resolve, reject) => {
        const open = indexedDB.open('quest-outbox', 1);
        open.onupgradeneeded = () => open.result.createObjectStore('writes', { keyPath: 'key' });
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const all = open.result.transaction('writes', 'readonly').objectStore('writes').getAll();
          all.onsuccess = () => {
            open.result.close();
            resolve(all.result as Waiting[]);
          };
          all.onerror = () => reject(all.error);
        };
      }),
  );

const activityAccessCount = async (page: Page) => {
  const list = await sessionGet<{
    questContents: { contentId: number; progress: { accessCount: number } }[];
  }>(page, `/QuestContent/GetContentList?QuestId=${QUEST}`);
  return list.questContents.find((c) => c.contentId === ACTIVITY)?.progress.accessCount;
};

test('access records kept offline reach the server once after the tab is reopened and the student signs in', async ({
  context,
  page,
  request,
}, info) => {
  test.skip(info.project.name !== 'phone', 'The queue does not depend on the width.');
  test.setTimeout(90_000);
  const username = await registerFreshUser(request, info, '85', 'Outbox');
  const auth = await request.post('/QuestUser/AuthenticateUser', {
    headers: { Authorization: `Basic ${Buffer.from(`${username}:${DEMO_PASSWORD}`).toString('base64')}` },
  });
  const { token } = (await auth.json()) as { token: string };
  const bearer = { Authorization: `Bearer ${token}` };
  const me = (await (await request.get('/QuestUser/GetCurrentUser', { headers: bearer })).json()) as {
    userId: number;
  };
  const trial = await request.get(
    `/QuestUser/AssignTrialProduct?UserId=${me.userId}&ProductId=${TRIAL_PRODUCT}`,
    {
      headers: bearer,
    },
  );
  expect(trial.ok(), await trial.text()).toBe(true);

  await signIn(page, username);
  expect(await activityAccessCount(page)).toBe(0);

  // Writes cannot reach the server: each access record is kept on the device, silently.
  await context.route(ACCESS, (route) => route.abort('internetdisconnected'));
  for (let round = 1; round <= 2; round += 1) {
    await page.goto(activityHref);
    const finish = page.frameLocator('iframe').getByRole('button', { name: 'Finish' });
    await expect(finish).toBeVisible({ timeout: 20_000 });
    await page.waitForTimeout(2_100); // an access counts when it lasted more than 1 s
    await finish.click();
    await expect(page.getByText(/^Activity completed\./)).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/task');
    await expect.poll(async () => (await waitingWrites(page)).length).toBe(round);
  }
  const waiting = await waitingWrites(page);
  expect(waiting.map((w) => [w.endpoint, w.userId, w.body.contentId])).toEqual([
    ['sendContentAccess', me.userId, ACTIVITY],
    ['sendContentAccess', me.userId, ACTIVITY],
  ]);
  expect(JSON.stringify(waiting)).not.toContain(token);
  expect(await activityAccessCount(page)).toBe(0);

  // The tab closes: its session goes with it. Back online, a new tab is signed out until the student signs in.
  await page.close();
  await context.unroute(ACCESS);
  const next = await context.newPage();
  const sent: { key: string | null; status: number; replay: string | null }[] = [];
  next.on('response', (response) => {
    if (!response.url().includes('/QuestUser/SendContentAccess')) return;
    sent.push({
      key: response.request().headers()['idempotency-key'] ?? null,
      status: response.status(),
      replay: response.headers()['idempotent-replay'] ?? null,
    });
  });
  await next.goto('/home');
  await expect(next).toHaveURL((url) => url.pathname === '/');
  expect(await next.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
  await signIn(next, username);

  await expect.poll(async () => (await waitingWrites(next)).length, { timeout: 20_000 }).toBe(0);
  expect(sent.map((s) => s.key).sort()).toEqual(waiting.map((w) => w.key).sort());
  expect(sent.every((s) => s.status === 200 && s.replay === null)).toBe(true);
  expect(await activityAccessCount(next)).toBe(2);

  // The same write sent again (a second tab's flush, a retried send) is answered, never applied twice.
  const [first] = waiting;
  const nextToken = await next.evaluate(() => sessionStorage.getItem('token'));
  const again = await next.request.post('/QuestUser/SendContentAccess', {
    headers: { Authorization: `Bearer ${nextToken}`, 'Idempotency-Key': first!.key },
    data: first!.body,
  });
  expect(again.ok(), await again.text()).toBe(true);
  expect(again.headers()['idempotent-replay']).toBe('true');
  expect(await activityAccessCount(next)).toBe(2);
});
