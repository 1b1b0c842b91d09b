import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { MonthValue } from '../../format';
import {
  NotificationsView,
  notificationsTexts as t,
  type NotificationsItem,
  type NotificationsViewProps,
} from './notifications-view';
import {
  longText as sample,
  sheetFitsPhone,
  SheetTile,
  StateSheet as Sheet,
} from '../../internal/state-sheet';

/** 21 Nov 2026, 3:00 PM in India: the current month is November 2026. */
const today = new Date('2026-11-21T09:30:00Z');
const november: MonthValue = { year: 2026, month: 11 };
const october: MonthValue = { year: 2026, month: 10 };

const longText =
  'Live class update: from this week the Grade 6 Mathematics live classes move to 4:00 PM on Mondays, ' +
  'Wednesdays and Fridays. Recordings of every class stay available under Live classes for seven days, so you ' +
  'can revise any topic you missed. Join five minutes early to test your microphone and camera.';

const notifications: NotificationsItem[] = [
  {
    id: 'n1',
    date: new Date('2026-11-20T04:30:00Z'),
    text: 'Congratulations Aarav! You earned 20 points for "Understanding Fractions".',
  },
  { id: 'n2', date: new Date('2026-11-12T12:30:00Z'), text: longText },
  {
    id: 'n3',
    date: new Date('2026-11-03T05:00:00Z'),
    text: 'New practice tests have been added to the Grade 6 Mathematics mission.',
  },
];

const meta = {
  title: 'Templates/Notifications',
  component: NotificationsView,
  args: {
    state: 'loaded',
    month: november,
    today,
    notifications,
    as: 'div',
    onMonthChange: fn(),
    onRetry: fn(),
    onOpen: fn(),
  },
  argTypes: {
    state: {
      control: 'inline-radio',
      options: ['loading', 'loaded', 'failed'],
      table: { category: 'Behaviour' },
    },
    month: { control: 'object', table: { category: 'Content' } },
    today: { control: 'date', table: { category: 'Behaviour' } },
    notifications: { control: 'object', table: { category: 'Content' } },
    as: { control: 'inline-radio', options: ['div', 'main'], table: { category: 'Accessibility' } },
    onMonthChange: { table: { category: 'Events' } },
    onRetry: { table: { category: 'Events' } },
    onOpen: { table: { category: 'Events' } },
  },
} satisfies Meta<typeof NotificationsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In Hindi (issue 29): the heading, the month and the list's name in Hindi; the messages stay as sent. */
export const Hindi: Story = {
  globals: { locale: 'hi' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'सूचनाएँ' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'महीना' })).toBeVisible();
    const list = canvas.getByRole('list', { name: /^सूचनाएँ, / });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(list).toHaveTextContent(
      'New practice tests have been added to the Grade 6 Mathematics mission.',
    );
    await expect(canvas.getByRole('button', { name: 'अगला महीना' })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** The current month's notifications, newest first; next month cannot be chosen. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    const list = canvas.getByRole('list', { name: `${t.title}, November 2026` });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(list).getByRole('heading', { name: '20 Nov 2026' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next month' })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** Previous month is reported; the view does not change the month itself (the route keeps it in the address). */
export const PreviousMonth: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Previous month' }));
    await expect(args.onMonthChange).toHaveBeenCalledWith(october);
  },
};

/** A past month: next month is enabled again and reports the following month. */
export const PastMonth: Story = {
  args: { month: october },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('October 2026')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next month' }));
    await expect(args.onMonthChange).toHaveBeenCalledWith(november);
  },
};

