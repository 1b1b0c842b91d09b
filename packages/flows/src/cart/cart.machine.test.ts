import { describe, expect, test } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import type { CartItem, PaymentGatewayResponse, PaymentStatus } from '@quest/api';
import { allLeafStates, leafStates, shortestPathsByState, unreachedStates } from '../testing/graph.ts';
import { cartMachine, type CartInput, type CreateOrderInput, type PaymentCheck } from './cart.machine.ts';
import { cartTexts, paymentStatusBackoffMs, paymentStatusMaxChecks } from './cart-rules.ts';
import { cartPathEvents, guestInput, memberInput } from './cart.paths.ts';

describe('cart machine: generated paths', () => {
  test('every state is reached by a generated path (guest and signed-in starts)', () => {
    // A visitor's kept coupon changes where signing in leads (ADR 0111), and the status checks are bounded by a
    // counter (ADR 0109): both are part of the key, so the walk takes both branches and reaches the bound.
    const kept = (context: { keptCoupon: string | null; statusAttempts: number }) =>
      `${context.keptCoupon !== null}:${context.statusAttempts}`;
    const guestPaths = shortestPathsByState(cartMachine, cartPathEvents, guestInput, kept);
    const memberPaths = shortestPathsByState(cartMachine, cartPathEvents, memberInput, kept);
    const reached = new Set([...guestPaths, ...memberPaths].flatMap((p) => leafStates(p.state.value)));
    const all = allLeafStates(cartMachine);
    expect(unreachedStates(cartMachine, [...guestPaths, ...memberPaths])).toEqual([]);
    console.info(`cart: ${reached.size}/${all.length} states reached`);
  });
});

const item = (productId: number, planId = 0, cartId = ''): CartItem => ({
  cartId,
  userId: 0,
  productId,
  productName: `Product ${productId}`,
  productIcon: '',
  qty: 1,
  price: 500,
  netPrice: 400,
  planId,
});

const gatewayOk: PaymentGatewayResponse = {
  orderId: 'ORD-1001',
  postUrl: 'https://pay.example.com/pay',
  dictValues: [{ key: 'orderId', value: 'ORD-1001' }],
};
const statusOf = (status: PaymentStatus['status']): PaymentStatus => ({
  status,
  orderId: 'ORD-1001',
  amount: 400,
  message: '',
});

/** A signed-in cart whose effects are fakes; `createOrder` records the keys it is called with. */
function memberCart(
  options: {
    input?: Partial<CartInput>;
    createOrder?: (input: CreateOrderInput) => Promise<PaymentGatewayResponse>;
    /** What each status check answers in turn (then pending); `error` rejects (offline, 500). */
    statuses?: (PaymentCheck['status'] | 'error')[];
    clock?: SimulatedClock;
  } = {},
) {
  const log: string[] = [];
  const keys: string[] = [];
  const statusCalls: string[] = [];
  const statuses = [...(options.statuses ?? ['success'])];
  const machine = cartMachine.provide({
    actors: {
      loadCart: fromPromise(async () => [item(11, 0, '501')]),
      saveProfile: fromPromise(async (): Promise<unknown> => null),
      createOrder: fromPromise(async ({ input }: { input: CreateOrderInput }) => {
        keys.push(input.idempotencyKey);
        return options.createOrder ? options.createOrder(input) : gatewayOk;
      }),
      checkPaymentStatus: fromPromise(async ({ input }: { input: { orderId: string } }) => {
        statusCalls.push(input.orderId);
        const next = statuses.shift() ?? 'pending';
        if (next === 'error') throw new Error('offline');
        if (next === 'notFound') return { status: 'notFound' as const, orderId: input.orderId };
        return statusOf(next);
      }),
    },
    actions: {
      submitToGateway: (_, params) => log.push(`submit ${params.postUrl}`),
      persistPendingOrder: (_, params) => log.push(`persist ${params.orderId}`),
      forgetPendingOrder: () => log.push('forget'),
      navigate: (_, params) => log.push(`navigate ${params.to}`),
      track: (_, params) => log.push(`track ${params.name}`),
    },
  });
  const actor = createActor(machine, {
    input: { ...memberInput, ...options.input },
    ...(options.clock ? { clock: options.clock } : {}),
  }).start();
  return { actor, log, keys, statusCalls };
}

