import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LiveClassCard, LiveClassCardSkeleton } from './live-class-card';
import { cardColumn } from '../card-stories-shared/story-helpers';
import { longText, Sheet, SheetTile, sheetFitsPhone } from '../../internal/state-sheet';

/** 10:00 AM in India. */
const start = new Date('2026-11-21T04:30:00Z');

const meta = {
  title: 'Design System/Cards/Live Class Card',
  component: LiveClassCard,
  args: {
    courseName: 'Class 8 Science',
    scheduleName: 'Light and shadows',
    teacher: 'Meera Iyer',
    start,
    durationMinutes: 45,
    status: 'join',
    onJoin: fn(),
    onViewRecording: fn(),
    headingLevel: 3,
  },
  argTypes: {
    courseName: { table: { category: 'Content' } },
    scheduleName: { table: { category: 'Content' } },
    teacher: { table: { category: 'Content' } },
    start: { control: 'date', table: { category: 'Content' } },
    durationMinutes: { control: { type: 'number', min: 0 }, table: { category: 'Content' } },
    status: {
      control: 'inline-radio',
      options: ['join', 'upcoming', 'recording'],
      table: { category: 'Behaviour' },
    },
    onJoin: { table: { category: 'Events' } },
    onViewRecording: { table: { category: 'Events' } },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4], table: { category: 'Accessibility' } },
    className: { table: { disable: true } },
  },
  decorators: [cardColumn(360)],
} satisfies Meta<typeof LiveClassCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Driven by the controls: the class, its teacher, start time (India) and duration, and the action. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: 'Light and shadows' });
    await expect(card).toHaveTextContent('Class 8 Science');
    await expect(card).toHaveTextContent('Meera Iyer');
    await expect(card).toHaveTextContent('10:00 AM');
    await expect(card).toHaveTextContent('45 min');
  },
};

/** The class is live (from 5 minutes before the start until it ends): Join, by click or keyboard. */
export const Join: Story = {
  args: { status: 'join' },
  play: async ({ args, canvas }) => {
    const join = canvas.getByRole('button', { name: 'Join' });
    await expect(join).toHaveAccessibleDescription('Light and shadows');
    await userEvent.click(join);
    await expect(args.onJoin).toHaveBeenCalledTimes(1);
    join.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onJoin).toHaveBeenCalledTimes(3);
    await expect(args.onViewRecording).not.toHaveBeenCalled();
  },
};

/** Starts more than 5 minutes from now: Upcoming is shown but cannot be pressed; it stays focusable. */
export const Upcoming: Story = {
  args: { status: 'upcoming' },
  play: async ({ args, canvas }) => {
    const upcoming = canvas.getByRole('button', { name: 'Upcoming' });
    await expect(upcoming).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(upcoming);
    upcoming.focus();
    await expect(upcoming).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onJoin).not.toHaveBeenCalled();
    await expect(args.onViewRecording).not.toHaveBeenCalled();
  },
};

/** The class is over: View recording. */
export const Recording: Story = {
  args: { status: 'recording' },
  play: async ({ args, canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Join' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'View recording' }));
    await expect(args.onViewRecording).toHaveBeenCalledTimes(1);
    await expect(args.onJoin).not.toHaveBeenCalled();
  },
};

/** Long names wrap inside the card instead of widening it. */
export const LongText: Story = {
  args: {
    courseName: 'Class 10 Mathematics — Board Examination Preparation Programme (CBSE, Term 2)',
    scheduleName:
      'Quadratic equations: completing the square, the discriminant and word problems from previous papers',
    teacher: 'Dr. Venkataraghavan Subramaniam Krishnamurthy',
    durationMinutes: 120,
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article');
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
  },
};

/** While today's schedule loads. */
export const Loading: Story = {
  render: () => <LiveClassCardSkeleton />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading…')).toBeInTheDocument();
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

/** Every action state, a long text and the loading shape. */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  render: (args) => (
    <Sheet columnMin={300} gap={16}>
      <SheetTile caption="Join — the class is live">
        <LiveClassCard {...args} status="join" />
      </SheetTile>
      <SheetTile caption="Upcoming — not started yet">
        <LiveClassCard {...args} status="upcoming" scheduleName="Electricity and circuits" />
      </SheetTile>
      <SheetTile caption="Recording — watch the recording">
        <LiveClassCard {...args} status="recording" scheduleName="Friction" durationMinutes={60} />
      </SheetTile>
      <SheetTile caption="Long names — course, class and teacher wrap">
        <LiveClassCard
          {...args}
          status="join"
          courseName="Class 10 Mathematics — Board Examination Preparation Programme"
          scheduleName="Quadratic equations: completing the square and the discriminant"
          teacher="Dr. Venkataraghavan Subramaniam Krishnamurthy"
        />
      </SheetTile>
      <SheetTile caption="Loading — card skeleton">
        <LiveClassCardSkeleton />
      </SheetTile>
      <SheetTile caption="Hindi — course, class and teacher in Devanagari" lang="hi">
        <LiveClassCard
          {...args}
          status="upcoming"
          courseName="कक्षा 8 विज्ञान"
          scheduleName="प्रकाश का परावर्तन और अपवर्तन"
          teacher="श्रीमती सुनीता त्रिपाठी"
        />
      </SheetTile>
      <SheetTile caption="Very long — an unbroken class name">
        <LiveClassCard {...args} status="join" scheduleName={longText.url} teacher={longText.name} />
      </SheetTile>
    </Sheet>
  ),
  play: sheetFitsPhone,
};
