import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { learningEndpoints, type Content, type ContentAccessRecord } from '@quest/api';
import {
  makeContent,
  makeContentList,
  makeFractionsContents,
  makePointCardStatus,
  mockEndpoint,
  mockUrl,
} from '@quest/api/mocks';
import { http, HttpResponse } from 'msw';
import { viewerPageTexts } from '@quest/design-system';
import { Component as ActivityRoute } from '../../apps/learner/src/features/learning/viewers/activity-route';
import { Component as ContentViewerRoute } from '../../apps/learner/src/features/learning/viewers/content-viewer-route';
import { Component as HtmlPageRoute } from '../../apps/learner/src/features/learning/viewers/html-page-route';
import { Component as LearningToolRoute } from '../../apps/learner/src/features/learning/viewers/learning-tool-route';
import { Component as PdfRoute } from '../../apps/learner/src/features/learning/viewers/pdf-route';
import { paths } from '../../apps/learner/src/routes/paths';
import {
  currentScreen,
  ScreenStory,
  screenHandlers,
  type ScreenStoryProps,
} from '../../apps/learner/src/testing';

/*
 * The content viewers (/pdf, /viewer, /contentviewer, /activity) and the learning tool (/nexool), each in its data
 * states through MSW. Frames load Storybook's demo frame page from the OTHER host name (localhost ↔ 127.0.0.1), as
 * the app loads content from its content origin, so messages cross origins as they do in the product.
 */

const routes = [
  { path: paths.pdf.path, Component: PdfRoute },
  { path: paths.viewer.path, Component: HtmlPageRoute },
  { path: paths.contentViewer.path, Component: ContentViewerRoute },
  { path: paths.activity.path, Component: ActivityRoute },
  { path: paths.nexool.path, Component: LearningToolRoute },
];

const contentOrigin = () => {
  const other = window.location.hostname === '127.0.0.1' ? 'localhost' : '127.0.0.1';
  return `${window.location.protocol}//${other}:${window.location.port}`;
};
const framePage = (send?: unknown[]) =>
  `${contentOrigin()}/frames/activity.html${send ? `?send=${encodeURIComponent(JSON.stringify(send))}` : ''}`;

const ids = { pdf: 201003, rawHtml: 201004, activity: 201006, htmlPage: 201011, missing: 999999 } as const;
const place = (contentId: number) => ({ questId: 101, missionId: 1011, operationId: 10111, contentId });

/** The Fractions contents with files Storybook serves: the demo PDF, an HTML page and the activity frame. */
const contents = (activitySend?: unknown[]): Content[] => [
  ...makeFractionsContents().map((c) => {
    if (c.contentId === ids.pdf) return { ...c, fileUrl: '/demo-media/pdf/demo.pdf' };
    if (c.contentId === ids.activity) return { ...c, fileUrl: framePage(activitySend) };
    return c;
  }),
  makeContent({
    contentId: ids.htmlPage,
    contentDisplayName: 'Fractions Around Us',
    contentTypeCode: '07',
    fileUrl: framePage(),
    imageUrl: '/media/images/content-web.svg',
    taskId: 101111,
    markers: [],
  }),
];

const contentListOk = (activitySend?: unknown[]) =>
  mockEndpoint(learningEndpoints.getContentList, 'ok', () =>
    makeContentList({ questContents: contents(activitySend) }),
  );

const screen =
  (at: string, props: Partial<ScreenStoryProps> = {}) =>
  () => <ScreenStory routes={routes} at={at} signedIn {...props} />;

const handlers = (...extra: Parameters<typeof screenHandlers>) => ({
  msw: { handlers: screenHandlers(...extra, contentListOk()) },
});

const LOADED = { timeout: 15_000 };
const missionPage = '/task?questId=101&missionId=1011&operationId=10111';

