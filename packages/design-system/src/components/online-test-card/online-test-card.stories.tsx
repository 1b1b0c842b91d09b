import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OnlineTestCard, OnlineTestCardSkeleton } from './online-test-card';
import { cardColumn, pressIgnored } from '../card-stories-shared/story-helpers';
import { longText, sheetFitsPhone, SheetTile, StateSheet as Sheet } from '../../internal/state-sheet';

const meta = {
  title: 'Design System/Cards/Online Test Card',
  component: OnlineTestCard,
  args: {
    name: 'Science Unit Test 3: Light',
    typeName: 'Unit Test',
    questionCount: 20,
    totalMarks: 40,
    durationMinutes: 30,
    // 21 Nov 2026, 10:00 AM → 28 Nov 2026, 6:00 PM in India.
    assignStart: new Date('2026-11-21T04:30:00Z'),
    assignEnd: new Date('2026-11-28T12:30:00Z'),
    status: 'start',
    showViewReport: false,
    showDownloadReport: false,
    downloadingReport: false,
    onStart: fn(),
    onViewReport: fn(),
    onDownloadReport: fn(),
    headingLevel: 3,
  },
  argTypes: {
    name: { table: { category: 'Content' } },
    typeName: { table: { category: 'Content' } },
    questionCount: { control: { type: 'number', min: 0 }, table: { category: 'Content' } },
    totalMarks: { control: { type: 'number', min: 0 }, table: { category: 'Content' } },
    durationMinutes: { control: { type: 'number', min: 0 }, table: { category: 'Content' } },
    assignStart: { control: 'date', table: { category: 'Content' } },
    assignEnd: { control: 'date', table: { category: 'Content' } },
    status: {
      control: 'inline-radio',
      options: ['start', 'upcoming', 'not-attempted', 'attempted'],
      table: { category: 'Behaviour' },
    },
    showViewReport: { table: { category: 'Behaviour' } },
    showDownloadReport: { table: { category: 'Behaviour' } },
    downloadingReport: { table: { category: 'Behaviour' } },
    onStart: { table: { category: 'Events' } },
    onViewReport: { table: { category: 'Events' } },
    onDownloadReport: { table: { category: 'Events' } },
    onOpenAnalysis: { table: { category: 'Events' } },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4], table: { category: 'Accessibility' } },
    className: { table: { disable: true } },
  },
  decorators: [cardColumn(400)],
} satisfies Meta<typeof OnlineTestCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Driven by the controls: alternate name, "type | questions | marks | duration min", assignment start and end. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: 'Science Unit Test 3: Light' });
    await expect(card).toHaveTextContent('Unit Test | 20 Questions | 40 Marks | 30 min');
    const terms = canvas.getAllByRole('term').map((term) => term.textContent);
    const values = canvas.getAllByRole('definition').map((value) => value.textContent);
    await expect(terms).toEqual(['Start', 'End']);
    await expect(values).toEqual(['21 Nov 2026, 10:00 AM', '28 Nov 2026, 6:00 PM']);
  },
};

/** Ongoing: Start Test, by click or keyboard. */
export const StartTest: Story = {
  args: { status: 'start' },
  play: async ({ args, canvas }) => {
    const start = canvas.getByRole('button', { name: 'Start Test' });
    await expect(start).toHaveAccessibleDescription('Science Unit Test 3: Light');
    await userEvent.click(start);
    start.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onStart).toHaveBeenCalledTimes(2);
  },
};

/** Upcoming: shown as an unavailable button; pressing it does nothing. */
export const Upcoming: Story = {
  args: { status: 'upcoming' },
  play: pressIgnored('Upcoming', 'aria-disabled', (args) => args.onStart),
};

