import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { profileViewTexts as t } from '../profile-texts';
import { ProfileQuestPanel } from './quest-panel';

const meta = {
  title: 'Templates/Profile/Quest Panel',
  component: ProfileQuestPanel,
  args: {
    questName: 'Grade 6 Explorer Quest',
    totalPoints: 205,
    onShareWithFriends: fn(),
    onRedeemPoints: fn(),
  },
  argTypes: {
    questName: { table: { category: 'Content' } },
    totalPoints: { table: { category: 'Content' } },
    onShareWithFriends: { table: { category: 'Events' } },
    onRedeemPoints: { table: { category: 'Events' } },
  },
} satisfies Meta<typeof ProfileQuestPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The quest with its total points; Share with friends and Redeem Points call their events. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('205 Points')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t.shareWithFriends }));
    await expect(args.onShareWithFriends).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: t.redeemPoints }));
    await expect(args.onRedeemPoints).toHaveBeenCalledTimes(1);
  },
};

/** The points are not known yet: a placeholder stands in for them. */
export const PointsLoading: Story = {
  args: { totalPoints: undefined },
};

/** Without the events: the quest and its points only. */
export const WithoutActions: Story = {
  args: { onShareWithFriends: undefined, onRedeemPoints: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};
