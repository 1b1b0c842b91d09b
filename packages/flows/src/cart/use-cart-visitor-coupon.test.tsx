import { afterEach, describe, expect, test, vi } from 'vitest';
import { fromPromise } from 'xstate';
import type { Cart, CartItem, CouponStatus } from '@quest/api';
import { act, flush, renderHook } from '../testing/render-hook.tsx';
import { guestInput, sampleItem, serverItem } from './cart.paths.ts';
import { useCart } from './use-cart.ts';

let cleanup: () => void = () => {};
afterEach(() => cleanup());

describe('useCart: a visitor applies a coupon (ADR 0111)', () => {
  test('Scenario: Apply keeps the code with a message; after sign-in it is applied and the message goes', async () => {
    const applyCoupon = vi.fn(async (_input: unknown): Promise<CouponStatus> => ({
      isSuccess: true,
      discount: 50,
      message: 'Coupon applied successfully.',
      total: 999,
      totalAmount: 949,
    }));
    const { result, unmount } = renderHook(() =>
      useCart(
        {
          actors: {
            loadCart: fromPromise(async (): Promise<CartItem[]> => [sampleItem]),
            syncCart: fromPromise(async (): Promise<Cart> => ({ cartList: [serverItem], total: 999 })),
            applyCoupon: fromPromise(({ input }) => applyCoupon(input)),
          },
        },
        guestInput,
      ),
    );
    cleanup = unmount;
    await flush();

    act(() => result.current.changeCoupon('FLAT50'));
    expect(result.current.canApplyCoupon).toBe(true);
    act(() => result.current.applyCoupon());
    expect(result.current).toMatchObject({
      keptCouponCode: 'FLAT50',
      couponDisabled: true,
      canApplyCoupon: false,
      appliedCouponCode: null,
    });
    expect(applyCoupon).not.toHaveBeenCalled();

    act(() => result.current.signedIn(7));
    await flush();
    expect(applyCoupon).toHaveBeenCalledWith({ userId: 7, couponCode: 'FLAT50' });
    expect(result.current).toMatchObject({
      keptCouponCode: null,
      appliedCouponCode: 'FLAT50',
      couponDiscount: 50,
    });
    expect(result.current.totalAmount).toBe(result.current.total - 50);
  });
});
