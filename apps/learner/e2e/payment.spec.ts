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
import { expectPhoneLayoutOnPhones } from './support/layout';
import { ONCE } from './support/once';

/**
 * Checkout and the fake card gateway (store-and-assessment.md §2.6, §2.7, §4; ADRs 0028, 0029, 0069, 0070). Each
 * journey registers its own student and puts Maths Booster in the server cart.
 */

const paymentFailed = "Unfortunately, we couldn't collect payment on your purchase. You can try again.";

async function toGateway(page: Page, username: string, click: 'click' | 'dblclick' = 'click') {
  await signInAnywhere(page, username);
  await addToServerCart(page);
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: '1 Product in Cart' })).toBeVisible();
  await page.getByRole('button', { name: 'Checkout' })[click]();
  await continueUserDetails(page, click);
  await expect(page.getByRole('heading', { name: /^Pay ₹449/ })).toBeVisible();
}

test('Pay: /payment-response, then /home with the product assigned', async ({ page, request }, info) => {
  const username = await registerFreshUser(request, info, '72', 'Payer');
  await toGateway(page, username);
  await press(page.getByRole('button', { name: /^Pay ₹449/ }));
  await expect(page).toHaveURL((url) => url.pathname === '/payment-response');
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  await expectPhoneLayoutOnPhones(page, '/payment-response');
  await expect(page.getByRole('button', { name: 'Redirect' })).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/home', { timeout: 10_000 });
  const user = await sessionGet<unknown>(page, '/QuestUser/GetCurrentUser');
  expect(JSON.stringify(user)).toContain(`"questId":${MATHS_BOOSTER.questId}`);
  const orders = await ordersOf(request, username);
  expect(orders.map((o) => o.status)).toEqual(['success']);
});

test('Fail: the banner shows for 6 s and the cart is kept', ONCE, async ({ page, request }, info) => {
  const username = await registerFreshUser(request, info, '73', 'Failer');
  await toGateway(page, username);
  await press(page.getByRole('button', { name: 'Fail' }));
  await expect(page).toHaveURL((url) => url.pathname === '/cart');
  await expect(page.getByText(paymentFailed)).toBeVisible();
  await expect(page.getByRole('heading', { name: MATHS_BOOSTER.name })).toBeVisible();
  await expect(page.getByText(paymentFailed)).toBeHidden({ timeout: 8_000 });
  await expect(page.getByRole('heading', { name: '1 Product in Cart' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Checkout' })).toBeEnabled();
});

test('Cancel on the gateway is a failure too', ONCE, async ({ page, request }, info) => {
  const username = await registerFreshUser(request, info, '74', 'Canceller');
  await toGateway(page, username);
  await press(page.getByRole('button', { name: 'Cancel' }));
  await expect(page.getByText(paymentFailed)).toBeVisible();
  expect((await ordersOf(request, username)).map((o) => o.status)).toEqual(['failed']);
});

test('double-clicking Checkout and Continue makes one order', async ({ page, request }, info) => {
  const username = await registerFreshUser(request, info, '75', 'Twice');
  await toGateway(page, username, 'dblclick');
  const orders = await ordersOf(request, username);
  expect(orders).toHaveLength(1);
  expect(orders[0]?.amount).toBe(MATHS_BOOSTER.netPrice);
});

test(
  'Pending, then a reload: the status check resumes and ends on success',
  ONCE,
  async ({ page, request }, info) => {
    const username = await registerFreshUser(request, info, '76', 'Waiter');
    await toGateway(page, username);
    await press(page.getByRole('button', { name: 'Pending' }));
    await expect(page).toHaveURL((url) => url.pathname === '/cart');
    await expect(page.getByText('Checking your payment…')).toBeVisible();
    await page.reload();
    await expect(page.getByText('Checking your payment…')).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/payment-response', { timeout: 20_000 });
    expect((await ordersOf(request, username)).map((o) => o.status)).toEqual(['success']);
  },
);

test(
  'the gateway form never posts outside the allowlist, even when the server names another origin',
  ONCE,
  async ({ page, request }, info) => {
    const username = await registerFreshUser(request, info, '77', 'Guarded');
    const outside: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).hostname.endsWith('evil.example.net')) outside.push(r.url());
    });
    await page.route('**/QuestStore/PGData', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { postUrl: string };
      await route.fulfill({ response, json: { ...body, postUrl: 'https://pay.evil.example.net/pay' } });
    });
    await signInAnywhere(page, username);
    await addToServerCart(page);
    await page.goto('/cart');
    await press(page.getByRole('button', { name: 'Checkout' }));
    await continueUserDetails(page);
    await expect(page.getByRole('alertdialog', { name: 'Payment page not trusted' })).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/cart');
    await expect(page.locator('form[method="post"]')).toHaveCount(0);
    expect(outside).toEqual([]);
  },
);
