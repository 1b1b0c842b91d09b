import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './fresh-user';
import { press } from './touch';

/** Maths Booster (seed/store-ids.ts): ₹499, sells at ₹449 (the quest's one price), no trial, quest 105. */
export const MATHS_BOOSTER = {
  productId: 205,
  questId: 105,
  name: 'Maths Booster',
  netPrice: 449,
  price: 499,
} as const;

/** Signs in on the sign-in screen and waits to leave it (a fresh student may land on another screen than /home). */
export async function signInAnywhere(page: Page, username: string) {
  await page.goto('/');
  await page.getByLabel(/Username/).fill(username);
  await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
  await press(page.getByRole('button', { name: 'Login' }));
  // A sign-in is a slow hash and throttle bookkeeping on the server: on the loaded CI machine it took over 5 s once.
  await expect(page).not.toHaveURL((url) => url.pathname === '/' || url.pathname === '/signin', {
    timeout: 15_000,
  });
}

/** The page's session token (sessionStorage). */
export async function sessionToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  expect(token, 'a session token').toBeTruthy();
  return token ?? '';
}

/** The signed-in student's id, with the page's session. */
export async function currentUserId(page: Page): Promise<number> {
  const token = await sessionToken(page);
  const me = await page.request.get('/QuestUser/GetCurrentUser', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(me.ok(), await me.text()).toBe(true);
  return ((await me.json()) as { userId: number }).userId;
}

/** Puts Maths Booster in the student's server cart (AddCart with the page's session). */
export async function addToServerCart(page: Page) {
  const token = await sessionToken(page);
  const userId = await currentUserId(page);
  const added = await page.request.post('/QuestStore/AddCart', {
    headers: { Authorization: `Bearer ${token}` },
    data: [
      {
        cartId: '',
        userId,
        productId: MATHS_BOOSTER.productId,
        productName: MATHS_BOOSTER.name,
        productIcon: '',
        qty: 1,
        price: MATHS_BOOSTER.price,
        netPrice: MATHS_BOOSTER.netPrice,
        planId: 0,
      },
    ],
  });
  expect(added.ok(), await added.text()).toBe(true);
}

/** The student's orders on the server (the read-only test route, refused in production). */
export async function ordersOf(request: APIRequestContext, userName: string) {
  const response = await request.get(`/__test/orders?userName=${userName}`);
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as { orderId: string; status: string; amount: number }[];
}

/** The User details dialog: fills the email a fresh student lacks and presses Continue. */
export async function continueUserDetails(page: Page, click: 'click' | 'dblclick' = 'click') {
  const details = page.getByRole('dialog', { name: 'User details' });
  await expect(details).toBeVisible();
  await details.getByLabel(/^Email ID/).fill('student@quest.example');
  await details.getByRole('button', { name: 'Continue' })[click]();
}
