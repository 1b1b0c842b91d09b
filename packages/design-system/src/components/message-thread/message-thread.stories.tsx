import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { preloadRichText } from '../rich-text';
import { MessageThread, type MessageAttachment, type MessageReply } from './message-thread';
import { cardColumn } from '../card-stories-shared/story-helpers';
import {
  expectCaptioned,
  expectFitsPhone,
  longText,
  SheetTile,
  StateSheet as Sheet,
} from '../../internal/state-sheet';

/** RichText loads its sanitizer lazily: give it time on a busy machine. */
const LAZY = { timeout: 15_000 };

const attachments: MessageAttachment[] = [
  { id: 11, fileName: 'shadow-experiment.jpg', fileSize: 245_760, fileType: 'image/jpeg' },
  { id: 12, fileName: 'worksheet-answers.pdf', fileSize: 1_572_864, fileType: 'application/pdf' },
];

const replies: MessageReply[] = [
  {
    id: 1,
    sender: 'Meera Iyer (Teacher)',
    date: new Date('2026-11-19T09:15:00Z'),
    bodyHtml:
      '<p>Good question! The shadow is shortest when the Sun is <strong>highest</strong> in the sky, around noon.</p>',
    attachments: [{ id: 21, fileName: 'sun-angles.png', fileSize: 88_064, fileType: 'png' }],
  },
  {
    id: 2,
    sender: 'Asha Rao',
    date: new Date('2026-11-19T11:40:00Z'),
    bodyHtml: '<p>Thank you, ma’am. So in winter the noon shadow is longer?</p>',
  },
];

const meta = {
  title: 'Design System/Cards/Message Thread',
  component: MessageThread,
  args: {
    subject: 'Doubt in the refraction experiment',
    sender: 'Asha Rao',
    date: new Date('2026-11-19T06:00:00Z'),
    missionName: 'Light and shadows',
    bodyHtml:
      '<p>In the experiment, why does the shadow of the pole get <em>shorter</em> at noon?</p><p>I have attached my photo and worksheet.</p>',
    attachments,
    replies,
    loading: false,
    onDownloadAttachment: fn(),
    headingLevel: 2,
  },
  argTypes: {
    subject: { table: { category: 'Content' } },
    sender: { table: { category: 'Content' } },
    date: { control: 'date', table: { category: 'Content' } },
    missionName: { table: { category: 'Content' } },
    bodyHtml: { control: 'text', table: { category: 'Content' } },
    attachments: { control: 'object', table: { category: 'Content' } },
    replies: { control: 'object', table: { category: 'Content' } },
    noRepliesMessage: { table: { category: 'Content' } },
    repliesLabel: { table: { category: 'Content' } },
    attachmentsLabel: { table: { category: 'Content' } },
    downloadLabel: { table: { category: 'Content' } },
    downloadingAttachmentId: { control: 'text', table: { category: 'Behaviour' } },
    loading: { table: { category: 'Behaviour' } },
    onDownloadAttachment: { table: { category: 'Events' } },
    headingLevel: { control: 'inline-radio', options: [1, 2, 3], table: { category: 'Accessibility' } },
    className: { table: { disable: true } },
  },
  loaders: [
    async () => {
      await preloadRichText();
      return {};
    },
  ],
  decorators: [cardColumn(640)],
} satisfies Meta<typeof MessageThread>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Driven by the controls: the query (sender, date, mission, HTML text, files) and its replies. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const thread = canvas.getByRole('article', { name: 'Doubt in the refraction experiment' });
    await expect(thread).toHaveTextContent('19 Nov 2026, 11:30 AM');
    await expect(await canvas.findByText('shorter', {}, LAZY)).toHaveProperty('tagName', 'EM');
    const section = canvas.getByRole('region', { name: /^Replies/ });
    await expect(
      within(section)
        .getAllByRole('listitem')
        .filter((li) => li.parentElement?.tagName === 'OL'),
    ).toHaveLength(2);
    await expect(section).toHaveTextContent('Meera Iyer (Teacher)');
    await expect(section).toHaveTextContent('19 Nov 2026, 2:45 PM');
  },
};

/** Files with type and size; Download reports the file, by click or keyboard. */
export const WithAttachments: Story = {
  play: async ({ args, canvas }) => {
    const [query] = canvas.getAllByRole('list', { name: 'Attachments' });
    await expect(query).toHaveTextContent('shadow-experiment.jpgJPEG · 240 KB');
    await expect(query).toHaveTextContent('worksheet-answers.pdfPDF · 1.5 MB');
    await userEvent.click(canvas.getByRole('button', { name: 'Download worksheet-answers.pdf' }));
    await expect(args.onDownloadAttachment).toHaveBeenLastCalledWith(attachments[1]);
    const replyFile = canvas.getByRole('button', { name: 'Download sun-angles.png' });
    replyFile.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDownloadAttachment).toHaveBeenLastCalledWith(replies[0]!.attachments![0]);
    await expect(args.onDownloadAttachment).toHaveBeenCalledTimes(2);
  },
};