const meta = {
  title: 'Screens/Viewers',
  parameters: {
    layout: 'fullscreen',
    docs: { story: { inline: false, iframeHeight: '720px' } },
    msw: { handlers: screenHandlers(contentListOk()) },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

// ——— /pdf ——————————————————————————————————————————————————————————————————————————————————————————————

/** The demo PDF: a page canvas is drawn. */
export const PdfLoaded: Story = {
  tags: ['state-sheet'],
  render: screen(paths.pdf.getHref(place(ids.pdf))),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Fractions: Chapter Notes' }, LOADED),
    ).toBeVisible();
    await expect(await canvas.findByRole('img', { name: 'Page 1 of 6' }, LOADED)).toBeVisible();
  },
};

/** Back from a PDF opened directly goes to the mission page. */
export const JourneyPdfBack: Story = {
  name: 'Journey: back from a PDF',
  render: screen(paths.pdf.getHref(place(ids.pdf))),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('img', { name: 'Page 1 of 6' }, LOADED);
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await canvas.findByRole('heading', { name: 'Next screen: /task' });
    await expect(currentScreen().address()).toBe(missionPage);
  },
};

const downloads: string[] = [];

/**
 * Download inside the Android wrapper: SetContentDownload is recorded with the user and content, and the file goes
 * to the host's download with an absolute URL and the file's own name.
 */
export const PdfDownload: Story = {
  render: screen(paths.pdf.getHref(place(ids.pdf)), { host: 'android' }),
  parameters: {
    msw: {
      handlers: screenHandlers(
        mockEndpoint(learningEndpoints.setContentDownload, 'ok', (request) => {
          downloads.push(new URL(request.url).search);
          return { success: true as const };
        }),
        contentListOk(),
      ),
    },
  },
  play: async ({ canvasElement }) => {
    downloads.length = 0;
    const canvas = within(canvasElement);
    await canvas.findByRole('img', { name: 'Page 1 of 6' }, LOADED);
    await userEvent.click(canvas.getByRole('button', { name: 'Download demo.pdf' }));
    await waitFor(() => expect(downloads).toEqual(['?UserId=1001&ContentId=201003']));
    const call = currentScreen().host.calls.find((c) => c.method === 'downloadFile');
    await expect(call?.args).toEqual([`${window.location.origin}/demo-media/pdf/demo.pdf`, 'demo.pdf']);
  },
};

/** The content list is loading: the header with "PDF" and a spinner. */
export const PdfLoading: Story = {
  render: screen(paths.pdf.getHref(place(ids.pdf))),
  parameters: {
    msw: { handlers: screenHandlers(mockEndpoint(learningEndpoints.getContentList, 'loading')) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'PDF' })).toBeVisible();
    await expect(await canvas.findByText(viewerPageTexts.loading)).toBeVisible();
  },
};

/** A content list that fails once, then answers (a fresh count for each story). */
const contentListFailsOnce = () => {
  let calls = 0;
  return {
    msw: {
      handlers: screenHandlers(
        http.get(mockUrl(learningEndpoints.getContentList), () => {
          calls += 1;
          if (calls === 1) return HttpResponse.json({ error: 'Server busy' }, { status: 500 });
          return HttpResponse.json(makeContentList({ questContents: contents() }));
        }),
      ),
    },
  };
};

/** The content list failed: a plain failure and Try again. */
export const PdfFailed: Story = {
  render: screen(paths.pdf.getHref(place(ids.pdf))),
  parameters: contentListFailsOnce(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: viewerPageTexts.failedTitle })).toBeVisible();
    await expect(canvas.getByRole('button', { name: viewerPageTexts.retry })).toBeVisible();
  },
};

/** Try again after a failed content list loads it (the second answer succeeds). */
export const JourneyPdfRetry: Story = {
  name: 'Journey: try again after a failed PDF load',
  render: screen(paths.pdf.getHref(place(ids.pdf))),
  parameters: contentListFailsOnce(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: viewerPageTexts.failedTitle });
    await userEvent.click(canvas.getByRole('button', { name: viewerPageTexts.retry }));
    await canvas.findByRole('heading', { level: 1, name: 'Fractions: Chapter Notes' }, LOADED);
  },
};

