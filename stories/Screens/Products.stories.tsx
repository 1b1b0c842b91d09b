import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storeEndpoints } from '@quest/api';
import { http, HttpResponse } from 'msw';
import { mockEndpoint, mockUrl } from '@quest/api/mocks';
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

/** With no board chosen, each grade is listed once for every board; choosing a board lists its own (ADR 0136). */
export const GradeFilter: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('region', { name: 'Recommended for you' }, { timeout: 10_000 });
    const grade = canvas.getByRole('combobox', { name: t.grade });
    const names = () =>
      within(grade)
        .getAllByRole('option')
        .map((option) => option.textContent);
    await waitFor(() => expect(names()).toContain('Grade 12'));
    await expect(new Set(names()).size).toBe(names().length);
    await userEvent.selectOptions(grade, 'Grade 6');
    await expect(grade).toHaveValue('106,206,306');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: t.board }), 'ICSE');
    await expect(grade).toHaveValue('');
    await expect(names().filter((name) => name === 'Grade 6')).toHaveLength(1);
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

/**
 * The student pressed OK: the screen's own requests failing again behind the dialog (SWR's retries, a reconnect)
 * do not bring it back; the view's Try again does, when it fails again.
 */
let productCalls = 0;

export const FailedDismissed: Story = {
  parameters: {
    msw: {
      handlers: screenHandlers(
        http.get(mockUrl(storeEndpoints.getProductCategory), () => {
          productCalls += 1;
          return HttpResponse.json({ error: 'The server could not complete this request.' }, { status: 500 });
        }),
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const body = within(document.body);
    const dialog = await body.findByRole('alertdialog', { name: PRODUCTS_FAILED_TITLE });
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    const before = productCalls;
    // The network coming back revalidates (once SWR's 5 s deduping has passed): the same call fails again.
    await waitFor(
      () => {
        window.dispatchEvent(new Event('online'));
        expect(productCalls).toBeGreaterThan(before);
      },
      { timeout: 10_000, interval: 500 },
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(body.queryByRole('alertdialog')).toBeNull();
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Try again/ }));
    await expect(await body.findByRole('alertdialog', { name: PRODUCTS_FAILED_TITLE })).toBeVisible();
  },
};
