import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  QueryBoxView,
  queryBoxTexts as t,
  type QueryBoxItem,
  type QueryBoxThread,
  type QueryBoxViewProps,
} from './query-box-view';
import { expectCaptioned, SheetTile, StateSheet as Sheet } from '../../internal/state-sheet';

const queries: QueryBoxItem[] = [
  {
    id: 5,
    subject: 'Video not playing in Living Organisms',
    date: new Date('2025-03-13T10:50:00Z'),
    missionName: 'Science',
    replyCount: 0,
  },
  {
    id: 1,
    subject: 'Doubt in adding unlike fractions',
    date: new Date('2025-03-11T13:35:00Z'),
    missionName: 'Mathematics',
    replyCount: 2,
  },
];

const thread: QueryBoxThread = {
  id: 1,
  subject: 'Doubt in adding unlike fractions',
  sender: 'Aarav Sharma',
  date: new Date('2025-03-11T13:35:00Z'),
  missionName: 'Mathematics',
  bodyHtml: '<p>Ma’am, how do I add <strong>2/3</strong> and <strong>1/4</strong>? I keep getting 3/7.</p>',
  attachments: [{ id: 1, fileName: 'fractions-homework.png', fileSize: 1127, fileType: 'image/png' }],
  replies: [
    {
      id: 2,
      sender: 'Mrs. Anjali Deshpande',
      date: new Date('2025-03-12T06:10:00Z'),
      bodyHtml: '<p>First make the denominators equal: 8/12 + 3/12 = <strong>11/12</strong>.</p>',
    },
  ],
};

const reply = (): QueryBoxViewProps['reply'] => ({
  body: '',
  files: [],
  onBodyChange: fn(),
  onAddFiles: fn(),
  onRemoveFile: fn(),
  onSend: fn(),
});

const compose = (open = false): QueryBoxViewProps['compose'] => ({
  open,
  onClose: fn(),
  form: {
    values: { subject: '', missionId: '', operationId: '', body: '' },
    files: [],
    missions: [
      { value: '1011', label: 'Mathematics' },
      { value: '1012', label: 'Science' },
    ],
    operations: [],
    onChange: fn(),
    onAddFiles: fn(),
    onRemoveFile: fn(),
    onSend: fn(),
  },
});

const meta = {
  title: 'Templates/Query Box',
  component: QueryBoxView,
  parameters: { layout: 'fullscreen' },
  args: {
    state: 'loaded',
    queries,
    selected: null,
    reply: reply(),
    compose: compose(),
    onCompose: fn(),
    onOpenQuery: fn(),
    onBack: fn(),
    onRetry: fn(),
    onDownloadAttachment: fn(),
  },
  argTypes: {
    state: {
      control: 'inline-radio',
      options: ['loading', 'loaded', 'failed'],
      table: { category: 'Behaviour' },
    },
    queries: { control: 'object', table: { category: 'Content' } },
    selected: { control: 'object', table: { category: 'Content' } },
    errorMessage: { control: 'text', table: { category: 'Content' } },
    texts: { control: 'object', table: { category: 'Content' } },
    reply: { control: false, table: { category: 'Content' } },
    compose: { control: false, table: { category: 'Content' } },
    downloadingAttachmentId: { control: 'text', table: { category: 'Behaviour' } },
    onCompose: { table: { category: 'Events' } },
    onOpenQuery: { table: { category: 'Events' } },
    onBack: { table: { category: 'Events' } },
    onRetry: { table: { category: 'Events' } },
    onDownloadAttachment: { table: { category: 'Events' } },
  },
} satisfies Meta<typeof QueryBoxView>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * In Hindi (issue 29): the page, the list's facts, the open query's replies and the reply panel in Hindi, with the
 * app's English error shown in Hindi; Query Box keeps its name, and subjects, names and messages stay as sent.
 */
export const Hindi: Story = {
  globals: { locale: 'hi' },
  args: { selected: thread, reply: { ...reply(), error: 'Please write a reply or attach a file.' } },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Query Box' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'आपके सवाल' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Doubt in adding unlike fractions/ })).toBeVisible();
    await expect(canvas.getByText('2 जवाब')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: /1 जवाब$/ })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'fractions-homework.png डाउनलोड करें' }));
    await expect(args.onDownloadAttachment).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }));
    const panel = canvas.getByRole('form', { name: 'जवाब लिखें' });
    await expect(within(panel).getByRole('textbox', { name: 'आपका जवाब' })).toHaveAccessibleDescription(
      /कृपया जवाब लिखें या कोई फ़ाइल अटैच करें।/,
    );
    await userEvent.click(within(panel).getByRole('button', { name: 'जवाब भेजें' }));
    await expect(args.reply.onSend).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'नया सवाल' }));
    await expect(args.onCompose).toHaveBeenCalledTimes(1);
  },
};

