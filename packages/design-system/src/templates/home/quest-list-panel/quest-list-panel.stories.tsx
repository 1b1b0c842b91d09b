import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { homeDashboardTexts as t } from '../home-dashboard-model';
import { sampleQuests } from '../home.fixtures';
import { QuestListPanel } from './quest-list-panel';

const meta = {
  title: 'Templates/Home Dashboard/Quest List Panel',
  component: QuestListPanel,
  args: {
    quests: sampleQuests,
    onChangeQuest: fn(),
  },
  argTypes: {
    quests: { table: { category: 'Content' } },
    onChangeQuest: { table: { category: 'Events' } },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof QuestListPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One quest, marked current; Change quest reports. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const rows = within(canvas.getByRole('list', { name: t.quests })).getAllByRole('listitem');
    await expect(rows[0]).toHaveAttribute('aria-current', 'true');
    await userEvent.click(canvas.getByRole('button', { name: t.changeQuest }));
    await expect(args.onChangeQuest).toHaveBeenCalledOnce();
  },
};

/** In Hindi (issue 29): the heading, the marks Current, Trial and Trial over, and Change quest. */
export const Hindi: Story = {
  globals: { locale: 'hi' },
  args: {
    quests: [
      { questId: 101, name: 'Grade 6 Explorer Quest', current: true },
      { questId: 102, name: 'Spectrum Olympiad Prep', onTrial: true },
      { questId: 103, name: 'Grade 7 Science Quest', trialOver: true },
    ],
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'आपके क्वेस्ट' })).toBeVisible();
    const rows = within(canvas.getByRole('list', { name: 'आपके क्वेस्ट' })).getAllByRole('listitem');
    await expect(within(rows[0]!).getByText('वर्तमान')).toBeVisible();
    await expect(within(rows[1]!).getByText('ट्रायल')).toBeVisible();
    await expect(within(rows[2]!).getByText('ट्रायल समाप्त')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'क्वेस्ट बदलें' }));
    await expect(args.onChangeQuest).toHaveBeenCalledOnce();
  },
};

/** Several quests: the current one, one on trial and one whose trial is over. */
export const SeveralWithTrials: Story = {
  args: {
    quests: [
      { questId: 101, name: 'Grade 6 Explorer Quest' },
      { questId: 102, name: 'Spectrum Olympiad Prep', current: true, onTrial: true },
      { questId: 103, name: 'Grade 7 Science Quest', onTrial: true, trialOver: true },
    ],
  },
  play: async ({ canvas }) => {
    const rows = within(canvas.getByRole('list', { name: t.quests })).getAllByRole('listitem');
    await expect(rows).toHaveLength(3);
    await expect(within(rows[1]!).getByText(t.current)).toBeVisible();
    await expect(within(rows[1]!).getByText(t.onTrial)).toBeVisible();
    await expect(within(rows[2]!).getByText(t.trialOver)).toBeVisible();
  },
};

/** Without a way to change quest: no button. */
export const WithoutChangeQuest: Story = {
  args: { onChangeQuest: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: t.changeQuest })).toBeNull();
  },
};
