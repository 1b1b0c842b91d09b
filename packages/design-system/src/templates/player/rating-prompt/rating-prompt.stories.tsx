import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { playerViewTexts as t } from '../player-model';
import { RatingPrompt } from './rating-prompt';

const meta = {
  title: 'Templates/Player/Rating Prompt',
  component: RatingPrompt,
  args: { open: true, inline: false, onLike: fn(), onDislike: fn(), onDismiss: fn() },
  argTypes: {
    open: { table: { category: 'Behaviour' } },
    inline: { table: { category: 'Appearance' } },
    onLike: { table: { category: 'Events' } },
    onDislike: { table: { category: 'Events' } },
    onDismiss: { table: { category: 'Events' } },
  },
} satisfies Meta<typeof RatingPrompt>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.body).findByRole('dialog', { name: t.ratingPromptTitle });

/** Open as a modal: Like, Dislike, Not now and Escape report. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = within(await dialogOf(canvasElement));
    await userEvent.click(dialog.getByRole('button', { name: t.like }));
    await expect(args.onLike).toHaveBeenCalledOnce();
    await userEvent.click(dialog.getByRole('button', { name: t.dislike }));
    await expect(args.onDislike).toHaveBeenCalledOnce();
    await userEvent.click(dialog.getByRole('button', { name: t.notNow }));
    await expect(args.onDismiss).toHaveBeenCalledOnce();
    await userEvent.keyboard('{Escape}');
    await expect(args.onDismiss).toHaveBeenCalledTimes(2);
  },
};

/** Drawn in the page flow, as the player's design sheets show it. */
export const Inline: Story = {
  args: { inline: true },
  play: async ({ canvasElement }) => {
    await expect(await dialogOf(canvasElement)).toHaveTextContent(t.ratingPromptBody);
  },
};

/** Closed: nothing shows. */
export const Closed: Story = {
  args: { open: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull();
  },
};