/** A long message shows two lines; Show more opens it and Show less closes it again. */
export const ExpandText: Story = {
  args: { notifications: [notifications[1]!] },
  play: async ({ canvas }) => {
    const more = await canvas.findByRole('button', { name: 'Show more' });
    await userEvent.click(more);
    await expect(await canvas.findByRole('button', { name: 'Show less' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Show less' }));
    await expect(await canvas.findByRole('button', { name: 'Show more' })).toBeVisible();
  },
};

/** Notifications about something the app opens have an open button that reports their id; the rest are text
 * (ADR 0116). */
export const OpensWhatItIsAbout: Story = {
  args: {
    notifications: [
      {
        id: 'reply',
        date: new Date('2026-11-20T04:30:00Z'),
        text: 'Your query "Doubt in adding unlike fractions" has a new reply from Mrs. Anjali Deshpande.',
        openLabel: 'Open the reply',
      },
      {
        id: 'class',
        date: new Date('2026-11-12T12:30:00Z'),
        text: longText,
        openLabel: 'Go to live classes',
      },
      notifications[2]!,
    ],
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open the reply' }));
    await expect(args.onOpen).toHaveBeenCalledWith('reply');
    await userEvent.click(canvas.getByRole('button', { name: 'Go to live classes' }));
    await expect(args.onOpen).toHaveBeenCalledWith('class');
    const plain = canvas.getByRole('article', { name: '3 Nov 2026' });
    await expect(within(plain).queryByRole('button')).toBeNull();
  },
};

/** The month has no notifications: the spec's "Notification not available.". */
export const Empty: Story = {
  args: { notifications: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t.empty)).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** While the month loads: card shapes, announced once; the month can still be changed. */
export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getByText(t.loading)).toBeInTheDocument();
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Previous month' }));
    await expect(args.onMonthChange).toHaveBeenCalledWith(october);
  },
};

/** The month could not be loaded: a quiet failure with Try again, never an empty list that would lie (ADR 0062). */
export const Failed: Story = {
  args: { state: 'failed' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: t.failedTitle })).toBeVisible();
    await expect(canvas.queryByText(t.empty)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: t.retry }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

function Navigating(props: NotificationsViewProps) {
  const [month, setMonth] = useState(props.month);
  return <NotificationsView {...props} month={month} onMonthChange={setMonth} />;
}

/** With the month held by the caller: back one month and forward again, never past the current month. */
export const Navigation: Story = {
  render: (args) => <Navigating {...args} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Previous month' }));
    await expect(canvas.getByText('October 2026')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next month' }));
    await expect(canvas.getByText('November 2026')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next month' })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** Every state: loaded (current month), a past month, empty, loading and failed. */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  render: (args) => (
    <Sheet gap={32}>
      <SheetTile caption="Loaded — this month, a long one clamped">
        <NotificationsView {...args} />
      </SheetTile>
      <SheetTile caption="An earlier month — Next month on">
        <NotificationsView {...args} month={october} notifications={notifications.slice(1)} />
      </SheetTile>
      <SheetTile caption="None this month">
        <NotificationsView {...args} notifications={[]} />
      </SheetTile>
      <SheetTile caption="Loading">
        <NotificationsView {...args} state="loading" />
      </SheetTile>
      <SheetTile caption="Failed — Try again">
        <NotificationsView {...args} state="failed" />
      </SheetTile>
      <SheetTile caption="Hindi — notifications in Hindi" lang="hi">
        <NotificationsView
          {...args}
          notifications={[
            {
              id: 'h1',
              date: new Date('2026-11-20T04:30:00Z'),
              text: 'बधाई हो आरव! "भिन्न को समझना" पूरा करने पर आपको 20 पॉइंट मिले।',
            },
            {
              id: 'h2',
              date: new Date('2026-11-12T12:30:00Z'),
              text: 'कक्षा 6 गणित मिशन में नए अभ्यास टेस्ट जोड़े गए हैं। अगले शनिवार से पहले इन्हें ज़रूर हल करें।',
            },
          ]}
        />
      </SheetTile>
      <SheetTile caption="Very long — an unbroken link and email wrap">
        <NotificationsView
          {...args}
          notifications={[
            { id: 'l1', date: new Date('2026-11-20T04:30:00Z'), text: sample.url },
            { id: 'l2', date: new Date('2026-11-12T12:30:00Z'), text: `${sample.sentence} ${sample.email}` },
          ]}
        />
      </SheetTile>
    </Sheet>
  ),
  play: sheetFitsPhone,
};
