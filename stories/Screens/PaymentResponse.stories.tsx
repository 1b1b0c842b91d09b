import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { paymentResponseTexts as t } from '@quest/design-system';
import { Component as CartRoute } from '../../apps/learner/src/features/store/cart/cart-route';
import { Component as PaymentResponseRoute } from '../../apps/learner/src/features/store/payment/payment-response-route';
import { paths } from '../../apps/learner/src/routes/paths';
import { currentScreen, ScreenStory, screenHandlers } from '../../apps/learner/src/testing';

const routes = [
  { path: paths.paymentResponse.path, Component: PaymentResponseRoute },
  { path: paths.cart.path, Component: CartRoute },
];
/** The paid order the cart names (the mock CheckPaymentStatus answers success for it). */
const paidOrder = `${paths.paymentResponse.getHref()}?orderId=QO100042`;

const meta = {
  title: 'Screens/Payment Response',
  parameters: {
    layout: 'fullscreen',
    docs: { story: { inline: false, iframeHeight: '720px' } },
    msw: { handlers: screenHandlers() },
  },
  render: () => <ScreenStory routes={routes} at={paidOrder} signedIn />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** After a successful payment: the animation and message (the screen goes home by itself after 3 s). */
export const Success: Story = {
  tags: ['state-sheet'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await expect(canvas.getByText(t.message)).toBeVisible();
  },
};

/** The success screen goes home by itself after 3 s. */
export const JourneyHomeAfterSuccess: Story = {
  name: 'Journey: home by itself after a success',
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 1, name: t.title });
    await waitFor(() => expect(currentScreen().address()).toBe(paths.home.getHref()), { timeout: 6000 });
  },
};

/** Redirect goes home at once. */
export const Redirect: Story = {
  name: 'Journey: Redirect, home at once',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t.redirect }));
    await waitFor(() => expect(currentScreen().address()).toBe(paths.home.getHref()));
  },
};

/** Opened directly, with no order (ADR 0109): nothing is claimed; the screen goes to the cart. */
export const WithoutOrder: Story = {
  name: 'Journey: no order, on to the cart',
  render: () => <ScreenStory routes={routes} at={paths.paymentResponse.getHref()} signedIn />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(currentScreen().address()).toBe(paths.cart.getHref()));
    await expect(canvas.queryByText(t.title)).toBeNull();
    await expect(canvas.queryByText(t.message)).toBeNull();
  },
};
