import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import type { Cart, CartItem, CouponStatus, PaymentGatewayResponse, PaymentStatus } from '@quest/api';
import {
  Button,
  CartView,
  cartViewTexts as t,
  GatewayForm,
  LoginDialog,
  loginDialogTexts,
  questI18n,
  SignUpDialog,
  signUpFormViewTexts,
} from '@quest/design-system';
import {
  cartMachine,
  cartTexts,
  paymentResponsePath,
  useCart,
  type CartImplementations,
  type CartInput,
  type CreateOrderInput,
  type PaymentCheck,
} from '@quest/flows';
import { shortestPathsByState } from '@quest/flows/testing';
import { cartViewProps, visitorDialogOf } from '../../apps/learner/src/features/store/cart/cart-view-props';
import {
  allowedGatewayOrigin,
  cartPathEvents,
  guestInput,
  memberInput,
  sampleItem,
  serverItem,
} from '../../packages/flows/src/cart/cart.paths.ts';
import { createFlowController, statechartStory, stepperOf } from './flow-kit';

/** What the catalogue stand-in adds (a second product, so the cart holds two lines). */
const physicsItem: CartItem = { ...sampleItem, productId: 13, productName: 'Physics Quest', netPrice: 749 };
const ORDER_ID = 'ORD-1001';
const STUDENT_ID = 7;
const PASSWORD = 'quest123';

/**
 * The cart's effects, faked in memory (no network): the guest cart, the server cart, the coupons the server
 * knows, how PGData answers and the payment statuses it reports, and everything the machine asked for.
 */
const effects = {
  guestItems: [] as CartItem[],
  serverItems: [] as CartItem[],
  coupons: { SAVE10: 100 } as Record<string, number>,
  /** How PGData answers: an allowed gateway address, an untrusted one, or failures before it answers. */
  order: 'allowed' as 'allowed' | 'untrusted',
  orderFailures: 0,
  /** Payment statuses in the order the checks get them (the last one repeats). */
  statuses: ['success'] as PaymentStatus['status'][],
  statusChecks: 0,
  savedProfiles: [] as unknown[],
  orders: [] as CreateOrderInput[],
  /** Forms the gateway hand-off posted (observed, never performed). */
  posted: [] as { action: string; fields: Record<string, string> }[],
  pendingOrder: null as string | null,
  navigated: [] as string[],
  tracked: [] as string[],
  reset() {
    this.guestItems = [];
    this.serverItems = [serverItem];
    this.order = 'allowed';
    this.orderFailures = 0;
    this.statuses = ['success'];
    this.statusChecks = 0;
    this.savedProfiles = [];
    this.orders = [];
    this.posted = [];
    this.pendingOrder = null;
    this.navigated = [];
    this.tracked = [];
  },
};

const wait = (ms = 150) => new Promise((resolve) => setTimeout(resolve, ms));
const serverCart = (): Cart => ({
  cartList: effects.serverItems,
  total: effects.serverItems.reduce((sum, i) => sum + i.netPrice, 0),
});
let nextCartId = 600;
const stored = (item: CartItem): CartItem => ({ ...item, cartId: String(nextCartId++), userId: STUDENT_ID });