/** One file is downloading: its button shows a spinner and ignores presses. */
export const DownloadingAttachment: Story = {
  args: { downloadingAttachmentId: 12 },
  play: async ({ args, canvas }) => {
    const busy = canvas.getByRole('button', { name: 'Download worksheet-answers.pdf' });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(busy);
    await expect(args.onDownloadAttachment).not.toHaveBeenCalled();
  },
};

/** Just sent: no files and no replies yet. */
export const NoReplies: Story = {
  args: { attachments: [], replies: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No replies yet.')).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Attachments' })).toBeNull();
  },
};

/** Long subject, unbroken words and a long file name wrap inside the thread. */
export const LongText: Story = {
  args: {
    subject:
      'Why does the shadow of the pole become shorter at noon and longer in the evening, and does it depend on the season?',
    bodyHtml:
      '<p>Averyveryverylongwordwithoutanyspacethatmustwrapinsteadofpushingthethreadsideways and more text after it.</p>',
    attachments: [
      {
        id: 31,
        fileName: 'my-complete-observation-table-for-the-whole-week-with-photos-final-version-2.pdf',
        fileSize: 5_242_880,
        fileType: 'application/pdf',
      },
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText(/Averyvery/, {}, LAZY);
    const thread = within(canvasElement).getByRole('article');
    await expect(thread.scrollWidth).toBeLessThanOrEqual(thread.clientWidth);
  },
};

/** While the thread loads: the subject (known from the list) and placeholders. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    const thread = canvas.getByRole('article', { name: 'Doubt in the refraction experiment' });
    await expect(thread).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** With files and replies (one downloading), without replies, loading, Hindi and very long content. */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  render: (args) => (
    <Sheet columnMin={380}>
      <SheetTile caption="Answered — attachments, two replies, one attachment downloading">
        <MessageThread {...args} downloadingAttachmentId={21} />
      </SheetTile>
      <SheetTile caption="Unanswered — no mission, no attachments, no replies">
        <MessageThread
          {...args}
          subject="Video not playing"
          missionName={undefined}
          bodyHtml="<p>The second video in the mission stops after a few seconds.</p>"
          attachments={[]}
          replies={[]}
        />
      </SheetTile>
      <SheetTile caption="Loading — the thread's shape">
        <MessageThread {...args} subject="Test marks not updated" loading />
      </SheetTile>
      <SheetTile caption="Hindi — question and the teacher's reply in Hindi" lang="hi">
        <MessageThread
          {...args}
          subject="अपवर्तन वाले प्रयोग में शंका"
          sender="आशा राव"
          missionName="प्रकाश और छाया"
          repliesLabel="जवाब"
          noRepliesMessage="अभी तक कोई जवाब नहीं आया।"
          bodyHtml="<p>प्रयोग में दोपहर के समय खंभे की परछाईं <em>छोटी</em> क्यों हो जाती है?</p>"
          attachments={[{ id: 31, fileName: 'परछाईं-प्रयोग.jpg', fileSize: 245_760, fileType: 'image/jpeg' }]}
          replies={[
            {
              id: 3,
              sender: 'मीरा अय्यर (शिक्षिका)',
              date: new Date('2026-11-19T09:15:00Z'),
              bodyHtml:
                '<p>बहुत अच्छा सवाल! दोपहर के आसपास सूरज आसमान में सबसे <strong>ऊपर</strong> होता है, इसलिए परछाईं सबसे छोटी होती है।</p>',
            },
          ]}
        />
      </SheetTile>
      <SheetTile caption="Very long — a long subject, sender and file name, an unbroken link in the body">
        <MessageThread
          {...args}
          subject={longText.title}
          sender={longText.name}
          missionName={longText.word}
          bodyHtml={`<p>${longText.sentence}</p><p>${longText.url}</p>`}
          attachments={[
            {
              id: 41,
              fileName: 'chapter-07-linear-equations-in-two-variables-worksheet-answers-final-version-2.pdf',
              fileSize: 1_572_864,
              fileType: 'application/pdf',
            },
          ]}
          repliesLabel="Replies from your teacher"
          replies={[
            {
              id: 4,
              sender: longText.name,
              date: new Date('2026-11-19T09:15:00Z'),
              bodyHtml: `<p>${longText.sentence}</p><p>${longText.email}</p>`,
            },
          ]}
        />
      </SheetTile>
    </Sheet>
  ),
  play: async ({ canvasElement }) => {
    const sheet = within(canvasElement).getByTestId('sheet');
    await waitFor(() => expect(sheet.querySelectorAll('[data-rich-text]')).toHaveLength(8), LAZY);
    await expectCaptioned(sheet);
    await expectFitsPhone(sheet);
  },
};
