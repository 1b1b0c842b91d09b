import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { homeDashboardTexts as t } from '../home-dashboard-model';
import { dataStateArgType, sampleMissions } from '../home.fixtures';
import { MissionList } from './mission-list';

/** The dashboard's first three missions (two subjects and the live lab). */
const missions = sampleMissions.slice(0, 3);

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
    state: dataStateArgType,
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

/** In Hindi (issue 29): the heading, each card's tasks and points, the live mark and the progress bars' names. */
export const Hindi: Story = {
  globals: { locale: 'hi' },
  play: async ({ args, canvas }) => {
    const list = canvas.getByRole('list', { name: 'मिशन' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByText(/^9 टास्क · .+ · 90 पॉइंट्स$/)).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'लाइव सेशन' })).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Science की प्रगति' })).toBeVisible();
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
