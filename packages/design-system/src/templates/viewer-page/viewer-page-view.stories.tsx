import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { lockedTexts } from '../../components/locked-notice/locked-texts';
import { HtmlContentViewer } from '../../components/html-content-viewer';
import { IconButton } from '../../components/icon-button';
import { tokens } from '../../tokens';
import { ViewerPageView, viewerPageTexts, type ViewerPageState } from './viewer-page-view';
import { expectCaptioned, SheetTile, StateSheet as Sheet } from '../../internal/state-sheet';

const lesson =
  '<h2>Fractions at a glance</h2><p>A fraction names a part of a whole: <strong>3/4</strong> means 3 of 4 ' +
  'equal parts.</p>';

const meta = {
  title: 'Templates/Viewer Page',
  component: ViewerPageView,
  parameters: { layout: 'fullscreen' },
  args: {
    state: 'loaded',
    title: 'Fractions at a Glance',
    as: 'main',
    onBack: fn(),
    onRetry: fn(),
    children: <HtmlContentViewer title="Fractions at a Glance" html={lesson} onBack={() => {}} />,
  },
  argTypes: {
    state: {
      control: 'inline-radio',
      options: ['loading', 'loaded', 'failed', 'notFound', 'locked'] satisfies ViewerPageState[],
      table: { category: 'Behaviour' },
    },
    title: { control: 'text', table: { category: 'Content' } },
    children: { control: false, table: { category: 'Content' } },
    errorMessage: { control: 'text', table: { category: 'Content' } },
    lockedMessage: { control: 'text', table: { category: 'Content' } },
    lock: { control: 'object', table: { category: 'Content' } },
    actions: { control: false, table: { category: 'Content' } },
    backLabel: { control: 'text', table: { category: 'Accessibility' } },
    headingLevel: { control: 'inline-radio', options: [1, 2], table: { category: 'Accessibility' } },
    as: { control: 'inline-radio', options: ['main', 'div'], table: { category: 'Accessibility' } },
    className: { table: { disable: true } },
    onBack: { table: { category: 'Events' } },
    onRetry: { table: { category: 'Events' } },
  },
} satisfies Meta<typeof ViewerPageView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Loaded: the viewer (here the raw HTML viewer, with its own back header) fills the page, inside `main`. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const main = canvas.getByRole('main');
    await expect(within(main).getByRole('heading', { level: 1 })).toHaveTextContent('Fractions at a Glance');
    await expect(await within(main).findByText(/3 of 4/, undefined, { timeout: 10_000 })).toBeVisible();
    // Only the viewer's own header: the page draws none of its own in this state.
    await expect(canvas.getAllByRole('button', { name: 'Back' })).toHaveLength(1);
  },
};

