import { expect, test, type Page } from './support/csp';
import { registerFreshUser } from './support/fresh-user';
import { sessionGet } from './support/session-api';
import {
  addToServerCart,
  continueUserDetails,
  MATHS_BOOSTER,
  ordersOf,
  signInAnywhere,
} from './support/store';
import { press } from './support/touch';

/*
 * Payments that settle on the server, and the odd paths around them (issue 23; ADRs 0109, 0110). The phone run
 * shows them; the desktop run would repeat the same server journeys, so it skips them.
 */

const ORDER_NOT_FOUND =
  'We could not find that payment. Nothing was charged for it here, and your cart is ready to use.';

test.skip(({ isMobile }) => !isMobile, 'server journeys: the phone run shows them, desktop adds nothing');

/** From the signed-in student's cart (Maths Booster in it) to the gateway's card page. */
async function toGateway(page: Page) {
  await addToServerCart(page);
  await page.goto('/cart');
  await press(page.getByRole('button', { name: 'Checkout' }));
  await continueUserDetails(page);
  await expect(page.getByRole('heading', { name: /^Pay ₹449/ })).toBeVisible();
}

interface CurrentUser {
  userQuestList: { questId: number }[];
}

test('Pending on device A, which closes; device B sees the quest assigned within 10 s of the confirmation', async ({
  page,
  browser,
  request,
}, info) => {
  const username = await registerFreshUser(request, info, '94', 'TwoPhones');
  const { baseURL, viewport, isMobile, hasTouch, deviceScaleFactor, userAgent } = info.project.use;
  const deviceA = await browser.newContext({
    baseURL,
    viewport,
    isMobile,
    hasTouch,
    deviceScaleFactor,
    userAgent,
    serviceWorkers: 'block',
  });
  const phoneA = await deviceA.newPage();
  await signInAnywhere(phoneA, username);
  await toGateway(phoneA);
  await press(phoneA.getByRole('button', { name: 'Pending' }));
  await expect(phoneA).toHaveURL((url) => url.pathname === '/cart');
  // The fake gateway confirms a Pending 5 s after it was chosen (server clock).
  const confirmedBy = Date.now() + 5_000;
  await deviceA.close();

  await signInAnywhere(page, username);
  await page.goto('/home');
  const deadline = Math.max(confirmedBy + 10_000 - Date.now(), 1_000);
  await expect(page.getByRole('listitem').filter({ hasText: MATHS_BOOSTER.name })).toBeVisible({
    timeout: deadline,
  });
  await page.goto('/cart');
  await expect(page.getByText('Your cart is empty. Keep shopping to find a Quest!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Checkout' })).toHaveCount(0);

  // One order, one assignment.
  expect((await ordersOf(request, username)).map((o) => o.status)).toEqual(['success']);
  const user = await sessionGet<CurrentUser>(page, '/QuestUser/GetCurrentUser');
  expect(user.userQuestList.filter((q) => q.questId === MATHS_BOOSTER.questId)).toHaveLength(1);
});

test('unknown order: a failure within 10 s and a usable cart; /payment-response claims nothing without a paid order', async ({
  page,
  request,
}, info) => {
  const username = await registerFreshUser(request, info, '95', 'Stranger');
  await signInAnywhere(page, username);
  await addToServerCart(page);

  for (const address of ['/payment-response', '/payment-response?orderId=QO999999']) {
    await page.goto(address);
    await expect(page).toHaveURL((url) => url.pathname === '/cart');
    await expect(page.getByRole('heading', { name: '1 Product in Cart' })).toBeVisible();
    await expect(page.getByText('Payment successful')).toHaveCount(0);
  }

  await page.goto('/cart?orderId=QO999999');
  await expect(page.getByRole('alert').filter({ hasText: ORDER_NOT_FOUND })).toBeVisible({ timeout: 10_000 });
  await expect(page.getByText('Checking your payment…')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Checkout' })).toBeEnabled();
});

test('Back after paying lands on an app page, never the gateway form', async ({ page, request }, info) => {
  const username = await registerFreshUser(request, info, '95', 'Backer');
  await signInAnywhere(page, username);
  const appOrigin = new URL(page.url()).origin;
  await toGateway(page);
  await press(page.getByRole('button', { name: /^Pay ₹449/ }));
  await expect(page).toHaveURL((url) => url.pathname === '/payment-response');
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL((url) => url.origin === appOrigin);
  await expect(page.getByRole('main')).toBeVisible();
  // Paid once: going back did not pay again.
  expect((await ordersOf(request, username)).map((o) => o.status)).toEqual(['success']);
});