const value = (actor: { getSnapshot(): { value: unknown } }) => actor.getSnapshot().value;

describe('cart machine: guest cart', () => {
  test('Scenario: a guest adds the same product and plan twice and it is kept once, saved locally', async () => {
    const saved: CartItem[][] = [];
    const actor = createActor(
      cartMachine.provide({
        actors: { loadCart: fromPromise(async (): Promise<CartItem[]> => []) },
        actions: { saveGuestCart: (_, params) => saved.push(params.items) },
      }),
      { input: guestInput },
    ).start();
    await waitFor(actor, (s) => s.matches('shopping'));

    actor.send({ type: 'cart.add', item: item(11) });
    actor.send({ type: 'cart.add', item: item(11) });
    actor.send({ type: 'cart.add', item: item(11, 2) });

    expect(actor.getSnapshot().context.items).toEqual([item(11), item(11, 2)]);
    expect(saved.at(-1)).toEqual([item(11), item(11, 2)]);
  });

  test('Scenario: signing in posts local items without a cartId and merges by productId', async () => {
    const posted: CartItem[][] = [];
    const actor = createActor(
      cartMachine.provide({
        actors: {
          loadCart: fromPromise(async () => [item(11), item(12)]),
          syncCart: fromPromise(async ({ input }: { input: { userId: number; items: CartItem[] } }) => {
            posted.push(input.items);
            return { cartList: [item(11, 0, '501'), item(14, 0, '502')], total: 800 };
          }),
        },
      }),
      { input: guestInput },
    ).start();
    await waitFor(actor, (s) => s.matches('shopping'));

    actor.send({ type: 'session.signedIn', userId: 7 });
    await waitFor(actor, (s) => s.matches('shopping'));

    expect(posted).toEqual([[item(11), item(12)]]);
    expect(actor.getSnapshot().context.items).toEqual([item(11, 0, '501'), item(14, 0, '502'), item(12)]);
    expect(actor.getSnapshot().context.userId).toEqual(7);
  });

  test('Scenario: a guest checking out sees the login dialog and continues to User details after sign-in', async () => {
    const actor = createActor(
      cartMachine.provide({
        actors: {
          loadCart: fromPromise(async () => [item(11)]),
          syncCart: fromPromise(async () => ({ cartList: [item(11, 0, '501')], total: 400 })),
        },
      }),
      { input: guestInput },
    ).start();
    await waitFor(actor, (s) => s.matches('shopping'));

    actor.send({ type: 'checkout' });
    expect(value(actor)).toEqual({ awaitingLogin: 'login' });
    actor.send({ type: 'login.showSignUp' });
    expect(value(actor)).toEqual({ awaitingLogin: 'signUp' });
    actor.send({ type: 'session.signedIn', userId: 7 });
    await waitFor(actor, (s) => !s.matches('syncing'));

    expect(value(actor)).toEqual('userDetails');
  });
});

describe('cart machine: signed-in cart', () => {
  test('Scenario: a signed-in user adds a product already in the cart and AddCart is not called', async () => {
    const posted: CartItem[][] = [];
    const actor = createActor(
      cartMachine.provide({
        actors: {
          loadCart: fromPromise(async () => [item(11, 0, '501')]),
          addCart: fromPromise(async ({ input }: { input: { items: CartItem[] } }) => {
            posted.push(input.items);
            return { cartList: [item(11, 0, '501'), item(12, 0, '502')], total: 800 };
          }),
        },
      }),
      { input: memberInput },
    ).start();
    await waitFor(actor, (s) => s.matches('shopping'));

    actor.send({ type: 'cart.add', item: item(11) });
    expect(value(actor)).toEqual({ shopping: 'idle' });
    actor.send({ type: 'cart.add', item: item(12) });
    await waitFor(actor, (s) => s.context.items.length === 2);

    expect(posted).toEqual([[{ ...item(12), userId: 7 }]]);
    expect(actor.getSnapshot().context.items).toEqual([item(11, 0, '501'), item(12, 0, '502')]);
  });
});

