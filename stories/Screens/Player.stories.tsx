import type { Meta, StoryObj } from '@storybook/react-vite';
import { bypass, http, HttpResponse, passthrough } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { learningEndpoints, mediaEndpoints, type ContentRating } from '@quest/api';
import {
  makeContent,
  makeContentList,
  makeContentRating,
  makeMkioToken,
  mockEndpoint,
  mockUrl,
} from '@quest/api/mocks';
import { playerViewTexts as t } from '@quest/design-system';
import { Component as PlayerRoute } from '../../apps/learner/src/features/learning/player/player-route';
import { paths } from '../../apps/learner/src/routes/paths';
import { currentScreen, ScreenStory, screenHandlers } from '../../apps/learner/src/testing';

const routes = [{ path: paths.player.path, Component: PlayerRoute }];
const VIDEO_TOKEN = makeMkioToken().token;
const SESSION_TOKEN = 'story-session-token';
/** The mock user's name (GetCurrentUser), shown in the moving watermark. */
const USER_NAME = '9876543210';

/** A video with bookmarks and a test after it, in the Fractions operation of quest 101. */
const video = makeContent({
  contentId: 201002,
  contentDisplayName: 'What is a Fraction? Numerator and Denominator',
  contentTypeCode: '02',
  fileUrl: '/media/hls/201002/index.m3u8',
  testCode: 'T-FRACTIONS',
  pointCardSatus: null,
  progress: { accessCount: 0 },
  accessDuration: 0,
  markers: [
    { time: 3, text: 'Numerator', position: 25 },
    { time: 7, text: 'Denominator', position: 60 },
  ],
});
const list = makeContentList({ questContents: [video] });
const at = (contentId = video.contentId) =>
  paths.player.getHref({ questId: 101, missionId: 1011, operationId: 10111, contentId });

/** The server's rating of the video, changed by SetContentRating (reset before each story). */
let rating: ContentRating = makeContentRating({ likeCount: 4, disLikeCount: 1, myRating: null });

/**
 * The reference server's demo stream (12 s, AES-128) stands in for every video: the playlist and segments come
 * from Storybook's /demo-media, segments only with the video token, the key only with the session bearer.
 */
const streamHandlers = [
  http.get('/QuestContent/GetKey', async ({ request }) => {
    if (request.headers.get('Authorization') !== `Bearer ${SESSION_TOKEN}`) {
      return new HttpResponse(null, { status: 401 });
    }
    const key = await fetch(bypass('/demo-media/keys/demo.key'));
    return HttpResponse.arrayBuffer(await key.arrayBuffer(), {
      headers: { 'Content-Type': 'application/octet-stream', 'Cache-Control': 'no-store' },
    });
  }),
  http.get('/media/hls/:contentId/:file', async ({ request, params }) => {
    const file = String(params.file);
    if (file.endsWith('.ts') && request.headers.get('Authorization') !== `Bearer ${VIDEO_TOKEN}`) {
      return new HttpResponse(null, { status: 401 });
    }
    const answer = await fetch(bypass(`/demo-media/hls/demo/${file}`));
    return new HttpResponse(await answer.arrayBuffer(), {
      status: answer.status,
      headers: { 'Content-Type': answer.headers.get('Content-Type') ?? 'application/octet-stream' },
    });
  }),
  http.get('/demo-media/*', () => passthrough()),
  http.get(mockUrl(learningEndpoints.getContentRating), () => HttpResponse.json(rating)),
  http.post(mockUrl(learningEndpoints.setContentRating), async ({ request }) => {
    const body = (await request.json()) as { rating: 0 | 5 };
    rating = {
      ...rating,
      likeCount: rating.likeCount + (body.rating === 5 ? 1 : 0) - (rating.myRating === 5 ? 1 : 0),
      disLikeCount: rating.disLikeCount + (body.rating === 0 ? 1 : 0) - (rating.myRating === 0 ? 1 : 0),
      myRating: body.rating,
    };
    return HttpResponse.json(rating);
  }),
  mockEndpoint(learningEndpoints.getContentList, 'ok', list),
];

