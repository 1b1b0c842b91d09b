import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SessionCard, SessionCardSkeleton } from './session-card';
import { cardColumn } from '../card-stories-shared/story-helpers';
import { longText, sheetFitsPhone, SheetTile, StateSheet as Sheet } from '../../internal/state-sheet';

/** Saturday 21 Nov 2026, 4:00 PM in India. */
const start = new Date('2026-11-21T10:30:00Z');

const meta = {
  title: 'Design System/Cards/Session Card',
  component: SessionCard,
  args: {
    sessionName: 'Coding basics: loops and conditions',
    start,
    durationMinutes: 60,
    status: 'join',
    onJoin: fn(),
    onViewRecording: fn(),
    onShare: fn(),
    headingLevel: 3,
  },
  argTypes: {
    sessionName: { table: { category: 'Content' } },
    start: { control: 'date', table: { category: 'Content' } },
    durationMinutes: { control: { type: 'number', min: 0 }, table: { category: 'Content' } },
    shareLabel: { table: { category: 'Content' } },
    status: {
      control: 'inline-radio',
      options: ['join', 'upcoming', 'recording'],
      table: { category: 'Behaviour' },
    },
    onJoin: { table: { category: 'Events' } },
    onViewRecording: { table: { category: 'Events' } },
    onShare: { table: { category: 'Events' } },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4], table: { category: 'Accessibility' } },
    className: { table: { disable: true } },
  },
  decorators: [cardColumn(360)],
} satisfies Meta<typeof SessionCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Driven by the controls: weekday, day, month year, time and duration (India time), status and Share. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: 'Coding basics: loops and conditions' });
    await expect(card).toHaveTextContent('Saturday');
    await expect(card).toHaveTextContent('21');
    await expect(card).toHaveTextContent('Nov 2026');
    await expect(card).toHaveTextContent('4:00 PM');
    await expect(card).toHaveTextContent('60 min');
  },
};

/** The session is live: Join. */
export const Join: Story = {
  args: { status: 'join' },
  play: async ({ args, canvas }) => {
    const join = canvas.getByRole('button', { name: 'Join' });
    await expect(join).toHaveAccessibleDescription('Coding basics: loops and conditions');
    await userEvent.click(join);
    join.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onJoin).toHaveBeenCalledTimes(2);
  },
};

/** Not open yet: Upcoming, announced as unavailable; pressing it does nothing. */
export const Upcoming: Story = {
  args: { status: 'upcoming' },
  play: async ({ args, canvas }) => {
    const upcoming = canvas.getByRole('button', { name: 'Upcoming' });
    await expect(upcoming).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(upcoming);
    await expect(args.onJoin).not.toHaveBeenCalled();
    await expect(args.onViewRecording).not.toHaveBeenCalled();
  },
};

/** The session is over: View recording. */
export const Recording: Story = {
  args: { status: 'recording' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'View recording' }));
    await expect(args.onViewRecording).toHaveBeenCalledTimes(1);
  },
};

/** Share invites a friend to the session, whatever its status. Reachable by Tab after the status button. */
export const Share: Story = {
  args: { status: 'upcoming' },
  play: async ({ args, canvas }) => {
    const share = canvas.getByRole('button', { name: 'Share' });
    await userEvent.click(share);
    await expect(args.onShare).toHaveBeenCalledTimes(1);
    canvas.getByRole('button', { name: 'Upcoming' }).focus();
    await userEvent.tab();
    await expect(share).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onShare).toHaveBeenCalledTimes(2);
  },
};

/** A long session name wraps. */
export const LongText: Story = {
  args: {
    sessionName:
      'Problem-solving workshop: recursion, dynamic programming and competitive coding strategies for beginners',
    durationMinutes: 150,
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article');
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
  },
};

/** While the mission schedule loads. */
export const Loading: Story = {
  render: () => <SessionCardSkeleton />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading…')).toBeInTheDocument();
  },
};

/** Every action state, Hindi, long names and the loading shape; every tile captioned. */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  render: (args) => (
    <Sheet columnMin={300} gap={16}>
      <SheetTile caption="Live — Join now">
        <SessionCard {...args} status="join" />
      </SheetTile>
      <SheetTile caption="Upcoming — starts later, Share">
        <SessionCard {...args} status="upcoming" start={new Date('2026-11-23T04:30:00Z')} />
      </SheetTile>
      <SheetTile caption="Finished — View recording">
        <SessionCard {...args} status="recording" start={new Date('2026-11-14T12:00:00Z')} />
      </SheetTile>
      <SheetTile caption="Hindi — Hindi session name" lang="hi">
        <SessionCard {...args} status="upcoming" sessionName="कोडिंग की शुरुआत: लूप और शर्तें" />
      </SheetTile>
      <SheetTile caption="Long name — wraps">
        <SessionCard
          {...args}
          sessionName="Problem-solving workshop: recursion, dynamic programming and competitive coding"
        />
      </SheetTile>
      <SheetTile caption="Very long — a 120-character name and an unbroken word wrap">
        <SessionCard {...args} status="recording" sessionName={`${longText.title} ${longText.word}`} />
      </SheetTile>
      <SheetTile caption="Loading — the card's shape">
        <SessionCardSkeleton />
      </SheetTile>
    </Sheet>
  ),
  play: sheetFitsPhone,
};
