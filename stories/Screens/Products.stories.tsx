import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storeEndpoints } from '@quest/api';
import { mockEndpoint } from '@quest/api/mocks';
import { catalogueTexts as t } from '@quest/design-system';
import {
  ASSIGNED_QUEST_TITLE,
  Component as ProductsRoute,
  PRODUCTS_FAILED_TITLE,
} from '../../apps/learner/src/features/store/catalogue/routes/products-route';
import { paths } from '../../apps/learner/src/routes/paths';
import { ScreenStory, screenHandlers } from '../../apps/learner/src/testing';

const routes = [{ path: paths.products.path, Component: ProductsRoute }];

const meta = {
  title: 'Screens/Products',
  parameters: {
    layout: 'fullscreen',
    docs: { story: { inline: false, iframeHeight: '720px' } },
    msw: { handlers: screenHandlers() },
  },
  render: () => <ScreenStory routes={routes} at={paths.products.getHref()} signedIn />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The products are loading: card shapes, announced once. */
export const Loading: Story = {
  parameters: {
    msw: { handlers: screenHandlers(mockEndpoint(storeEndpoints.getProductCategory, 'loading')) },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(t.loading)).toBeInTheDocument();
  },
};

/** Board and grade filters, the 'Assigned Quest' carousel from the student's quests, then the categories. */
export const Loaded: Story = {
  tags: ['state-sheet'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: 'Recommended for you' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: ASSIGNED_QUEST_TITLE })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: t.board })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: t.grade })).toBeVisible();
  },
};

/** No product categories. */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: screenHandlers(
        mockEndpoint(storeEndpoints.getProductCategory, 'ok', { productCategory: [] }),
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: ASSIGNED_QUEST_TITLE })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Recommended for you' })).toBeNull();
  },
};

/** The product categories could not be loaded: a danger dialog with the message over the failed view (§8). */
export const Failed: Story = {
  parameters: { msw: { handlers: screenHandlers(mockEndpoint(storeEndpoints.getProductCategory, 'error')) } },
  play: async ({ canvasElement }) => {
    const dialog = await within(document.body).findByRole('alertdialog', { name: PRODUCTS_FAILED_TITLE });
    await expect(within(dialog).getByRole('button', { name: 'OK' })).toBeVisible();
    await expect(
      within(canvasElement).getByRole('heading', { level: 2, name: t.failedTitle }),
    ).toBeInTheDocument();
  },
};
