import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  OnlineTestsView,
  onlineTestsTexts as t,
  type OnlineTestItem,
  type OnlineTestsTab,
  type OnlineTestsViewProps,
} from './online-tests-view';
import { expectCaptioned, expectFitsPhone, SheetTile, StateSheet as Sheet } from '../../internal/state-sheet';

// 21 Nov 2026, 10:00 AM → 28 Nov 2026, 6:00 PM in India.
const assignWindow = {
  assignStart: new Date('2026-11-21T04:30:00Z'),
  assignEnd: new Date('2026-11-28T12:30:00Z'),
};

/** Ongoing tests: each with Start Test. */
const ongoing: OnlineTestItem[] = [
  {
    id: 601,
    name: 'Science Unit Test 3: Light',
    typeName: 'Unit Test',
    questionCount: 20,
    totalMarks: 40,
    durationMinutes: 30,
    status: 'start',
    ...assignWindow,
  },
  {
    id: 602,
    name: 'Mathematics Weekly Quiz: Fractions and Decimals',
    typeName: 'Weekly Quiz',
    questionCount: 10,
    totalMarks: 10,
    durationMinutes: 15,
    status: 'start',
    ...assignWindow,
  },
];

/** Upcoming tests: an Upcoming button that cannot be pressed. */
const upcoming: OnlineTestItem[] = [
  {
    id: 611,
    name: 'English Grammar Check: Tenses',
    typeName: 'Practice Test',
    questionCount: 25,
    totalMarks: 25,
    durationMinutes: 20,
    status: 'upcoming',
    ...assignWindow,
  },
];

/** Past tests: attempted with both reports, attempted without reports, not attempted. */
const past: OnlineTestItem[] = [
  {
    id: 621,
    name: 'Science Olympiad Mock Test',
    typeName: 'Olympiad',
    questionCount: 40,
    totalMarks: 80,
    durationMinutes: 60,
    status: 'attempted',
    showViewReport: true,
    showDownloadReport: true,
    ...assignWindow,
  },
  {
    id: 622,
    name: 'Mathematics Half-yearly Practice',
    typeName: 'Practice Test',
    questionCount: 30,
    totalMarks: 60,
    durationMinutes: 45,
    status: 'attempted',
    ...assignWindow,
  },
  {
    id: 623,
    name: 'Social Studies Chapter Test: Our Pasts',
    typeName: 'Unit Test',
    questionCount: 15,
    totalMarks: 30,
    durationMinutes: 20,
    status: 'not-attempted',
    ...assignWindow,
  },
];

const byTab: Record<OnlineTestsTab, OnlineTestItem[]> = { ongoing, upcoming, past };

