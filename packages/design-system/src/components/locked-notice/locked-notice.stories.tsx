import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { LockedNotice } from './locked-notice';
import { lockControls } from './locked-story-controls';
import { lockedTexts as t } from './locked-texts';
import { Sheet, SheetTile, expectCaptioned } from '../../internal/state-sheet';

type Props = ComponentProps<typeof LockedNotice>;

const meta = {
  title: 'Design System/Feedback/Locked Notice',
  component: LockedNotice,
  args: {
    reason: 'location',
    kind: 'Play',
    buying: false,
    buyError: null,
    onBuy: fn(),
    onBack: fn(),
  },
  argTypes: {
    ...lockControls,
    headingLevel: { table: { category: 'Accessibility' } },
    onBuy: { table: { category: 'Events' } },
    onBack: { table: { category: 'Events' } },
  },
} satisfies Meta<typeof LockedNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A direct link to content whose kind the location locks: the kind's text, what to do, Go back; no Buy, no retry. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: t.locationTitle })).toBeVisible();
    await expect(canvas.getByText('Play content is locked for your location.')).toBeVisible();
    await expect(canvas.getByText(t.locationHint)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t.buyNow })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /try again/i })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: t.back }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

/** The trial is over: "Trial Expired", the spec's text, Buy now and Go back. */
export const TrialOver: Story = {
  args: { reason: 'trial', kind: undefined },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Trial Expired' })).toBeVisible();
    await expect(
      canvas.getByText('Your trial has expired. Please buy the product to get access to its contents.'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t.buyNow }));
    await expect(args.onBuy).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: t.back }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

/** Preparing the purchase: Buy now shows progress and Go back waits. */
export const Buying: Story = {
  args: { reason: 'trial', buying: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: t.buyNow })).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(canvas.getByRole('button', { name: t.back }));
    await expect(args.onBack).not.toHaveBeenCalled();
  },
};

/** The purchase could not start: the server's message as an alert above the actions. */
export const BuyFailed: Story = {
  args: { reason: 'trial', buyError: 'Something went wrong. Please try again.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
  },
};

/** The test is not the student's: the server's reason, Go back. */
export const NotInQuest: Story = {
  args: { reason: 'notInQuest', kind: undefined, message: 'This test is not assigned to you.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: t.notInQuestTitle })).toBeVisible();
    await expect(canvas.getByText('This test is not assigned to you.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t.buyNow })).toBeNull();
  },
};

/** Another refusal of the server, in its words. */
export const Refused: Story = {
  args: {
    reason: 'refused',
    kind: undefined,
    message: 'Masterclasses are part of the GO_CODERZ mission of your quest.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: t.refusedTitle })).toBeVisible();
    await expect(
      canvas.getByText('Masterclasses are part of the GO_CODERZ mission of your quest.'),
    ).toBeVisible();
  },
};

/** At phone width (360 px) the text wraps and both actions stay on the screen. */
export const PhoneWidth: Story = {
  args: { reason: 'trial' },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    for (const name of [t.buyNow, t.back]) {
      const box = canvas.getByRole('button', { name }).getBoundingClientRect();
      await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    }
    const root = canvasElement.firstElementChild as HTMLElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

/** The captions of the state sheet's tiles, in the order of its states. */
const sheetCaptions = [
  'Trial — buying failed, with the reason',
  'Location — not available where you are',
  'Not in quest — outside the learner’s quest',
  'Refused — the server’s own message',
];

/** Every reason side by side for the visual tests (the trial with a failed purchase; headings stay unique). */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  render: (args) => (
    <Sheet>
      {(
        [
          { reason: 'trial', buyError: 'Something went wrong. Please try again.' },
          { reason: 'location', kind: 'Play' },
          { reason: 'notInQuest' },
          { reason: 'refused', message: 'Masterclasses are part of the GO_CODERZ mission of your quest.' },
        ] as Partial<Props>[]
      ).map((state, i) => (
        <SheetTile key={i} caption={sheetCaptions[i]!}>
          <LockedNotice {...args} {...state} />
        </SheetTile>
      ))}
    </Sheet>
  ),
  play: async ({ canvasElement }) => {
    const sheet = canvasElement.firstElementChild as HTMLElement;
    await expectCaptioned(sheet);
    await expect(sheet.scrollWidth).toBeLessThanOrEqual(sheet.clientWidth);
  },
};