/** A stale link (no such content in the quest): Not Found and "Go back". */
export const PdfMissing: Story = {
  render: screen(paths.pdf.getHref(place(ids.missing))),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: viewerPageTexts.notFoundTitle })).toBeVisible();
    await expect(canvas.getByRole('button', { name: viewerPageTexts.notFoundAction })).toBeVisible();
  },
};

/** "Go back" from a stale PDF link goes to the mission page. */
export const JourneyPdfMissingGoBack: Story = {
  name: 'Journey: go back from a stale PDF link',
  render: screen(paths.pdf.getHref(place(ids.missing))),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: viewerPageTexts.notFoundTitle });
    await userEvent.click(canvas.getByRole('button', { name: viewerPageTexts.notFoundAction }));
    await canvas.findByRole('heading', { name: 'Next screen: /task' });
  },
};

// ——— /contentviewer ————————————————————————————————————————————————————————————————————————————————————

/** Raw HTML content (type 06), sanitized. */
export const ContentViewerLoaded: Story = {
  tags: ['state-sheet'],
  render: screen(paths.contentViewer.getHref(place(ids.rawHtml))),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Fractions at a Glance' }, LOADED),
    ).toBeVisible();
    await expect(await canvas.findByText(/equal parts/, undefined, LOADED)).toBeVisible();
  },
};

const viewerPosts: ContentAccessRecord[] = [];

/**
 * Leaving after more than 10 s posts one access with the whole seconds (the clock is moved 12 s on); Back and the
 * unmount that follows post once, not twice.
 */
export const ContentViewerAccessOnLeave: Story = {
  name: 'Journey: leave the content, access posted',
  render: screen(paths.contentViewer.getHref(place(ids.rawHtml))),
  parameters: {
    msw: {
      handlers: screenHandlers(
        mockEndpoint(learningEndpoints.sendContentAccess, 'ok', async (request) => {
          viewerPosts.push((await request.json()) as ContentAccessRecord);
          return {
            pointCardSatus: makePointCardStatus({ contentId: ids.rawHtml, points: 5, earnedPoints: 5 }),
          };
        }),
        contentListOk(),
      ),
    },
  },
  play: async ({ canvasElement }) => {
    viewerPosts.length = 0;
    const canvas = within(canvasElement);
    await canvas.findByText(/equal parts/, undefined, LOADED);
    const realNow = Date.now;
    const movedBy = 12_500;
    Date.now = () => realNow() + movedBy;
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
      await canvas.findByRole('heading', { name: 'Next screen: /task' });
    } finally {
      Date.now = realNow;
    }
    // The record is posted as the viewer unmounts, through the mock server: slower than 1 s on a loaded machine.
    await waitFor(() => expect(viewerPosts).toHaveLength(1), { timeout: 5000 });
    await expect(viewerPosts[0]).toMatchObject({
      contentId: ids.rawHtml,
      contentTypeCode: '06',
      questId: 101,
    });
    await expect(Number(viewerPosts[0]!.accessDuration)).toBeGreaterThan(10);
  },
};

/** Leaving within 10 s posts nothing. */
export const ContentViewerShortStay: Story = {
  name: 'Journey: leave within 10 s, nothing posted',
  render: screen(paths.contentViewer.getHref(place(ids.rawHtml))),
  parameters: ContentViewerAccessOnLeave.parameters,
  play: async ({ canvasElement }) => {
    viewerPosts.length = 0;
    const canvas = within(canvasElement);
    await canvas.findByText(/equal parts/, undefined, LOADED);
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await canvas.findByRole('heading', { name: 'Next screen: /task' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(viewerPosts).toHaveLength(0);
  },
};

/** Loading. */
export const ContentViewerLoading: Story = {
  render: screen(paths.contentViewer.getHref(place(ids.rawHtml))),
  parameters: {
    msw: { handlers: screenHandlers(mockEndpoint(learningEndpoints.getContentList, 'loading')) },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(viewerPageTexts.loading)).toBeVisible();
  },
};

/** Failed. */
export const ContentViewerFailed: Story = {
  render: screen(paths.contentViewer.getHref(place(ids.rawHtml))),
  parameters: { msw: { handlers: screenHandlers(mockEndpoint(learningEndpoints.getContentList, 'error')) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: viewerPageTexts.failedTitle });
    // The server's text is not shown (a plain message instead).
    await expect(canvas.queryByText('This quest is not assigned to you.')).toBeNull();
  },
};

