import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { assessmentEndpoints, type AnyEndpoint } from '@quest/api';
import { makeTestDetail, mockEndpoint } from '@quest/api/mocks';
import { testReportTexts as t } from '@quest/design-system';
import { Component as ReportRoute } from '../../apps/learner/src/features/assessment/tests/routes/report-route';
import { paths } from '../../apps/learner/src/routes/paths';
import { currentScreen, ScreenStory, screenHandlers } from '../../apps/learner/src/testing';

/* /report/{testId} (ADR 0080): the detail table and the four analyses, each panel with its own state. */

const routes = [{ path: paths.report.path, Component: ReportRoute }];
const at = paths.report.getHref(502, { name: 'Science — Half-Yearly Revision Test' });
const e = assessmentEndpoints;

const meta = {
  title: 'Screens/Report',
  parameters: {
    layout: 'fullscreen',
    docs: { story: { inline: false, iframeHeight: '720px' } },
    msw: { handlers: screenHandlers() },
  },
  render: () => <ScreenStory routes={routes} at={at} signedIn />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const LOADED = { timeout: 10_000 };
const every = [
  e.getTestDetailByUserAndTestId,
  e.getTesBloomLevelAnalysis,
  e.getTesDifficultyAnalysis,
  e.getTestDOKLevelAnalysis,
  e.getQuestionWiseTestAnalysis,
];
const all = (variant: 'loading' | 'error') =>
  every.map((endpoint: AnyEndpoint) => mockEndpoint(endpoint, variant));

/** Every panel is loading: the spec's "Loading … data..." texts. */
export const Loading: Story = {
  parameters: { msw: { handlers: screenHandlers(all('loading')) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Loading Bloom data...')).toBeInTheDocument();
    await expect(canvas.getByText('Loading QuestionWise data...')).toBeInTheDocument();
  },
};

/** Every panel loaded. */
export const Loaded: Story = {
  tags: ['state-sheet'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Science — Half-Yearly Revision Test' }),
    ).toBeVisible();
    await expect(await canvas.findByRole('table', { name: 'Question-wise Analysis' }, LOADED)).toBeVisible();
    await expect(await canvas.findByRole('table', { name: 'Bloom Level Analysis' })).toBeVisible();
  },
};

/** A question opens its detail dialog, which Escape shuts. */
export const JourneyQuestionDetail: Story = {
  name: "Journey: a question's detail",
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const questions = await canvas.findByRole('table', { name: 'Question-wise Analysis' }, LOADED);
    await userEvent.click((await within(questions).findAllByRole('button', {}, LOADED))[0]!);
    const dialog = await within(document.body).findByRole('dialog', { name: 'Question 1' });
    await expect(dialog).toBeVisible();
    // Escape goes to the focused element: wait until the dialog has taken the focus (it moves it in an effect).
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};

/** 12 detail rows: the page size goes in the address and the page resets to 1. */
export const DetailPaging: Story = {
  parameters: {
    msw: {
      handlers: screenHandlers(
        mockEndpoint(e.getTestDetailByUserAndTestId, 'ok', makeTestDetail({ totalRecords: 12 })),
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pager = await canvas.findByRole('navigation', { name: t.detailPager }, LOADED);
    await userEvent.click(within(pager).getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(currentScreen().address()).toContain('page=2'));
  },
};

/** Nothing to show yet: the panels' empty texts. */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: screenHandlers(
        mockEndpoint(e.getTestDetailByUserAndTestId, 'ok', makeTestDetail({ data: [], totalRecords: 0 })),
        mockEndpoint(e.getTesBloomLevelAnalysis, 'ok', { data: [] }),
        mockEndpoint(e.getTesDifficultyAnalysis, 'ok', { data: [] }),
        mockEndpoint(e.getTestDOKLevelAnalysis, 'ok', { data: [] }),
        mockEndpoint(e.getQuestionWiseTestAnalysis, 'ok', { data: [] }),
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: 'Bloom Level Analysis' }, LOADED);
    await expect(canvas.queryByRole('navigation', { name: t.detailPager })).toBeNull();
  },
};

/** Every call failed: each panel shows its exact failure text (§8). */
export const Failed: Story = {
  parameters: { msw: { handlers: screenHandlers(all('error')) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const text of [
      'Failed to fetch data',
      'Failed to fetch Bloom data',
      'Failed to fetch Level Of Effort data',
      'Failed to fetch Depth of Knowledge (DOK) wise Analysis',
      'Failed to fetch QuestionWise data',
    ]) {
      await expect(await canvas.findByText(text, {}, LOADED)).toBeVisible();
    }
  },
};

/** Only the Bloom call failed: the other panels still show their data. */
export const BloomFailed: Story = {
  parameters: { msw: { handlers: screenHandlers(mockEndpoint(e.getTesBloomLevelAnalysis, 'error')) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Failed to fetch Bloom data', {}, LOADED)).toBeVisible();
    await expect(await canvas.findByRole('table', { name: 'Level Of Effort Analysis' })).toBeVisible();
  },
};