/** The machine's injectable effects on `effects`; the hand-off only records the order for the GatewayForm. */
function cartImplementations(handOff: (gateway: PaymentGatewayResponse) => void): CartImplementations {
  return {
    actors: {
      loadCart: fromPromise<CartItem[], { userId: number | null }>(async ({ input }) => {
        await wait();
        return input.userId === null ? effects.guestItems : effects.serverItems;
      }),
      syncCart: fromPromise<Cart, { userId: number; items: CartItem[] }>(async ({ input }) => {
        await wait();
        effects.serverItems = [...effects.serverItems, ...input.items.map(stored)];
        return serverCart();
      }),
      addCart: fromPromise<Cart, { items: CartItem[] }>(async ({ input }) => {
        await wait();
        effects.serverItems = [...effects.serverItems, ...input.items.map(stored)];
        return serverCart();
      }),
      deleteCart: fromPromise<Cart, { cartId: string }>(async ({ input }) => {
        await wait();
        effects.serverItems = effects.serverItems.filter((i) => i.cartId !== input.cartId);
        return serverCart();
      }),
      applyCoupon: fromPromise<CouponStatus, { userId: number; couponCode: string }>(async ({ input }) => {
        await wait();
        const discount = effects.coupons[input.couponCode];
        const { total } = serverCart();
        return discount === undefined
          ? { isSuccess: false, discount: 0, message: 'Invalid coupon code.', total, totalAmount: total }
          : { isSuccess: true, discount, message: '', total, totalAmount: total - discount };
      }),
      saveProfile: fromPromise(async ({ input }) => {
        await wait();
        effects.savedProfiles.push(input);
        return input;
      }),
      createOrder: fromPromise<PaymentGatewayResponse, CreateOrderInput>(async ({ input }) => {
        await wait();
        effects.orders.push(input);
        if (effects.orderFailures > 0) {
          effects.orderFailures -= 1;
          throw new Error('offline');
        }
        const host = effects.order === 'allowed' ? allowedGatewayOrigin : 'https://evil.example.net';
        return {
          orderId: ORDER_ID,
          postUrl: `${host}/pay`,
          dictValues: [{ key: 'orderId', value: ORDER_ID }],
        };
      }),
      checkPaymentStatus: fromPromise<PaymentCheck, { orderId: string }>(async ({ input }) => {
        await wait();
        const status = effects.statuses[Math.min(effects.statusChecks, effects.statuses.length - 1)];
        effects.statusChecks += 1;
        return { status: status ?? 'pending', orderId: input.orderId, amount: 999, message: '' };
      }),
    },
    actions: {
      saveGuestCart: (_, params) => {
        effects.guestItems = params.items;
      },
      submitToGateway: (_, params) => handOff(params),
      persistPendingOrder: (_, params) => {
        effects.pendingOrder = params.orderId;
      },
      forgetPendingOrder: () => {
        effects.pendingOrder = null;
      },
      navigate: (_, params) => void effects.navigated.push(params.to),
      track: (_, params) => void effects.tracked.push(params.name),
      logError: () => {},
    },
    // A pending payment is checked again quickly, so the story sees the back-off without waiting seconds.
    delays: { statusBackoff: 300 },
  };
}

/** The login dialog on a fake sign-in (password quest123), and the sign-up dialog it links to. */
function AuthDialogs({
  dialog,
  onSignedIn,
  onSwitch,
  onClose,
}: {
  dialog: 'login' | 'signUp' | null;
  onSignedIn: (userId: number) => void;
  onSwitch: (next: 'login' | 'signUp') => void;
  onClose: () => void;
}) {
  const [form, setForm] = useState({ username: '', password: '' });
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  if (dialog === 'login') {
    return (
      <LoginDialog
        open
        {...form}
        failure={failure}
        busy={busy}
        onFieldChange={(field, value) => setForm((f) => ({ ...f, [field]: value }))}
        onSubmit={async ({ password }) => {
          setBusy(true);
          await wait();
          setBusy(false);
          if (password === PASSWORD) onSignedIn(STUDENT_ID);
          else setFailure('Invalid username or password.');
        }}
        onSignUp={() => onSwitch('signUp')}
        onClose={onClose}
      />
    );
  }
  if (dialog === 'signUp') {
    const noop = () => {};
    return (
      <SignUpDialog
        open
        mobile=""
        mobileVerified={false}
        canSendOtp={false}
        values={{ firstName: '', lastName: '', password: '', emailId: '' }}
        otp={{ open: false, code: '' }}
        onClose={onClose}
        onLogIn={() => onSwitch('login')}
        onMobileChange={noop}
        onGetOtp={noop}
        onEditMobile={noop}
        onFieldChange={noop}
        onSubmit={noop}
        onOtpCodeChange={noop}
        onVerifyOtp={noop}
        onResendOtp={noop}
        onCloseOtp={noop}
        onAlertOk={noop}
        onSnackbarClose={noop}
      />
    );
  }
  return null;
}

/**
 * The cart screen as the app's route builds it: `useCart` with its effects (faked), fed into CartView through
 * the app's own `cartViewProps`; the gateway hand-off draws the GatewayForm with a spy for the post.
 */
