import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { tokens } from '../../tokens';
import { FrameViewer } from './frame-viewer';
import type { FrameMessage, FrameMessageParser } from './frame-messages';
import { acceptActivityMessage, acceptExternalTestMessage } from './frame-messages.fixture';
import { FrameViewerView } from './frame-viewer-view';
import { longText, Sheet, SheetTile, expectCaptioned } from '../../internal/state-sheet';

/*
 * The demo page is loaded from ANOTHER origin than the story, as the app loads content from its content origin:
 * Storybook answers on both localhost and 127.0.0.1, so the frame uses whichever of the two the story is not on.
 * The app passes @quest/api's parseFrameMessage as `accept`; the stories use a plain copy of the same rules.
 */
const contentOrigin = () => {
  const other = window.location.hostname === '127.0.0.1' ? 'localhost' : '127.0.0.1';
  return `${window.location.protocol}//${other}:${window.location.port}`;
};
const framePage = (send?: unknown[]) =>
  `${contentOrigin()}/frames/activity.html${send ? `?send=${encodeURIComponent(JSON.stringify(send))}` : ''}`;

const LOADED = { timeout: 15_000 };

const activityParser: FrameMessageParser<FrameMessage> = acceptActivityMessage;
const externalTestParser: FrameMessageParser<FrameMessage> = acceptExternalTestMessage;

/** The viewer fills its container's height, as the /activity route gives it the screen. */
const sized =
  (width: number | string, height: number): Decorator =>
  (Story) => (
    <div
      data-testid="frame"
      style={{ width, maxWidth: '100%', height, border: `1px solid ${tokens.color.border.default}` }}
    >
      <Story />
    </div>
  );

const waitUntilLoaded = async (canvasElement: HTMLElement) => {
  const frame = within(canvasElement).getByTitle('Plant cell activity');
  await waitFor(() => expect(frame).toBeVisible(), LOADED);
  return frame;
};

const desktop = [sized('100%', 560)];

const meta = {
  title: 'Design System/Viewers/Frame Viewer',
  component: FrameViewer,
  args: {
    title: 'Plant cell activity',
    // Replaced in each story's render: the frame's address depends on the host the story runs on.
    src: '',
    expectedOrigin: '',
    accept: activityParser,
    loadTimeout: 15_000,
    onBack: fn(),
    onMessage: fn(),
    onFinishActivity: fn(),
    onFinishTest: fn(),
    onAbortTest: fn(),
  },
  argTypes: {
    src: { control: 'text', table: { category: 'Content' } },
    title: { control: 'text', table: { category: 'Content' } },
    expectedOrigin: { control: 'text', table: { category: 'Behaviour' } },
    accept: { control: false, table: { category: 'Behaviour' } },
    sandbox: { control: 'object', table: { category: 'Behaviour' } },
    loadTimeout: { control: 'number', table: { category: 'Behaviour' } },
    frameTitle: { control: 'text', table: { category: 'Accessibility' } },
    headingLevel: { control: 'inline-radio', options: [1, 2], table: { category: 'Accessibility' } },
    className: { table: { category: 'Appearance' } },
    onBack: { table: { category: 'Events' } },
    onMessage: { table: { category: 'Events' } },
    onFinishActivity: { table: { category: 'Events' } },
    onFinishTest: { table: { category: 'Events' } },
    onAbortTest: { table: { category: 'Events' } },
  },
  render: (args) => (
    <FrameViewer
      {...args}
      src={args.src || framePage()}
      expectedOrigin={args.expectedOrigin || contentOrigin()}
    />
  ),
} satisfies Meta<typeof FrameViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Driven by the controls: the demo activity on the content origin; its buttons post each listed message. */
export const Default: Story = {
  decorators: desktop,
  play: async ({ args, canvas, canvasElement }) => {
    const frame = await waitUntilLoaded(canvasElement);
    await expect(frame).toHaveAttribute(
      'sandbox',
      'allow-scripts allow-same-origin allow-forms allow-popups',
    );
    await expect(frame.getAttribute('sandbox')).not.toContain('allow-top-navigation');
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Plant cell activity');
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
    await expect(args.onMessage).not.toHaveBeenCalled();
  },
};

