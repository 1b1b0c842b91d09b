import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PlayerSurface } from '../shared/story-surface';
import { RatingButtons, type PlayerRating } from './rating-buttons';
import { touchTargetProblems } from '../../../internal/touch-targets';
import { expectCaptioned, SheetTile, StateSheet as Sheet } from '../../../internal/state-sheet';

const meta = {
  title: 'Design System/Player/Rating Buttons',
  component: RatingButtons,
  args: { likeCount: 1240, dislikeCount: 18, myRating: null, busy: false, tone: 'page', onRate: fn() },
  argTypes: {
    likeCount: { table: { category: 'Content' } },
    dislikeCount: { table: { category: 'Content' } },
    tone: { control: 'inline-radio', options: ['page', 'player'], table: { category: 'Appearance' } },
    myRating: {
      control: 'inline-radio',
      options: [null, 'like', 'dislike'],
      table: { category: 'Behaviour' },
    },
    busy: { table: { category: 'Behaviour' } },
    onRate: { table: { category: 'Events' } },
  },
  render: function Render(args) {
    const [myRating, setMyRating] = useState<PlayerRating | null>(args.myRating);
    return (
      <RatingButtons
        {...args}
        myRating={myRating}
        likeCount={args.likeCount + (myRating === 'like' ? 1 : 0)}
        dislikeCount={args.dislikeCount + (myRating === 'dislike' ? 1 : 0)}
        onRate={(rating) => {
          args.onRate(rating);
          setMyRating(rating);
        }}
      />
    );
  },
} satisfies Meta<typeof RatingButtons>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Not rated yet: like or dislike; the student's choice shows pressed. Share is there but disabled. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const like = canvas.getByRole('button', { name: 'Like 1,240' });
    const dislike = canvas.getByRole('button', { name: 'Dislike 18' });
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(like);
    await expect(args.onRate).toHaveBeenLastCalledWith('like');
    await expect(canvas.getByRole('button', { name: 'Like 1,241' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(dislike);
    await expect(args.onRate).toHaveBeenLastCalledWith('dislike');
    await expect(canvas.getByRole('button', { name: 'Dislike 19' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'Like 1,240' })).toHaveAttribute('aria-pressed', 'false');
  },
};

/** The student liked it. */
export const Liked: Story = {
  args: { myRating: 'like' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /^Like/ })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** The student disliked it. */
export const Disliked: Story = {
  args: { myRating: 'dislike' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /^Dislike/ })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** Share is disabled in the product: focusable, but a press does nothing. */
export const ShareDisabled: Story = {
  play: async ({ args, canvas }) => {
    const share = canvas.getByRole('button', { name: 'Share' });
    await expect(share).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(share);
    await expect(args.onRate).not.toHaveBeenCalled();
  },
};

/** While a rating is saved and reloaded: presses are ignored. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Rate this video' })).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(canvas.getByRole('button', { name: /^Like/ }));
    await expect(args.onRate).not.toHaveBeenCalled();
  },
};

/** Over the video frame (landscape). */
export const OnPlayer: Story = {
  args: { tone: 'player', myRating: 'like' },
  decorators: [
    (Story) => (
      <PlayerSurface>
        <Story />
      </PlayerSurface>
    ),
  ],
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Dislike/ }));
    await expect(args.onRate).toHaveBeenCalledWith('dislike');
  },
};

const ratings = [null, 'like', 'dislike'] as const;

/** Both tones × no rating, liked, disliked and busy, for visual tests. */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  render: () => (
    <Sheet columnMin={240} gap={12}>
      {ratings.map((rating) => (
        <SheetTile key={rating ?? 'none'} caption={`Page — ${rating ? `${rating}d` : 'not rated'}`}>
          <RatingButtons likeCount={1240} dislikeCount={18} myRating={rating} onRate={() => {}} />
        </SheetTile>
      ))}
      <SheetTile caption="Page — busy, no counts yet">
        <RatingButtons likeCount={0} dislikeCount={0} myRating={null} busy onRate={() => {}} />
      </SheetTile>
      {ratings.map((rating) => (
        <SheetTile
          key={`player-${rating ?? 'none'}`}
          caption={`Over the player — ${rating ? `${rating}d` : 'not rated'}`}
        >
          <PlayerSurface>
            <RatingButtons
              tone="player"
              likeCount={1240}
              dislikeCount={18}
              myRating={rating}
              onRate={() => {}}
            />
          </PlayerSurface>
        </SheetTile>
      ))}
      <SheetTile caption="Very long — seven-digit counts fit">
        <RatingButtons likeCount={1_234_567} dislikeCount={987_654} myRating="like" onRate={() => {}} />
      </SheetTile>
    </Sheet>
  ),
  play: async ({ canvasElement }) => {
    // Every target at least 24 × 24 px (WCAG 2.5.8), primary actions at least 44 px tall.
    await expect(touchTargetProblems(canvasElement)).toEqual([]);
    const sheet = within(canvasElement).getByTestId('sheet');
    await expect(within(sheet).getAllByRole('button', { name: 'Share' })).toHaveLength(8);
    await expectCaptioned(sheet);
    await expect(sheet.scrollWidth).toBeLessThanOrEqual(sheet.clientWidth);
  },
};
