import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { OnlineTestScreen } from '../../apps/learner/src/features/assessment/tests/routes/online-test-route';
import { onlineTestHref } from '../../apps/learner/src/features/assessment/tests/online-tests-model';
import { paths } from '../../apps/learner/src/routes/paths';
import { currentScreen, ScreenStory, screenHandlers } from '../../apps/learner/src/testing';

/*
 * /online-test (ADR 0079): the external test in a sandboxed frame. The app's build names the page, or takes the
 * reference server's content origin (the app's port + 1), which Storybook does not serve: these stories give the
 * screen Storybook's stand-in content page (/frames/activity.html) on the other loopback host name, so the frame
 * loads cross-origin as in the product (as the Viewers stories do). They check the frame's address and the exits;
 * the FinishTest journey runs in e2e/online-tests.spec.
 */

const contentOrigin = () => {
  const other = window.location.hostname === '127.0.0.1' ? 'localhost' : '127.0.0.1';
  return `${window.location.protocol}//${other}:${window.location.port}`;
};
const testPage = () => new URL(`${contentOrigin()}/frames/activity.html`);
const routes = [{ path: paths.onlineTest.path, Component: () => <OnlineTestScreen page={testPage()} /> }];
const place = { osaid: 7001, name: 'Mathematics Unit Test 1', view: 'test' } as const;

const meta = {
  title: 'Screens/Online Test',
  parameters: {
    layout: 'fullscreen',
    docs: { story: { inline: false, iframeHeight: '720px' } },
    msw: { handlers: screenHandlers() },
  },
  render: () => <ScreenStory routes={routes} at={onlineTestHref(place)} signedIn />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const frameSrc = async (canvasElement: HTMLElement, title: string) => {
  const frame = await within(canvasElement).findByTitle(title);
  return new URL(frame.getAttribute('src') ?? '');
};

/** The test in its frame: the session token, osaid and type web travel in the frame's address only. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: place.name })).toBeVisible();
    const src = await frameSrc(canvasElement, place.name);
    await expect(`${src.origin}${src.pathname}`).toBe(testPage().href);
    await expect(src.searchParams.get('token')).toBe('story-session-token');
    await expect(src.searchParams.get('osaid')).toBe('7001');
    await expect(src.searchParams.get('type')).toBe('web');
    await expect(currentScreen().address()).not.toContain('token');
  },
};

/** View Report: the same page with the diagnostic report's view. */
export const DiagnosticReport: Story = {
  render: () => <ScreenStory routes={routes} at={onlineTestHref({ ...place, view: 'report' })} signedIn />,
  play: async ({ canvasElement }) => {
    const src = await frameSrc(canvasElement, place.name);
    await expect(src.searchParams.get('view')).toBe('report');
  },
};

/** Opened directly, Back returns to /assessment-tests. */
export const Back: Story = {
  name: 'Journey: back to the tests',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click((await canvas.findAllByRole('button', { name: 'Back' }))[0]!);
    await canvas.findByRole('heading', { name: 'Next screen: /assessment-tests' });
  },
};

/** An address without an assignment returns to the list at once. */
export const JourneyMissingAssignment: Story = {
  name: 'Journey: no assignment, back to the list',
  render: () => <ScreenStory routes={routes} at={paths.onlineTest.getHref()} signedIn />,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: 'Next screen: /assessment-tests' });
  },
};