/** The activity posts FinishActivity with the consumed time, then Back: a real cross-origin round trip. */
export const ActivityFinished: Story = {
  decorators: desktop,
  render: (args) => (
    <FrameViewer
      {...args}
      src={framePage([{ type: 'FinishActivity', consumedTime: 42 }, { type: 'Back' }])}
      expectedOrigin={contentOrigin()}
    />
  ),
  play: async ({ args }) => {
    await waitFor(() => expect(args.onBack).toHaveBeenCalledTimes(1), LOADED);
    await expect(args.onFinishActivity).toHaveBeenCalledTimes(1);
    await expect(args.onFinishActivity).toHaveBeenCalledWith(42);
    await expect(args.onMessage).toHaveBeenNthCalledWith(1, { type: 'FinishActivity', consumedTime: 42 });
    await expect(args.onMessage).toHaveBeenNthCalledWith(2, { type: 'Back' });
  },
};

/** The external online test: FinishTest, AbortTest, its alias TestAbort and Back, each heard once. */
export const ExternalTest: Story = {
  decorators: desktop,
  args: { title: 'Science olympiad mock test', accept: externalTestParser },
  render: (args) => (
    <FrameViewer
      {...args}
      src={framePage([
        { type: 'FinishTest' },
        { type: 'AbortTest' },
        { type: 'TestAbort' },
        { type: 'Back' },
      ])}
      expectedOrigin={contentOrigin()}
    />
  ),
  play: async ({ args }) => {
    await waitFor(() => expect(args.onBack).toHaveBeenCalledTimes(1), LOADED);
    await expect(args.onFinishTest).toHaveBeenCalledTimes(1);
    await expect(args.onAbortTest).toHaveBeenCalledTimes(2);
    await expect(args.onMessage).toHaveBeenCalledTimes(4);
    await expect(args.onFinishActivity).not.toHaveBeenCalled();
  },
};

/** Malformed messages from the right frame are ignored; only the final, well-formed Back is heard. */
export const IgnoresMalformed: Story = {
  decorators: desktop,
  render: (args) => (
    <FrameViewer
      {...args}
      src={framePage([
        { type: 'FinishActivity', consumedTime: '42' },
        { type: 'FinishActivity', consumedTime: -1 },
        { type: 'FinishActivity', consumedTime: 1.5 },
        { type: 'FinishActivity' },
        { type: 'Back', extra: true },
        { type: 'FinishTest' },
        'Back',
        '{"type":"Back"}',
        [{ type: 'Back' }],
        null,
        42,
        { type: 'Back' },
      ])}
      expectedOrigin={contentOrigin()}
    />
  ),
  play: async ({ args }) => {
    await waitFor(() => expect(args.onBack).toHaveBeenCalledTimes(1), LOADED);
    await expect(args.onMessage).toHaveBeenCalledTimes(1);
    await expect(args.onMessage).toHaveBeenCalledWith({ type: 'Back' });
    await expect(args.onFinishActivity).not.toHaveBeenCalled();
    await expect(args.onFinishTest).not.toHaveBeenCalled();
  },
};

let heard: string[] = [];

/** A frame whose origin is not the expected one is never heard, even when its messages are well formed. */
export const WrongOrigin: Story = {
  decorators: desktop,
  render: (args) => (
    <FrameViewer
      {...args}
      src={framePage([{ type: 'FinishActivity', consumedTime: 42 }, { type: 'Back' }])}
      expectedOrigin={window.location.origin}
    />
  ),
  beforeEach() {
    heard = [];
    const listen = (event: MessageEvent) => heard.push(event.origin);
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  },
  play: async ({ args }) => {
    // Both messages arrived (this listener was added before the viewer's, so the viewer has seen them too).
    await waitFor(() => expect(heard.filter((o) => o === contentOrigin())).toHaveLength(2), LOADED);
    await expect(args.onMessage).not.toHaveBeenCalled();
    await expect(args.onBack).not.toHaveBeenCalled();
    await expect(args.onFinishActivity).not.toHaveBeenCalled();
  },
};