/** The content (or a token) is loading: the header with Back and a labelled spinner. */
export const Loading: Story = {
  args: { state: 'loading', title: 'PDF' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(viewerPageTexts.loading);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('PDF');
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

/** The request failed: a plain message (never the server's text) and Try again. */
export const Failed: Story = {
  args: { state: 'failed', title: 'Learning tool' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(viewerPageTexts.failedTitle);
    await expect(canvas.getByText(viewerPageTexts.failedMessage)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: viewerPageTexts.retry }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

/** Failed with the caller's own explanation and no retry (nothing to retry): no button shows. */
export const FailedWithoutRetry: Story = {
  args: {
    state: 'failed',
    title: 'Activity',
    errorMessage: 'This content cannot be opened here.',
    onRetry: undefined,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('This content cannot be opened here.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: viewerPageTexts.retry })).toBeNull();
  },
};

/** A stale link: the quest has no such content. "Go back" and the header's Back both report onBack. */
export const NotFound: Story = {
  args: { state: 'notFound', title: 'PDF' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(viewerPageTexts.notFoundTitle);
    await userEvent.click(canvas.getByRole('button', { name: viewerPageTexts.notFoundAction }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

/**
 * The server refused the content (ADR 0105): LockedNotice with why and "Go back" — and no Try again, since asking
 * again gives the same answer. Here a location lock of an activity opened from a direct link.
 */
export const Locked: Story = {
  args: {
    state: 'locked',
    title: 'Fraction Pizza',
    lock: { reason: 'location', kind: 'Play' },
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(lockedTexts.locationTitle);
    await expect(canvas.getByText('Play content is locked for your location.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: viewerPageTexts.retry })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: lockedTexts.back }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

const buy = fn();

/** Locked because the trial is over: the spec's "Trial Expired" text and "Buy now" beside Go back. */
export const LockedTrialOver: Story = {
  args: {
    state: 'locked',
    title: 'Photosynthesis Notes',
    lock: { reason: 'trial', onBuy: buy },
  },
  play: async ({ canvas }) => {
    buy.mockClear();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Trial Expired' })).toBeVisible();
    await expect(
      canvas.getByText('Your trial has expired. Please buy the product to get access to its contents.'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Buy now' }));
    await expect(buy).toHaveBeenCalledTimes(1);
  },
};

/** Refused for another reason: the server's own text (`lockedMessage`). */
export const LockedRefused: Story = {
  args: {
    state: 'locked',
    title: 'Learning tool',
    lockedMessage: 'This quest is not assigned to you.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(lockedTexts.refusedTitle);
    await expect(canvas.getByText('This quest is not assigned to you.')).toBeVisible();
  },
};

const download = fn();

/** With a header action (a Download that works before the viewer is ready), in the loading state. */
export const WithAction: Story = {
  args: {
    state: 'loading',
    title: 'Fractions: Chapter Notes',
    actions: <IconButton icon="download" label="Download" onClick={download} />,
  },
  play: async ({ canvas }) => {
    download.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Download' }));
    await expect(download).toHaveBeenCalledTimes(1);
  },
};

/** The lesson as a Hindi-medium quest writes it. */
const hindiLesson =
  '<h2>भिन्न क्या है?</h2><p>भिन्न किसी पूरी वस्तु का एक भाग होता है। अगर एक रोटी के चार बराबर टुकड़े करें, तो हर टुकड़ा रोटी का <strong>एक-चौथाई</strong> (1/4) है।</p>';

const sheetStates: { state: ViewerPageState; label: string; title: string }[] = [
  { state: 'loading', label: 'Loading — the content on its way', title: 'Fractions: Chapter Notes' },
  { state: 'failed', label: 'Failed — Try again', title: 'Learning tool' },
  {
    state: 'notFound',
    label: 'Not found — a long name wraps over two lines',
    title: 'A very long content name that wraps over two lines on a phone',
  },
  { state: 'locked', label: 'Locked — Play needs the right location', title: 'Fraction Pizza' },
  { state: 'loaded', label: 'Loaded — the lesson', title: 'Fractions at a Glance' },
  { state: 'loaded', label: 'Hindi — a Hindi title over the lesson', title: 'भिन्न एक नज़र में' },
  {
    state: 'loading',
    label: 'Very long — a 120-character title while loading',
    title:
      'Foundations of Algebra and Geometry for Olympiad Preparation — Chapter 7: Linear Equations in Two Variables (Revised)',
  },
];

/**
 * In Hindi (issue 29): a failure, a stale link and a location lock, each with its heading, text and buttons in
 * Hindi (the kind keeps its product name); the buttons still report.
 */
export const Hindi: Story = {
  globals: { locale: 'hi' },
  render: (args) => (
    <>
      <section aria-label="Failed" style={{ height: 420 }}>
        <ViewerPageView {...args} as="div" state="failed" title="PDF" />
      </section>
      <section aria-label="Not found" style={{ height: 420 }}>
        <ViewerPageView {...args} as="div" state="notFound" title="PDF" />
      </section>
      <section aria-label="Locked" style={{ height: 420 }}>
        <ViewerPageView
          {...args}
          as="div"
          state="locked"
          title="Fraction Pizza"
          lock={{ reason: 'location', kind: 'Play' }}
        />
      </section>
    </>
  ),
  play: async ({ args, canvas }) => {
    const failed = within(canvas.getByRole('region', { name: 'Failed' }));
    await expect(failed.getByRole('heading', { level: 2, name: 'यह सामग्री खुल नहीं सकी' })).toBeVisible();
    await expect(failed.getByText('अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।')).toBeVisible();
    await userEvent.click(failed.getByRole('button', { name: 'फिर से कोशिश करें' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await userEvent.click(failed.getByRole('button', { name: 'वापस' }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);

    const notFound = within(canvas.getByRole('region', { name: 'Not found' }));
    await expect(notFound.getByRole('heading', { level: 2, name: 'सामग्री नहीं मिली' })).toBeVisible();
    await expect(notFound.getByText('यह सामग्री अब आपके क्वेस्ट में नहीं है। वापस जाएँ और इसे फिर से चुनें।')).toBeVisible();
    await userEvent.click(notFound.getByRole('button', { name: 'वापस जाएँ' }));
    await expect(args.onBack).toHaveBeenCalledTimes(2);

    const locked = within(canvas.getByRole('region', { name: 'Locked' }));
    await expect(locked.getByRole('heading', { level: 2, name: 'आपकी लोकेशन पर लॉक है' })).toBeVisible();
    await expect(locked.getByText('Play सामग्री आपकी लोकेशन के लिए लॉक है।')).toBeVisible();
    await expect(locked.getByRole('button', { name: 'वापस जाएँ' })).toBeVisible();
  },
};

/** Every state side by side, each in a 420 px tall box (the page fills its container). */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  render: () => (
    <Sheet columnMin={300}>
      {sheetStates.map(({ state, label, title }) => (
        <SheetTile key={label} caption={label} lang={label.startsWith('Hindi') ? 'hi' : undefined}>
          <section
            aria-label={label}
            style={{ height: 420, border: `1px solid ${tokens.color.border.default}`, minWidth: 0 }}
          >
            <ViewerPageView
              state={state}
              title={title}
              headingLevel={2}
              lock={state === 'locked' ? { reason: 'location', kind: 'Play' } : undefined}
              onBack={() => {}}
              onRetry={() => {}}
            >
              <HtmlContentViewer
                title={title}
                html={label.startsWith('Hindi') ? hindiLesson : lesson}
                onBack={() => {}}
              />
            </ViewerPageView>
          </section>
        </SheetTile>
      ))}
    </Sheet>
  ),
  play: async ({ canvasElement }) => {
    const sheet = within(canvasElement).getByTestId('sheet');
    await expect(sheet.querySelectorAll(':scope > figure > div > section')).toHaveLength(sheetStates.length);
    await expectCaptioned(sheet);
    sheet.style.width = '360px';
    await expect(sheet.scrollWidth).toBeLessThanOrEqual(sheet.clientWidth);
    sheet.style.width = '';
  },
};
