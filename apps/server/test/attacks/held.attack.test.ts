import { endpoints, paymentReturnPath, type AnyEndpoint } from '@quest/api';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createContentApp } from '../../src/areas/media/content-origin.ts';
import { PROFILE_URL_PREFIX } from '../../src/areas/identity/uploads.ts';
import { createSession } from '../../src/identity/sessions.ts';
import { assessmentIds } from '../../src/seed/assessment-ids.ts';
import { demo } from '../../src/seed/ids.ts';
import { seedIfEmpty } from '../../src/seed/index.ts';
import { learningIds } from '../../src/seed/learning-ids.ts';
import { storeDemo } from '../../src/seed/store-ids.ts';
import { boosterCartLine, createHarness, pathOf, send, type Harness, type RequestBody } from './support.ts';

/*
 * What held when an attacker tried it (issue 22): cross-user reads and writes on every endpoint that names a user,
 * forged and dead tokens, path traversal, open redirects, forged payment results and client prices, and script in
 * stored text reaching a page. Replayed on every run so a change cannot quietly undo one.
 */

const victim = demo.users.student; // holds the Grade 6 quest, has orders, attempts and reports
const attacker = demo.users.competitor; // holds the same quest: only "whose data" can refuse him

let h: Harness;
let attackerToken: string;
let victimToken: string;

beforeAll(async () => {
  h = await createHarness();
  await seedIfEmpty(h.deps);
  attackerToken = await createSession(h.deps, attacker.id);
  victimToken = await createSession(h.deps, victim.id);
});
afterAll(async () => {
  await h?.close();
});

const json = (value: unknown) => JSON.stringify(value);
const form = (fields: Record<string, string | Blob>) => {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return body;
};
const png = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])], 'me.png', {
    type: 'image/png',
  });

const V = victim.id;
const cartLine = boosterCartLine(V);
const numbers = (fields: Record<string, number>) =>
  Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v)]));

/**
 * Every call whose request names a user, sent by the attacker with the victim's id and an otherwise valid request:
 * each must be a 403. A 400 here would mean the request never reached the check, so it counts as broke too.
 */