/** Until the page's load event: a spinner over the frame's place. */
export const Loading: Story = {
  decorators: desktop,
  render: (args) => (
    <FrameViewerView title={args.title} status="loading" onBack={args.onBack}>
      <iframe title={args.title} src="about:blank" />
    </FrameViewerView>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…');
  },
};

/** The page did not load within `loadTimeout`: a message and a retry that loads the frame again. */
export const LoadError: Story = {
  decorators: desktop,
  name: 'Error',
  args: { loadTimeout: 1 },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'Could not load this page' }, LOADED);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await canvas.findByRole('heading', { name: 'Could not load this page' }, LOADED);
  },
};

const fillsTheRest = async (canvasElement: HTMLElement) => {
  const box = within(canvasElement).getByTestId('frame');
  const frame = await waitUntilLoaded(canvasElement);
  const header = within(canvasElement).getByRole('banner');
  const inner = box.clientHeight;
  await expect(frame.getBoundingClientRect().height).toBeCloseTo(
    inner - header.getBoundingClientRect().height,
    0,
  );
  await expect(frame.getBoundingClientRect().width).toBeCloseTo(box.clientWidth, 0);
  await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
};

/** A 360 px phone in portrait: the frame takes the height under the header. */
export const Phone: Story = {
  decorators: [sized(360, 640)],
  play: async ({ canvasElement }) => fillsTheRest(canvasElement),
};

/** A phone turned sideways (800×360), as activities force landscape in the wrappers. */
export const Landscape: Story = {
  decorators: [sized(800, 360)],
  play: async ({ canvasElement }) => fillsTheRest(canvasElement),
};

/** A page for the sheet: shown in a data: frame, so it needs no server and paints at once. */
const sheetPage = `data:text/html;charset=utf-8,${encodeURIComponent(
  '<body style="margin:0;padding:16px;font:16px sans-serif"><h1 style="font-size:20px;margin:0">Demo activity</h1></body>',
)}`;

/** Loaded, loading and error, for the visual tests. */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  render: () => (
    <Sheet maxWidth={480}>
      <SheetTile caption="Loaded — the activity in its frame">
        <section aria-label="Loaded" style={{ height: 320 }}>
          <FrameViewerView title="Plant cell activity" headingLevel={2} status="ready" onBack={() => {}}>
            <iframe title="Plant cell activity" src={sheetPage} sandbox="" />
          </FrameViewerView>
        </section>
      </SheetTile>
      <SheetTile caption="Loading — spinner over the frame">
        <section aria-label="Loading" style={{ height: 260 }}>
          <FrameViewerView
            title="Science olympiad mock test"
            headingLevel={2}
            status="loading"
            onBack={() => {}}
          >
            <iframe title="Science olympiad mock test" src="about:blank" sandbox="" />
          </FrameViewerView>
        </section>
      </SheetTile>
      <SheetTile caption="Error — could not load, with the title kept">
        <section aria-label="Error" style={{ height: 420 }}>
          <FrameViewerView title="Light and shadows" headingLevel={2} status="error" onBack={() => {}}>
            <iframe title="Light and shadows" src="about:blank" sandbox="" />
          </FrameViewerView>
        </section>
      </SheetTile>
      <SheetTile caption="Very long — a long title wraps in the header">
        <section aria-label="Long title" style={{ height: 260 }}>
          <FrameViewerView title={longText.title} headingLevel={2} status="loading" onBack={() => {}}>
            <iframe title="Long title" src="about:blank" sandbox="" />
          </FrameViewerView>
        </section>
      </SheetTile>
      <SheetTile caption="Hindi — title in Devanagari" lang="hi">
        <section aria-label="हिंदी शीर्षक" style={{ height: 260 }}>
          <FrameViewerView title="पादप कोशिका गतिविधि" headingLevel={2} status="loading" onBack={() => {}}>
            <iframe title="पादप कोशिका गतिविधि" src="about:blank" sandbox="" />
          </FrameViewerView>
        </section>
      </SheetTile>
    </Sheet>
  ),
  play: async ({ canvasElement }) => {
    const sheet = within(canvasElement).getByTestId('sheet');
    await expectCaptioned(sheet);
    sheet.style.width = '360px';
    await expect(sheet.scrollWidth).toBeLessThanOrEqual(sheet.clientWidth);
    sheet.style.width = '';
  },
};
