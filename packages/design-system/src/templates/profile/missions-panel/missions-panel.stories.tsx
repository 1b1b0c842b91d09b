import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { profileViewTexts as t } from '../profile-texts';
import { sampleMissions } from '../profile.fixtures';
import { ProfileMissionsPanel } from './missions-panel';

const meta = {
  title: 'Templates/Profile/Missions Panel',
  component: ProfileMissionsPanel,
  args: {
    state: 'loaded',
    missions: sampleMissions,
    onRetry: fn(),
  },
  argTypes: {
    missions: { table: { category: 'Content' } },
    errorMessage: { table: { category: 'Content' } },
    state: { table: { category: 'Behaviour' } },
    onRetry: { table: { category: 'Events' } },
  },
} satisfies Meta<typeof ProfileMissionsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The missions with their points, as a list named "My Missions". */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: t.myMissions });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  },
};

/** Loading: a placeholder under the heading. */
export const Loading: Story = {
  args: { state: 'loading' },
};

/** No missions: "No data available". */
export const Empty: Story = {
  args: { missions: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(t.noMissions)).toBeVisible();
  },
};

/** Loading failed: the error and Try again, which calls onRetry. */
export const Failed: Story = {
  args: { state: 'failed' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: t.failedMissionsTitle })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t.retry }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
