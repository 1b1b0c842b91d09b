import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyImages } from '../../components/content-card/story-image';
import {
  MissionSchedulesView,
  missionSchedulesTexts as t,
  type MissionSchedulesViewProps,
  type ScheduleOperationItem,
  type ScheduleSessionItem,
} from './mission-schedules-view';
import { expectCaptioned, SheetTile, StateSheet as Sheet } from '../../internal/state-sheet';

/** Sessions at 5:00 PM in India: one over, one live, one later. */
const sessions: ScheduleSessionItem[] = [
  {
    id: 's1',
    sessionName: 'Session 1: Magnets Attract and Repel',
    start: new Date('2026-11-19T11:30:00Z'),
    durationMinutes: 60,
    status: 'recording',
  },
  {
    id: 's2',
    sessionName: 'Session 2: Make Your Own Compass',
    start: new Date('2026-11-21T11:30:00Z'),
    durationMinutes: 60,
    status: 'join',
  },
  {
    id: 's3',
    sessionName: 'Session 3: Magnetic Field Patterns',
    start: new Date('2026-11-23T11:30:00Z'),
    durationMinutes: 45,
    status: 'upcoming',
  },
];

const operations: ScheduleOperationItem[] = [
  { operationId: 10131, name: 'Magnets Lab', imageUrl: storyImages.think },
  { operationId: 10132, name: 'Electricity Lab' },
  { operationId: 10133, name: 'Light and Shadows: build a pinhole camera from a shoebox' },
];

const meta = {
  title: 'Templates/Mission Schedules',
  component: MissionSchedulesView,
  parameters: { layout: 'fullscreen' },
  args: {
    state: 'loaded',
    missionName: 'Live Science Lab',
    sessions,
    operations,
    as: 'main',
    onBack: fn(),
    onJoin: fn(),
    onViewRecording: fn(),
    onShare: fn(),
    onSelectOperation: fn(),
    onRetry: fn(),
  },
  argTypes: {
    state: {
      control: 'inline-radio',
      options: ['loading', 'loaded', 'failed', 'locked'],
      table: { category: 'Behaviour' },
    },
    missionName: { control: 'text', table: { category: 'Content' } },
    sessions: { control: 'object', table: { category: 'Content' } },
    operations: { control: 'object', table: { category: 'Content' } },
    errorMessage: { control: 'text', table: { category: 'Content' } },
    as: { control: 'inline-radio', options: ['main', 'div'], table: { category: 'Accessibility' } },
    onBack: { table: { category: 'Events' } },
    onJoin: { table: { category: 'Events' } },
    onViewRecording: { table: { category: 'Events' } },
    onShare: { table: { category: 'Events' } },
    onSelectOperation: { table: { category: 'Events' } },
    onRetry: { table: { category: 'Events' } },
  },
} satisfies Meta<typeof MissionSchedulesView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In Hindi (issue 29): the sections, the sessions' words and actions in Hindi; the mission and session names stay. */
export const Hindi: Story = {
  globals: { locale: 'hi' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Live Science Lab' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'सेशन' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'ऑपरेशन' })).toBeVisible();
    const list = canvas.getByRole('list', { name: 'सेशन' });
    const live = within(list).getByRole('article', { name: 'Session 2: Make Your Own Compass' });
    await expect(live).toHaveTextContent('समय');
    await userEvent.click(within(live).getByRole('button', { name: 'जुड़ें' }));
    await expect(args.onJoin).toHaveBeenCalledWith('s2');
    await userEvent.click(within(live).getByRole('button', { name: 'शेयर करें' }));
    await expect(args.onShare).toHaveBeenCalledWith('s2');
    await userEvent.click(canvas.getByRole('button', { name: 'वापस' }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

/** The mission's sessions with date, time, duration and action, then its operations as tiles. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Live Science Lab' })).toBeVisible();
    const list = canvas.getByRole('list', { name: t.sessions });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    const live = canvas.getByRole('article', { name: 'Session 2: Make Your Own Compass' });
    await expect(live).toHaveTextContent('Saturday 21 Nov 2026');
    await expect(live).toHaveTextContent('5:00 PM');
    await expect(live).toHaveTextContent('60 min');
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

/** Join, View recording and Share report their session; Upcoming cannot be pressed. */
export const SessionActions: Story = {
  play: async ({ args, canvas }) => {
    const live = canvas.getByRole('article', { name: 'Session 2: Make Your Own Compass' });
    await userEvent.click(within(live).getByRole('button', { name: 'Join' }));
    await expect(args.onJoin).toHaveBeenCalledWith('s2');
    await userEvent.click(within(live).getByRole('button', { name: 'Share' }));
    await expect(args.onShare).toHaveBeenCalledWith('s2');
    await userEvent.click(canvas.getByRole('button', { name: 'View recording' }));
    await expect(args.onViewRecording).toHaveBeenCalledWith('s1');
    await userEvent.click(canvas.getByRole('button', { name: 'Upcoming' }));
    await expect(args.onJoin).toHaveBeenCalledTimes(1);
  },
};

/** An operation tile (image or the default) selects the operation, by click or keyboard. */
export const SelectOperation: Story = {
  play: async ({ args, canvas }) => {
    const tiles = canvas.getByRole('list', { name: t.operations });
    await expect(within(tiles).getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(within(tiles).getByRole('button', { name: 'Electricity Lab' }));
    await expect(args.onSelectOperation).toHaveBeenCalledWith(10132);
    within(tiles).getByRole('button', { name: 'Magnets Lab' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelectOperation).toHaveBeenLastCalledWith(10131);
  },
};

/** The mission has no sessions: the spec's "No data available"; its operations still show. */
export const Empty: Story = {
  args: { sessions: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t.empty)).toBeVisible();
    await expect(canvas.getByRole('list', { name: t.operations })).toBeVisible();
  },
};

/** Neither sessions nor operations: only "No data available". */
export const EmptyWithoutOperations: Story = {
  args: { sessions: [], operations: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t.empty)).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: t.operations })).toBeNull();
  },
};

