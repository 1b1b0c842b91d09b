import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { profileViewTexts as t } from '../profile-texts';
import { sampleFriends } from '../profile.fixtures';
import { ProfileFriendsPanel } from './friends-panel';

const meta = {
  title: 'Templates/Profile/Friends Panel',
  component: ProfileFriendsPanel,
  args: {
    state: 'loaded',
    friends: sampleFriends,
    defaultOpen: true,
    onRetry: fn(),
  },
  argTypes: {
    friends: { table: { category: 'Content' } },
    state: { table: { category: 'Behaviour' } },
    defaultOpen: { table: { category: 'Behaviour' } },
    onRetry: { table: { category: 'Events' } },
  },
} satisfies Meta<typeof ProfileFriendsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open: the friends with their points, as a list named after the heading. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: t.friendsStatus });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  },
};

/** Closed at first: the heading's button opens it. */
export const Closed: Story = {
  args: { defaultOpen: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: t.friendsStatus });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  },
};

/** Loading: a placeholder inside the open panel. */
export const Loading: Story = {
  args: { state: 'loading' },
};

/** Nobody shares with the student: "Friends list not available". */
export const Empty: Story = {
  args: { friends: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(t.friendsEmpty)).toBeVisible();
  },
};

/** Loading failed: a notice and Try again, which calls onRetry. */
export const Failed: Story = {
  args: { state: 'failed' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: t.retry }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