/** A link to the wrong viewer (a PDF on /contentviewer) is Not Found too. */
export const ContentViewerMissing: Story = {
  render: screen(paths.contentViewer.getHref(place(ids.pdf))),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: viewerPageTexts.notFoundTitle });
  },
};

// ——— /viewer ———————————————————————————————————————————————————————————————————————————————————————————

/** The HTML page (type 07) in a sandboxed frame; its address names this app as the message target. */
export const HtmlPageLoaded: Story = {
  tags: ['state-sheet'],
  render: screen(paths.viewer.getHref(place(ids.htmlPage))),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const frame = await canvas.findByTitle('Fractions Around Us', undefined, LOADED);
    await waitFor(() => expect(frame).toBeVisible(), LOADED);
    const src = new URL(frame.getAttribute('src')!);
    await expect(src.origin).toBe(contentOrigin());
    await expect(src.searchParams.get('origin')).toBe(window.location.origin);
    await expect(frame.getAttribute('sandbox')).not.toContain('allow-top-navigation');
  },
};

/** Loading. */
export const HtmlPageLoading: Story = {
  render: screen(paths.viewer.getHref(place(ids.htmlPage))),
  parameters: {
    msw: { handlers: screenHandlers(mockEndpoint(learningEndpoints.getContentList, 'loading')) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Web page' })).toBeVisible();
    await expect(await canvas.findByText(viewerPageTexts.loading)).toBeVisible();
  },
};

/** Failed. */
export const HtmlPageFailed: Story = {
  render: screen(paths.viewer.getHref(place(ids.htmlPage))),
  parameters: { msw: { handlers: screenHandlers(mockEndpoint(learningEndpoints.getContentList, 'error')) } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: viewerPageTexts.failedTitle });
  },
};

/** Missing content. */
export const HtmlPageMissing: Story = {
  render: screen(paths.viewer.getHref(place(ids.missing))),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: viewerPageTexts.notFoundTitle });
  },
};

// ——— /activity —————————————————————————————————————————————————————————————————————————————————————————

const accessPosts: ContentAccessRecord[] = [];
const recordAccess = (variant: 'ok' | 'error') =>
  mockEndpoint(
    learningEndpoints.sendContentAccess,
    variant,
    async (request) => {
      accessPosts.push((await request.json()) as ContentAccessRecord);
      return {
        pointCardSatus: makePointCardStatus({ contentId: ids.activity, points: 15, earnedPoints: 15 }),
      };
    },
    'Play content is locked for your location.',
  );

/**
 * Inside the Android wrapper the device turns to landscape. The activity posts FinishActivity (42 s): the access
 * is posted with that time, a toast names the points, the page goes back and the device turns to portrait.
 */
export const ActivityFinished: Story = {
  render: screen(paths.activity.getHref(place(ids.activity)), { host: 'android' }),
  parameters: {
    msw: {
      handlers: screenHandlers(
        recordAccess('ok'),
        contentListOk([{ type: 'FinishActivity', consumedTime: 42 }]),
      ),
    },
  },
  play: async ({ canvasElement }) => {
    accessPosts.length = 0;
    const canvas = within(canvasElement);
    const orientation = () =>
      currentScreen()
        .host.calls.filter((c) => c.method === 'setDeviceOrientation')
        .map((c) => c.args[0]);
    // The screen turns the device in an effect: outside a test runner that runs after the play has begun.
    await waitFor(() => expect(orientation()).toEqual([1]));
    await canvas.findByRole('heading', { name: 'Next screen: /task' }, LOADED);
    await expect(accessPosts).toHaveLength(1);
    await expect(accessPosts[0]).toMatchObject({
      contentId: ids.activity,
      contentTypeCode: '10',
      questId: 101,
      accessDuration: '42',
    });
    await expect(
      await within(document.body).findByText('Activity completed. You earned 15 points.'),
    ).toBeVisible();
    await waitFor(() => expect(orientation()).toEqual([1, 2]));
  },
};