describe('cart machine: coupon', () => {
  function couponCart(
    result: { isSuccess: boolean; discount: number; message: string } | Error,
    clock?: SimulatedClock,
  ) {
    const actor = createActor(
      cartMachine.provide({
        actors: {
          loadCart: fromPromise(async () => [item(11, 0, '501')]),
          applyCoupon: fromPromise(async () => {
            if (result instanceof Error) throw result;
            return {
              ...result,
              total: 400,
              totalAmount: 400 - result.discount,
            };
          }),
          addCart: fromPromise(async () => ({
            cartList: [item(11, 0, '501'), item(12, 0, '502')],
            total: 800,
          })),
        },
      }),
      { input: memberInput, ...(clock ? { clock } : {}) },
    ).start();
    return actor;
  }

  test('Scenario: a valid coupon subtracts the discount, clears the field, and is removed again', async () => {
    const actor = couponCart({ isSuccess: true, discount: 50, message: 'ok' });
    await waitFor(actor, (s) => s.matches('shopping'));

    actor.send({ type: 'coupon.change', value: 'SAVE10XYZ' });
    expect(actor.getSnapshot().context.couponInput).toEqual('SAVE10');
    actor.send({ type: 'coupon.apply' });
    await waitFor(actor, (s) => s.matches({ shopping: 'couponApplied' }));

    expect(actor.getSnapshot().context.appliedCoupon).toEqual({ code: 'SAVE10', discount: 50 });
    expect(actor.getSnapshot().context.couponInput).toEqual('');

    actor.send({ type: 'coupon.remove' });
    expect(value(actor)).toEqual({ shopping: 'idle' });
    expect(actor.getSnapshot().context.appliedCoupon).toEqual(null);
  });

  test('Scenario: adding an item resets an applied coupon', async () => {
    const actor = couponCart({ isSuccess: true, discount: 50, message: 'ok' });
    await waitFor(actor, (s) => s.matches('shopping'));
    actor.send({ type: 'coupon.apply', code: 'SAVE10' });
    await waitFor(actor, (s) => s.matches({ shopping: 'couponApplied' }));

    actor.send({ type: 'cart.add', item: item(12) });
    await waitFor(actor, (s) => s.matches({ shopping: 'idle' }));

    expect(actor.getSnapshot().context.appliedCoupon).toEqual(null);
    expect(actor.getSnapshot().context.items).toHaveLength(2);
  });

  test('Scenario: a refused coupon shows its message for 3 s, then the status is cleared', async () => {
    const clock = new SimulatedClock();
    const actor = couponCart({ isSuccess: false, discount: 0, message: 'Invalid coupon' }, clock);
    await waitFor(actor, (s) => s.matches('shopping'));

    actor.send({ type: 'coupon.apply', code: 'BAD1' });
    await waitFor(actor, (s) => s.matches({ shopping: 'couponRejected' }));
    expect(actor.getSnapshot().context.couponError).toEqual('Invalid coupon');

    clock.increment(2999);
    expect(value(actor)).toEqual({ shopping: 'couponRejected' });
    clock.increment(1);
    expect(value(actor)).toEqual({ shopping: 'idle' });
    expect(actor.getSnapshot().context.couponError).toEqual(null);
    expect(actor.getSnapshot().context.couponInput).toEqual('');
  });

  test('Scenario: a coupon call that fails (offline, 500) shows its message for 3 s and keeps the code', async () => {
    const clock = new SimulatedClock();
    const actor = couponCart(new Error('Could not reach the server.'), clock);
    await waitFor(actor, (s) => s.matches('shopping'));

    actor.send({ type: 'coupon.apply', code: 'QUEST5' });
    await waitFor(actor, (s) => s.matches({ shopping: 'couponFailed' }));
    expect(actor.getSnapshot().context.couponError).toEqual('Could not reach the server.');
    clock.increment(3000);
    expect(value(actor)).toEqual({ shopping: 'idle' });
    expect(actor.getSnapshot().context).toMatchObject({ couponError: null, couponInput: 'QUEST5' });
  });
});

