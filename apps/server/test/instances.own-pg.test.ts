import {
  addCart,
  authenticateUser,
  createApiClient,
  getCurrentUser,
  getTestHistory,
  logout,
  memorySessionStore,
  pgData,
  sendTestAttempt,
  startTestAttempt,
  uploadProfilePic,
  type ApiClient,
  type TestAttemptSubmission,
} from '@quest/api';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startPostgres, type ThrowAwayPostgres } from '../../../scripts/postgres.mjs';
import { openPostgres, type Db } from '../src/db.ts';
import { hashPassword } from '../src/identity/passwords.ts';
import { communityIds } from '../src/seed/community-ids.ts';
import { demo } from '../src/seed/ids.ts';
import { storeDemo } from '../src/seed/store-ids.ts';
import { startServer, type ServerProcess } from './support/server-process.ts';

/*
 * Two server instances on one Postgres (issue 27, ADR 0128): A starts on an empty database (migrates, seeds the
 * demo), then B on the same DATABASE_URL. Every check goes through their HTTP APIs; the database is read only to
 * count what was written. Uploads use the database store (the default with DATABASE_URL).
 */

let pg: ThrowAwayPostgres;
let db: Db;
let a: ServerProcess;
let b: ServerProcess;

const STUDENT = demo.users.student;
const OTP = '123456';

beforeAll(async () => {
  pg = await startPostgres();
  const env = { DATABASE_URL: pg.url, QUEST_DEMO_OTP: OTP };
  a = await startServer(env);
  b = await startServer(env);
  db = await openPostgres(pg.url);
}, 180_000);

afterAll(async () => {
  await db?.close();
  const stopped = await Promise.allSettled([a?.stop(), b?.stop()]);
  for (const server of [a, b]) server?.kill();
  await pg?.stop();
  for (const result of stopped) if (result.status === 'rejected') throw result.reason;
}, 60_000);

/** The app's API client against one instance, with a session of its own (a token can be handed over). */
function clientOf(server: ServerProcess, token?: string): ApiClient {
  const session = memorySessionStore();
  if (token) session.setToken(token);
  return createApiClient({ session, fetch: (input, init) => fetch(`${server.url}${String(input)}`, init) });
}

async function signIn(server: ServerProcess, username: string, password: string): Promise<string> {
  const { token } = await authenticateUser(clientOf(server), {}, { credentials: { username, password } });
  return token;
}

/** The status of a raw sign-in (429 once throttled). */
async function signInStatus(server: ServerProcess, username: string, password: string): Promise<number> {
  const response = await fetch(`${server.url}/QuestUser/AuthenticateUser`, {
    method: 'POST',
    headers: { Authorization: `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}` },
  });
  await response.body?.cancel();
  return response.status;
}

let nextMobile = 7300000000;
/** A student straight in the database (no registration journey needed here); returns id and user name. */
async function freshStudent(): Promise<{ id: number; userName: string; password: string }> {
  const userName = String((nextMobile += 1));
  const password = 'Right-password-1';
  const [row] = await db.query<{ id: number }>(
    `insert into users (user_name, password_hash, first_name, contact_no, user_type, show_dashboard)
     values ($1, $2, 'Twin', $1, 'ExistingUser', false) returning id`,
    [userName, await hashPassword(password)],
  );
  return { id: row!.id, userName, password };
}

