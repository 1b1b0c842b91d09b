import { expect, test, type Page } from './support/csp';
import { expectRecovered, offlineBanner } from './support/faults';
import { precacheOfBuild, waitForOfflineShell } from './support/offline';
import { DEMO_PASSWORD, registerFreshUser } from './support/fresh-user';
import { sessionGet } from './support/session-api';
import { signIn } from './support/sign-in';

/*
 * The device's write queue (ADR 0090) against the reference server, with the offline shell (ADR 0089). A fresh
 * student takes the Grade 6 trial (product 201 → quest 101) and finishes the activity 201006 twice with the
 * network cut (the activity loaded while online): both access records wait in IndexedDB. The tab closes (the
 * session with it); a new tab opens offline (the cached shell and the banner), the network comes back, the student
 * signs in and the records reach the server once each, with the keys they were first sent with. A repeat of one
 * key is answered, not applied.
 */
test.use({ serviceWorkers: 'allow' });

const QUEST = 101;
const ACTIVITY = 201006;
const TRIAL_PRODUCT = 201;
const activityHref = `/activity?questId=${QUEST}&missionId=1011&operationId=10112&contentId=${ACTIVITY}`;

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

  const files = precacheOfBuild().length;
  await signIn(page, username);
  expect(await activityAccessCount(page)).toBe(0);
  await waitForOfflineShell(page, files);

  /** Finishes the activity (loaded online) with the network cut: its access record waits on the device. */
  const finishOffline = async (tab: Page, name: string) => {
    await tab.goto(activityHref);
    const finish = tab.frameLocator('iframe').getByRole('button', { name: 'Finish' });
    await expect(finish).toBeVisible({ timeout: 20_000 });
    await tab.waitForTimeout(2_100); // an access counts when it lasted more than 1 s
    await context.setOffline(true);
    await finish.click();
    await expect(tab.getByText(/^Activity completed\./)).toBeVisible();
    await expect(tab).toHaveURL((url) => url.pathname === '/task');
    await expectRecovered(tab, info, name, offlineBanner(tab));
    await expect.poll(async () => (await waitingWrites(tab)).length).toBe(1);
    await expect(offlineBanner(tab)).toContainText('1 change waiting to be sent');
    const [entry] = await waitingWrites(tab);
    expect([entry!.endpoint, entry!.userId, entry!.body.contentId]).toEqual([
      'sendContentAccess',
      me.userId,
      ACTIVITY,
    ]);
    expect(JSON.stringify(entry)).not.toContain(token);
    return entry!;
  };
  /** Every SendContentAccess a tab makes: its key, status and whether the server replayed it. */
  const watchSends = (tab: Page) => {
    const sent: { key: string | null; status: number; replay: string | null }[] = [];
    tab.on('response', (response) => {
      if (!response.url().includes('/QuestUser/SendContentAccess')) return;
      sent.push({
        key: response.request().headers()['idempotency-key'] ?? null,
        status: response.status(),
        replay: response.headers()['idempotent-replay'] ?? null,
      });
    });
    return sent;
  };

  // 1. Offline in an open tab: kept on the device; back online (still signed in) it is sent once.
  const firstSends = watchSends(page);
  const first = await finishOffline(page, 'access record kept offline');
  expect(await activityAccessCount(page)).toBe(0); // the test's own API request is not cut: none arrived
  await context.setOffline(false);
  await expect.poll(async () => (await waitingWrites(page)).length, { timeout: 20_000 }).toBe(0);
  await expect(offlineBanner(page)).toHaveCount(0);
  expect(firstSends.filter((s) => s.status === 200)).toEqual([{ key: first.key, status: 200, replay: null }]);
  expect(await activityAccessCount(page)).toBe(1);

  // 2. Offline, then the tab closes (its session goes with it). A new tab opens offline: the cached shell and the
  // banner. Back online it is signed out until the student signs in; then the record is sent once.
  const second = await finishOffline(page, 'access record kept offline before the tab closed');
  await page.close();
  const next = await context.newPage();
  const sent = watchSends(next);
  await next.goto('/home');
  await expectRecovered(next, info, 'reopened offline with a write waiting', offlineBanner(next));
  await expect(next.getByRole('button', { name: 'Login' })).toBeVisible();
  expect((await waitingWrites(next)).map((w) => w.key)).toEqual([second.key]);

  await context.setOffline(false);
  await next.goto('/home');
  await expect(next).toHaveURL((url) => url.pathname === '/');
  expect(await next.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
  expect(sent).toEqual([]);
  await signIn(next, username);

  await expect.poll(async () => (await waitingWrites(next)).length, { timeout: 20_000 }).toBe(0);
  expect(sent).toEqual([{ key: second.key, status: 200, replay: null }]);
  expect(await activityAccessCount(next)).toBe(2);

  // The same write sent again (a second tab's flush, a retried send) is answered, never applied twice.
  const nextToken = await next.evaluate(() => sessionStorage.getItem('token'));
  const again = await next.request.post('/QuestUser/SendContentAccess', {
    headers: { Authorization: `Bearer ${nextToken}`, 'Idempotency-Key': first.key },
    data: first.body,
  });
  expect(again.ok(), await again.text()).toBe(true);
  expect(again.headers()['idempotent-replay']).toBe('true');
  expect(await activityAccessCount(next)).toBe(2);
});