/** The view with its tab and page held in state, as the route holds them. */
function Stateful(args: OnlineTestsViewProps) {
  const [tab, setTab] = useState(args.tab);
  const [page, setPage] = useState(args.page);
  return (
    <OnlineTestsView
      {...args}
      tab={tab}
      page={page}
      tests={args.tests ?? byTab[tab]}
      onTabChange={(next) => {
        setTab(next);
        setPage(1);
        args.onTabChange(next);
      }}
      onPageChange={(next) => {
        setPage(next);
        args.onPageChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Templates/Online Tests',
  component: OnlineTestsView,
  args: {
    state: 'loaded',
    tab: 'ongoing',
    tests: ongoing,
    page: 1,
    pageCount: 1,
    downloadingId: null,
    as: 'main',
    onTabChange: fn(),
    onPageChange: fn(),
    onBack: fn(),
    onStart: fn(),
    onViewReport: fn(),
    onDownloadReport: fn(),
    onRetry: fn(),
  },
  argTypes: {
    state: {
      control: 'inline-radio',
      options: ['loading', 'loaded', 'failed'],
      table: { category: 'Behaviour' },
    },
    tab: {
      control: 'inline-radio',
      options: ['ongoing', 'upcoming', 'past'],
      table: { category: 'Behaviour' },
    },
    tests: { control: 'object', table: { category: 'Content' } },
    page: { control: { type: 'number', min: 1 }, table: { category: 'Content' } },
    pageCount: { control: { type: 'number', min: 0 }, table: { category: 'Content' } },
    downloadingId: { control: 'number', table: { category: 'Behaviour' } },
    errorMessage: { table: { category: 'Content' } },
    as: { control: 'inline-radio', options: ['div', 'main'], table: { category: 'Accessibility' } },
    onTabChange: { table: { category: 'Events' } },
    onPageChange: { table: { category: 'Events' } },
    onBack: { table: { category: 'Events' } },
    onStart: { table: { category: 'Events' } },
    onViewReport: { table: { category: 'Events' } },
    onDownloadReport: { table: { category: 'Events' } },
    onRetry: { table: { category: 'Events' } },
  },
} satisfies Meta<typeof OnlineTestsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In Hindi (issue 29): the tabs, the cards' facts, statuses and buttons and the pager in Hindi; test names stay. */
export const Hindi: Story = {
  globals: { locale: 'hi' },
  args: { tab: 'past', tests: past, pageCount: 3 },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'ऑनलाइन टेस्ट' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'पिछले' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tab', { name: 'आगामी' })).toBeVisible();
    const list = canvas.getByRole('list', { name: 'पिछले टेस्ट' });
    const olympiad = within(list).getByRole('article', { name: 'Science Olympiad Mock Test' });
    await expect(olympiad).toHaveTextContent('40 प्रश्न');
    await expect(olympiad).toHaveTextContent('80 अंक');
    await expect(olympiad).toHaveTextContent('शुरुआत');
    await expect(olympiad).toHaveTextContent('सफलतापूर्वक प्रयास किया');
    await expect(canvas.getByText('प्रयास नहीं किया')).toBeVisible();
    await userEvent.click(within(olympiad).getByRole('button', { name: 'रिपोर्ट देखें' }));
    await expect(args.onViewReport).toHaveBeenCalledWith(621);
    await expect(within(olympiad).getByRole('button', { name: 'रिपोर्ट डाउनलोड करें' })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'टेस्ट के पेज' })).toBeVisible();
  },
};

/** The Ongoing tab: each test with Start Test, which reports the test; the back arrow reports itself. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Ongoing' })).toHaveAttribute('aria-selected', 'true');
    const list = canvas.getByRole('list', { name: 'Ongoing tests' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    const light = canvas.getByRole('article', { name: 'Science Unit Test 3: Light' });
    await userEvent.click(within(light).getByRole('button', { name: 'Start Test' }));
    await expect(args.onStart).toHaveBeenCalledWith(601);
    await userEvent.click(canvas.getByRole('button', { name: t.back }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('navigation', { name: t.pager })).toBeNull();
  },
};

/** Choosing a tab (by click or arrow key) reports it; the caller shows that tab's tests. */
export const SwitchTabs: Story = {
  args: { tests: undefined },
  render: (args) => <Stateful {...args} />,
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Upcoming' }));
    await expect(args.onTabChange).toHaveBeenLastCalledWith('upcoming');
    const upcomingButton = await canvas.findByRole('button', { name: 'Upcoming' });
    await expect(upcomingButton).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onTabChange).toHaveBeenLastCalledWith('past');
    await expect(canvas.getByRole('tab', { name: 'Past' })).toHaveFocus();
    await expect(await canvas.findByRole('list', { name: 'Past tests' })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Past' }));
    await expect(args.onTabChange).toHaveBeenCalledTimes(2);
  },
};