/**
 * The server refused the access (403: the kind was locked or the trial ended meanwhile): the activity makes way for
 * the lock's explanation (LockedNotice, ADR 0113) — no success toast, so the student never believes it counted.
 */
export const ActivityFinishRefused: Story = {
  render: screen(paths.activity.getHref(place(ids.activity))),
  parameters: {
    msw: {
      handlers: screenHandlers(
        http.post(mockUrl(learningEndpoints.sendContentAccess), () =>
          HttpResponse.json({ error: 'Play content is locked for your location.' }, { status: 403 }),
        ),
        contentListOk([{ type: 'FinishActivity', consumedTime: 42 }]),
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Locked at your location' }, LOADED),
    ).toBeVisible();
    await expect(canvas.getByText('Play content is locked for your location.')).toBeVisible();
    await expect(canvas.queryByTitle('Fraction Pizza Builder')).toBeNull();
    await expect(within(document.body).queryByText(/Activity completed/)).toBeNull();
    await expect(currentScreen().address()).toContain('/activity');
  },
};

/**
 * The server refused the access for another reason (a 4xx other than 403: it will never take it): the server's
 * message in a toast; the activity stays open. (No answer or a 5xx would keep the access on the device and send it
 * later — ADR 0090.)
 */
export const ActivityFinishFailed: Story = {
  render: screen(paths.activity.getHref(place(ids.activity))),
  parameters: {
    msw: {
      handlers: screenHandlers(
        http.post(mockUrl(learningEndpoints.sendContentAccess), () =>
          HttpResponse.json({ error: 'accessDuration must be a whole number of seconds.' }, { status: 400 }),
        ),
        contentListOk([{ type: 'FinishActivity', consumedTime: 42 }]),
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await within(document.body).findByText(
        'accessDuration must be a whole number of seconds.',
        undefined,
        LOADED,
      ),
    ).toBeVisible();
    await expect(canvas.getByTitle('Fraction Pizza Builder')).toBeVisible();
    await expect(currentScreen().address()).toContain('/activity');
  },
};

/** The activity's own Back message leaves, without posting an access (only FinishActivity does). */
export const ActivityBackMessage: Story = {
  name: "Journey: the activity's Back message",
  render: screen(paths.activity.getHref(place(ids.activity))),
  parameters: {
    msw: { handlers: screenHandlers(recordAccess('ok'), contentListOk([{ type: 'Back' }])) },
  },
  play: async ({ canvasElement }) => {
    accessPosts.length = 0;
    await within(canvasElement).findByRole('heading', { name: 'Next screen: /task' }, LOADED);
    await expect(accessPosts).toHaveLength(0);
  },
};

/** Loading. */
export const ActivityLoading: Story = {
  render: screen(paths.activity.getHref(place(ids.activity))),
  parameters: {
    msw: { handlers: screenHandlers(mockEndpoint(learningEndpoints.getContentList, 'loading')) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
    await expect(await canvas.findByText(viewerPageTexts.loading)).toBeVisible();
  },
};

/** Failed. */
export const ActivityFailed: Story = {
  render: screen(paths.activity.getHref(place(ids.activity))),
  parameters: { msw: { handlers: screenHandlers(mockEndpoint(learningEndpoints.getContentList, 'error')) } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: viewerPageTexts.failedTitle });
  },
};

/** Missing content. */
export const ActivityMissing: Story = {
  render: screen(paths.activity.getHref(place(ids.missing))),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: viewerPageTexts.notFoundTitle });
  },
};

// ——— /nexool ———————————————————————————————————————————————————————————————————————————————————————————

const TOKEN = 'mock-learning-tool-token-5f2c9a7e1b3d4c6a';

