import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { homeDashboardTexts as t } from '../home-dashboard-model';
import { sampleCurrentQuest, sampleLearningToolHref } from '../home.fixtures';
import { QuestHeader } from './quest-header';

const meta = {
  title: 'Templates/Home Dashboard/Quest Header',
  component: QuestHeader,
  args: {
    quest: sampleCurrentQuest,
    learningToolHref: sampleLearningToolHref,
    trialOver: false,
    // Stories never leave the page.
    onOpenLearningTool: fn((event) => event.preventDefault()),
  },
  argTypes: {
    quest: { table: { category: 'Content' } },
    learningToolHref: { table: { category: 'Behaviour' } },
    trialOver: { table: { category: 'Behaviour' } },
    onOpenLearningTool: { table: { category: 'Events' } },
  },
} satisfies Meta<typeof QuestHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The quest as the page's heading, its progress and points, and the learning tool link, which reports the click. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Grade 6 Explorer Quest' })).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: t.questProgress })).toHaveAttribute(
      'aria-valuenow',
      '35',
    );
    await expect(canvas.getByText('60 Points')).toBeVisible();
    const link = canvas.getByRole('link', { name: t.learningTool });
    await expect(link).toHaveAttribute('href', '/nexool?questId=101');
    await userEvent.click(link);
    await expect(args.onOpenLearningTool).toHaveBeenCalledOnce();
  },
};

/** In Hindi (issue 29): the progress bar's name, the points and the learning tool link; the quest's name as sent. */
export const Hindi: Story = {
  globals: { locale: 'hi' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Grade 6 Explorer Quest' })).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'क्वेस्ट की प्रगति' })).toBeVisible();
    await expect(canvas.getByText('60 पॉइंट्स')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'लर्निंग टूल खोलें' })).toBeVisible();
  },
};

/**
 * The progress is still loading: the name, and the empty room of the progress bar and the points (hidden from
 * every reader), so nothing below moves when they arrive.
 */
export const ProgressLoading: Story = {
  args: { quest: { name: 'Grade 6 Explorer Quest', progressLoading: true } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('progressbar', { name: t.questProgress })).toBeNull();
    // The only points text is the empty room's, which no one sees or hears.
    await expect(canvas.getByText(/Points/)).not.toBeVisible();
    await expect(canvas.getByTestId('quest-progress-reserve')).not.toBeVisible();
  },
};

/** The header while its progress loads is exactly as tall as once it has loaded: the page below does not move. */
export const NoShiftWhenProgressArrives: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <div data-testid="loading">
        <QuestHeader {...args} quest={{ name: args.quest.name, progressLoading: true }} />
      </div>
      <div data-testid="loaded">
        <QuestHeader {...args} />
      </div>
    </div>
  ),
  play: async ({ canvas }) => {
    const height = (id: string) => canvas.getByTestId(id).getBoundingClientRect().height;
    await expect(canvas.getByRole('progressbar', { name: t.questProgress })).toBeVisible();
    await expect(height('loading')).toBe(height('loaded'));
  },
};

/** The progress could not be loaded: the name alone, no room kept. */
export const ProgressFailed: Story = {
  args: { quest: { name: 'Grade 6 Explorer Quest' } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('progressbar', { name: t.questProgress })).toBeNull();
    await expect(canvas.queryByTestId('quest-progress-reserve')).toBeNull();
  },
};

/** Without a learning tool address there is no link. */
export const NoLearningTool: Story = {
  args: { learningToolHref: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: t.learningTool })).toBeNull();
  },
};

/** The trial is over: the learning tool link is hidden. */
export const TrialOver: Story = {
  args: { trialOver: true, quest: { name: 'Grade 7 Science Quest', progress: 0, points: 0 } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: t.learningTool })).toBeNull();
  },
};
