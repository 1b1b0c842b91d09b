import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { assessmentEndpoints } from '@quest/api';
import { makeTestList, mockEndpoint } from '@quest/api/mocks';
import { onlineTestsTexts as t } from '@quest/design-system';
import { Component as AssessmentTestsRoute } from '../../apps/learner/src/features/assessment/tests/routes/assessment-tests-route';
import { paths } from '../../apps/learner/src/routes/paths';
import { currentScreen, ScreenStory, screenHandlers } from '../../apps/learner/src/testing';

/* /assessment-tests in each data state through MSW (ADR 0079). */

const routes = [{ path: paths.assessmentTests.path, Component: AssessmentTestsRoute }];
const at = (query = '') => `${paths.assessmentTests.getHref()}${query}`;

const meta = {
  title: 'Screens/Assessment Tests',
  parameters: {
    layout: 'fullscreen',
    docs: { story: { inline: false, iframeHeight: '720px' } },
    msw: { handlers: screenHandlers() },
  },
  render: () => <ScreenStory routes={routes} at={at()} signedIn />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const LOADED = { timeout: 10_000 };

/** A page of tests is loading: card shapes. */
export const Loading: Story = {
  parameters: { msw: { handlers: screenHandlers(mockEndpoint(assessmentEndpoints.getTestList, 'loading')) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(t.loading)).toBeInTheDocument();
  },
};

/** Ongoing tests, each with Start Test. */
export const Loaded: Story = {
  tags: ['state-sheet'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Ongoing tests' }, LOADED);
    await expect(within(list).getAllByRole('listitem').length).toBeGreaterThan(0);
    await expect(within(list).getAllByRole('button', { name: 'Start Test' })[0]).toBeVisible();
  },
};

/** The Past tab goes in the address and lists past tests with Download Report. */
export const JourneyPastTab: Story = {
  name: 'Journey: open the Past tab',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Ongoing tests' }, LOADED);
    await userEvent.click(canvas.getByRole('tab', { name: t.tabs.past }));
    await waitFor(() => expect(currentScreen().address()).toBe(at('?tab=past&page=1')));
    await canvas.findByRole('list', { name: 'Past tests' }, LOADED);
    await expect(canvas.getAllByRole('button', { name: 'Download Report' }).length).toBeGreaterThan(0);
  },
};

/** Start Test opens the external test page's route with the assignment and the test's name (no token in the address). */
export const StartTest: Story = {
  name: 'Journey: start a test',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Ongoing tests' }, LOADED);
    await userEvent.click(canvas.getAllByRole('button', { name: 'Start Test' })[0]!);
    await canvas.findByRole('heading', { name: 'Next screen: /online-test' });
    const address = new URL(currentScreen().address(), 'http://x.test');
    await expect(address.searchParams.get('osaid')).toBe('7001');
    await expect(address.search).not.toContain('token');
  },
};

/** Page 2 of 3 from the address: Next page goes to page 3, in the address. */
export const Paged: Story = {
  name: 'Journey: the next page',
  render: () => <ScreenStory routes={routes} at={at('?tab=ongoing&page=2')} signedIn />,
  parameters: {
    msw: {
      handlers: screenHandlers(
        mockEndpoint(assessmentEndpoints.getTestList, 'ok', makeTestList(1, { maxPageCount: 3 })),
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pager = await canvas.findByRole('navigation', { name: t.pager }, LOADED);
    await userEvent.click(within(pager).getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(currentScreen().address()).toBe(at('?tab=ongoing&page=3')));
  },
};

/** No test in the tab: its empty text. */
export const Empty: Story = {
  render: () => <ScreenStory routes={routes} at={at('?tab=upcoming')} signedIn />,
  parameters: {
    msw: {
      handlers: screenHandlers(
        mockEndpoint(assessmentEndpoints.getTestList, 'ok', { data: { testList: [], maxPageCount: 0 } }),
      ),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(t.empty.upcoming, {}, LOADED)).toBeVisible();
  },
};

/** The list failed: the server's error field (§8) and Retry. */
export const Failed: Story = {
  parameters: {
    msw: {
      handlers: screenHandlers(
        mockEndpoint(assessmentEndpoints.getTestList, 'error', undefined, 'The test list is not available.'),
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The test list is not available.', {}, LOADED)).toBeVisible();
    await expect(canvas.getByRole('button', { name: t.retry })).toBeVisible();
  },
};

/** Download Report fails: the server's message in a toast. */
export const DownloadFailed: Story = {
  render: () => <ScreenStory routes={routes} at={at('?tab=past')} signedIn />,
  parameters: {
    msw: {
      handlers: screenHandlers(
        mockEndpoint(
          assessmentEndpoints.downloadTestReport,
          'error',
          undefined,
          'The report for this test is not ready yet.',
        ),
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Past tests' }, LOADED);
    await userEvent.click(canvas.getAllByRole('button', { name: 'Download Report' })[0]!);
    await expect(
      await within(document.body).findByText('The report for this test is not ready yet.'),
    ).toBeVisible();
  },
};