function CartFlow({ input }: { input: CartInput }) {
  const [gateway, setGateway] = useState<PaymentGatewayResponse | null>(null);
  const [implementations] = useState(() => cartImplementations(setGateway));
  const cart = useCart(implementations, input);
  return (
    <>
      <aside aria-label="Catalogue" style={{ padding: '8px 16px' }}>
        <Button variant="secondary" onClick={() => cart.add(physicsItem)}>
          Buy Physics Quest
        </Button>
      </aside>
      <CartView
        {...cartViewProps(cart)}
        as="main"
        dialogs={
          <AuthDialogs
            dialog={visitorDialogOf(cart)}
            onSignedIn={cart.signedIn}
            onSwitch={(next) => (next === 'signUp' ? cart.showSignUp() : cart.showLogin())}
            onClose={cart.dismissDialog}
          />
        }
        onBack={() => void effects.navigated.push('back')}
        onKeepShopping={() => void effects.navigated.push('keep shopping')}
        onRetry={cart.reload}
      />
      {gateway ? (
        <GatewayForm
          postUrl={gateway.postUrl}
          fields={gateway.dictValues}
          allowedOrigins={input.allowedGatewayOrigins}
          submit={(form) =>
            void effects.posted.push({
              action: form.action,
              fields: Object.fromEntries([...new FormData(form)].map(([k, v]) => [k, String(v)])),
            })
          }
          onSubmitted={cart.gatewaySubmitted}
        />
      ) : null}
    </>
  );
}

const meta = {
  title: 'Flows/Cart',
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, iframeHeight: '800px' } } },
  beforeEach() {
    effects.reset();
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const cartHeading = (count: number) =>
  body().findByRole('heading', { level: 2, name: questI18n.translate(t.heading, { count }) });
const checkoutButton = () => body().getByRole('button', { name: 'Checkout' });

/** Fills User details and presses Continue (the order is then created and handed off). */
async function fillUserDetails() {
  const dialog = within(await body().findByRole('dialog', { name: t.userDetailsTitle }));
  await userEvent.click(dialog.getByRole('button', { name: t.continue }));
  await expect(await dialog.findByText(cartTexts.nameRequired)).toBeVisible();
  await expect(dialog.getByText(cartTexts.emailRequired)).toBeVisible();
  await userEvent.type(dialog.getByLabelText(/^Name/), 'Asha');
  await userEvent.type(dialog.getByLabelText(/^Email ID/), 'asha@example.com');
  await userEvent.type(dialog.getByLabelText(/^Your City/), 'Pune');
  await userEvent.type(dialog.getByLabelText(/^Pincode/), '411001');
  await userEvent.click(dialog.getByRole('button', { name: t.continue }));
}

/** A student's Checkout: User details open prefilled from the profile, and Continue creates the order. */
async function checkoutWithProfile() {
  await cartHeading(1);
  await userEvent.click(checkoutButton());
  const dialog = within(await body().findByRole('dialog', { name: t.userDetailsTitle }));
  await expect(dialog.getByLabelText(/^Your City/)).toHaveValue('Pune');
  await userEvent.click(dialog.getByRole('button', { name: t.continue }));
}

/** The order was created and handed to the gateway: the form posted (to the spy), the cart checks the payment. */
async function expectHandedOff() {
  await waitFor(() => expect(effects.posted).toHaveLength(1));
  await expect(effects.posted[0]).toEqual({
    action: `${allowedGatewayOrigin}/pay`,
    fields: { orderId: ORDER_ID },
  });
  await expect(effects.pendingOrder).toBe(ORDER_ID);
  await expect(effects.tracked).toContain('initiated checkout');
  await expect(await body().findByText(t.checkingPayment)).toBeVisible();
  await expect(checkoutButton()).toHaveAttribute('aria-busy', 'true');
  await expect(body().queryByRole('dialog')).toBeNull();
}

/**
 * A visitor's checkout (store-and-assessment.md §2.6, §4; learning-app.md §4 Guest cart): the guest adds a
 * Quest, Checkout asks them to log in (the sign-up link goes there and back), signing in merges the guest cart
 * into the server cart and opens User details, Continue saves it, creates ONE order and hands it to the gateway.
 */
export const GuestCheckout: Story = {
  render: () => <CartFlow input={guestInput} />,
  play: async ({ step }) => {
    await step('the guest cart starts empty; buying adds the Quest locally', async () => {
      await expect(await body().findByText(t.empty)).toBeVisible();
      await userEvent.click(body().getByRole('button', { name: 'Buy Physics Quest' }));
      await expect(await cartHeading(1)).toBeVisible();
      await expect(effects.guestItems).toEqual([physicsItem]);
    });
    await step('Checkout opens the login dialog; sign-up is one link away and back', async () => {
      await userEvent.click(checkoutButton());
      const login = await body().findByRole('dialog', { name: loginDialogTexts.title });
      await userEvent.click(within(login).getByRole('button', { name: loginDialogTexts.signUp }));
      const signUp = await body().findByRole('dialog', { name: signUpFormViewTexts.title });
      await userEvent.click(within(signUp).getByRole('button', { name: signUpFormViewTexts.logIn }));
      await expect(await body().findByRole('dialog', { name: loginDialogTexts.title })).toBeVisible();
    });
    await step('signing in merges the guest cart and continues to User details', async () => {
      const login = within(body().getByRole('dialog', { name: loginDialogTexts.title }));
      await userEvent.type(login.getByLabelText(/^Username/), '9876543210');
      await userEvent.type(login.getByLabelText(/^Password/), PASSWORD);
      await userEvent.click(login.getByRole('button', { name: loginDialogTexts.logIn }));
      await expect(await body().findByRole('dialog', { name: t.userDetailsTitle })).toBeVisible();
      await expect(await cartHeading(2)).toBeVisible();
      await expect(effects.guestItems).toEqual([]);
    });
    await step('User details are checked, saved, and the order is created once', async () => {
      await fillUserDetails();
      await waitFor(() => expect(effects.savedProfiles).toHaveLength(1));
      await waitFor(() => expect(effects.orders).toHaveLength(1));
      await expect(effects.orders[0]?.request.cartList).toHaveLength(2);
    });
    await step('the order is handed to the gateway (observed, not performed)', expectHandedOff);
  },
};

/** Closing the login dialog drops the checkout: back to the cart, nothing ordered. */
export const GuestLoginDismissed: Story = {
  beforeEach() {
    effects.guestItems = [sampleItem];
  },
  render: () => <CartFlow input={guestInput} />,
  play: async () => {
    await cartHeading(1);
    await userEvent.click(checkoutButton());
    const login = await body().findByRole('dialog', { name: loginDialogTexts.title });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(login).not.toBeVisible());
    await expect(checkoutButton()).toBeEnabled();
    await expect(effects.orders).toHaveLength(0);
  },
};

