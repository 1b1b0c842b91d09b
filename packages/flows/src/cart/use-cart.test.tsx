import { afterEach, describe, expect, test, vi } from 'vitest';
import { fromPromise } from 'xstate';
import type { Cart, CartItem, CouponStatus, PaymentGatewayResponse, PaymentStatus } from '@quest/api';
import { act, flush, renderHook } from '../testing/render-hook.tsx';
import type { CartInput, CreateOrderInput, PaymentCheck } from './cart.machine.ts';
import { cartTexts } from './cart-rules.ts';
import { guestInput, memberInput, sampleItem, serverItem } from './cart.paths.ts';
import { useCart, type CartImplementations } from './use-cart.ts';

let cleanup: () => void = () => {};
afterEach(() => cleanup());

function render(implementations: CartImplementations, input: CartInput) {
  const { result, unmount } = renderHook(() => useCart(implementations, input));
  cleanup = unmount;
  return result;
}

const gatewayOk: PaymentGatewayResponse = {
  orderId: 'ORD-1001',
  postUrl: 'https://pay.example.com/pay',
  dictValues: [{ key: 'orderId', value: 'ORD-1001' }],
};
const statusOf = (status: PaymentStatus['status']): PaymentCheck => ({
  status,
  orderId: 'ORD-1001',
  amount: 999,
  message: '',
});

