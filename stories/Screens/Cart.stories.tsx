import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storeEndpoints } from '@quest/api';
import { makeCartItem, makeCouponStatus, makePaymentStatus, mockEndpoint } from '@quest/api/mocks';
import { cartViewTexts as t, loginDialogTexts, questI18n } from '@quest/design-system';
import { Component as CartRoute } from '../../apps/learner/src/features/store/cart/cart-route';
import { paths } from '../../apps/learner/src/routes/paths';
import { currentScreen, ScreenStory, screenHandlers } from '../../apps/learner/src/testing';

const routes = [{ path: paths.cart.path, Component: CartRoute }];
const fromProducts = { pathname: paths.cart.getHref(), state: { backTo: paths.products.getHref() } };

const meta = {
  title: 'Screens/Cart',
  parameters: {
    layout: 'fullscreen',
    docs: { story: { inline: false, iframeHeight: '720px' } },
    msw: { handlers: screenHandlers() },
  },
  render: () => <ScreenStory routes={routes} at={fromProducts} signedIn />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const cartHeading = (count: number) =>
  body().findByRole('heading', { level: 2, name: questI18n.translate(t.heading, { count }) });

/** The server cart is loading: item and summary shapes, announced once. */
export const Loading: Story = {
  parameters: {
    msw: { handlers: screenHandlers(mockEndpoint(storeEndpoints.getCartDetails, 'loading')) },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(t.loading)).toBeInTheDocument();
  },
};

/** Two items and the summary. */
export const Loaded: Story = {
  tags: ['state-sheet'],
  play: async ({ canvasElement }) => {
    await expect(await cartHeading(2)).toBeVisible();
    await expect(within(canvasElement).getAllByText('₹1,948')).toHaveLength(2);
  },
};

/** Remove deletes an item on the server (DeleteCart) and the heading counts one. */
export const JourneyRemoveItem: Story = {
  name: 'Journey: remove an item',
  play: async ({ canvasElement }) => {
    await cartHeading(2);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Remove Maths Booster' }));
    await expect(await cartHeading(1)).toBeVisible();
  },
};

/** Checkout opens User details prefilled from GetProfile; Continue saves it and creates the order. Storybook's
 * origin is not the gateway's, so the payment page is refused and nothing is posted (ADR 0070). */
export const Checkout: Story = {
  play: async ({ canvasElement }) => {
    await cartHeading(2);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Checkout' }));
    const dialog = await body().findByRole('dialog', { name: t.userDetailsTitle });
    await waitFor(() => expect(within(dialog).getByLabelText(/^Your City/)).toHaveValue('New Delhi'));
    await userEvent.click(within(dialog).getByRole('button', { name: t.continue }));
    const refused = await body().findByRole('alertdialog', { name: t.gatewayRefusedTitle });
    await expect(document.querySelector('form[method="post"]')).toBeNull();
    await userEvent.click(within(refused).getByRole('button', { name: t.ok }));
  },
};

const emptyCart = {
  msw: {
    handlers: screenHandlers(mockEndpoint(storeEndpoints.getCartDetails, 'ok', { cartList: [], total: 0 })),
  },
};

/** An empty cart: the spec's sentence and Keep shopping. */
export const Empty: Story = {
  parameters: emptyCart,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t.empty)).toBeVisible();
    await expect(canvas.getByRole('button', { name: t.keepShopping })).toBeVisible();
  },
};

/** Keep shopping in an empty cart goes back where the student came from. */
export const JourneyKeepShopping: Story = {
  name: 'Journey: keep shopping from an empty cart',
  parameters: emptyCart,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t.keepShopping }));
    await waitFor(() => expect(currentScreen().address()).toBe(paths.products.getHref()));
  },
};

const cartFails = { msw: { handlers: screenHandlers(mockEndpoint(storeEndpoints.getCartDetails, 'error')) } };

/** The cart could not load: the message and Try again. */
export const Failed: Story = {
  parameters: cartFails,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: t.failedTitle })).toBeVisible();
    await expect(canvas.getByText('The server could not complete this request.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: t.retry })).toBeVisible();
  },
};

/** Try again after a failed load asks for the cart again: its loading state. */
export const JourneyRetry: Story = {
  name: 'Journey: try again after a failed load',
  parameters: cartFails,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t.retry }));
    await expect(await canvas.findByText(t.loading)).toBeInTheDocument();
  },
};

/** A valid code: "{code} coupon is applied", the discount with a minus and the lower Total Amount. */
export const CouponApplied: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await cartHeading(2);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Coupon code' }), 'QUEST5');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(await canvas.findByText('QUEST5 coupon is applied')).toBeVisible();
    await expect(canvas.getByText('-₹97.40')).toBeVisible();
    await expect(canvas.getByText('₹1,850.60')).toBeVisible();
  },
};

/** A refused code: the server's message under the field (for 3 s); the total is unchanged. */
export const CouponError: Story = {
  parameters: {
    msw: {
      handlers: screenHandlers(
        mockEndpoint(
          storeEndpoints.applyCoupon,
          'ok',
          makeCouponStatus({
            isSuccess: false,
            discount: 0,
            message: 'Invalid coupon code.',
            totalAmount: 1948,
          }),
        ),
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await cartHeading(2);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Coupon code' }), 'OLD10');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(await canvas.findByText('Invalid coupon code.')).toBeVisible();
    await expect(canvas.getAllByText('₹1,948')).toHaveLength(2);
  },
};

/** Back from the gateway (`/cart?orderId=…`) after a failed or cancelled payment: the 6 s banner; the cart stays. */
export const PaymentFailed: Story = {
  parameters: {
    msw: {
      handlers: screenHandlers(
        mockEndpoint(
          storeEndpoints.checkPaymentStatus,
          'ok',
          makePaymentStatus({ status: 'failed', message: 'The payment was declined.' }),
        ),
      ),
    },
  },
  render: () => <ScreenStory routes={routes} at={`${paths.cart.getHref()}?orderId=QO100042`} signedIn />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t.paymentFailed)).toBeVisible();
    await expect(await cartHeading(2)).toBeVisible();
    await expect(currentScreen().address()).toBe(paths.cart.getHref());
  },
};

/** A visitor's cart comes from the local guest cart; Checkout asks them to log in first. */
export const Visitor: Story = {
  render: () => (
    <ScreenStory
      routes={routes}
      at={fromProducts}
      storage={{
        local: {
          root: JSON.stringify({
            guestCart: [
              makeCartItem({ cartId: '', userId: 0, productId: 205, productName: 'Maths Booster' }),
            ],
          }),
        },
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(await cartHeading(1)).toBeVisible();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Checkout' }));
    await expect(await body().findByRole('dialog', { name: loginDialogTexts.title })).toBeVisible();
  },
};
