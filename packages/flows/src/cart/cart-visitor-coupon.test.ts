import { describe, expect, test } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Cart, CartItem, CouponStatus } from '@quest/api';
import { cartMachine } from './cart.machine.ts';
import { guestInput } from './cart.paths.ts';

/*
 * A visitor's coupon (issue 23, ADR 0111): Apply without a session keeps the code and says it applies at checkout
 * after login; signing in applies it (the discount, or the refusal's message) — never silent, never lost.
 */

const guestItem: CartItem = {
  cartId: '',
  userId: 0,
  productId: 205,
  productName: 'Maths Booster',
  productIcon: '',
  qty: 1,
  price: 499,
  netPrice: 449,
  planId: 306,
};
const serverCart: Cart = { cartList: [{ ...guestItem, cartId: '901', userId: 7 }], total: 449 };

function visitorCart(answer: CouponStatus | Error) {
  const applied: { userId: number; couponCode: string }[] = [];
  const actor = createActor(
    cartMachine.provide({
      actors: {
        loadCart: fromPromise(async () => [guestItem]),
        syncCart: fromPromise(async () => serverCart),
        applyCoupon: fromPromise(async ({ input }: { input: { userId: number; couponCode: string } }) => {
          applied.push(input);
          if (answer instanceof Error) throw answer;
          return answer;
        }),
      },
    }),
    { input: guestInput },
  ).start();
  return { actor, applied };
}

const flat50: CouponStatus = {
  isSuccess: true,
  discount: 50,
  message: 'Coupon applied successfully.',
  total: 449,
  totalAmount: 399,
};

describe('cart machine: a visitor applies a coupon', () => {
  test('Scenario: Apply as a visitor keeps the code and says so; no call is made before sign-in', async () => {
    const { actor, applied } = visitorCart(flat50);
    await waitFor(actor, (s) => s.matches('shopping'));
    actor.send({ type: 'coupon.change', value: 'FLAT50' });
    actor.send({ type: 'coupon.apply' });

    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toEqual({ shopping: 'couponKept' });
    expect(snapshot.context.keptCoupon).toBe('FLAT50');
    expect(snapshot.context.couponInput).toBe('FLAT50');
    expect(applied).toEqual([]);

    // Remove forgets it.
    actor.send({ type: 'coupon.remove' });
    expect(actor.getSnapshot().value).toEqual({ shopping: 'idle' });
    expect(actor.getSnapshot().context).toMatchObject({ keptCoupon: null, couponInput: '' });
  });

  test('Scenario: Checkout, log in: the kept code is applied after the merge and the checkout goes on', async () => {
    const { actor, applied } = visitorCart(flat50);
    await waitFor(actor, (s) => s.matches('shopping'));
    actor.send({ type: 'coupon.apply', code: 'FLAT50' });
    actor.send({ type: 'checkout' });
    expect(actor.getSnapshot().value).toEqual({ awaitingLogin: 'login' });

    actor.send({ type: 'session.signedIn', userId: 7 });
    await waitFor(actor, (s) => s.matches('userDetails'));
    expect(applied).toEqual([{ userId: 7, couponCode: 'FLAT50' }]);
    expect(actor.getSnapshot().context).toMatchObject({
      appliedCoupon: { code: 'FLAT50', discount: 50 },
      keptCoupon: null,
      items: serverCart.cartList,
    });
  });

  test('Scenario: signing in without Checkout applies it and the cart shows it applied', async () => {
    const { actor } = visitorCart(flat50);
    await waitFor(actor, (s) => s.matches('shopping'));
    actor.send({ type: 'coupon.apply', code: 'FLAT50' });
    actor.send({ type: 'session.signedIn', userId: 7 });
    await waitFor(actor, (s) => s.matches({ shopping: 'couponApplied' }));
    expect(actor.getSnapshot().context.appliedCoupon).toEqual({ code: 'FLAT50', discount: 50 });
  });

  test('Scenario: a refused code says why after sign-in and the checkout waits for the student', async () => {
    const { actor } = visitorCart({
      isSuccess: false,
      discount: 0,
      message: 'Invalid coupon code.',
      total: 449,
      totalAmount: 449,
    });
    await waitFor(actor, (s) => s.matches('shopping'));
    actor.send({ type: 'coupon.apply', code: 'NOPE12' });
    actor.send({ type: 'checkout' });
    actor.send({ type: 'session.signedIn', userId: 7 });
    await waitFor(actor, (s) => s.matches({ shopping: 'couponRejected' }));
    expect(actor.getSnapshot().context).toMatchObject({
      couponError: 'Invalid coupon code.',
      appliedCoupon: null,
      keptCoupon: null,
      continueCheckout: false,
    });
  });

  test('Scenario: the call fails after sign-in: the message, and the code stays in the field for Apply', async () => {
    const { actor } = visitorCart(new Error('Could not reach the server.'));
    await waitFor(actor, (s) => s.matches('shopping'));
    actor.send({ type: 'coupon.apply', code: 'FLAT50' });
    actor.send({ type: 'session.signedIn', userId: 7 });
    await waitFor(actor, (s) => s.matches({ shopping: 'couponFailed' }));
    expect(actor.getSnapshot().context).toMatchObject({
      couponError: 'Could not reach the server.',
      couponInput: 'FLAT50',
      keptCoupon: null,
    });
  });
});
