import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EmptyState } from '../empty-state';
import { NOTIFICATIONS_EMPTY_MESSAGE, NotificationCard, NotificationCardSkeleton } from './notification-card';
import { cardColumn } from '../card-stories-shared/story-helpers';
import { longText, sheetFitsPhone, SheetTile, StateSheet as Sheet } from '../../internal/state-sheet';

const long =
  'The live class on Light and Shadows has moved to Saturday at 10:00 AM. Please join five minutes early so ' +
  'that your teacher can check attendance. Bring a torch, a sheet of white paper and a small toy for the ' +
  'shadow experiment. The recording will be available under Live classes after the session ends.';

const meta = {
  title: 'Design System/Cards/Notification Card',
  component: NotificationCard,
  args: {
    date: new Date('2026-11-21T04:30:00Z'),
    text: long,
    lines: 2,
    onExpandedChange: fn(),
    headingLevel: 3,
  },
  argTypes: {
    date: { control: 'date', table: { category: 'Content' } },
    text: { control: 'text', table: { category: 'Content' } },
    moreLabel: { table: { category: 'Content' } },
    lessLabel: { table: { category: 'Content' } },
    lines: { control: { type: 'number', min: 1 }, table: { category: 'Appearance' } },
    defaultExpanded: { table: { category: 'Behaviour' } },
    onExpandedChange: { table: { category: 'Events' } },
    openLabel: { table: { category: 'Content' } },
    onOpen: { table: { category: 'Events' } },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4], table: { category: 'Accessibility' } },
    className: { table: { disable: true } },
  },
  decorators: [cardColumn(360)],
} satisfies Meta<typeof NotificationCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Driven by the controls: the date (India time) names the card; the text is clamped to two lines. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: '21 Nov 2026' });
    await expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent('21 Nov 2026');
    await expect(await canvas.findByRole('button', { name: 'Show more' })).toBeVisible();
  },
};

/** A long text: Show more opens it, Show less closes it again; works with the keyboard. */
export const LongText: Story = {
  play: async ({ args, canvas }) => {
    const more = await canvas.findByRole('button', { name: 'Show more' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(more);
    const less = canvas.getByRole('button', { name: 'Show less' });
    await expect(less).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith(true);
    less.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Show more' })).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith(false);
  },
};

/** A short text fits in two lines: no toggle. */
export const ShortText: Story = {
  args: { text: 'Your Science quest has a new mission: Electricity.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/new mission/)).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** About something the app opens (ADR 0116): a reply opens its query, a class notice the live classes. */
export const OpensWhatItIsAbout: Story = {
  args: {
    text: 'Your query "Doubt in adding unlike fractions" has a new reply from Mrs. Anjali Deshpande.',
    openLabel: 'Open the reply',
    onOpen: fn(),
  },
  play: async ({ args, canvas }) => {
    const card = canvas.getByRole('article', { name: '21 Nov 2026' });
    await userEvent.click(within(card).getByRole('button', { name: 'Open the reply' }));
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
  },
};

/** While the month's notifications load. */
export const Loading: Story = {
  render: () => <NotificationCardSkeleton />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading…')).toBeInTheDocument();
  },
};

/** A month without notifications: the list shows the spec's empty text instead of cards. */
export const Empty: Story = {
  render: () => <EmptyState icon="bell" size="sm" message={NOTIFICATIONS_EMPTY_MESSAGE} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Notification not available.')).toBeVisible();
  },
};

/** Collapsed with a toggle, expanded, short, with an open button, Hindi, a long unbroken word, the loading shape
 * and the empty list; every tile captioned. */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  render: (args) => (
    <Sheet columnMin={300} gap={16}>
      <SheetTile caption="Collapsed — long text clamped to two lines, Show more">
        <NotificationCard {...args} />
      </SheetTile>
      <SheetTile caption="Expanded — the whole text, Show less">
        <NotificationCard {...args} date={new Date('2026-11-18T09:00:00Z')} defaultExpanded />
      </SheetTile>
      <SheetTile caption="Short — fits, no Show more">
        <NotificationCard
          {...args}
          date={new Date('2026-11-02T09:00:00Z')}
          text="Your Science quest has a new mission: Electricity."
        />
      </SheetTile>
      <SheetTile caption="With a link — opens the live classes">
        <NotificationCard
          {...args}
          date={new Date('2026-11-04T09:00:00Z')}
          text="Live class update: the Mathematics classes move to 4:00 PM."
          openLabel="Go to live classes"
          onOpen={() => {}}
        />
      </SheetTile>
      <SheetTile caption="Hindi — expanded, with a Hindi link label" lang="hi">
        <NotificationCard
          {...args}
          date={new Date('2026-11-05T09:00:00Z')}
          text="लाइव क्लास की सूचना: गणित की कक्षाएँ अब शाम 4:00 बजे होंगी। भिन्न वाले अध्याय से पहले अपनी कॉपी और पेंसिल तैयार रखें।"
          openLabel="लाइव क्लास पर जाएँ"
          onOpen={() => {}}
          moreLabel="और देखें"
          lessLabel="कम देखें"
          defaultExpanded
        />
      </SheetTile>
      <SheetTile caption="Very long — an unbroken word and a link wrap instead of pushing the card sideways">
        <NotificationCard
          {...args}
          date={new Date('2026-11-01T09:00:00Z')}
          text={`Averyveryverylongwordwithoutanyspacethatmustwrapinsteadofpushingthecardsideways. ${longText.url}`}
          defaultExpanded
        />
      </SheetTile>
      <SheetTile caption="Loading — the card's shape">
        <NotificationCardSkeleton />
      </SheetTile>
      <SheetTile caption="Empty — no notifications yet">
        <EmptyState icon="bell" size="sm" message={NOTIFICATIONS_EMPTY_MESSAGE} />
      </SheetTile>
    </Sheet>
  ),
  play: sheetFitsPhone,
};
