import type { CartItem } from '@quest/api';
import type { CartEvent, CartInput } from './cart.machine.ts';

/** Test support shared by the unit test and the story: sample data and the events that generate paths. */

export const allowedGatewayOrigin = 'https://pay.example.com';

export const sampleItem: CartItem = {
  cartId: '',
  userId: 0,
  productId: 11,
  productName: 'Maths Quest',
  productIcon: '/media/images/product-201.svg',
  qty: 1,
  price: 1200,
  netPrice: 999,
  planId: 0,
};

export const serverItem: CartItem = {
  ...sampleItem,
  cartId: '501',
  userId: 7,
  productId: 12,
  productName: 'Science Quest',
};

export const guestInput: CartInput = { userId: null, allowedGatewayOrigins: [allowedGatewayOrigin] };
export const memberInput: CartInput = {
  userId: 7,
  allowedGatewayOrigins: [allowedGatewayOrigin],
  profile: { name: 'Asha', email: 'asha@example.com', city: 'Pune', pincode: '411001' },
};

const order = (postUrl: string) => ({
  orderId: 'ORD-1001',
  postUrl,
  dictValues: [{ key: 'orderId', value: 'ORD-1001' }],
});
const status = (value: 'pending' | 'success' | 'failed') => ({
  status: value,
  orderId: 'ORD-1001',
  amount: 999,
  message: '',
});
const cart = { cartList: [serverItem], total: 999 };

/** Every event the generated paths may take, incl. the done/error events of invoked actors and delayed events. */
export const cartPathEvents = [
  { type: 'xstate.done.actor.loadCart', output: [sampleItem] },
  { type: 'xstate.error.actor.loadCart', error: new Error('offline') },
  { type: 'xstate.done.actor.syncCart', output: cart },
  { type: 'xstate.error.actor.syncCart', error: new Error('offline') },
  { type: 'xstate.done.actor.addCart', output: cart },
  { type: 'xstate.done.actor.deleteCart', output: cart },
  {
    type: 'xstate.done.actor.applyCoupon',
    output: { isSuccess: true, discount: 100, message: '', total: 999, totalAmount: 899 },
  },
  {
    type: 'xstate.done.actor.applyCoupon',
    output: { isSuccess: false, discount: 0, message: 'Invalid coupon', total: 999, totalAmount: 999 },
  },
  { type: 'xstate.error.actor.applyCoupon', error: new Error('offline') },
  { type: 'xstate.done.actor.saveProfile', output: null },
  { type: 'xstate.error.actor.saveProfile', error: new Error('offline') },
  { type: 'xstate.done.actor.createOrder', output: order(`${allowedGatewayOrigin}/pay`) },
  { type: 'xstate.done.actor.createOrder', output: order('https://evil.example.net/pay') },
  { type: 'xstate.error.actor.createOrder', error: new Error('offline') },
  { type: 'xstate.done.actor.checkPaymentStatus', output: status('pending') },
  { type: 'xstate.done.actor.checkPaymentStatus', output: status('failed') },
  { type: 'xstate.done.actor.checkPaymentStatus', output: status('success') },
  { type: 'xstate.done.actor.checkPaymentStatus', output: { status: 'notFound', orderId: 'ORD-1001' } },
  { type: 'xstate.error.actor.checkPaymentStatus', error: new Error('offline') },
  { type: 'xstate.after.couponAlert.cart.shopping.couponRejected' },
  { type: 'xstate.after.couponAlert.cart.shopping.couponFailed' },
  { type: 'xstate.after.paymentFailedBanner.cart.paymentFailed' },
  { type: 'xstate.after.statusBackoff.cart.waitingToRecheck' },
  { type: 'xstate.after.paymentFailedBanner.cart.orderNotFound' },
  { type: 'cart.add', item: { ...sampleItem, productId: 13 } },
  { type: 'cart.remove', item: sampleItem },
  { type: 'cart.clear' },
  { type: 'coupon.change', value: 'SAVE10' },
  { type: 'coupon.apply', code: 'SAVE10' },
  { type: 'coupon.remove' },
  { type: 'coupon.dismiss' },
  { type: 'session.signedIn', userId: 7 },
  { type: 'checkout' },
  { type: 'login.showSignUp' },
  { type: 'login.showLogin' },
  { type: 'dialog.dismiss' },
  { type: 'details.submit' },
  { type: 'gateway.submitted' },
  { type: 'payment.returned' },
  { type: 'payment.recheck' },
  { type: 'banner.dismiss' },
] as unknown as CartEvent[];