describe('useCart', () => {
  test('Scenario: a guest adds a product once, checks out, sees the login dialog and continues to User details after sign-in', async () => {
    const loadCart = vi.fn(async (_input: unknown): Promise<CartItem[]> => []);
    const syncCart = vi.fn(async (_input: unknown): Promise<Cart> => ({
      cartList: [serverItem],
      total: 999,
    }));
    const saveGuestCart = vi.fn();
    const result = render(
      {
        actors: {
          loadCart: fromPromise(({ input }) => loadCart(input)),
          syncCart: fromPromise(({ input }) => syncCart(input)),
        },
        actions: { saveGuestCart },
      },
      guestInput,
    );
    expect(result.current.loading).toBe(true);
    await flush();
    expect(loadCart).toHaveBeenCalledWith({ userId: null });
    expect(result.current).toMatchObject({
      loading: false,
      emptyMessage: cartTexts.empty,
      canCheckout: false,
      dialog: 'none',
    });

    act(() => result.current.add(sampleItem));
    act(() => result.current.add(sampleItem)); // same product and plan: ignored
    expect(result.current).toMatchObject({
      items: [sampleItem],
      emptyMessage: null,
      total: 999,
      totalAmount: 999,
      canCheckout: true,
    });
    expect(saveGuestCart).toHaveBeenLastCalledWith(expect.anything(), { items: [sampleItem] });
    act(() => result.current.changeCoupon('SAVE10'));
    // A visitor's Apply keeps the code until sign-in (ADR 0111; use-cart-visitor-coupon.test.tsx).
    expect(result.current.canApplyCoupon).toBe(true);

    act(() => result.current.checkout());
    expect(result.current.dialog).toBe('login');
    act(() => result.current.showSignUp());
    expect(result.current.dialog).toBe('signUp');
    act(() => result.current.showLogin());
    expect(result.current.dialog).toBe('login');

    act(() => result.current.signedIn(7));
    expect(result.current.loading).toBe(true);
    await flush();
    expect(syncCart).toHaveBeenCalledWith({ userId: 7, items: [sampleItem] });
    expect(result.current).toMatchObject({
      loading: false,
      dialog: 'userDetails',
      items: [serverItem, sampleItem],
    });
  });

  test('Scenario: a refused coupon shows its message and keeps the code; a valid one is applied, subtracted and removed again', async () => {
    const replies: CouponStatus[] = [
      { isSuccess: false, discount: 0, message: 'Invalid coupon', total: 999, totalAmount: 999 },
      { isSuccess: true, discount: 100, message: 'ok', total: 999, totalAmount: 899 },
    ];
    const applyCoupon = vi.fn(async (_input: unknown) => replies.shift()!);
    const result = render(
      {
        actors: {
          loadCart: fromPromise(async () => [serverItem]),
          applyCoupon: fromPromise(({ input }) => applyCoupon(input)),
        },
      },
      memberInput,
    );
    await flush();
    expect(result.current).toMatchObject({ canApplyCoupon: false, couponDisabled: false, total: 999 });

    act(() => result.current.changeCoupon('SAVE10XYZ'));
    expect(result.current).toMatchObject({ couponInput: 'SAVE10', canApplyCoupon: true });
    act(() => result.current.applyCoupon());
    expect(result.current.couponDisabled).toBe(true);
    await flush();
    expect(applyCoupon).toHaveBeenCalledWith({ userId: 7, couponCode: 'SAVE10' });
    expect(result.current).toMatchObject({
      couponError: 'Invalid coupon',
      couponInput: 'SAVE10',
      appliedCouponCode: null,
      couponDiscount: 0,
      totalAmount: 999,
    });
    act(() => result.current.dismissCouponError());
    expect(result.current).toMatchObject({ couponError: null, couponDisabled: false });

    act(() => result.current.changeCoupon('SAVE10'));
    act(() => result.current.applyCoupon());
    await flush();
    expect(result.current).toMatchObject({
      appliedCouponCode: 'SAVE10',
      couponInput: '',
      couponError: null,
      couponDiscount: 100,
      total: 999,
      totalAmount: 899,
      couponDisabled: true,
      canApplyCoupon: false,
    });

    act(() => result.current.removeCoupon());
    expect(result.current).toMatchObject({
      appliedCouponCode: null,
      couponDiscount: 0,
      totalAmount: 999,
      couponDisabled: false,
    });
  });

  test('Scenario: User details show the spec texts, a failed profile save keeps what was typed, and a paid order empties the cart', async () => {
    const replies: Array<() => Promise<unknown>> = [
      () => Promise.reject(new Error('Could not save the profile.')),
      async () => null,
    ];
    const saveProfile = vi.fn((_input: unknown) => replies.shift()!());
    const createOrder = vi.fn(async (_input: CreateOrderInput) => gatewayOk);
    const checkPaymentStatus = vi.fn(async (_input: unknown) => statusOf('success'));
    const submitToGateway = vi.fn();
    const persistPendingOrder = vi.fn();
    const navigate = vi.fn();
    const result = render(
      {
        actors: {
          loadCart: fromPromise(async () => [serverItem]),
          saveProfile: fromPromise(({ input }) => saveProfile(input)),
          createOrder: fromPromise(({ input }) => createOrder(input)),
          checkPaymentStatus: fromPromise(({ input }) => checkPaymentStatus(input)),
        },
        actions: { submitToGateway, persistPendingOrder, navigate },
      },
      { ...memberInput, profile: { name: '', email: 'asha@', city: 'Pune', pincode: '411001' } },
    );
    await flush();

    act(() => result.current.checkout());
    expect(result.current).toMatchObject({
      dialog: 'userDetails',
      details: { name: '', email: 'asha@', city: 'Pune', pincode: '411001' },
    });
    act(() => result.current.submitDetails());
    expect(result.current.detailsErrors).toEqual({
      name: cartTexts.nameRequired,
      email: cartTexts.emailInvalid,
    });
    act(() => result.current.changeDetails({ name: 'Asha', email: '' }));
    act(() => result.current.submitDetails());
    expect(result.current.detailsErrors).toEqual({ email: cartTexts.emailRequired });

    act(() => result.current.changeDetails({ email: 'asha@example.com' }));
    expect(result.current.detailsErrors).toEqual({});
    act(() => result.current.submitDetails());
    expect(result.current).toMatchObject({ savingDetails: true, dialog: 'userDetails', canCheckout: false });
    await flush();
    expect(saveProfile).toHaveBeenCalledWith({
      userId: 7,
      firstName: 'Asha',
      pincode: '411001',
      cityName: 'Pune',
      emailId: 'asha@example.com',
    });
    expect(result.current).toMatchObject({
      savingDetails: false,
      dialog: 'userDetails',
      checkoutError: 'Could not save the profile.',
      details: { name: 'Asha', email: 'asha@example.com', city: 'Pune', pincode: '411001' },
    });
    expect(createOrder).not.toHaveBeenCalled();

    act(() => result.current.submitDetails());
    await flush();
    expect(createOrder).toHaveBeenCalledWith({
      idempotencyKey: expect.any(String),
      request: { userId: 7, paymentMode: 'Online', couponCode: '', cartList: [serverItem] },
    });
    expect(submitToGateway).toHaveBeenCalledWith(expect.anything(), gatewayOk);
    expect(persistPendingOrder).toHaveBeenCalledWith(expect.anything(), { orderId: 'ORD-1001' });
    expect(result.current).toMatchObject({ dialog: 'none', orderOpen: true, canCheckout: false });

    act(() => result.current.gatewaySubmitted());
    expect(result.current.checkingPayment).toBe(true);
    act(() => result.current.paymentReturned());
    await flush();
    expect(checkPaymentStatus).toHaveBeenCalledWith({ orderId: 'ORD-1001' });
    expect(navigate).toHaveBeenCalledWith(expect.anything(), { to: '/payment-response?orderId=ORD-1001' });
    expect(result.current).toMatchObject({ items: [], checkingPayment: false });
  });

  test('Scenario: a failed order keeps the cart and Checkout retries with the same key; a failed payment shows the banner', async () => {
    const keys: string[] = [];
    const createOrder = vi.fn(async (input: CreateOrderInput) => {
      keys.push(input.idempotencyKey);
      if (keys.length === 1) throw new Error('network down');
      return gatewayOk;
    });
    const forgetPendingOrder = vi.fn();
    const result = render(
      {
        actors: {
          loadCart: fromPromise(async () => [serverItem]),
          saveProfile: fromPromise(async (): Promise<unknown> => null),
          createOrder: fromPromise(({ input }) => createOrder(input)),
          checkPaymentStatus: fromPromise(async () => statusOf('failed')),
        },
        actions: { forgetPendingOrder },
      },
      memberInput,
    );
    await flush();

    act(() => result.current.checkout());
    expect(result.current.details).toEqual({
      name: 'Asha',
      email: 'asha@example.com',
      city: 'Pune',
      pincode: '411001',
    });
    act(() => result.current.submitDetails());
    act(() => result.current.checkout()); // a second tap while the order is open does nothing
    await flush();
    expect(result.current).toMatchObject({
      dialog: 'orderFailed',
      orderOpen: false,
      canCheckout: true,
      items: [serverItem],
    });

    act(() => result.current.checkout());
    await flush();
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(result.current).toMatchObject({ dialog: 'none', orderOpen: true, canCheckout: false });

    act(() => result.current.gatewaySubmitted());
    act(() => result.current.paymentReturned());
    await flush();
    expect(forgetPendingOrder).toHaveBeenCalled();
    expect(result.current).toMatchObject({
      paymentFailedBanner: cartTexts.paymentFailed,
      checkingPayment: false,
      orderOpen: false,
      items: [serverItem],
    });
    act(() => result.current.dismissBanner());
    expect(result.current).toMatchObject({ paymentFailedBanner: null, canCheckout: true });
  });
  test('Scenario: an unknown order shows its failure and Checkout stays usable', async () => {
    const unknown = render(
      {
        actors: {
          loadCart: fromPromise(async () => [serverItem]),
          checkPaymentStatus: fromPromise(async ({ input }) => ({
            status: 'notFound' as const,
            orderId: input.orderId,
          })),
        },
      },
      { ...memberInput, resumeOrderId: 'QO999999' },
    );
    await flush();
    expect(unknown.current).toMatchObject({
      orderNotFoundBanner: cartTexts.orderNotFound,
      stillConfirmingMessage: null,
      checkingPayment: false,
      orderOpen: false,
      canCheckout: true,
    });
    act(() => unknown.current.dismissBanner());
    expect(unknown.current.orderNotFoundBanner).toBeNull();
  });
});
