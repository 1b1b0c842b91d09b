import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { tokens } from '../../tokens';
import { Button } from '../button';
import { ConfirmDialog } from './confirm-dialog';
import { onScreen } from '../../internal/on-screen';
import { longText, Sheet, SheetTile, sheetFitsPhone } from '../../internal/state-sheet';

const meta = {
  title: 'Design System/Dialogs/Confirm Dialog',
  component: ConfirmDialog,
  args: {
    open: false,
    question: 'Are you sure you want to Submit?',
    confirmLabel: 'OK',
    cancelLabel: 'Cancel',
    confirmVariant: 'primary',
    confirmLoading: false,
    onConfirm: fn(),
    onCancel: fn(),
  },
  argTypes: {
    question: { table: { category: 'Content' } },
    description: { control: 'text', table: { category: 'Content' } },
    confirmLabel: { table: { category: 'Content' } },
    cancelLabel: { table: { category: 'Content' } },
    confirmVariant: {
      control: 'inline-radio',
      options: ['primary', 'danger'],
      table: { category: 'Appearance' },
    },
    open: { control: false, table: { category: 'Behaviour' } },
    confirmLoading: { table: { category: 'Behaviour' } },
    inline: { control: false, table: { category: 'Behaviour' } },
    onConfirm: { table: { category: 'Events' } },
    onCancel: { table: { category: 'Events' } },
  },
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button onClick={() => setOpen(true)}>End Test</Button>
        <ConfirmDialog
          {...args}
          open={open}
          onConfirm={() => {
            args.onConfirm();
            if (!args.confirmLoading) setOpen(false);
          }}
          onCancel={() => {
            args.onCancel();
            setOpen(false);
          }}
        />
      </>
    );
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The test runner's End Test confirmation. Cancel takes focus; OK calls `onConfirm`. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const opener = canvas.getByRole('button', { name: 'End Test' });
    await userEvent.click(opener);
    const dialog = await canvas.findByRole('alertdialog', { name: 'Are you sure you want to Submit?' });
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(canvas.queryByRole('alertdialog')).toBeNull());
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onCancel).not.toHaveBeenCalled();
    await expect(opener).toHaveFocus();
  },
};

/** Before the question-flag dialog. Cancel (or Escape) calls `onCancel`. */
export const ReportError: Story = {
  args: {
    question: 'Do you want to report error(s) in this question?',
    cancelLabel: 'Cancel',
    confirmLabel: 'OK',
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'End Test' }));
    let dialog = await canvas.findByRole('alertdialog', {
      name: 'Do you want to report error(s) in this question?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(canvas.queryByRole('alertdialog')).toBeNull());
    await expect(args.onCancel).toHaveBeenCalledTimes(1);

    await userEvent.click(canvas.getByRole('button', { name: 'End Test' }));
    dialog = await canvas.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('alertdialog')).toBeNull());
    await expect(args.onCancel).toHaveBeenCalledTimes(2);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** A product whose trial was taken: labels exactly as the caller gives them ("not now" / "continue"). */
export const ContinueToBuy: Story = {
  args: {
    question: 'Do you want to continue to buy this product?',
    cancelLabel: 'not now',
    confirmLabel: 'continue',
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'End Test' }));
    const dialog = await canvas.findByRole('alertdialog', {
      name: 'Do you want to continue to buy this product?',
    });
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'continue' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.queryByRole('alertdialog')).toBeNull());
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

/** Confirming started work: the button spins, and Cancel, Escape and the backdrop wait for it. */
export const Loading: Story = {
  args: { confirmLoading: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'End Test' }));
    const dialog = await canvas.findByRole('alertdialog', { name: 'Are you sure you want to Submit?' });
    const ok = within(dialog).getByRole('button', { name: 'OK' });
    await expect(ok).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(ok);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeVisible();
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