/** While the schedule loads: the fallback title, card shapes announced once; Back still works. */
export const Loading: Story = {
  args: { state: 'loading', missionName: undefined },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: t.fallbackTitle })).toBeVisible();
    await expect(canvas.getByText(t.loading)).toBeInTheDocument();
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

/** The schedule could not be loaded: the failure and Try again. */
export const Failed: Story = {
  args: { state: 'failed', missionName: undefined },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: t.failedTitle })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t.retry }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** The server refused the schedule (ADR 0105): the reason under a lock, no Try again, no sessions or Join. */
export const Locked: Story = {
  args: {
    state: 'locked',
    missionName: undefined,
    errorMessage: 'This quest is not assigned to you.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: t.lockedTitle })).toBeVisible();
    await expect(canvas.getByText('This quest is not assigned to you.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t.retry })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /join/i })).toBeNull();
  },
};

const sheetStates: { label: string; props: Partial<MissionSchedulesViewProps> }[] = [
  { label: 'Loaded', props: {} },
  { label: 'Empty', props: { sessions: [] } },
  { label: 'Loading', props: { state: 'loading', missionName: undefined } },
  { label: 'Failed', props: { state: 'failed' } },
];

/** No mission in the address: the caller's explanation and no Try again (nothing to retry). */
export const FailedWithoutRetry: Story = {
  args: {
    state: 'failed',
    missionName: undefined,
    errorMessage: 'No mission was chosen.',
    onRetry: undefined,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No mission was chosen.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t.retry })).toBeNull();
  },
};

const captions: Record<string, string> = {
  Loaded: 'Loaded — the mission sessions by date',
  Empty: 'Empty — no sessions scheduled',
  Loading: 'Loading — no mission name yet',
  Failed: 'Failed — Try again',
};

/** Every state: loaded, empty, loading and failed (each in a labelled section, so its header is no banner). */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  render: (args) => (
    <Sheet gap={32}>
      {sheetStates.map(({ label, props }) => (
        <SheetTile key={label} caption={captions[label] ?? label}>
          <section aria-label={label}>
            <MissionSchedulesView {...args} {...props} as="div" />
          </section>
        </SheetTile>
      ))}
    </Sheet>
  ),
  play: async ({ canvas }) => {
    const sheet = canvas.getByTestId('sheet');
    await expect(sheet.querySelectorAll(':scope > figure > div > section')).toHaveLength(sheetStates.length);
    await expectCaptioned(sheet);
    sheet.style.width = '360px';
    await expect(sheet.scrollWidth).toBeLessThanOrEqual(sheet.clientWidth);
    sheet.style.width = '';
  },
};