/** Past, with no attempts: the status "Not Attempted", no action. */
export const NotAttempted: Story = {
  args: { status: 'not-attempted' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Not Attempted')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Past and attempted, with both reports: "Attempted Successfully" (the spec's typo corrected), View and Download Report. */
export const Attempted: Story = {
  args: { status: 'attempted', showViewReport: true, showDownloadReport: true },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Attempted Successfully')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'View Report' }));
    await expect(args.onViewReport).toHaveBeenCalledTimes(1);
    const download = canvas.getByRole('button', { name: 'Download Report' });
    await userEvent.click(download);
    await expect(args.onDownloadReport).toHaveBeenCalledTimes(1);
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('button', { name: 'View Report' })).toHaveFocus();
  },
};

/** Only the report that is ready shows: here Download Report without View Report. */
export const DownloadOnly: Story = {
  args: { status: 'attempted', showDownloadReport: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'View Report' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Download Report' })).toBeVisible();
  },
};

/** The report is downloading: a spinner, presses ignored. */
export const DownloadingReport: Story = {
  args: { status: 'attempted', showDownloadReport: true, downloadingReport: true },
  play: pressIgnored('Download Report', 'aria-busy', (args) => args.onDownloadReport),
};

/** A past test with attempts whose solution is not viewable: no status, only the report actions. */
export const NoStatus: Story = {
  args: { status: null, showDownloadReport: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('Attempted Successfully')).toBeNull();
    await expect(canvas.queryByText('Not Attempted')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Download Report' })).toBeVisible();
  },
};

/** A past test with attempts: Test Analysis opens the app's analysis page of the test (ADR 0080). */
export const WithAnalysis: Story = {
  args: { status: 'attempted', showViewReport: true, onOpenAnalysis: fn() },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Test Analysis' }));
    await expect(args.onOpenAnalysis).toHaveBeenCalledTimes(1);
  },
};

/** Long names wrap inside the card. */
export const LongText: Story = {
  args: {
    name: 'National Science Olympiad Mock Examination — Physics, Chemistry and Biology Combined Paper 2026',
    typeName: 'Olympiad Practice Assessment',
    questionCount: 150,
    totalMarks: 600,
    durationMinutes: 180,
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article');
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
  },
};

/** While a page of tests loads. */
export const Loading: Story = {
  render: () => <OnlineTestCardSkeleton />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading…')).toBeInTheDocument();
  },
};

/** Every status, the report actions (ready and downloading), Hindi, very long names and the loading shape. */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  render: (args) => (
    <Sheet columnMin={320} gap={16}>
      <SheetTile caption="Start — a long name and type wrap; one question, one mark (singular)">
        <OnlineTestCard
          {...args}
          status="start"
          name="National Science Olympiad Mock Examination — Physics, Chemistry and Biology"
          typeName="Olympiad Practice Assessment"
          questionCount={1}
          totalMarks={1}
        />
      </SheetTile>
      <SheetTile caption="Upcoming — not open yet, no action">
        <OnlineTestCard {...args} status="upcoming" />
      </SheetTile>
      <SheetTile caption="Not attempted — the window closed">
        <OnlineTestCard {...args} status="not-attempted" />
      </SheetTile>
      <SheetTile caption="Attempted — View report and Download report">
        <OnlineTestCard {...args} status="attempted" showViewReport showDownloadReport />
      </SheetTile>
      <SheetTile caption="Attempted — the report downloading">
        <OnlineTestCard {...args} status="attempted" showDownloadReport downloadingReport />
      </SheetTile>
      <SheetTile caption="Hindi — start, Hindi test name and type" lang="hi">
        <OnlineTestCard
          {...args}
          status="start"
          name="विज्ञान इकाई परीक्षा 3: प्रकाश और परावर्तन"
          typeName="इकाई परीक्षा"
        />
      </SheetTile>
      <SheetTile caption="Very long — a 120-character name and an unbroken type name wrap">
        <OnlineTestCard
          {...args}
          status="attempted"
          showViewReport
          name={longText.title}
          typeName={longText.word}
        />
      </SheetTile>
      <SheetTile caption="Loading — the card's shape">
        <OnlineTestCardSkeleton />
      </SheetTile>
    </Sheet>
  ),
  play: sheetFitsPhone,
};
