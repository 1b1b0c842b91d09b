import { expect, test } from './support/csp';
import { DEMO_PASSWORD, registerFreshUser } from './support/fresh-user';
import { currentUserId, MATHS_BOOSTER, sessionToken } from './support/store';
import { press } from './support/touch';
import { expectPhoneLayoutOnPhones } from './support/layout';

/**
 * The cart against the reference server (store-and-assessment.md §2.6; ADR 0069; a visitor's coupon, ADR 0111). A visitor's guest cart is
 * seeded the way the app keeps it (localStorage `root.guestCart`, as useAddToCart writes it), so this journey does
 * not depend on the catalogue screens.
 */
test('a visitor signs in from checkout, the guest item is merged, and the demo coupon lowers the total', async ({
  page,
  request,
}, info) => {
  const username = await registerFreshUser(request, info, '71', 'Cart');

  await page.goto('/');
  await page.evaluate(
    (item) => {
      localStorage.setItem('root', JSON.stringify({ guestCart: [item] }));
    },
    {
      cartId: '',
      userId: 0,
      productId: MATHS_BOOSTER.productId,
      productName: MATHS_BOOSTER.name,
      productIcon: '',
      qty: 1,
      price: MATHS_BOOSTER.price,
      netPrice: MATHS_BOOSTER.netPrice,
      planId: 0,
    },
  );
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: '1 Product in Cart' })).toBeVisible();
  await expect(page.getByRole('heading', { name: MATHS_BOOSTER.name })).toBeVisible();
  await expectPhoneLayoutOnPhones(page, '/cart with an item');

  // A visitor's Apply keeps the code and says when it applies (issue 23, ADR 0111): never silent.
  await page.getByLabel(/Coupon code/).fill('FLAT50');
  await press(page.getByRole('button', { name: 'Apply' }));
  await expect(page.getByText('FLAT50 will be applied at checkout after you log in.')).toBeVisible();
  await expect(page.getByLabel(/Coupon code/)).toBeDisabled();

  // Checkout as a visitor: the login dialog; signing in continues to User details.
  await press(page.getByRole('button', { name: 'Checkout' }));
  const login = page.getByRole('dialog', { name: 'Log In to Your Quest Account!' });
  await expect(login).toBeVisible();
  await login.getByLabel(/Username/).fill(username);
  await login.getByLabel(/^Password/).fill(DEMO_PASSWORD);
  await press(login.getByRole('button', { name: 'Log In' }));
  const details = page.getByRole('dialog', { name: 'User details' });
  await expect(details).toBeVisible();
  await expect(details.getByLabel(/^Name/)).toHaveValue('Cart');
  await press(details.getByRole('button', { name: 'Cancel' }));

  // The guest item is in the server cart; the local guest cart is empty.
  const token = await sessionToken(page);
  const userId = await currentUserId(page);
  const cart = await page.request.get(`/QuestStore/GetCartDetails?UserId=${userId}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const { cartList } = (await cart.json()) as { cartList: { productId?: number }[] };
  expect(cartList.map((i) => i.productId)).toEqual([MATHS_BOOSTER.productId]);
  expect(await page.evaluate(() => localStorage.getItem('root'))).not.toContain('guestCart');

  // The kept code was applied after sign-in: ₹50 off ₹449.
  await expect(page.getByText('FLAT50 coupon is applied')).toBeVisible();
  await expect(page.getByText('-₹50')).toBeVisible();
  await expect(page.getByText('₹399')).toBeVisible();
  await press(page.getByRole('button', { name: 'Remove', exact: true }));

  // QUEST5: 5 % off ₹449 = ₹22.45, Total Amount ₹426.55.
  await page.getByLabel(/Coupon code/).fill('QUEST5');
  await press(page.getByRole('button', { name: 'Apply' }));
  await expect(page.getByText('QUEST5 coupon is applied')).toBeVisible();
  await expect(page.getByText('-₹22.45')).toBeVisible();
  await expect(page.getByText('₹426.55')).toBeVisible();

  // An invalid code shows the server's message, then it goes after 3 s.
  await press(page.getByRole('button', { name: 'Remove', exact: true }));
  await page.getByLabel(/Coupon code/).fill('NOPE12');
  await press(page.getByRole('button', { name: 'Apply' }));
  await expect(page.getByText('Invalid coupon code.')).toBeVisible();
  await expect(page.getByText('Invalid coupon code.')).toBeHidden({ timeout: 5_000 });
});
