import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LiveClassesView, liveClassesTexts as t, type LiveClassItem } from './live-classes-view';
import { longText, sheetFitsPhone, SheetTile, StateSheet as Sheet } from '../../internal/state-sheet';

/** Today's classes (times in India): over, live, starting within 5 minutes, later. */
const classes: LiveClassItem[] = [
  {
    id: 'english',
    courseName: 'Grade 6 English',
    scheduleName: 'Reading Comprehension: The Friendly Mongoose',
    teacher: 'Ms. Kavya Iyer',
    start: new Date('2026-11-21T07:30:00Z'),
    durationMinutes: 40,
    status: 'recording',
  },
  {
    id: 'maths',
    courseName: 'Grade 6 Mathematics',
    scheduleName: 'Adding and Subtracting Unlike Fractions',
    teacher: 'Mrs. Anjali Deshpande',
    start: new Date('2026-11-21T10:30:00Z'),
    durationMinutes: 60,
    status: 'join',
  },
  {
    id: 'coding',
    courseName: 'Grade 6 Coding',
    scheduleName: 'Loops and Patterns in Block Coding',
    teacher: 'Mr. Arjun Nair',
    start: new Date('2026-11-21T10:43:00Z'),
    durationMinutes: 45,
    status: 'join',
  },
  {
    id: 'science',
    courseName: 'Grade 6 Science',
    scheduleName: 'Separation of Substances',
    teacher: 'Mr. Rahul Verma',
    start: new Date('2026-11-21T11:40:00Z'),
    durationMinutes: 45,
    status: 'upcoming',
  },
];

const meta = {
  title: 'Templates/Live Classes',
  component: LiveClassesView,
  args: {
    state: 'loaded',
    classes,
    as: 'div',
    onJoin: fn(),
    onViewRecording: fn(),
    onRetry: fn(),
  },
  argTypes: {
    state: {
      control: 'inline-radio',
      options: ['loading', 'loaded', 'failed'],
      table: { category: 'Behaviour' },
    },
    classes: { control: 'object', table: { category: 'Content' } },
    as: { control: 'inline-radio', options: ['div', 'main'], table: { category: 'Accessibility' } },
    onJoin: { table: { category: 'Events' } },
    onViewRecording: { table: { category: 'Events' } },
    onRetry: { table: { category: 'Events' } },
  },
} satisfies Meta<typeof LiveClassesView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In Hindi (issue 29): the heading, the list and the cards' words in Hindi; class and teacher names stay as sent. */
export const Hindi: Story = {
  globals: { locale: 'hi' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'लाइव क्लास' })).toBeVisible();
    await expect(canvas.getByText('आज की क्लास', { selector: 'p' })).toBeVisible();
    const list = canvas.getByRole('list', { name: 'आज की क्लास' });
    const maths = within(list).getByRole('article', { name: 'Adding and Subtracting Unlike Fractions' });
    await expect(maths).toHaveTextContent('Mrs. Anjali Deshpande');
    // The class, course and teacher are the server's English; the labels around them are Hindi (ADR 0143).
    await expect(within(maths).getByText('Adding and Subtracting Unlike Fractions')).toHaveAttribute(
      'lang',
      'en',
    );
    await expect(within(maths).getByText('Mrs. Anjali Deshpande')).toHaveAttribute('lang', 'en');
    await expect(maths).toHaveTextContent('अवधि');
    await userEvent.click(within(maths).getByRole('button', { name: 'जुड़ें' }));
    await expect(args.onJoin).toHaveBeenCalledWith('maths');
    await expect(canvas.getByRole('button', { name: 'आगामी' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'रिकॉर्डिंग देखें' }));
    await expect(args.onViewRecording).toHaveBeenCalledWith('english');
  },
};

/** Today's classes, earliest first, each with its action. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    const list = canvas.getByRole('list', { name: t.subtitle });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    const maths = canvas.getByRole('article', { name: 'Adding and Subtracting Unlike Fractions' });
    await expect(maths).toHaveTextContent('Grade 6 Mathematics');
    await expect(maths).toHaveTextContent('Mrs. Anjali Deshpande');
    await expect(maths).toHaveTextContent('4:00 PM');
    await expect(maths).toHaveTextContent('60 min');
  },
};

/** Join reports the class it belongs to. */
export const Join: Story = {
  play: async ({ args, canvas }) => {
    const coding = canvas.getByRole('article', { name: 'Loops and Patterns in Block Coding' });
    await userEvent.click(within(coding).getByRole('button', { name: 'Join' }));
    await expect(args.onJoin).toHaveBeenCalledWith('coding');
  },
};

/** View recording reports the class that is over; Upcoming cannot be pressed. */
export const RecordingAndUpcoming: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'View recording' }));
    await expect(args.onViewRecording).toHaveBeenCalledWith('english');
    const upcoming = canvas.getByRole('button', { name: 'Upcoming' });
    await expect(upcoming).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(upcoming);
    await expect(args.onJoin).not.toHaveBeenCalled();
  },
};

/** No class today: the spec's "No data available". */
export const Empty: Story = {
  args: { classes: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t.empty)).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** While today's schedule loads: card shapes, announced once. */
export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(t.loading)).toBeInTheDocument();
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

/** The schedule could not be loaded: the failure and Try again. */
export const Failed: Story = {
  args: { state: 'failed' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: t.failedTitle })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t.retry }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Every state: loaded, empty, loading and failed. */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  render: (args) => (
    <Sheet gap={32}>
      <SheetTile caption="Loaded — live, upcoming and recorded classes">
        <LiveClassesView {...args} />
      </SheetTile>
      <SheetTile caption="None — no classes scheduled">
        <LiveClassesView {...args} classes={[]} />
      </SheetTile>
      <SheetTile caption="Loading">
        <LiveClassesView {...args} state="loading" />
      </SheetTile>
      <SheetTile caption="Failed — Try again">
        <LiveClassesView {...args} state="failed" />
      </SheetTile>
      <SheetTile caption="Hindi — course, class and teacher names in Hindi" lang="hi">
        <LiveClassesView
          {...args}
          classes={[
            {
              ...classes[0]!,
              id: 'hindi',
              courseName: 'कक्षा 6 हिंदी',
              scheduleName: 'पठन: दो बैलों की कथा',
              teacher: 'सुश्री कविता अय्यर',
            },
          ]}
        />
      </SheetTile>
      <SheetTile caption="Very long — long course, class and teacher names">
        <LiveClassesView
          {...args}
          classes={[
            {
              ...classes[0]!,
              id: 'long',
              courseName: longText.title,
              scheduleName: `${longText.sentence} ${longText.word}`,
              teacher: longText.name,
            },
          ]}
        />
      </SheetTile>
    </Sheet>
  ),
  play: sheetFitsPhone,
};