/** A destructive confirmation: the confirming button is red. */
export const Danger: Story = {
  args: {
    question: 'Remove this quest from your cart?',
    confirmLabel: 'Remove',
    cancelLabel: 'Keep',
    confirmVariant: 'danger',
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'End Test' }));
    const dialog = await canvas.findByRole('alertdialog', { name: 'Remove this quest from your cart?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

const questionCaptions = [
  'Submit — a plain yes/no question',
  'Report — a question about this question',
  'Buy — lower-case button labels as the spec writes them',
];

const questions = [
  { question: 'Are you sure you want to Submit?', cancelLabel: 'Cancel', confirmLabel: 'OK' },
  { question: 'Do you want to report error(s) in this question?', cancelLabel: 'Cancel', confirmLabel: 'OK' },
  {
    question: 'Do you want to continue to buy this product?',
    cancelLabel: 'not now',
    confirmLabel: 'continue',
  },
];

/**
 * On a 360 px phone, over a page wider than the screen (a 640 px banner), with a question long enough to wrap:
 * the dialog is fixed to the screen and both buttons are on it, without scrolling the page.
 */
export const OnAPhone: Story = {
  args: {
    question: 'Are you sure you want to Submit? You have 4 unanswered questions and 2 flagged for review.',
    description: 'You cannot change your answers after you submit this attempt.',
  },
  globals: { viewport: { value: 'phone', isRotated: false } },
  decorators: [
    (Story) => (
      <>
        <div style={{ width: 640, height: 40, background: tokens.color.surface.sunken }} />
        <Story />
      </>
    ),
  ],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'End Test' }));
    const dialog = await canvas.findByRole('alertdialog', { name: args.question });
    await expect(getComputedStyle(dialog).position).toBe('fixed');
    await expect(onScreen(dialog)).toBe(true);
    await expect(onScreen(within(dialog).getByRole('button', { name: 'Cancel' }))).toBe(true);
    const ok = within(dialog).getByRole('button', { name: 'OK' });
    await expect(onScreen(ok)).toBe(true);
    await userEvent.click(ok);
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

/** Every question of the spec, plus loading and danger, drawn inline; at 360 px nothing overflows. */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  globals: { viewport: { value: 'phone', isRotated: false } },
  render: () => (
    <Sheet columnMin={320} gap={12}>
      {questions.map((q, i) => (
        <SheetTile key={q.question} caption={questionCaptions[i]!}>
          <ConfirmDialog inline open {...q} onConfirm={() => {}} onCancel={() => {}} />
        </SheetTile>
      ))}
      <SheetTile caption="Confirming — OK busy while the answer is sent">
        <ConfirmDialog
          inline
          open
          confirmLoading
          question="Submitting your answers…"
          cancelLabel="Cancel"
          confirmLabel="OK"
          onConfirm={() => {}}
          onCancel={() => {}}
        />
      </SheetTile>
      <SheetTile caption="Danger — the confirming action destroys something">
        <ConfirmDialog
          inline
          open
          confirmVariant="danger"
          question="Remove this quest from your cart?"
          cancelLabel="Keep"
          confirmLabel="Remove"
          onConfirm={() => {}}
          onCancel={() => {}}
        />
      </SheetTile>
      <SheetTile caption="Hindi — question, description and buttons in Devanagari" lang="hi">
        <ConfirmDialog
          inline
          open
          question="क्या आप सच में जमा करना चाहते हैं?"
          description="जमा करने के बाद आप अपने उत्तर नहीं बदल पाएँगे।"
          cancelLabel="रद्द करें"
          confirmLabel="जमा करें"
          onConfirm={() => {}}
          onCancel={() => {}}
        />
      </SheetTile>
      <SheetTile caption="Very long — a long question and an unbroken link wrap; long button labels stack">
        <ConfirmDialog
          inline
          open
          question={longText.sentence}
          description={longText.url}
          cancelLabel="Keep working on this mission"
          confirmLabel="Submit all answers and finish"
          onConfirm={() => {}}
          onCancel={() => {}}
        />
      </SheetTile>
    </Sheet>
  ),
  play: async (context) => {
    const sheet = within(context.canvasElement).getByTestId('sheet');
    await sheetFitsPhone(context);
    await expect(within(sheet).getAllByRole('alertdialog')).toHaveLength(7);
  },
};
