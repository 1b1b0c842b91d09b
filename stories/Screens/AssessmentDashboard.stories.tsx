import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { assessmentDashboardTexts as t } from '@quest/design-system';
import { Component as AssessmentDashboardRoute } from '../../apps/learner/src/features/assessment/tests/routes/assessment-dashboard-route';
import { paths } from '../../apps/learner/src/routes/paths';
import { ScreenStory, screenHandlers } from '../../apps/learner/src/testing';

/* /assessment-dashboard: no data of its own; the two cards lead on (ADR 0079). */

const routes = [{ path: paths.assessmentDashboard.path, Component: AssessmentDashboardRoute }];

const meta = {
  title: 'Screens/Assessment Dashboard',
  parameters: {
    layout: 'fullscreen',
    docs: { story: { inline: false, iframeHeight: '720px' } },
    msw: { handlers: screenHandlers() },
  },
  render: () => <ScreenStory routes={routes} at={paths.assessmentDashboard.getHref()} signedIn />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The two cards, Test and Reports, and Back. */
export const Loaded: Story = {
  tags: ['state-sheet'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: t.test.title })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t.reports.title })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t.back })).toBeVisible();
  },
};

/** The Test card opens the online tests. */
export const JourneyOpenTests: Story = {
  name: 'Journey: open the tests',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t.test.title }));
    await expect(
      await canvas.findByRole('heading', { name: 'Next screen: /assessment-tests' }),
    ).toBeVisible();
  },
};

/** The Reports card opens the report steps. */
export const OpenReports: Story = {
  name: 'Journey: open the reports',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t.reports.title }));
    await canvas.findByRole('heading', { name: 'Next screen: /assessment-report' });
  },
};

/** Opened directly, Back goes to the profile, where "Tests and reports" lives. */
export const BackToProfile: Story = {
  name: 'Journey: back to the profile',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t.back }));
    await expect(await canvas.findByRole('heading', { name: 'Next screen: /home/profile' })).toBeVisible();
  },
};
