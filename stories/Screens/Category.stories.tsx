import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storeEndpoints } from '@quest/api';
import { mockEndpoint } from '@quest/api/mocks';
import { catalogueTexts as t, questDetailDialogTexts } from '@quest/design-system';
import { Component as CategoryRoute } from '../../apps/learner/src/features/store/catalogue/routes/category-route';
import { paths } from '../../apps/learner/src/routes/paths';
import { currentScreen, ScreenStory, screenHandlers } from '../../apps/learner/src/testing';

const routes = [{ path: paths.category.path, Component: CategoryRoute }];

const meta = {
  title: 'Screens/Category',
  parameters: {
    layout: 'fullscreen',
    docs: { story: { inline: false, iframeHeight: '720px' } },
    msw: { handlers: screenHandlers() },
  },
  render: () => <ScreenStory routes={routes} at={paths.category.getHref()} signedIn />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The catalogue is loading: card shapes, announced once. */
export const Loading: Story = {
  parameters: { msw: { handlers: screenHandlers(mockEndpoint(storeEndpoints.getQuestCategory, 'loading')) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(t.loading)).toBeInTheDocument();
  },
};

/** The student's catalogue: last viewed quest and a carousel per category. */
export const Loaded: Story = {
  tags: ['state-sheet'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: 'Grade 6 Quests' })).toBeVisible();
    await expect(canvas.getByText(/^Viewed on date:/)).toBeVisible();
  },
};

/**
 * The search filters quest names without regard to case; Details opens the detail dialog with "About the Quest"
 * and the matrix's buttons.
 */
export const JourneySearchAndDetails: Story = {
  name: 'Journey: search and open details',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('region', { name: 'Grade 6 Quests' });
    await userEvent.type(canvas.getByRole('searchbox', { name: t.search }), 'MATHS');
    await waitFor(() =>
      expect(canvas.queryByText('Grade 6 Explorer Quest', { selector: 'span' })).toBeNull(),
    );
    const category = canvas.getByRole('region', { name: 'Grade 6 Quests' });
    await userEvent.click(within(category).getByRole('button', { name: 'Details' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Maths Booster' }));
    await expect(dialog.getByRole('heading', { name: questDetailDialogTexts.about })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Buy' })).toBeVisible();
  },
};

/** A visitor browses too; the back arrow goes to the sign-in page at `/`. */
export const Visitor: Story = {
  render: () => (
    <ScreenStory routes={[...routes, { path: '/', element: <p>Sign in</p> }]} at={paths.category.getHref()} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: 'Grade 6 Quests' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t.back }));
    await waitFor(() => expect(currentScreen().address()).toBe(paths.root.getHref()));
  },
};

/** No categories at all. */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: screenHandlers(
        mockEndpoint(storeEndpoints.getQuestCategory, 'ok', { lastViewed: null, questCategory: [] }),
      ),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(t.empty)).toBeVisible();
  },
};

/** The catalogue could not be loaded: the failure with Try again. */
export const Failed: Story = {
  parameters: { msw: { handlers: screenHandlers(mockEndpoint(storeEndpoints.getQuestCategory, 'error')) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: t.failedTitle })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t.retry })).toBeVisible();
  },
};