const meta = {
  title: 'Screens/Player',
  parameters: {
    layout: 'fullscreen',
    docs: { story: { inline: false, iframeHeight: '720px' } },
    msw: { handlers: screenHandlers(streamHandlers) },
  },
  beforeEach() {
    rating = makeContentRating({ likeCount: 4, disLikeCount: 1, myRating: null });
  },
  render: () => <ScreenStory routes={routes} at={at()} signedIn />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const videoOf = (root: HTMLElement) => {
  const element = root.querySelector('video');
  if (!element) throw new Error('no video element yet');
  return element;
};

/** Controls hidden by the countdown ignore the pointer: a pointer move brings them back first. */
async function pressControl(root: HTMLElement, name: string | RegExp) {
  const canvas = within(root);
  await userEvent.hover(canvas.getByRole('group', { name: t.controls }));
  await waitFor(() =>
    expect(canvas.getByRole('group', { name: t.controls })).toHaveAttribute('data-visible', 'true'),
  );
  await userEvent.click(canvas.getByRole('button', { name }));
}

async function waitUntilPlayable(root: HTMLElement) {
  const play = await within(root).findByRole('button', { name: 'Play' }, { timeout: 15_000 });
  await waitFor(() => expect(play).not.toHaveAttribute('aria-disabled'), { timeout: 15_000 });
}

/**
 * Loaded: the page is the player (`main`) with the stream ready to play, its title, the watermark with the user's
 * name and the counts.
 */
export const Loaded: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('the stream loads; title, watermark and counts show', async () => {
      await waitUntilPlayable(canvasElement);
      await expect(canvas.getByRole('main')).toBeInTheDocument();
      await expect(canvas.getByRole('heading', { name: video.contentDisplayName })).toBeVisible();
      await waitFor(() =>
        expect(canvasElement.querySelector('[data-watermark]')).toHaveTextContent(USER_NAME),
      );
      await expect(await canvas.findByRole('button', { name: 'Like 4' })).toBeVisible();
      await expect(canvas.getByRole('button', { name: 'Take Test' })).toHaveAttribute(
        'aria-disabled',
        'true',
      );
    });
  },
};

/**
 * The stream plays with the video token, +10 s moves the picture, speed 1.5 reaches the element, and a like
 * celebrates and counts.
 */
export const JourneyPlayAndLike: Story = {
  name: 'Journey: play, seek, change speed and like',
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await waitUntilPlayable(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Like 4' })).toBeVisible();
    await step('plays, seeks forward 10 s and changes speed', async () => {
      await pressControl(canvasElement, 'Mute');
      await pressControl(canvasElement, 'Play');
      await waitFor(() => expect(videoOf(canvasElement).currentTime).toBeGreaterThan(0.5), {
        timeout: 10_000,
      });
      await pressControl(canvasElement, 'Pause');
      const start = videoOf(canvasElement).currentTime;
      await pressControl(canvasElement, 'Forward 10 seconds');
      await waitFor(() =>
        expect(Math.abs(videoOf(canvasElement).currentTime - Math.min(start + 10, 12))).toBeLessThan(0.5),
      );
      await pressControl(canvasElement, 'Back 10 seconds');
      await pressControl(canvasElement, /Playback speed/);
      await userEvent.click(canvas.getByRole('menuitemradio', { name: '1.5x' }));
      await waitFor(() => expect(videoOf(canvasElement).playbackRate).toBe(1.5));
    });
    await step('a like saves 5, celebrates and the counts reload', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Like 4' }));
      await expect(await canvas.findByText(t.celebration)).toBeVisible();
      await waitFor(() =>
        expect(canvas.getByRole('button', { name: 'Like 5' })).toHaveAttribute('aria-pressed', 'true'),
      );
    });
  },
};

/**
 * Ended: played to the end, the access is posted, the test button enables and opens /instruction with the place,
 * the content and its test code.
 */
export const EndedWithTestButton: Story = {
  name: 'Journey: play to the end, then Take Test',
  beforeEach() {
    rating = makeContentRating({ likeCount: 4, disLikeCount: 1, myRating: 5 });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitUntilPlayable(canvasElement);
    await pressControl(canvasElement, 'Mute');
    await pressControl(canvasElement, 'Play');
    await waitFor(() => expect(videoOf(canvasElement).currentTime).toBeGreaterThan(2.5), { timeout: 10_000 });
    canvas.getByRole('slider', { name: 'Seek' }).focus();
    await userEvent.keyboard('{End}');
    await expect(await canvas.findByRole('button', { name: 'Replay' }, { timeout: 10_000 })).toBeVisible();
    const test = canvas.getByRole('button', { name: 'Take Test' });
    await waitFor(() => expect(test).not.toHaveAttribute('aria-disabled'));
    await userEvent.click(test);
    await canvas.findByRole('heading', { name: 'Next screen: /instruction' });
    const query = new URLSearchParams(currentScreen().address().split('?')[1]);
    await expect(Object.fromEntries(query)).toEqual({
      questId: '101',
      missionId: '1011',
      operationId: '10111',
      contentId: '201002',
      testCode: 'T-FRACTIONS',
    });
  },
};

