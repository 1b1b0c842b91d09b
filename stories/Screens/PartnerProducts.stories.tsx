import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storeEndpoints } from '@quest/api';
import { mockEndpoint } from '@quest/api/mocks';
import { partnerProductsTexts as t } from '@quest/design-system';
import { Component as PartnerProductsRoute } from '../../apps/learner/src/features/store/partner/routes/partner-products-route';
import { paths } from '../../apps/learner/src/routes/paths';
import { currentScreen, ScreenStory, screenHandlers } from '../../apps/learner/src/testing';

const routes = [{ path: paths.raymondProducts.path, Component: PartnerProductsRoute }];

const meta = {
  title: 'Screens/Partner Products',
  parameters: {
    layout: 'fullscreen',
    docs: { story: { inline: false, iframeHeight: '720px' } },
    msw: { handlers: screenHandlers() },
  },
  render: () => <ScreenStory routes={routes} at={paths.raymondProducts.getHref()} signedIn />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The list is loading: card shapes, announced once. */
export const Loading: Story = {
  parameters: {
    msw: { handlers: screenHandlers(mockEndpoint(storeEndpoints.getRaymondProducts, 'loading')) },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(t.loading)).toBeInTheDocument();
  },
};

/** A student's list: each plan's card with its price and Buy. */
export const Loaded: Story = {
  tags: ['state-sheet'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = await canvas.findByRole('article', { name: 'Raymond Young Achievers — 12 months' });
    await expect(within(card).getByRole('button', { name: 'Buy' })).toBeVisible();
    await expect(canvas.getByRole('article', { name: 'Raymond Olympiad Club — 3 months' })).toBeVisible();
  },
};

/** Buy puts one unit at the plan price in the server cart and opens /cart with the back target. */
export const JourneyBuy: Story = {
  name: 'Journey: buy a plan',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = await canvas.findByRole('article', { name: 'Raymond Young Achievers — 12 months' });
    await userEvent.click(within(card).getByRole('button', { name: 'Buy' }));
    await waitFor(() => expect(currentScreen().address()).toBe(paths.cart.getHref()));
    await expect(currentScreen().router.state.location.state).toEqual({
      backTo: paths.raymondProducts.getHref(),
    });
  },
};

/** A visitor: the list without a user; Buy keeps the item in the guest cart; back goes to `/`. */
export const Visitor: Story = {
  render: () => <ScreenStory routes={routes} at={paths.raymondProducts.getHref()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = await canvas.findByRole('article', { name: 'Raymond Olympiad Club — 3 months' });
    await userEvent.click(within(card).getByRole('button', { name: 'Buy' }));
    await waitFor(() => expect(currentScreen().address()).toBe(paths.cart.getHref()));
    await expect(currentScreen().storages.local.entries().root).toContain('"planId":311');
  },
};

/** No partner products: "No Products!". */
export const Empty: Story = {
  parameters: {
    msw: { handlers: screenHandlers(mockEndpoint(storeEndpoints.getRaymondProducts, 'ok', [])) },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(t.empty)).toBeVisible();
  },
};

/** The list could not load: the server's message and Try again. */
export const Failed: Story = {
  parameters: { msw: { handlers: screenHandlers(mockEndpoint(storeEndpoints.getRaymondProducts, 'error')) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: t.failedTitle })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t.retry })).toBeVisible();
  },
};
