import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { assessmentLinks, identityEndpoints } from '@quest/api';
import { makeAppConfig, mockEndpoint } from '@quest/api/mocks';
import { assessmentReportTexts as t } from '@quest/design-system';
import { Component as AssessmentReportRoute } from '../../apps/learner/src/features/assessment/tests/routes/assessment-report-route';
import { paths } from '../../apps/learner/src/routes/paths';
import { ScreenStory, screenHandlers } from '../../apps/learner/src/testing';

/* /assessment-report: the steps and the manual, whose address comes from the app config (ADR 0079). */

const routes = [{ path: paths.assessmentReport.path, Component: AssessmentReportRoute }];
const configured = '/demo-media/pdf/demo.pdf';

const meta = {
  title: 'Screens/Assessment Report',
  parameters: {
    layout: 'fullscreen',
    docs: { story: { inline: false, iframeHeight: '720px' } },
    msw: { handlers: screenHandlers() },
  },
  render: () => <ScreenStory routes={routes} at={paths.assessmentReport.getHref()} signedIn />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const openInNewTab = async (canvasElement: HTMLElement) => {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: t.manual }));
  const dialog = await within(document.body).findByRole('dialog', { name: t.manual });
  return within(dialog).findByRole('link', { name: new RegExp(t.openInNewTab) });
};

/** The server's demo manual is the one previewed. */
const previewsDemoManual = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  await expect(await openInNewTab(canvasElement)).toHaveAttribute(
    'href',
    expect.stringContaining(assessmentLinks.reportManualPdf),
  );
};

/** The config names the manual: the preview opens it; Escape closes the modal. */
export const Loaded: Story = {
  tags: ['state-sheet'],
  parameters: {
    msw: {
      handlers: screenHandlers(
        mockEndpoint(identityEndpoints.getConfig, 'ok', makeAppConfig({ reportManualUrl: configured })),
      ),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(t.steps[0])).toBeVisible();
    // The config arrives after the page: the link names the configured manual once it has.
    await openInNewTab(canvasElement);
    const dialog = within(document.body).getByRole('dialog', { name: t.manual });
    await waitFor(() =>
      expect(within(dialog).getByRole('link', { name: new RegExp(t.openInNewTab) })).toHaveAttribute(
        'href',
        expect.stringContaining(configured),
      ),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog', { name: t.manual })).toBeNull());
  },
};

/** The config is still loading (or names no manual): the server's demo manual. */
export const ConfigLoading: Story = {
  parameters: {
    msw: { handlers: screenHandlers(mockEndpoint(identityEndpoints.getConfig, 'loading')) },
  },
  play: previewsDemoManual,
};

/** The config failed: the page does not depend on it; the demo manual. */
export const ConfigFailed: Story = {
  parameters: {
    msw: { handlers: screenHandlers(mockEndpoint(identityEndpoints.getConfig, 'error')) },
  },
  play: previewsDemoManual,
};