/** The tool's page in a sandboxed frame with the token and /home as the last URL. */
export const LearningToolLoaded: Story = {
  tags: ['state-sheet'],
  render: screen(paths.nexool.getHref({ questId: 101 })),
  parameters: handlers(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const frame = await canvas.findByTitle('Learning tool', undefined, LOADED);
    const src = new URL(frame.getAttribute('src')!);
    await expect(src.pathname).toBe('/content/learning-tool/auth');
    await expect(src.searchParams.get('token')).toBe(TOKEN);
    await expect(src.searchParams.get('lasturl')).toBe(`${window.location.origin}/home`);
    await expect(canvas.getByRole('button', { name: 'Back' })).toBeVisible();
  },
};

/** Back from the learning tool goes to /home. */
export const JourneyLearningToolBack: Story = {
  name: 'Journey: back from the learning tool',
  render: screen(paths.nexool.getHref({ questId: 101 })),
  parameters: handlers(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByTitle('Learning tool', undefined, LOADED);
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await canvas.findByRole('heading', { name: 'Next screen: /home' });
  },
};

/** The token is being fetched. */
export const LearningToolLoading: Story = {
  render: screen(paths.nexool.getHref({ questId: 101 })),
  parameters: handlers(mockEndpoint(learningEndpoints.getLearningToolToken, 'loading')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Learning tool' })).toBeVisible();
    await expect(await canvas.findByText(viewerPageTexts.loading)).toBeVisible();
  },
};

/** A token call that fails once, then answers (a fresh count for each story). */
const tokenFailsOnce = () => {
  let calls = 0;
  return {
    msw: {
      handlers: screenHandlers(
        http.get(mockUrl(learningEndpoints.getLearningToolToken), () => {
          calls += 1;
          if (calls === 1) return HttpResponse.json({ error: 'Token service down' }, { status: 500 });
          return HttpResponse.json({ token: TOKEN });
        }),
      ),
    },
  };
};

/** The token call failed: logged only, a plain failure (no server text) and Try again. */
export const LearningToolFailed: Story = {
  render: screen(paths.nexool.getHref({ questId: 101 })),
  parameters: tokenFailsOnce(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: viewerPageTexts.failedTitle })).toBeVisible();
    await expect(canvas.getByRole('button', { name: viewerPageTexts.retry })).toBeVisible();
  },
};

/** Try again after a failed token call asks for a new token and opens the tool. */
export const JourneyLearningToolRetry: Story = {
  name: 'Journey: try again after a failed token',
  render: screen(paths.nexool.getHref({ questId: 101 })),
  parameters: tokenFailsOnce(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: viewerPageTexts.failedTitle });
    await userEvent.click(canvas.getByRole('button', { name: viewerPageTexts.retry }));
    await canvas.findByTitle('Learning tool', undefined, LOADED);
  },
};

/** The server refused the token (403, ADR 0105): the lock explains why (LockedNotice, ADR 0113), no Try again. */
export const LearningToolRefused: Story = {
  render: screen(paths.nexool.getHref({ questId: 101 })),
  parameters: {
    msw: {
      handlers: screenHandlers(
        http.get(mockUrl(learningEndpoints.getLearningToolToken), () =>
          HttpResponse.json({ error: 'This quest is not assigned to you.' }, { status: 403 }),
        ),
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Not in your quest' }, LOADED)).toBeVisible();
    await expect(canvas.getByText('This quest is not assigned to you.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: viewerPageTexts.retry })).toBeNull();
    await expect(canvas.queryByTitle('Learning tool')).toBeNull();
  },
};

/** A visitor without a session goes to sign-in (`/`), keeping the query. */
export const LearningToolSignedOut: Story = {
  name: 'Journey: signed out, on to sign-in',
  render: () => <ScreenStory routes={routes} at={paths.nexool.getHref({ questId: 101 })} />,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: 'Next screen: /' });
    await expect(currentScreen().address()).toBe('/?questId=101');
  },
};