/** A remembered position (persisted state under `root`): "Continue from 0:05?"; Continue moves the picture. */
export const ResumeOffer: Story = {
  render: () => (
    <ScreenStory
      routes={routes}
      at={at()}
      signedIn
      storage={{ local: { root: JSON.stringify({ videoPositions: [[video.contentId, 5]] }) } }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const offer = await canvas.findByRole('group', { name: 'Continue from 0:05?' }, { timeout: 15_000 });
    await userEvent.click(within(offer).getByRole('button', { name: t.resumeContinue }));
    await waitFor(() => expect(Math.abs(videoOf(canvasElement).currentTime - 5)).toBeLessThan(0.5));
  },
};

/** Back leaves for the mission page (the player was opened directly, so there is no history to go back to). */
export const BackToMission: Story = {
  name: 'Journey: back to the mission',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitUntilPlayable(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t.back }));
    await canvas.findByRole('heading', { name: 'Next screen: /task' });
    await expect(currentScreen().address()).toBe('/task?questId=101&missionId=1011&operationId=10111');
  },
};

/**
 * A phone turned sideways (800×360): the page is the player alone, as tall as the screen; its one Back sits over
 * the picture, and the seek slider and full screen are on screen without scrolling.
 */
export const PhoneLandscape: Story = {
  globals: { viewport: { value: 'phoneLandscape' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitUntilPlayable(canvasElement);
    await expect(canvas.getByRole('main')).toContainElement(canvas.getByRole('group', { name: t.controls }));
    await expect(canvas.getAllByRole('button', { name: t.back })).toHaveLength(1);
    for (const control of [
      canvas.getByRole('slider', { name: 'Seek' }),
      canvas.getByRole('button', { name: 'Full screen' }),
      canvas.getByRole('button', { name: t.back }),
    ]) {
      const box = control.getBoundingClientRect();
      await expect(box.top).toBeGreaterThanOrEqual(0);
      await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
    }
    await expect(document.documentElement.scrollHeight).toBeLessThanOrEqual(window.innerHeight);
    await userEvent.click(canvas.getByRole('button', { name: t.back }));
    await canvas.findByRole('heading', { name: 'Next screen: /task' });
  },
};

/** The content list is still loading. */
export const Loading: Story = {
  parameters: {
    msw: {
      handlers: screenHandlers(mockEndpoint(learningEndpoints.getContentList, 'loading'), streamHandlers),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('main')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText('Loading video')).toBeVisible();
  },
};

/** The content list failed: the server's message and Try again, which loads it again. */
export const Failed: Story = {
  parameters: {
    msw: {
      handlers: screenHandlers(
        mockEndpoint(
          learningEndpoints.getContentList,
          'error',
          undefined,
          'This quest is not assigned to you.',
        ),
        streamHandlers,
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'The video could not be loaded' })).toBeVisible();
    await expect(canvas.getByText('This quest is not assigned to you.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** The video token could not be had: the player says so and offers Try again. */
export const TokenFailed: Story = {
  parameters: {
    msw: {
      handlers: screenHandlers(
        mockEndpoint(
          mediaEndpoints.getMkioToken,
          'error',
          undefined,
          'The video could not be opened. Please try again.',
        ),
        streamHandlers,
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'This video could not be opened' }),
    ).toBeVisible();
    await expect(canvas.getByText('The video could not be opened. Please try again.')).toBeVisible();
  },
};

/** A stale link: the quest has no such item; Not Found with its way to the mission page. */
export const MissingContent: Story = {
  render: () => <ScreenStory routes={routes} at={at(999999)} signedIn />,
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Go to the mission' }),
    ).toBeVisible();
  },
};

/** Not Found on a stale link leads to the mission page. */
export const JourneyMissingContentToMission: Story = {
  name: 'Journey: from a stale link to the mission',
  render: () => <ScreenStory routes={routes} at={at(999999)} signedIn />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Go to the mission' }));
    await canvas.findByRole('heading', { name: 'Next screen: /task' });
  },
};