describe('two instances on one Postgres', () => {
  test('Scenario: the demo was seeded once, by A; B found it and served it', async () => {
    const [users] = await db.query<{ n: number }>('select count(*)::int as n from users where id = $1', [
      STUDENT.id,
    ]);
    expect(users!.n).toBe(1);
    const [migrations] = await db.query<{ n: number; distinct: number }>(
      'select count(*)::int as n, count(distinct version)::int as distinct from schema_migrations',
    );
    expect(migrations!.n).toBe(migrations!.distinct);
    expect(a.output()).toMatch(/Seeded the demo data/);
    expect(b.output()).not.toMatch(/Seeded the demo data/);
  });

  test('Scenario: signed in on A, the session works on B; logged out on B, it is over on A', async () => {
    const token = await signIn(a, STUDENT.userName, STUDENT.password);
    const onB = await getCurrentUser(clientOf(b, token), {});
    expect(onB).toMatchObject({ userId: STUDENT.id });
    await logout(clientOf(b, token), {});
    await expect(getCurrentUser(clientOf(a, token), {})).rejects.toMatchObject({ status: 401 });
  });

  test('Scenario: a test started on A, its journal submitted to B; the key replayed on A and B applies it once', async () => {
    const student = await freshStudent();
    // The demo's fractions test, held by a quest the fresh student is given here.
    const [content] = await db.query<{ quest_id: number }>(
      `select m.quest_id from contents c join operations o on o.id = c.operation_id
         join missions m on m.id = o.mission_id where c.test_code = $1 limit 1`,
      [demo.tests.fractions],
    );
    await db.query('insert into user_quests (user_id, quest_id, is_assigned) values ($1, $2, true)', [
      student.id,
      content!.quest_id,
    ]);
    const questions = await db.query<{ id: number; answer: number[]; marks: number }>(
      `select q.id, q.answer, q.marks::float8 as marks from assessment_questions q join assessment_tests t on t.id = q.test_id
        where t.test_code = $1 order by q.sequence_no`,
      [demo.tests.fractions],
    );
    expect(questions.length).toBeGreaterThan(0);
    const token = await signIn(a, student.userName, student.password);

    const started = await startTestAttempt(clientOf(a, token), {
      body: { userId: student.id, testCode: demo.tests.fractions, contentId: 0 },
    });
    expect(Date.parse(started.deadline)).toBeGreaterThan(Date.now());
    // B knows the sitting A started: a start there resumes it.
    const resumed = await startTestAttempt(clientOf(b, token), {
      body: { userId: student.id, testCode: demo.tests.fractions, contentId: 0 },
    });
    expect(resumed).toMatchObject({ attemptToken: started.attemptToken, deadline: started.deadline });

    // The journal's payload: every answer right but the first, which is skipped.
    const journal: TestAttemptSubmission = {
      testTrackingId: '',
      userId: String(student.id),
      locationId: '1',
      groupId: '1',
      questId: '0',
      contentId: '0',
      testCode: demo.tests.fractions,
      testActualDuration: '1200',
      testAttemptedDuration: '90',
      testTotalMarks: '0',
      marksObtained: '0',
      totalQuestion: String(questions.length),
      skipCount: '0',
      rightCount: '0',
      wrongCount: '0',
      percentage: '0',
      attemptedDate: '2026-11-27 10:30:00',
      question: questions.map((q, index) => ({
        questionId: String(q.id),
        missionTestQuestionId: String(q.id),
        selectedOptionIds: index === 0 ? '' : q.answer.join(','),
        isQuestionSkipped: index === 0 ? '0' : '1',
        isAnsweredCorrect: '0',
        questionMarksObtained: '0',
        timeSpent: '10',
      })),
      missionActivitySummaryId: '',
    };
    const key = crypto.randomUUID();
    const onB = await sendTestAttempt(clientOf(b, token), { body: journal }, { idempotencyKey: key });
    const replayOnA = await sendTestAttempt(clientOf(a, token), { body: journal }, { idempotencyKey: key });
    const replayOnB = await sendTestAttempt(clientOf(b, token), { body: journal }, { idempotencyKey: key });
    const total = questions.reduce((sum, q) => sum + q.marks, 0);
    expect(onB.result).toMatchObject({
      attemptNumber: 1,
      rightAnswerCount: questions.length - 1,
      wrongAnswerCount: 0,
      skipQuestionCount: 1,
      marksObtained: total - questions[0]!.marks,
      totalMarks: total,
    });
    expect(replayOnA).toEqual(onB);
    expect(replayOnB).toEqual(onB);
    const history = await getTestHistory(clientOf(a, token), {
      query: { UserId: student.id, TestCode: demo.tests.fractions },
    });
    expect(history.attemptList).toHaveLength(1);
    const [keys] = await db.query<{ n: number; replays: number }>(
      'select count(*)::int as n, coalesce(sum(replays), 0)::int as replays from idempotency_keys where key = $1',
      [key],
    );
    expect(keys).toEqual({ n: 1, replays: 2 });
  });

  test('Scenario: wrong passwords spread over A and B lock the account together; so do code sends', async () => {
    const student = await freshStudent();
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      statuses.push(await signInStatus(i % 2 === 0 ? a : b, student.userName, `wrong-${i}`));
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
    // Locked on both, even with the right password.
    expect(await signInStatus(b, student.userName, student.password)).toBe(429);
    expect(await signInStatus(a, student.userName, student.password)).toBe(429);

    // One-time codes: the first resend is at once, the next waits 30 s, whichever instance is asked.
    const mobile = String((nextMobile += 1));
    const send = async (server: ServerProcess) => {
      const response = await fetch(`${server.url}/QuestUser/SendOTP`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ MobileNumber: mobile }),
      });
      await response.body?.cancel();
      return response.status;
    };
    expect([await send(a), await send(b), await send(a), await send(b)]).toEqual([200, 200, 429, 429]);
  });

  test('Scenario: a Pending payment is settled once while both instances sweep', async () => {
    const student = await freshStudent();
    const token = await signIn(a, student.userName, student.password);
    const client = clientOf(a, token);
    const cart = await addCart(client, {
      body: [
        {
          cartId: '',
          userId: student.id,
          productId: storeDemo.products.mathsBooster,
          productName: 'Maths Booster',
          productIcon: '',
          qty: 1,
          price: 449,
          netPrice: 449,
          planId: 0,
        },
      ],
    });
    const order = await pgData(client, {
      body: { userId: student.id, paymentMode: 'CARD', couponCode: '', cartList: cart.cartList },
    });
    // The card page's Pending button at A's fake gateway; no browser asks about the order again.
    const fields = Object.fromEntries(order.dictValues.map(({ key, value }) => [key, value]));
    const done = await fetch(new URL('/pay/complete', order.postUrl), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...fields, outcome: 'pending' }).toString(),
      redirect: 'manual',
    });
    await done.body?.cancel();
    expect(done.status).toBe(303);

    // The gateway confirms 5 s later; the instance holding the lease settles it within a sweep or two.
    const settledBy = Date.now() + 20_000;
    let status = '';
    while (Date.now() < settledBy) {
      const [row] = await db.query<{ status: string }>(
        'select status from store_orders where order_id = $1',
        [order.orderId],
      );
      status = row!.status;
      if (status === 'success') break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(status).toBe('success');
    const counts = await db.query<{ orders: number; quests: number; payments: number; cart: number }>(
      `select (select count(*)::int from store_orders where user_id = $1) as orders,
              (select count(*)::int from user_quests where user_id = $1 and quest_id = $2) as quests,
              (select count(*)::int from store_gateway_payments where order_id = $3) as payments,
              (select count(*)::int from store_cart_items where user_id = $1) as cart`,
      [student.id, demo.quests.mathsBooster, order.orderId],
    );
    expect(counts).toEqual([{ orders: 1, quests: 1, payments: 1, cart: 0 }]);
    // One lease, held by one of the two instances.
    const leases = await db.query<{ holder: string }>(
      `select holder from server_job_leases where job = 'store.reconcile-orders'`,
    );
    expect(leases).toHaveLength(1);
  });

  test('Scenario: a picture uploaded through A downloads from B; the seed’s attachment (written by A) too', async () => {
    const token = await signIn(a, STUDENT.userName, STUDENT.password);
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 7, 7, 7]);
    const { profilePic } = await uploadProfilePic(clientOf(a, token), {
      body: { userId: STUDENT.id, profilePic: new File([png], 'me.png', { type: 'image/png' }) },
    });
    const onB = await fetch(`${b.url}${new URL(profilePic).pathname}`);
    expect(onB.status).toBe(200);
    expect(onB.headers.get('Content-Type')).toBe('image/png');
    expect(new Uint8Array(await onB.arrayBuffer())).toEqual(png);

    const { storedName } = communityIds.sampleAttachment;
    const attachment = await fetch(`${b.url}/uploads/messages/${storedName}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(attachment.status).toBe(200);
    expect(attachment.headers.get('Content-Type')).toBe('image/png');
    expect((await attachment.arrayBuffer()).byteLength).toBeGreaterThan(0);
    const [stored] = await db.query<{ n: number }>('select count(*)::int as n from uploaded_files');
    expect(stored!.n).toBeGreaterThanOrEqual(2);
  });
});