const crossUser: Record<string, () => { method: 'GET' | 'POST'; url: string; body?: RequestBody }> = {
  updateUser: () => ({
    method: 'POST',
    url: pathOf('updateUser'),
    body: json({ userId: V, firstName: 'Hacked' }),
  }),
  updateProfile: () => ({
    method: 'POST',
    url: pathOf('updateProfile'),
    body: json({
      userId: V,
      firstName: 'Hacked',
      pincode: '400001',
      cityName: 'Mumbai',
      emailId: 'x@example.com',
    }),
  }),
  uploadProfilePic: () => ({
    method: 'POST',
    url: pathOf('uploadProfilePic'),
    body: form({ userId: String(V), profilePic: png() }),
  }),
  registerCoderCompetition: () => ({
    method: 'POST',
    url: pathOf('registerCoderCompetition'),
    body: json({ userId: V }),
  }),
  getUserQuest: () => ({ method: 'GET', url: pathOf('getUserQuest', { userId: V }) }),
  getUserProgress: () => ({
    method: 'GET',
    url: pathOf('getUserProgress', { QuestId: demo.quests.grade6, UserId: V }),
  }),
  setContentRating: () => ({
    method: 'POST',
    url: pathOf('setContentRating'),
    body: json({ userId: V, contentId: learningContent(), rating: 5 }),
  }),
  sendContentAccess: () => ({
    method: 'POST',
    url: pathOf('sendContentAccess'),
    body: json({
      missionActivityId: '',
      userId: V,
      locationId: 1,
      groupId: 0,
      questId: demo.quests.grade6,
      contentId: learningContent(),
      contentTypeCode: '04',
      accessDate: '2026-11-27 10:00:00',
      accessDuration: '30',
      missionActivitySummaryId: '',
    }),
  }),
  openContent: () => ({
    method: 'POST',
    url: pathOf('openContent'),
    body: json({ userId: V, questId: demo.quests.grade6, contentId: learningContent() }),
  }),
  setContentDownload: () => ({
    method: 'GET',
    url: pathOf('setContentDownload', { UserId: V, ContentId: learningContent() }),
  }),
  getLearningToolToken: () => ({
    method: 'GET',
    url: pathOf('getLearningToolToken', { UserId: V, QuestId: demo.quests.grade6 }),
  }),
  getQuestCategory: () => ({ method: 'GET', url: pathOf('getQuestCategory', { UserId: V }) }),
  getProductCategory: () => ({ method: 'GET', url: pathOf('getProductCategory', { UserId: V }) }),
  getRaymondProducts: () => ({ method: 'GET', url: pathOf('getRaymondProducts', { UserId: V }) }),
  assignQuest: () => ({
    method: 'GET',
    url: pathOf('assignQuest', { UserId: V, QuestId: demo.quests.freeStarter }),
  }),
  assignTrialQuest: () => ({
    method: 'GET',
    url: pathOf('assignTrialQuest', { UserId: V, QuestId: demo.quests.spectrum }),
  }),
  assignFreeProduct: () => ({
    method: 'GET',
    url: pathOf('assignFreeProduct', { UserId: V, ProductId: storeDemo.products.freeStarter }),
  }),
  assignTrialProduct: () => ({
    method: 'GET',
    url: pathOf('assignTrialProduct', { UserId: V, ProductId: storeDemo.products.olympiadPrep }),
  }),
  addCart: () => ({ method: 'POST', url: pathOf('addCart'), body: json([cartLine]) }),
  getCartDetails: () => ({ method: 'GET', url: pathOf('getCartDetails', { UserId: V }) }),
  getPendingOrders: () => ({ method: 'GET', url: pathOf('getPendingOrders', { UserId: V }) }),
  applyCoupon: () => ({
    method: 'GET',
    url: pathOf('applyCoupon', { UserId: V, CouponCode: storeDemo.coupons.flat }),
  }),
  pgData: () => ({
    method: 'POST',
    url: pathOf('pgData'),
    body: json({ userId: V, paymentMode: 'card', couponCode: '', cartList: [cartLine] }),
  }),
  startTestAttempt: () => ({
    method: 'POST',
    url: pathOf('startTestAttempt'),
    body: json({ userId: V, testCode: demo.tests.quick, contentId: 0 }),
  }),
  getTestHistory: () => ({
    method: 'GET',
    url: pathOf('getTestHistory', { UserId: V, TestCode: demo.tests.science }),
  }),
  sendTestAttempt: () => ({
    method: 'POST',
    url: pathOf('sendTestAttempt'),
    body: json({
      testTrackingId: '',
      ...numbers({ userId: V, locationId: 1, groupId: 0, questId: demo.quests.grade6, contentId: 0 }),
      testCode: demo.tests.quick,
      ...numbers({
        testActualDuration: 120,
        testAttemptedDuration: 60,
        testTotalMarks: 10,
        marksObtained: 10,
        totalQuestion: 10,
        skipCount: 0,
        rightCount: 10,
        wrongCount: 0,
        percentage: 100,
      }),
      attemptedDate: '2026-11-27 10:00:00',
      question: [],
      missionActivitySummaryId: '',
    }),
  }),
  getTestList: () => ({
    method: 'POST',
    url: pathOf('getTestList'),
    body: json({ type: 1, testTypeId: 0, subjectId: 0, userId: V, pageNumber: 1, pageSize: 10 }),
  }),
  getTestDetailByUserAndTestId: () => ({
    method: 'POST',
    url: pathOf('getTestDetailByUserAndTestId'),
    body: json({ userId: V, testId: assessmentIds.tests.science, range: '', pageNumber: 1, pageSize: 10 }),
  }),
  getTesBloomLevelAnalysis: () => ({
    method: 'POST',
    url: pathOf('getTesBloomLevelAnalysis'),
    body: json({ userId: V, testId: assessmentIds.tests.science }),
  }),
  getTesDifficultyAnalysis: () => ({
    method: 'POST',
    url: pathOf('getTesDifficultyAnalysis'),
    body: json({ userId: V, testId: assessmentIds.tests.science }),
  }),
  getTestDOKLevelAnalysis: () => ({
    method: 'POST',
    url: pathOf('getTestDOKLevelAnalysis'),
    body: json({ userId: V, testId: assessmentIds.tests.science }),
  }),
  getQuestionWiseTestAnalysis: () => ({
    method: 'POST',
    url: pathOf('getQuestionWiseTestAnalysis'),
    body: json({ userId: V, testId: assessmentIds.tests.science }),
  }),
  downloadTestReport: () => ({
    method: 'GET',
    url: pathOf('downloadTestReport', { onlineStudentAssignmentId: assessmentIds.assignments.sciencePast }),
  }),
  getNotification: () => ({
    method: 'GET',
    url: pathOf('getNotification', { UserId: V, Month: 11, Year: 2026 }),
  }),
  getSharedData: () => ({
    method: 'GET',
    url: pathOf('getSharedData', { UserId: V, QuestId: demo.quests.grade6 }),
  }),
  postSharedData: () => ({
    method: 'POST',
    url: pathOf('postSharedData'),
    body: json({ userId: V, questId: demo.quests.grade6, isShared: true }),
  }),
  getCurrentUserSchedules: () => ({ method: 'GET', url: pathOf('getCurrentUserSchedules', { UserId: V }) }),
  getTrialSchedules: () => ({
    method: 'GET',
    url: pathOf('getTrialSchedules', { UserId: V, Missionid: learningIds.missions.liveScienceLab }),
  }),
  uploadMasterclassFiles: () => ({
    method: 'POST',
    url: pathOf('uploadMasterclassFiles'),
    body: form({ UserId: String(V), file: new File([new Uint8Array([0x50, 0x4b, 5, 6])], 'f.zip') }),
  }),
};

