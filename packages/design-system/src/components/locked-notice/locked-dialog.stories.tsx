import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LockedDialog } from './locked-dialog';
import { lockControls } from './locked-story-controls';
import { lockedTexts as t } from './locked-texts';
import { Sheet, SheetTile, expectCaptioned } from '../../internal/state-sheet';

type Props = ComponentProps<typeof LockedDialog>;

const meta = {
  title: 'Design System/Dialogs/Locked Dialog',
  component: LockedDialog,
  // On docs pages each story is drawn in its own frame, so an open modal stays in it and does not cover the page.
  parameters: { docs: { story: { inline: false, iframeHeight: '640px' } } },
  args: {
    open: true,
    reason: 'location',
    kind: 'Play',
    subject: 'Fraction Pizza Builder',
    buying: false,
    buyError: null,
    onBuy: fn(),
    onClose: fn(),
  },
  argTypes: {
    ...lockControls,
    subject: { table: { category: 'Content' } },
    open: { table: { category: 'Behaviour' } },
    inline: { control: false, table: { category: 'Appearance' } },
    onBuy: { table: { category: 'Events' } },
    onClose: { table: { category: 'Events' } },
  },
} satisfies Meta<typeof LockedDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const alert = (name: string) => within(document.body).findByRole('alertdialog', { name });

/** A tapped card whose kind the location locks: the kind's text, what to do, and OK (focused) closes it. */
export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await alert(t.locationTitle);
    await expect(dialog).toHaveAccessibleDescription('Play content is locked for your location.');
    const d = within(dialog);
    await expect(d.getByText('Fraction Pizza Builder')).toBeVisible();
    await expect(d.getByText(t.locationHint)).toBeVisible();
    await expect(d.queryByRole('button', { name: t.buyNow })).toBeNull();
    await expect(d.getByRole('button', { name: t.ok })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** The trial is over: "Trial Expired" with the spec's text, "Not now" (focused) and "Buy now". */
export const TrialOver: Story = {
  args: { reason: 'trial', kind: undefined, subject: 'Grade 7 Science Quest' },
  play: async ({ args }) => {
    const dialog = await alert('Trial Expired');
    await expect(dialog).toHaveAccessibleDescription(
      'Your trial has expired. Please buy the product to get access to its contents.',
    );
    const d = within(dialog);
    await expect(d.getByRole('button', { name: t.notNow })).toHaveFocus();
    await userEvent.click(d.getByRole('button', { name: t.buyNow }));
    await expect(args.onBuy).toHaveBeenCalledOnce();
    await userEvent.click(d.getByRole('button', { name: t.notNow }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** Preparing the purchase: "Buy now" shows progress; Escape does not close the dialog. */
export const Buying: Story = {
  args: { reason: 'trial', buying: true },
  play: async ({ args }) => {
    const dialog = await alert(t.trialTitle);
    await expect(within(dialog).getByRole('button', { name: t.buyNow })).toHaveAttribute('aria-busy', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(dialog).toBeVisible();
  },
};

/** The purchase could not start: the server's message as an alert. */
export const BuyFailed: Story = {
  args: { reason: 'trial', buyError: 'Something went wrong. Please try again.' },
  play: async () => {
    const dialog = await alert(t.trialTitle);
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Something went wrong. Please try again.',
    );
  },
};

/** The quest is not the student's: the server's reason and OK. */
export const NotInQuest: Story = {
  args: { reason: 'notInQuest', kind: undefined, message: 'This test is not assigned to you.' },
  play: async ({ args }) => {
    const dialog = await alert(t.notInQuestTitle);
    await expect(dialog).toHaveAccessibleDescription('This test is not assigned to you.');
    await userEvent.click(within(dialog).getByRole('button', { name: t.ok }));
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(args.onBuy).not.toHaveBeenCalled();
  },
};

/** Any other refusal of the server, in its words. */
export const Refused: Story = {
  args: {
    reason: 'refused',
    kind: undefined,
    message: 'Masterclasses are part of the GO_CODERZ mission of your quest.',
  },
  play: async () => {
    const dialog = await alert(t.refusedTitle);
    await expect(dialog).toHaveAccessibleDescription(
      'Masterclasses are part of the GO_CODERZ mission of your quest.',
    );
  },
};

/** In Hindi (issue 29): a location lock's heading, text (the kind keeps its product name), hint and OK in Hindi. */
export const Hindi: Story = {
  globals: { locale: 'hi' },
  play: async ({ args }) => {
    const dialog = await alert('आपकी लोकेशन पर लॉक है');
    await expect(dialog).toHaveAccessibleDescription('Play सामग्री आपकी लोकेशन के लिए लॉक है।');
    const d = within(dialog);
    await expect(d.getByText('Fraction Pizza Builder')).toBeVisible();
    await expect(
      d.getByText('आपकी लोकेशन पर कौन-सी सामग्री खुलेगी, यह आपका स्कूल तय करता है। कृपया अपने शिक्षक से पूछें।'),
    ).toBeVisible();
    await expect(d.getByRole('button', { name: 'ठीक है' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** At phone width (360 px) the text wraps and the actions fit. */
export const PhoneWidth: Story = {
  args: { reason: 'trial', subject: 'Spectrum Foundation Programme for Olympiad Preparation (Grade 10)' },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async () => {
    const dialog = await alert(t.trialTitle);
    const box = dialog.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    const buy = within(dialog).getByRole('button', { name: t.buyNow }).getBoundingClientRect();
    await expect(buy.right).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** The captions of the state sheet's tiles, in the order of its states. */
const sheetCaptions = [
  'Trial — trial ended, names the quest',
  'Location — not available where you are',
  'Not in quest — outside the learner’s quest',
  'Refused — the server’s reason, no subject',
];

/** Every reason side by side (drawn in the page flow) for the visual tests. */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  render: (args) => (
    <Sheet>
      {(
        [
          { reason: 'trial', subject: 'Grade 7 Science Quest' },
          { reason: 'location', kind: 'Play' },
          { reason: 'notInQuest' },
          { reason: 'refused', subject: undefined },
        ] as Partial<Props>[]
      ).map((state, i) => (
        <SheetTile key={i} caption={sheetCaptions[i]!}>
          <LockedDialog {...args} {...state} inline />
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