/** The Past tab: Attempted Successfully or Not Attempted, with View Report and Download Report where allowed. */
export const PastWithReports: Story = {
  args: { tab: 'past', tests: past },
  play: async ({ args, canvas }) => {
    const olympiad = canvas.getByRole('article', { name: 'Science Olympiad Mock Test' });
    await expect(olympiad).toHaveTextContent('Attempted Successfully');
    await userEvent.click(within(olympiad).getByRole('button', { name: 'View Report' }));
    await expect(args.onViewReport).toHaveBeenCalledWith(621);
    await userEvent.click(within(olympiad).getByRole('button', { name: 'Download Report' }));
    await expect(args.onDownloadReport).toHaveBeenCalledWith(621);
    const notAttempted = canvas.getByRole('article', { name: 'Social Studies Chapter Test: Our Pasts' });
    await expect(notAttempted).toHaveTextContent('Not Attempted');
    await expect(within(notAttempted).queryByRole('button')).toBeNull();
    await expect(canvas.getAllByRole('button', { name: 'View Report' })).toHaveLength(1);
  },
};

/** A report downloading: its Download Report spins and ignores presses. */
export const Downloading: Story = {
  args: { tab: 'past', tests: past, downloadingId: 621 },
  play: async ({ args, canvas }) => {
    const download = canvas.getByRole('button', { name: 'Download Report' });
    await expect(download).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(download);
    await expect(args.onDownloadReport).not.toHaveBeenCalled();
  },
};

/** More than one page: the pager under the list reports the page chosen. */
export const Paged: Story = {
  args: { page: 2, pageCount: 3 },
  play: async ({ args, canvas }) => {
    const pager = canvas.getByRole('navigation', { name: t.pager });
    await expect(pager).toHaveTextContent('Page 2 of 3');
    await userEvent.click(within(pager).getByRole('button', { name: 'Next page' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(3);
    await userEvent.click(within(pager).getByRole('button', { name: 'Previous page' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
  },
};

/** No tests in the tab: a clear text per tab. */
export const Empty: Story = {
  args: { tests: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t.empty.ongoing)).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** No past tests. */
export const EmptyPast: Story = {
  args: { tab: 'past', tests: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t.empty.past)).toBeVisible();
  },
};

/** While a page of tests loads: three card shapes, announced once. */
export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(t.loading)).toBeInTheDocument();
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};

/** The list could not be loaded: the server's message and Retry. */
export const Failed: Story = {
  args: { state: 'failed', errorMessage: 'Could not reach the assessment service.' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: t.failedTitle })).toBeVisible();
    await expect(canvas.getByText('Could not reach the assessment service.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t.retry }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

const sheetStates: { label: string; props: Partial<OnlineTestsViewProps> }[] = [
  { label: 'Ongoing, page 2 of 3', props: { page: 2, pageCount: 3 } },
  { label: 'Upcoming', props: { tab: 'upcoming', tests: upcoming } },
  { label: 'Past, downloading a report', props: { tab: 'past', tests: past, downloadingId: 621 } },
  { label: 'Empty', props: { tests: [] } },
  { label: 'Loading', props: { state: 'loading' } },
  { label: 'Failed', props: { state: 'failed' } },
];

const captions: Record<string, string> = {
  'Ongoing, page 2 of 3': 'Ongoing — page 2 of 3 with the pager',
  Upcoming: 'Upcoming — tests not open yet',
  'Past, downloading a report': 'Past — one report downloading',
  Empty: 'Empty — no tests in this tab',
  Loading: 'Loading',
  Failed: 'Failed — Try again',
};

/** Every state: each tab loaded, paged, empty, loading and failed. */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  render: (args) => (
    <Sheet gap={32}>
      {sheetStates.map(({ label, props }) => (
        <SheetTile key={label} caption={captions[label] ?? label}>
          <section aria-label={label}>
            <OnlineTestsView {...args} {...props} as="div" />
          </section>
        </SheetTile>
      ))}
    </Sheet>
  ),
  play: async ({ canvas }) => {
    const sheet = canvas.getByTestId('sheet');
    await expect(sheet.querySelectorAll(':scope > figure > div > section')).toHaveLength(sheetStates.length);
    await expectCaptioned(sheet);
    await expectFitsPhone(sheet);
  },
};