/** A signed-in checkout: User details prefilled from the profile; Continue creates the order and hands it off. */
export const SignedInCheckout: Story = {
  render: () => <CartFlow input={memberInput} />,
  play: async () => {
    await checkoutWithProfile();
    await expectHandedOff();
    await expect(effects.savedProfiles).toEqual([
      { userId: 7, firstName: 'Asha', pincode: '411001', cityName: 'Pune', emailId: 'asha@example.com' },
    ]);
  },
};

/** PGData fails: "Checkout did not start"; Try again retries with the SAME Idempotency-Key and hands off. */
export const OrderFailedThenRetried: Story = {
  beforeEach() {
    effects.orderFailures = 1;
  },
  render: () => <CartFlow input={memberInput} />,
  play: async () => {
    await checkoutWithProfile();
    const failed = await body().findByRole('alertdialog', { name: t.orderFailedTitle });
    await expect(failed).toHaveTextContent(t.orderFailedMessage);
    await userEvent.click(within(failed).getByRole('button', { name: t.retry }));
    await expectHandedOff();
    await expect(effects.orders).toHaveLength(2);
    await expect(effects.orders[1]?.idempotencyKey).toBe(effects.orders[0]?.idempotencyKey);
  },
};

/** The gateway address is not on the allowlist: nothing is posted; Ok returns to the cart. */
export const GatewayRefused: Story = {
  beforeEach() {
    effects.order = 'untrusted';
  },
  render: () => <CartFlow input={memberInput} />,
  play: async () => {
    await checkoutWithProfile();
    const refused = await body().findByRole('alertdialog', { name: t.gatewayRefusedTitle });
    await expect(refused).toHaveTextContent(cartTexts.gatewayRefused);
    await expect(document.querySelector('form[method="post"]')).toBeNull();
    await userEvent.click(within(refused).getByRole('button', { name: t.ok }));
    await waitFor(() => expect(checkoutButton()).toBeEnabled());
    await expect(effects.posted).toHaveLength(0);
    await expect(effects.pendingOrder).toBeNull();
  },
};

