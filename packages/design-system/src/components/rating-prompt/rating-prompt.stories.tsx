import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { longText, Sheet, SheetTile, sheetFitsPhone } from '../../internal/state-sheet';
import { RatingPrompt, ratingPromptTexts as t, type RatingPromptProps } from './rating-prompt';

const meta = {
  title: 'Design System/Dialogs/Rating Prompt',
  component: RatingPrompt,
  args: {
    open: true,
    status: 'asked',
    choice: null,
    disabled: false,
    disabledReason: undefined,
    failure: null,
    inline: false,
    onLike: fn(),
    onDislike: fn(),
    onDismiss: fn(),
  },
  argTypes: {
    open: { table: { category: 'Behaviour' } },
    status: {
      control: 'inline-radio',
      options: ['asked', 'saving', 'failed'],
      table: { category: 'Behaviour' },
    },
    choice: { control: 'inline-radio', options: [null, 'like', 'dislike'], table: { category: 'Behaviour' } },
    disabled: { table: { category: 'Behaviour' } },
    disabledReason: { control: 'text', table: { category: 'Content' } },
    failure: { control: 'text', table: { category: 'Content' } },
    texts: { control: false, table: { category: 'Content' } },
    inline: { table: { category: 'Appearance' } },
    onLike: { table: { category: 'Events' } },
    onDislike: { table: { category: 'Events' } },
    onRetry: { table: { category: 'Events' } },
    onDismiss: { table: { category: 'Events' } },
  },
} satisfies Meta<typeof RatingPrompt>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const promptOf = async (canvasElement: HTMLElement, name: string = t.title) =>
  within(await body(canvasElement).findByRole(name === t.title ? 'dialog' : 'alertdialog', { name }));

/** Asked, as a modal after an unrated video ended: Like, Dislike, Not now and Escape report. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await promptOf(canvasElement);
    await expect(dialog.getByText(t.body)).toBeVisible();
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

/** In Hindi (issue 29): the question, its body and the three buttons in Hindi; each still reports. */
export const Hindi: Story = {
  globals: { locale: 'hi' },
  play: async ({ args, canvasElement }) => {
    const dialog = within(
      await body(canvasElement).findByRole('dialog', { name: 'क्या आपको यह वीडियो पसंद आया?' }),
    );
    await expect(dialog.getByText('लाइक या डिसलाइक करके हमें बताएँ।')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'लाइक' }));
    await expect(args.onLike).toHaveBeenCalledOnce();
    await userEvent.click(dialog.getByRole('button', { name: 'डिसलाइक' }));
    await expect(args.onDislike).toHaveBeenCalledOnce();
    await userEvent.click(dialog.getByRole('button', { name: 'अभी नहीं' }));
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
};

