/**
 * Sample data, arg-table rows and shared checks of the test runner's stories (Templates/Test Runner and its
 * parts). Stories only; not exported from the package index.
 */
import { expect, userEvent, within } from 'storybook/test';
import { testRunnerViewTexts as t } from './test-runner-texts';

/** Raw strings for the KaTeX markup of the sample questions. */
export const m = String.raw;

/** Options 501, 502, … with each value as an inline formula. */
export const fractions = (...values: string[]) =>
  values.map((html, i) => ({ id: 501 + i, html: m`\(${html}\)` }));

/** Six questions: three answered, one skipped, two not reached. */
export const sampleMarks = [
  { answered: true },
  { answered: true },
  { answered: false },
  { answered: false, skipped: true },
  { answered: true },
  { answered: false },
];

/** The `saveStatus` control: on this device, synced, or nothing shown. */
export const saveStatusArgType = {
  control: 'inline-radio',
  options: ['saved on this device', 'synced', null],
  table: { category: 'Content' },
} as const;

/** The runner's steps the header draws (the view also has `closed`). */
export const runnerSteps = [
  'loading',
  'failed',
  'running',
  'confirmingSubmit',
  'timeUp',
  'submitting',
  'result',
  'reviewing',
] as const;

/** The submit confirmation: Cancel and OK reach `onCancelSubmit` and `onConfirmSubmit`. */
export async function playConfirmSubmit({
  args,
}: {
  args: { onCancelSubmit: () => void; onConfirmSubmit: () => void };
}) {
  const dialog = within(await within(document.body).findByRole('alertdialog', { name: t.confirmSubmit }));
  await userEvent.click(dialog.getByRole('button', { name: t.cancel }));
  await expect(args.onCancelSubmit).toHaveBeenCalledTimes(1);
  await userEvent.click(dialog.getByRole('button', { name: t.ok }));
  await expect(args.onConfirmSubmit).toHaveBeenCalledTimes(1);
}