/** A content of the Grade 6 quest (a PDF: no kind is locked at the attacker's location). */
function learningContent(): number {
  return contentOfType ?? 0;
}
let contentOfType: number | undefined;
beforeAll(async () => {
  const [row] = await h.db.query<{ id: number }>(
    `select c.id from contents c join operations o on o.id = c.operation_id join missions m on m.id = o.mission_id
      where m.quest_id = $1 and c.type_code = '04' order by c.id limit 1`,
    [demo.quests.grade6],
  );
  contentOfType = row!.id;
});

const USER_FIELD = /^user_?id$/i;
const namesAUser = (endpoint: AnyEndpoint) =>
  [endpoint.query, endpoint.body].some((schema) => {
    const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
    const item = (schema as { element?: { shape?: Record<string, unknown> } } | undefined)?.element?.shape;
    return Object.keys(shape ?? item ?? {}).some((key) => USER_FIELD.test(key));
  });

let orders = 0;
/** The cart line of the Maths Booster at `price` (what the client claims), put in the cart and ordered. */
async function placeOrder(
  token: string,
  userId: number,
  price: number,
): Promise<{ id: string; amount: number }> {
  const line = boosterCartLine(userId, price);
  const added = await send(h, 'POST', pathOf('addCart'), { token, body: json([line]) });
  expect(added.status, await added.clone().text()).toBe(200);
  orders += 1;
  const cart = await h.db.query<{ id: number }>('select id from store_cart_items where user_id = $1', [
    userId,
  ]);
  const response = await send(h, 'POST', pathOf('pgData'), {
    token,
    headers: { 'Idempotency-Key': `order-${orders}` },
    body: json({
      userId,
      paymentMode: 'card',
      couponCode: '',
      cartList: cart.map((row) => ({ ...line, cartId: String(row.id) })),
    }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  const [order] = await h.db.query<{ id: string; amount: number }>(
    `select order_id as id, amount_paise::int as amount from store_orders
      where user_id = $1 order by created_at desc limit 1`,
    [userId],
  );
  return order!;
}

describe('cross-user access: every call that names a user refuses another user’s id', () => {
  test('the list covers every bearer call of the contract that takes a user id', () => {
    const naming = Object.values(endpoints as Record<string, AnyEndpoint>)
      .filter((endpoint) => endpoint.auth !== 'none' && namesAUser(endpoint))
      .map((endpoint) => endpoint.name);
    expect(naming.filter((name) => !(name in crossUser))).toEqual([]);
  });

  test.each(Object.keys(crossUser))('%s with the victim’s id → 403', async (name) => {
    // Built when the test runs: ids looked up in beforeAll are known by then.
    const request = crossUser[name]!();
    const response = await send(h, request.method, request.url, {
      token: attackerToken,
      headers: { 'Idempotency-Key': `cross-user-${name}` },
      body: request.body ?? null,
    });
    const text = await response.text();
    // postSharedData names the friend to share with: a learner who is not a friend is not found.
    expect(`${response.status} ${text}`).toMatch(
      name === 'postSharedData' ? /^404 .*not in your friends list/ : /^403 /,
    );
    expect(text).not.toContain(victim.firstName);
  });

  test('another student’s order status is not readable', async () => {
    const order = await placeOrder(victimToken, V, 449);
    const response = await send(h, 'GET', pathOf('checkPaymentStatus', { PgOrderId: order!.id }), {
      token: attackerToken,
    });
    expect([403, 404]).toContain(response.status);
  });

  test('another student’s cart line cannot be deleted', async () => {
    await send(h, 'POST', pathOf('addCart'), { token: victimToken, body: json([cartLine]) });
    const [line] = await h.db.query<{ id: number }>(
      'select id from store_cart_items where user_id = $1 limit 1',
      [V],
    );
    expect(line, 'the victim has a cart line').toBeTruthy();
    await send(h, 'POST', pathOf('deleteCart', { cartId: line!.id }), { token: attackerToken });
    const [still] = await h.db.query('select 1 from store_cart_items where id = $1', [line!.id]);
    expect(still).toBeTruthy();
  });
});

describe('forged and dead tokens', () => {
  const me = pathOf('getCurrentUser');
  test.each([
    ['a random token', 'Bearer AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'],
    ['an empty bearer', 'Bearer '],
    ['SQL in the token', "Bearer ' or '1'='1"],
    ['a user id as the token', `Bearer ${V}`],
    [
      'basic credentials on a bearer call',
      `Basic ${Buffer.from(`${victim.userName}:${victim.password}`).toString('base64')}`,
    ],
  ])('%s → 401', async (_name, authorization) => {
    const response = await send(h, 'GET', me, { headers: { Authorization: authorization } });
    expect(response.status).toBe(401);
  });

  test('a token after logout → 401', async () => {
    const token = await createSession(h.deps, attacker.id);
    await send(h, 'GET', pathOf('logout'), { token });
    expect((await send(h, 'GET', me, { token })).status).toBe(401);
  });

  test('a token past its lifetime → 401', async () => {
    const token = await createSession(h.deps, attacker.id);
    h.clock.advance(13 * 60 * 60_000);
    try {
      expect((await send(h, 'GET', me, { token })).status).toBe(401);
    } finally {
      h.clock.advance(-13 * 60 * 60_000);
    }
  });
});

describe('path traversal', () => {
  const leaked = (text: string) => /root:x?:0:0|"name":\s*"@quest\/server"|import \{/.test(text);
  test.each([
    `${PROFILE_URL_PREFIX}..%2F..%2F..%2Fpackage.json`,
    `${PROFILE_URL_PREFIX}%2e%2e%2f%2e%2e%2fetc%2fpasswd`,
    '/media/..%2F..%2Fpackage.json',
    '/media/pdf/..%2F..%2F..%2Fpackage.json',
    '/media/keys/1.key',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/assets/..%2F..%2F..%2Fpackage.json',
  ])('app origin: GET %s reads no file outside its folder', async (url) => {
    const response = await send(h, 'GET', url, { token: victimToken });
    expect(leaked(await response.text())).toBe(false);
    expect(response.status).not.toBe(500);
  });

  test.each([
    '/pages/..%2F..%2F..%2Fpackage.json',
    '/pages/%2e%2e/%2e%2e/src/main.ts',
    '/..%2f..%2fetc%2fpasswd',
  ])('content origin: GET %s reads no file outside its folder', async (url) => {
    const content = createContentApp(h.deps);
    const response = await content.request(url);
    expect(leaked(await response.text())).toBe(false);
    expect(response.status).not.toBe(500);
  });
});

describe('open redirects', () => {
  test('the /content/ hop only ever leads to the content origin', async () => {
    for (const url of ['/content//evil.example/x', '/content/%2F%2Fevil.example', '/content/@evil.example']) {
      const response = await send(h, 'GET', url);
      const location = response.headers.get('Location') ?? '';
      expect(new URL(location, 'http://app.test').origin).toBe('http://content.test');
    }
  });

  test('a learning-tool page offers no link back to a foreign or script address', async () => {
    const content = createContentApp(h.deps);
    for (const lasturl of ['https://evil.example/home', 'javascript:alert(1)', '//evil.example']) {
      const response = await content.request(
        `/learning-tool/auth?token=x&lasturl=${encodeURIComponent(lasturl)}`,
      );
      const page = await response.text();
      expect(page).not.toContain('evil.example');
      expect(page).not.toContain('javascript:');
    }
  });
});

describe('forged payment', () => {
  // A client price of ₹1 for a ₹449 product, in the cart and in the order.
  let order: Promise<{ id: string; amount: number }> | undefined;
  const pendingOrder = () => (order ??= placeOrder(attackerToken, attacker.id, 1));

  test('a client price is ignored: the order costs what the server says', async () => {
    const order = await pendingOrder();
    expect(order.amount).toBe(44_900);
  });

  test('a payment result with a forged signature pays nothing', async () => {
    const order = await pendingOrder();
    const body = new URLSearchParams({
      orderId: order.id,
      status: 'success',
      amount: '449.00',
      gatewayRef: 'FORGED-1',
      reason: '',
      signature: 'a'.repeat(64),
    });
    const response = await send(h, 'POST', paymentReturnPath, {
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: body.toString(),
    });
    expect(response.status).toBe(400);
    const [row] = await h.db.query<{ status: string }>(
      'select status from store_orders where order_id = $1',
      [order.id],
    );
    expect(row!.status).not.toBe('success');
    const [held] = await h.db.query(
      'select 1 from user_quests where user_id = $1 and quest_id = $2 and is_assigned',
      [attacker.id, demo.quests.mathsBooster],
    );
    expect(held).toBeUndefined();
  });
});

describe('script in stored text', () => {
  const payloads = [
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '"><svg onload=alert(1)>',
    "'-alert(1)-'",
    '<a href="javascript:alert(1)">x</a>',
  ];

  test('stored text comes back as JSON data, never as a page', async () => {
    for (const firstName of payloads) {
      await send(h, 'POST', pathOf('updateProfile'), {
        token: attackerToken,
        body: json({ userId: attacker.id, firstName, pincode: '', cityName: '', emailId: '' }),
      });
      const response = await send(h, 'GET', pathOf('getProfile'), { token: attackerToken });
      expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
    }
  });

  test('the content origin’s pages escape a stored name', async () => {
    await h.db.query('update users set first_name = $2 where id = $1', [attacker.id, payloads[1]]);
    const [row] = await h.db.query<{ token: string }>('select 1 as token');
    expect(row).toBeTruthy();
    const tokenResponse = await send(
      h,
      'GET',
      pathOf('getLearningToolToken', { UserId: attacker.id, QuestId: demo.quests.grade6 }),
      { token: attackerToken },
    );
    const { token } = (await tokenResponse.json()) as { token: string };
    const page = await (await createContentApp(h.deps).request(`/learning-tool/auth?token=${token}`)).text();
    expect(page).not.toContain('<img src=x');
    expect(page).toContain('&lt;img');
  });
});