/** Liked: the like is being saved — Like spins, Dislike and Not now wait, Escape does not close. */
export const Liked: Story = {
  args: { status: 'saving', choice: 'like' },
  play: async ({ args, canvasElement }) => {
    const dialog = await promptOf(canvasElement);
    await expect(dialog.getByRole('button', { name: t.like })).toHaveAttribute('aria-busy', 'true');
    await expect(dialog.getByRole('button', { name: t.dislike })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(dialog.getByRole('button', { name: t.like }));
    await userEvent.click(dialog.getByRole('button', { name: t.dislike }));
    await userEvent.click(dialog.getByRole('button', { name: t.notNow }));
    await userEvent.keyboard('{Escape}');
    await expect(args.onLike).not.toHaveBeenCalled();
    await expect(args.onDislike).not.toHaveBeenCalled();
    await expect(args.onDismiss).not.toHaveBeenCalled();
    await expect(await promptOf(canvasElement)).toBeTruthy();
  },
};

/** Disliked: the dislike is being saved — Dislike spins, Like waits. */
export const Disliked: Story = {
  args: { status: 'saving', choice: 'dislike' },
  play: async ({ args, canvasElement }) => {
    const dialog = await promptOf(canvasElement);
    await expect(dialog.getByRole('button', { name: t.dislike })).toHaveAttribute('aria-busy', 'true');
    await expect(dialog.getByRole('button', { name: t.like })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(dialog.getByRole('button', { name: t.like }));
    await expect(args.onLike).not.toHaveBeenCalled();
  },
};

/** Failed: saving the like failed — an error dialog (read at once) offers Try again, which sends the like again. */
export const Failed: Story = {
  args: { status: 'failed', choice: 'like' },
  play: async ({ args, canvasElement }) => {
    const dialog = await promptOf(canvasElement, t.failedTitle);
    await expect(dialog.getByText(t.failedBody)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: t.retry }));
    await expect(args.onLike).toHaveBeenCalledOnce();
    await expect(args.onDislike).not.toHaveBeenCalled();
    await userEvent.click(dialog.getByRole('button', { name: t.notNow }));
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
};

/** Failed with the server's message and a caller's own retry: Try again calls `onRetry`, not the choice's event. */
export const FailedWithRetry: Story = {
  args: {
    status: 'failed',
    choice: 'dislike',
    failure: 'The rating service is busy. Please try again in a minute.',
    onRetry: fn(),
  },
  play: async ({ args, canvasElement }) => {
    const dialog = await promptOf(canvasElement, t.failedTitle);
    await expect(dialog.getByText(args.failure!)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: t.retry }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    await expect(args.onDislike).not.toHaveBeenCalled();
  },
};

/** Disabled: rating is not possible now; the reason replaces the body and Like and Dislike ignore presses. */
export const Disabled: Story = {
  args: { disabled: true, disabledReason: 'You are offline. Rate this video when you are back online.' },
  play: async ({ args, canvasElement }) => {
    const dialog = await promptOf(canvasElement);
    await expect(dialog.getByText(args.disabledReason!)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: t.like }));
    await userEvent.click(dialog.getByRole('button', { name: t.dislike }));
    await expect(args.onLike).not.toHaveBeenCalled();
    await expect(args.onDislike).not.toHaveBeenCalled();
    await userEvent.click(dialog.getByRole('button', { name: t.notNow }));
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
};

/** Drawn in the page flow, as the player's design sheets show it. */
export const Inline: Story = {
  args: { inline: true },
  play: async ({ canvasElement }) => {
    await expect((await promptOf(canvasElement)).getByText(t.body)).toBeVisible();
  },
};

/** Closed: nothing shows. */
export const Closed: Story = {
  args: { open: false },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

const noop = () => {};
const tile = (props: Partial<RatingPromptProps>) => (
  <RatingPrompt open inline onLike={noop} onDislike={noop} onDismiss={noop} {...props} />
);

/** Every state on one sheet, drawn inline for visual review; at 360 px nothing overflows. */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  globals: { viewport: { value: 'phone', isRotated: false } },
  render: () => (
    <Sheet columnMin={320} gap={12}>
      <SheetTile caption="Asked — an unrated video ended: Not now, Dislike, Like">{tile({})}</SheetTile>
      <SheetTile caption="Liked — the like is being saved: Like spins, the rest waits">
        {tile({ status: 'saving', choice: 'like' })}
      </SheetTile>
      <SheetTile caption="Disliked — the dislike is being saved: Dislike spins">
        {tile({ status: 'saving', choice: 'dislike' })}
      </SheetTile>
      <SheetTile caption="Failed — saving failed: an error dialog with Try again">
        {tile({ status: 'failed', choice: 'like' })}
      </SheetTile>
      <SheetTile caption="Disabled — rating not possible now, the reason as the body">
        {tile({
          disabled: true,
          disabledReason: 'You are offline. Rate this video when you are back online.',
        })}
      </SheetTile>
      <SheetTile caption="Hindi — the texts a Hindi build passes" lang="hi">
        {tile({
          texts: {
            title: 'क्या आपको यह वीडियो पसंद आया?',
            body: 'पसंद या नापसंद करके हमें बताइए।',
            like: 'पसंद',
            dislike: 'नापसंद',
            notNow: 'अभी नहीं',
          },
        })}
      </SheetTile>
      <SheetTile caption="Very long — a 160-character failure message and an unbroken address wrap">
        {tile({ status: 'failed', choice: 'dislike', failure: `${longText.sentence} ${longText.email}` })}
      </SheetTile>
    </Sheet>
  ),
  play: async (context) => {
    const sheet = within(within(context.canvasElement).getByTestId('sheet'));
    await sheetFitsPhone(context);
    await expect(sheet.getAllByRole('dialog')).toHaveLength(5);
    await expect(sheet.getAllByRole('alertdialog')).toHaveLength(2);
  },
};