/** A known code: "{code} coupon is applied", the discount and the lower Total Amount; removing restores it. */
export const CouponApplied: Story = {
  render: () => <CartFlow input={memberInput} />,
  play: async () => {
    await cartHeading(1);
    const field = body().getByRole('textbox', { name: 'Coupon code' });
    await userEvent.type(field, 'SAVE10XYZ');
    await expect(field).toHaveValue('SAVE10');
    await userEvent.click(body().getByRole('button', { name: 'Apply' }));
    await expect(await body().findByText('SAVE10 coupon is applied')).toBeVisible();
    await expect(body().getByText('-₹100')).toBeVisible();
    await expect(body().getByText('₹899')).toBeVisible();
    await userEvent.click(body().getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(body().queryByText('SAVE10 coupon is applied')).toBeNull());
  },
};

/** An unknown code: the server's message under the field for 3 s, then the field is clear again. */
export const CouponRefused: Story = {
  render: () => <CartFlow input={memberInput} />,
  play: async () => {
    await cartHeading(1);
    await userEvent.type(body().getByRole('textbox', { name: 'Coupon code' }), 'OLD10');
    await userEvent.click(body().getByRole('button', { name: 'Apply' }));
    await expect(await body().findByText('Invalid coupon code.')).toBeVisible();
    await expect(body().getAllByText('₹999')).toHaveLength(3);
    await waitFor(() => expect(body().queryByText('Invalid coupon code.')).toBeNull(), { timeout: 4000 });
    await expect(body().getByRole('textbox', { name: 'Coupon code' })).toHaveValue('');
  },
};

/**
 * The cart reloaded after the gateway (the app's `/cart?orderId=…` or the kept pending order): the machine resumes
 * the status check of ORD-1001, which reports `statuses` in turn.
 */
const backFromGateway = (...statuses: PaymentStatus['status'][]): Pick<Story, 'beforeEach' | 'render'> => ({
  beforeEach() {
    effects.statuses = statuses;
    effects.pendingOrder = ORDER_ID;
  },
  render: () => <CartFlow input={{ ...memberInput, resumeOrderId: ORDER_ID }} />,
});

/** Back from the gateway with the order pending: "Checking your payment…", re-checked with back-off, then paid. */
export const PaymentPending: Story = {
  ...backFromGateway('pending', 'pending', 'success'),
  play: async () => {
    await expect(await body().findByText(t.checkingPayment)).toBeVisible();
    await waitFor(() => expect(effects.statusChecks).toBe(2));
    await expect(checkoutButton()).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(effects.navigated).toEqual([`${paymentResponsePath}?orderId=${ORDER_ID}`]), {
      timeout: 3000,
    });
  },
};

/** Back from the gateway, paid: the pending order is forgotten and the app moves on to /payment-response. */
export const Paid: Story = {
  ...backFromGateway('success'),
  play: async () => {
    await waitFor(() => expect(effects.navigated).toEqual([`${paymentResponsePath}?orderId=${ORDER_ID}`]));
    await expect(effects.pendingOrder).toBeNull();
    await expect(await body().findByText(t.empty)).toBeVisible();
  },
};

/** Back from the gateway, failed: the 6 s banner over the kept cart; its close button hides it. */
export const PaymentFailedBanner: Story = {
  ...backFromGateway('failed'),
  play: async () => {
    await expect(await body().findByText(t.paymentFailed)).toBeVisible();
    await expect(await cartHeading(1)).toBeVisible();
    await expect(effects.pendingOrder).toBeNull();
    await expect(checkoutButton()).toBeEnabled();
    await userEvent.click(body().getByRole('button', { name: t.close }));
    await waitFor(() => expect(body().queryByText(t.paymentFailed)).toBeNull());
  },
};

// ——— the machine's statechart, generated from its definition ————————————————————————————————————————————————

const chartController = createFlowController(stepperOf(cartMachine), memberInput);
const chartPaths = shortestPathsByState(cartMachine, cartPathEvents, memberInput);

/** The machine's statechart, generated from its definition; the highlight follows the actor as the play runs. */
export const Statechart: Story = statechartStory({
  title: 'Cart',
  machine: cartMachine,
  controller: chartController,
  paths: chartPaths,
});
