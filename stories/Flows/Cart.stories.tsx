import type { Meta, StoryObj } from '@storybook/react-vite';
import { fromPromise } from 'xstate';
import type { Cart, CartItem, CouponStatus, PaymentGatewayResponse, PaymentStatus } from '@quest/api';
import { cartMachine, type CartInput, type CreateOrderInput } from '@quest/flows';
import { shortestPathsByState } from '@quest/flows/testing';
import { cartPathEvents, guestInput, memberInput } from '../../packages/flows/src/cart/cart.paths.ts';
import { createFlowController, FlowInspector, playEveryPath } from './flow-kit';

/** Actors that never settle: only the replayed events (including xstate.done.actor.*) move the machine. */
const pending = <T,>() => new Promise<T>(() => {});
const machine = cartMachine.provide({
  actors: {
    loadCart: fromPromise<CartItem[], { userId: number | null }>(pending),
    syncCart: fromPromise<Cart, { userId: number; items: CartItem[] }>(pending),
    addCart: fromPromise<Cart, { items: CartItem[] }>(pending),
    deleteCart: fromPromise<Cart, { cartId: string }>(pending),
    applyCoupon: fromPromise<CouponStatus, { userId: number; couponCode: string }>(pending),
    saveProfile: fromPromise<
      unknown,
      { userId: number; firstName: string; pincode: string; cityName: string; emailId: string }
    >(pending),
    createOrder: fromPromise<PaymentGatewayResponse, CreateOrderInput>(pending),
    checkPaymentStatus: fromPromise<PaymentStatus, { orderId: string }>(pending),
  },
});

/** A guest start and a signed-in start: together their generated paths reach every state. */
const guestController = createFlowController(machine, guestInput);
const memberController = createFlowController(machine, memberInput);
const pathsFor = (input: CartInput) => shortestPathsByState(cartMachine, cartPathEvents, input);

const meta = {
  title: 'Flows/Cart',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Cart, coupon and payment (store-and-assessment.md §2.6, §4) from a visitor's guest cart. */
export const GuestPaths: Story = {
  render: () => <FlowInspector title="Cart (guest)" controller={guestController} />,
  play: async ({ canvasElement, step }) => {
    await playEveryPath(canvasElement, guestController, pathsFor(guestInput), step);
  },
};

/** The same machine for a signed-in user (server cart, coupon, checkout without the login dialog). */
export const SignedInPaths: Story = {
  render: () => <FlowInspector title="Cart (signed in)" controller={memberController} />,
  play: async ({ canvasElement, step }) => {
    await playEveryPath(canvasElement, memberController, pathsFor(memberInput), step);
  },
};