describe('cart machine: checkout and payment', () => {
  async function toUserDetails(actor: ReturnType<typeof memberCart>['actor']) {
    await waitFor(actor, (s) => s.matches('shopping'));
    actor.send({ type: 'checkout' });
  }

  test('Scenario: User details are validated before the order', async () => {
    const { actor } = memberCart({ input: { profile: { name: '', email: 'asha@' } } });
    await toUserDetails(actor);

    actor.send({ type: 'details.submit' });
    expect(actor.getSnapshot().context.detailsErrors).toEqual({
      name: cartTexts.nameRequired,
      email: cartTexts.emailInvalid,
    });
    actor.send({ type: 'details.change', details: { name: 'Asha', email: '' } });
    actor.send({ type: 'details.submit' });
    expect(actor.getSnapshot().context.detailsErrors).toEqual({ email: 'Email is required' });
    expect(value(actor)).toEqual('userDetails');
  });

  test('Scenario: a double checkout and a retry after a network error create one order', async () => {
    let calls = 0;
    const { actor, keys } = memberCart({
      createOrder: async () => {
        calls += 1;
        if (calls === 1) throw new Error('network down');
        return gatewayOk;
      },
    });
    await toUserDetails(actor);
    actor.send({ type: 'checkout' });
    actor.send({ type: 'details.submit' });
    actor.send({ type: 'details.submit' });
    actor.send({ type: 'checkout' });
    await waitFor(actor, (s) => s.matches('orderFailed'));

    actor.send({ type: 'checkout' });
    actor.send({ type: 'checkout' });
    await waitFor(actor, (s) => s.matches('handingOff'));

    expect(keys).toHaveLength(2);
    expect(new Set(keys).size).toEqual(1);
    expect(actor.getSnapshot().context.orderId).toEqual('ORD-1001');
  });

  test('Scenario: a gateway address outside the allowlist is refused and nothing is submitted', async () => {
    const { actor, log } = memberCart({
      createOrder: async () => ({ ...gatewayOk, postUrl: 'https://evil.example.net/pay' }),
    });
    await toUserDetails(actor);
    actor.send({ type: 'details.submit' });
    await waitFor(actor, (s) => s.matches('gatewayRefused'));

    expect(actor.getSnapshot().context.checkoutError).toEqual(cartTexts.gatewayRefused);
    expect(actor.getSnapshot().context.orderId).toEqual(null);
    expect(log).toEqual(['track PurchaseInitiate']);
  });

  test('Scenario: a pending payment is checked again after back-off and succeeds', async () => {
    const clock = new SimulatedClock();
    const { actor, log, statusCalls } = memberCart({ clock, statuses: ['pending', 'pending', 'success'] });
    await toUserDetails(actor);
    actor.send({ type: 'details.submit' });
    await waitFor(actor, (s) => s.matches('handingOff'));
    actor.send({ type: 'gateway.submitted' });
    actor.send({ type: 'payment.returned' });
    await waitFor(actor, (s) => s.matches('waitingToRecheck'));

    clock.increment(1999);
    expect(statusCalls).toHaveLength(1);
    clock.increment(1);
    await waitFor(actor, (s) => s.matches('waitingToRecheck') && s.context.statusAttempts === 2);
    clock.increment(2999);
    expect(statusCalls).toHaveLength(2);
    clock.increment(1);
    await waitFor(actor, (s) => s.status === 'done');

    expect(value(actor)).toEqual('paid');
    expect(actor.getSnapshot().context.items).toEqual([]);
    expect(log).toEqual([
      'track PurchaseInitiate',
      'track initiated checkout',
      'persist ORD-1001',
      'submit https://pay.example.com/pay',
      'forget',
      'navigate /payment-response?orderId=ORD-1001',
    ]);
  });

  test('Scenario: a failed payment shows the banner for 6 s, clears payment data and keeps the cart', async () => {
    const clock = new SimulatedClock();
    const { actor, log } = memberCart({ clock, statuses: ['failed'] });
    await toUserDetails(actor);
    actor.send({ type: 'details.submit' });
    await waitFor(actor, (s) => s.matches('handingOff'));
    actor.send({ type: 'gateway.submitted' });
    actor.send({ type: 'payment.returned' });
    await waitFor(actor, (s) => s.matches('paymentFailed'));

    expect(actor.getSnapshot().context).toMatchObject({ orderId: null, idempotencyKey: null, gateway: null });
    expect(actor.getSnapshot().context.items).toEqual([item(11, 0, '501')]);
    expect(log.at(-1)).toEqual('forget');
    clock.increment(6000);
    expect(value(actor)).toEqual({ shopping: 'idle' });
  });

  test('Scenario: a payment pending for 30 simulated minutes is checked 8 times over 86 s, then "still being confirmed"', async () => {
    const clock = new SimulatedClock();
    const { actor, log, statusCalls } = memberCart({
      clock,
      input: { resumeOrderId: 'ORD-1001' },
      statuses: [],
    });
    await waitFor(actor, (s) => s.matches('waitingToRecheck'));
    // Each wait in turn; a check is made only when its wait has passed.
    for (const [index, wait] of paymentStatusBackoffMs.entries()) {
      clock.increment(wait - 1);
      expect(statusCalls).toHaveLength(index + 1);
      clock.increment(1);
      await waitFor(actor, (s) => s.context.statusAttempts === index + 2 && !s.matches('checkingStatus'));
    }
    expect(statusCalls).toHaveLength(paymentStatusMaxChecks);
    expect(value(actor)).toEqual('stillConfirming');
    expect(paymentStatusBackoffMs.reduce((sum, wait) => sum + wait, 0)).toBe(86_000);

    // The rest of 30 minutes: no more requests; the order is still kept for a reload, Checkout locked.
    for (let minute = 0; minute < 30; minute += 1) clock.increment(60_000);
    expect(statusCalls).toHaveLength(8);
    expect(value(actor)).toEqual('stillConfirming');
    expect(actor.getSnapshot().context.orderId).toBe('ORD-1001');
    expect(log).not.toContain('forget');

    // Asked to check again: one more bounded round, which ends as soon as the bank has confirmed.
    actor.send({ type: 'payment.recheck' });
    await waitFor(actor, (s) => s.matches('waitingToRecheck'));
    expect(statusCalls).toHaveLength(9);
  });

  test('Scenario: status checks that keep failing (offline) stop at the same bound', async () => {
    const clock = new SimulatedClock();
    const { actor, statusCalls } = memberCart({
      clock,
      input: { resumeOrderId: 'ORD-1001' },
      statuses: Array.from({ length: 20 }, () => 'error' as const),
    });
    for (let second = 0; second < 30 * 60; second += 1) {
      clock.increment(1000);
      await Promise.resolve();
      await Promise.resolve();
    }
    await waitFor(actor, (s) => s.matches('stillConfirming'));
    expect(statusCalls).toHaveLength(paymentStatusMaxChecks);
  });

  test('Scenario: an unknown or foreign order fails at once with a message and the cart stays usable', async () => {
    const clock = new SimulatedClock();
    const { actor, log, statusCalls } = memberCart({
      clock,
      input: { resumeOrderId: 'QO999999' },
      statuses: ['notFound'],
    });
    await waitFor(actor, (s) => s.matches('orderNotFound'));
    expect(statusCalls).toEqual(['QO999999']);
    expect(actor.getSnapshot().context).toMatchObject({ orderId: null, idempotencyKey: null });
    expect(actor.getSnapshot().context.items).toEqual([item(11, 0, '501')]);
    expect(log).toEqual(['forget']);
    // Checkout works while the message shows.
    actor.send({ type: 'checkout' });
    expect(value(actor)).toEqual('userDetails');
    actor.send({ type: 'dialog.dismiss' });
    // Back to the cart; over the next 30 minutes no further check is made.
    expect(value(actor)).toEqual({ shopping: 'idle' });
    clock.increment(30 * 60_000);
    expect(statusCalls).toHaveLength(1);
  });

  test('Scenario: the "unknown order" message closes after 6 s or when dismissed', async () => {
    const clock = new SimulatedClock();
    const { actor } = memberCart({ clock, input: { resumeOrderId: 'QO999999' }, statuses: ['notFound'] });
    await waitFor(actor, (s) => s.matches('orderNotFound'));
    clock.increment(5999);
    expect(value(actor)).toEqual('orderNotFound');
    clock.increment(1);
    expect(value(actor)).toEqual({ shopping: 'idle' });
  });

  test('Scenario: a reload with a pending order resumes the status check', async () => {
    const { actor, statusCalls } = memberCart({
      input: { resumeOrderId: 'ORD-1001' },
      statuses: ['success'],
    });
    await waitFor(actor, (s) => s.status === 'done');

    expect(statusCalls).toEqual(['ORD-1001']);
    expect(value(actor)).toEqual('paid');
  });
});
