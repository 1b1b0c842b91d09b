import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { homeDashboardTexts as t, type HomeMissionItem } from '../home-dashboard-model';
import { MissionList } from './mission-list';

const missions: HomeMissionItem[] = [
  { missionId: 1011, name: 'Mathematics', progress: 55.56, points: 90, taskCount: 9, totalTimeSeconds: 4560 },
  { missionId: 1012, name: 'Science', progress: 20, points: 70, taskCount: 6, totalTimeSeconds: 3300 },
  {
    missionId: 1013,
    name: 'Live Science Lab',
    progress: 0,
    points: 20,
    taskCount: 2,
    totalTimeSeconds: 900,
    hasOnlineSession: true,
  },
];

const meta = {
  title: 'Templates/Home Dashboard/Mission List',
  component: MissionList,
  args: {
    state: 'loaded',
    missions,
    locked: false,
    onRetry: fn(),
    onOpen: fn(),
    onLockedOpen: fn(),
  },
  argTypes: {
    missions: { table: { category: 'Content' } },
    errorMessage: { table: { category: 'Content' } },
    state: {
      control: 'inline-radio',
      options: ['loading', 'loaded', 'failed'],
      table: { category: 'Behaviour' },
    },
    locked: { table: { category: 'Behaviour' } },
    onRetry: { table: { category: 'Events' } },
    onOpen: { table: { category: 'Events' } },
    onLockedOpen: { table: { category: 'Events' } },
  },
} satisfies Meta<typeof MissionList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A card per mission with tasks · time · points and progress; the live mark; a press opens the mission. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const list = canvas.getByRole('list', { name: t.missions });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByText('9 tasks · 01:16:00 · 90 Points')).toBeVisible();
    await expect(canvas.getByRole('img', { name: t.liveSession })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Mathematics' }));
    await expect(args.onOpen).toHaveBeenCalledWith(1011);
  },
};

/** The missions are loading: skeleton cards, announced once. */
export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t.loadingMissions)).toBeInTheDocument();
  },
};

/** The missions failed to load: the message and Try again. */
export const Failed: Story = {
  args: { state: 'failed', errorMessage: 'The server could not complete this request.' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: t.failedMissionsTitle })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t.retry }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** A quest whose content list has no missions. */
export const Empty: Story = {
  args: { missions: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t.noMissions)).toBeVisible();
  },
};

/** The trial is over: every card shows the lock; a press asks the caller to explain, never opens the mission. */
export const Locked: Story = {
  args: { locked: true },
  play: async ({ args, canvas }) => {
    await expect(canvas.getAllByRole('img', { name: t.locked })).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Science' }));
    await expect(args.onLockedOpen).toHaveBeenCalledWith(1012);
    await expect(args.onOpen).not.toHaveBeenCalled();
  },
};

/** Locked without a handler for locked presses: the cards are not buttons. */
export const LockedNotPressable: Story = {
  args: { locked: true, onLockedOpen: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Science' })).toBeNull();
  },
};