/** The list of queries; opening one and New query report to the caller. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Doubt in adding unlike fractions/ }));
    await expect(args.onOpenQuery).toHaveBeenCalledWith(1);
    await userEvent.click(canvas.getByRole('button', { name: t.compose }));
    await expect(args.onCompose).toHaveBeenCalledTimes(1);
  },
};

/** Loading: list-item shapes, New query waits. */
export const Loading: Story = {
  args: { state: 'loading', queries: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Loading…').length).toBeGreaterThan(0);
    await expect(canvas.getByRole('button', { name: t.compose })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** No queries yet: a plain line and how to ask one. */
export const Empty: Story = {
  args: { queries: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t.empty)).toBeVisible();
    await expect(canvas.getByRole('button', { name: t.compose })).toBeEnabled();
  },
};

/** The list could not be loaded: ErrorView with Try again. */
export const Failed: Story = {
  args: { state: 'failed', queries: [], errorMessage: 'Network error. Please try again.' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: t.failedTitle })).toBeVisible();
    await expect(canvas.getByText('Network error. Please try again.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t.retry }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** A query open with its replies and the reply panel; on a phone it replaces the list and has Back. */
export const Detail: Story = {
  args: { selected: thread },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: thread.subject })).toBeVisible();
    await expect(await canvas.findByText('11/12', undefined, { timeout: 10_000 })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Download fractions-homework.png' }));
    await expect(args.onDownloadAttachment).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }));
    const panel = canvas.getByRole('form', { name: 'Reply' });
    await userEvent.type(within(panel).getByRole('textbox', { name: 'Your reply' }), 'T');
    await expect(args.reply.onBodyChange).toHaveBeenCalledWith('T');
    await userEvent.click(within(panel).getByRole('button', { name: 'Send reply' }));
    await expect(args.reply.onSend).toHaveBeenCalledTimes(1);
    const back = canvas.queryByRole('button', { name: t.back });
    if (back) {
      await userEvent.click(back);
      await expect(args.onBack).toHaveBeenCalledTimes(1);
    }
  },
};

/** The reply panel's own error (nothing written, nothing attached) and a reply being sent. */
export const ReplyError: Story = {
  args: {
    selected: thread,
    reply: { ...reply(), error: 'Please write a reply or attach a file.' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Your reply' })).toHaveAccessibleDescription(
      /Please write a reply or attach a file\./,
    );
  },
};

/** The compose dialog over the list (full screen on a phone). */
export const Compose: Story = {
  args: { compose: compose(true) },
  play: async ({ args }) => {
    const dialog = await within(document.body).findByRole('dialog', { name: t.composeTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await expect(args.compose.form.onSend).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(args.compose.onClose).toHaveBeenCalled());
  },
};

/** Every data state, each in its own frame. */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  render: () => {
    const cases: [string, string, Partial<QueryBoxViewProps>][] = [
      ['Loading', 'Loading — the list is on its way', { state: 'loading', queries: [] }],
      ['Empty', 'Empty — no queries yet, Ask a question', { queries: [] }],
      ['Failed', 'Failed — Try again', { state: 'failed', queries: [] }],
      ['List', 'List — read and unread queries', {}],
      ['Detail', 'Detail — one thread with the reply box', { selected: thread }],
    ];
    const noop = () => {};
    return (
      <Sheet gap={24}>
        {cases.map(([label, caption, props]) => (
          <SheetTile key={label} caption={caption}>
            <section aria-label={label}>
              <QueryBoxView
                state="loaded"
                queries={queries}
                reply={{
                  body: '',
                  files: [],
                  onBodyChange: noop,
                  onAddFiles: noop,
                  onRemoveFile: noop,
                  onSend: noop,
                }}
                compose={{ ...compose(false), onClose: noop }}
                onCompose={noop}
                onOpenQuery={noop}
                onBack={noop}
                onRetry={noop}
                texts={{ title: `${t.title}: ${label}`, listHeading: `${t.listHeading}: ${label}` }}
                {...props}
              />
            </section>
          </SheetTile>
        ))}
      </Sheet>
    );
  },
  // List and detail sit side by side from the tablet width (a media query), so the sheet is checked at the
  // screen's own width rather than narrowed to 360 px.
  play: async ({ canvasElement }) => {
    const sheet = within(canvasElement).getByTestId('sheet');
    await expectCaptioned(sheet);
    await expect(sheet.scrollWidth).toBeLessThanOrEqual(sheet.clientWidth);
  },
};
