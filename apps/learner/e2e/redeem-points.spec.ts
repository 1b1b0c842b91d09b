import { expect, test, type APIRequestContext, type APIResponse } from './support/csp';
import { DEMO_PASSWORD, registerFreshUser } from './support/fresh-user';
import { signIn } from './support/sign-in';

/**
 * Redeem Points (ADR 0061) against the reference server. The journey registers its own student, starts a trial of
 * the Grade 6 product and earns points by posting content accesses (as the player and viewers do), so no demo
 * student's balance changes for the specs running beside it. Then, from the profile: Redeem 100 points → a
 * 6-character code, the available points drop by 100, and the code applies to that student's cart.
 *
 * Points are measured on the server (ADR 0106): each content is opened (OpenContent) and the server's test clock
 * moves 10 s before its access, so this file runs in the clock projects (playwright.config.ts) and puts the clock
 * back afterwards.
 */

/** The Grade 6 Explorer product (7-day trial) holds the Grade 6 quest (seed/store-ids.ts). */
const GRADE6_PRODUCT = 201;
const GRADE6_QUEST = 101;
/** The Maths Booster quest (₹449), put in the cart to apply the coupon to. */
const MATHS_BOOSTER = 105;

interface Me {
  userId: number;
  locationId: number;
  groupId: number;
}
interface ListedContent {
  contentId: number;
  contentTypeCode: string;
  points: number;
}

/** The student's own API session (signed in through the API): GET and POST, POSTs with an Idempotency-Key. */
async function studentApi(request: APIRequestContext, username: string) {
  const check = async <T>(response: APIResponse) => {
    expect(response.ok(), await response.text()).toBe(true);
    return (await response.json()) as T;
  };
  const { token } = await check<{ token: string }>(
    await request.post('/QuestUser/AuthenticateUser', {
      headers: { Authorization: `Basic ${Buffer.from(`${username}:${DEMO_PASSWORD}`).toString('base64')}` },
    }),
  );
  const headers = { Authorization: `Bearer ${token}` };
  return {
    get: async <T>(path: string) => check<T>(await request.get(path, { headers })),
    post: async <T>(path: string, data: unknown) =>
      check<T>(
        await request.post(path, {
          headers: { ...headers, 'Idempotency-Key': `redeem-e2e-${Date.now()}-${Math.random()}` },
          data,
        }),
      ),
  };
}

test.afterEach(async ({ request }) => {
  const response = await request.post('/__test/clock', { data: { reset: true } });
  expect(response.ok(), await response.text()).toBe(true);
});

/** "YYYY-MM-DD HH:mm:ss" in UTC+05:30, as the access record carries it. */
const istNow = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 19).replace('T', ' ');

test('a student redeems 100 points for a coupon that applies to their cart', async ({
  page,
  request,
}, info) => {
  const username = await registerFreshUser(request, info, '84', 'Redeemer');
  const api = await studentApi(request, username);
  const me = await api.get<Me>('/QuestUser/GetCurrentUser');
  await api.get(`/QuestUser/AssignTrialProduct?UserId=${me.userId}&ProductId=${GRADE6_PRODUCT}`);

  // Earn at least 100 points: first accesses of the quest's watch and think contents.
  const { questContents } = await api.get<{ questContents: ListedContent[] }>(
    `/QuestContent/GetContentList?QuestId=${GRADE6_QUEST}`,
  );
  let earned = 0;
  for (const content of questContents.filter((c) => Number(c.contentTypeCode) <= 7 && c.points > 0)) {
    if (earned >= 100) break;
    // As the player does: the server sees the content open, then 10 s pass on its clock before the access.
    await api.post('/QuestUser/OpenContent', {
      userId: me.userId,
      questId: GRADE6_QUEST,
      contentId: content.contentId,
    });
    const moved = await request.post('/__test/clock', { data: { advanceMs: 10_000 } });
    expect(moved.ok(), await moved.text()).toBe(true);
    const { pointCardSatus } = await api.post<{ pointCardSatus: { totalPoints: number } }>(
      '/QuestUser/SendContentAccess',
      {
        missionActivityId: '',
        userId: me.userId,
        locationId: me.locationId,
        groupId: me.groupId,
        questId: GRADE6_QUEST,
        contentId: content.contentId,
        contentTypeCode: content.contentTypeCode,
        accessDate: istNow(),
        accessDuration: '30',
        missionActivitySummaryId: '',
      },
    );
    earned = pointCardSatus.totalPoints;
  }
  expect(earned).toBeGreaterThanOrEqual(100);

  // The profile's Redeem Points (a fresh page load of the profile: the home dashboard's competition prompt,
  // due for a new Grade 6 student, belongs to the dashboard only).
  await signIn(page, username);
  await page.goto('/home/profile');
  await page.getByRole('button', { name: 'Redeem Points' }).click();
  const dialog = page.getByRole('dialog', { name: 'Redeem Points' });
  const available = dialog.locator('dt', { hasText: 'Available' }).locator('+ dd');
  await expect(available).toHaveText(String(earned));
  await expect(dialog.getByText('10 points = ₹1')).toBeVisible();
  await expect(dialog.getByRole('combobox', { name: 'Points to redeem' })).toHaveValue('100');
  await dialog.getByRole('button', { name: 'Redeem' }).click();

  const result = dialog.getByRole('group', { name: 'Your new coupon' });
  const codeText = result.getByTestId('redeem-coupon-code');
  await expect(codeText).toHaveText(/^[A-Z0-9]{6}$/);
  const code = (await codeText.textContent())!;
  await expect(result).toContainText('₹10 off, valid until');
  await expect(available).toHaveText(String(earned - 100));
  await expect(dialog.getByRole('listitem').filter({ hasText: code })).toContainText('Available');

  // The coupon applies to this student's cart.
  await api.post('/QuestStore/AddCart', [
    {
      cartId: '',
      userId: me.userId,
      questId: MATHS_BOOSTER,
      questName: 'Maths Booster',
      productIcon: '',
      qty: 1,
      price: 499,
      netPrice: 499,
      planId: 0,
    },
  ]);
  const status = await api.get<{ isSuccess: boolean; discount: number; message: string }>(
    `/QuestStore/ApplyCoupon?UserId=${me.userId}&CouponCode=${code}`,
  );
  expect(status).toMatchObject({ isSuccess: true, discount: 10, message: 'Coupon applied successfully.' });

  // Go to store closes the dialog and opens the products.
  await result.getByRole('link', { name: 'Go to store' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/products');
});
