import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { PlayerSurface } from '../../../components/player-controls/shared/story-surface';
import { inCategory, myRatingArgType, playWithoutTest } from '../player.fixtures';
import { RatingActions } from './rating-actions';

const meta = {
  title: 'Templates/Player/Rating Actions',
  component: RatingActions,
  args: {
    placement: 'page',
    likeCount: 4,
    dislikeCount: 1,
    myRating: null,
    busy: false,
    testEnabled: false,
    onLike: fn(),
    onDislike: fn(),
    onTakeTest: fn(),
  },
  argTypes: {
    placement: { control: 'inline-radio', options: ['page', 'player'], table: { category: 'Appearance' } },
    ...inCategory('Content', 'likeCount', 'dislikeCount'),
    myRating: myRatingArgType,
    ...inCategory('Behaviour', 'busy', 'testEnabled'),
    ...inCategory('Events', 'onLike', 'onDislike', 'onTakeTest'),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RatingActions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Below the picture, not rated yet: Like and Dislike report; the test waits for the end with its reason. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Like 4' }));
    await expect(args.onLike).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Dislike 1' }));
    await expect(args.onDislike).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('button', { name: 'Take Test' })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByText('Watch the video to the end to take the test.')).toBeVisible();
  },
};

/** The student liked the video: Like shows pressed. */
export const Liked: Story = {
  args: { myRating: 'like', likeCount: 5 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Like 5' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** A rating is being saved: the rating group is busy and presses are ignored. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Rate this video' })).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Like 4' }));
    await expect(args.onLike).not.toHaveBeenCalled();
  },
};

/** The video ended and the content has a test: Take Test opens it. */
export const TestEnabled: Story = {
  args: { testEnabled: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Take Test' }));
    await expect(args.onTakeTest).toHaveBeenCalledOnce();
  },
};

/** Content without a test: the rating alone. */
export const WithoutTest: Story = {
  args: { onTakeTest: undefined },
  play: playWithoutTest,
};

/** On the player (landscape top row): the light tone on the dark surface; the test shows only once enabled. */
export const OnPlayer: Story = {
  args: { placement: 'player', testEnabled: true },
  decorators: [
    (Story) => (
      <PlayerSurface>
        <Story />
      </PlayerSurface>
    ),
  ],
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Take Test' }));
    await expect(args.onTakeTest).toHaveBeenCalledOnce();
  },
};

/** On the player before the end: no test button yet. */
export const OnPlayerBeforeTheEnd: Story = {
  args: { placement: 'player', testEnabled: false },
  decorators: OnPlayer.decorators,
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Take Test' })).toBeNull();
  },
};
