import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EmptyState } from '../empty-state';
import { MessageListItem, MessageListItemSkeleton } from './message-list-item';
import { cardColumn } from '../card-stories-shared/story-helpers';
import { longText, sheetFitsPhone, SheetTile, StateSheet as Sheet } from '../../internal/state-sheet';

const meta = {
  title: 'Design System/Cards/Message List Item',
  component: MessageListItem,
  args: {
    subject: 'Doubt in the refraction experiment',
    date: new Date('2026-11-19T06:00:00Z'),
    missionName: 'Light and shadows',
    replyCount: 2,
    unread: false,
    onOpen: fn(),
    headingLevel: 3,
  },
  argTypes: {
    subject: { table: { category: 'Content' } },
    date: { control: 'date', table: { category: 'Content' } },
    missionName: { table: { category: 'Content' } },
    replyCount: { control: { type: 'number', min: 0 }, table: { category: 'Content' } },
    unreadLabel: { table: { category: 'Content' } },
    unread: { table: { category: 'Appearance' } },
    onOpen: { table: { category: 'Events' } },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4], table: { category: 'Accessibility' } },
    className: { table: { disable: true } },
  },
  decorators: [cardColumn(400)],
} satisfies Meta<typeof MessageListItem>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Driven by the controls: subject, date (India time), mission and replies; the whole item opens the thread. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const item = canvas.getByRole('article', { name: 'Doubt in the refraction experiment' });
    await expect(item).toHaveTextContent('19 Nov 2026');
    await expect(item).toHaveTextContent('Light and shadows');
    await expect(item).toHaveTextContent('2 replies');
    // A press anywhere on the item lands on its one button (the title's target covers the item).
    const button = canvas.getByRole('button', { name: 'Doubt in the refraction experiment' });
    const box = canvas.getByText('19 Nov 2026').getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + 4, box.top + 4) as HTMLElement;
    await expect(hit).toBe(button);
    await userEvent.click(hit);
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
  },
};

/** Opens by keyboard: Tab to the item, then Enter or Space. */
export const Open: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'Doubt in the refraction experiment' });
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onOpen).toHaveBeenCalledTimes(2);
  },
};

/** New replies not yet read: a badge, an accent, a bold subject, and "Unread" read before the subject. */
export const Unread: Story = {
  args: { unread: true, replyCount: 3 },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: 'Unread: Doubt in the refraction experiment' }),
    ).toBeVisible();
    await expect(canvas.getByText('Unread', { selector: '[aria-hidden="true"]' })).toBeVisible();
  },
};

/** Just sent: no replies and no mission. */
export const NoReplies: Story = {
  args: { replyCount: 0, missionName: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article')).toHaveTextContent('0 replies');
  },
};

/** A long subject is clamped to two lines. */
export const LongText: Story = {
  args: {
    subject:
      'Why does the shadow of the pole become shorter at noon and longer in the evening, and does it depend on the season?',
    missionName: 'Light and shadows: experiments at home with torches, mirrors and everyday objects',
  },
  play: async ({ canvasElement }) => {
    const item = within(canvasElement).getByRole('article');
    await expect(item.scrollWidth).toBeLessThanOrEqual(item.clientWidth);
  },
};

/** While the query list loads. */
export const Loading: Story = {
  render: () => <MessageListItemSkeleton />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading…')).toBeInTheDocument();
  },
};

/** No queries yet: the list shows the spec's generic empty text. */
export const Empty: Story = {
  render: () => <EmptyState icon="query" size="sm" message="No data available" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No data available')).toBeVisible();
  },
};

/** Read, unread, without replies, Hindi, a long subject and the loading shape; every tile captioned. */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  render: (args) => (
    <Sheet columnMin={300}>
      <SheetTile caption="Read — mission and two replies">
        <MessageListItem {...args} />
      </SheetTile>
      <SheetTile caption="Unread — bold subject, unread mark, one reply">
        <MessageListItem {...args} subject="Test marks not updated" unread replyCount={1} />
      </SheetTile>
      <SheetTile caption="No replies yet, no mission">
        <MessageListItem {...args} subject="Video not playing" replyCount={0} missionName={undefined} />
      </SheetTile>
      <SheetTile caption="Hindi — unread, Hindi subject and mission" lang="hi">
        <MessageListItem
          {...args}
          unread
          subject="अपवर्तन वाले प्रयोग में पेंसिल मुड़ी हुई क्यों दिखती है?"
          missionName="प्रकाश और छाया"
        />
      </SheetTile>
      <SheetTile caption="Very long — a 120-character subject wraps; an unbroken mission name breaks">
        <MessageListItem
          {...args}
          unread
          subject="Why does the shadow of the pole become shorter at noon and longer in the evening, and does it depend on the season?"
          missionName={longText.word}
        />
      </SheetTile>
      <SheetTile caption="Loading — the item's shape">
        <MessageListItemSkeleton />
      </SheetTile>
    </Sheet>
  ),
  play: sheetFitsPhone,
};
