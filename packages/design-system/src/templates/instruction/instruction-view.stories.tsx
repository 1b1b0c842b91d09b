import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
// Loaded up front (stories only), so the directions draw at once, not a skeleton.
import '../../components/rich-text/rich-text-engine';
import { InstructionView, instructionTexts as t } from './instruction-view';
import { sheetFitsPhone, SheetTile, StateSheet as Sheet } from '../../internal/state-sheet';

const LAZY = { timeout: 10_000 };

const directions = `<ol>
<li>The test has <strong>12 questions</strong> and lasts 20 minutes.</li>
<li>Some questions have more than one correct answer: tick every one.</li>
<li>You can move between questions with the numbers at the top, and flag a question that looks wrong.</li>
<li>When the time is up, the test is submitted by itself.</li>
</ol>`;

const longDirections = `<p><strong>Read these directions carefully before you begin.</strong> This olympiad practice paper
checks fractions, decimals, ratio and proportion, and the metric units you studied this term.</p>
${Array.from(
  { length: 8 },
  (_, i) => `<h3>Section ${i + 1}</h3>
<p>Questions in this section carry one mark each. There is no negative marking, so attempt every question even if you
are unsure. Write your rough work on paper; a calculator is not allowed. Long words like interdisciplinaryproblemsolving
wrap on small screens.</p>`,
).join('\n')}`;

const meta = {
  title: 'Templates/Instruction',
  component: InstructionView,
  args: {
    status: 'ready',
    contentName: 'Fractions — Chapter Test',
    minutes: 20,
    questions: 12,
    directionsHtml: directions,
    beginning: false,
    as: 'div',
    onBegin: fn(),
    onBack: fn(),
    onRetry: fn(),
  },
  argTypes: {
    status: {
      control: 'inline-radio',
      options: ['loading', 'ready', 'failed', 'locked'],
      table: { category: 'Behaviour' },
    },
    contentName: { table: { category: 'Content' } },
    minutes: { control: { type: 'number', min: 0 }, table: { category: 'Content' } },
    questions: { control: { type: 'number', min: 0 }, table: { category: 'Content' } },
    directionsHtml: { control: 'text', table: { category: 'Content' } },
    error: { control: 'text', table: { category: 'Content' } },
    lock: { control: 'object', table: { category: 'Content' } },
    beginning: { table: { category: 'Behaviour' } },
    as: { control: 'inline-radio', options: ['main', 'div'], table: { category: 'Accessibility' } },
    onBegin: { table: { category: 'Events' } },
    onBack: { table: { category: 'Events' } },
    onRetry: { table: { category: 'Events' } },
    className: { table: { disable: true } },
  },
} satisfies Meta<typeof InstructionView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The test's name, "Instruction For Assessment", time and questions, the directions and Begin Test. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Fractions — Chapter Test' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: t.heading })).toBeVisible();
    const terms = canvas.getAllByRole('term').map((term) => term.textContent);
    const values = canvas.getAllByRole('definition').map((value) => value.textContent);
    await expect(terms).toEqual([t.time, t.questions]);
    await expect(values).toEqual(['20 min', '12']);
    const region = canvas.getByRole('region', { name: t.directions });
    await waitFor(() => expect(within(region).getAllByRole('listitem')).toHaveLength(4), LAZY);
    await userEvent.click(canvas.getByRole('button', { name: t.begin }));
    await expect(args.onBegin).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: t.back }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

/** In Hindi (issue 29): the page's texts in Hindi; the test's name, its minutes and the directions stay as sent. */
export const Hindi: Story = {
  globals: { locale: 'hi' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Fractions — Chapter Test' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'टेस्ट के लिए निर्देश' })).toBeVisible();
    await expect(canvas.getAllByRole('term').map((term) => term.textContent)).toEqual(['समय', 'प्रश्न']);
    await expect(canvas.getByRole('region', { name: 'निर्देश' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'टेस्ट शुरू करें' }));
    await expect(args.onBegin).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'वापस' }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

/** While the test loads: skeletons under the header, announced once as "Loading…". */
export const Loading: Story = {
  args: { status: 'loading', contentName: '' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: t.heading })).toBeVisible();
    await expect(canvas.getByText(t.loading)).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: t.begin })).toBeNull();
  },
};

/** The test could not be loaded: the server's text (or "Failed to fetch data") with Try again. */
export const Failed: Story = {
  args: { status: 'failed', error: 'Failed to fetch data' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: t.failedTitle })).toBeVisible();
    await expect(canvas.getByText('Failed to fetch data')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t.retry }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('button', { name: t.begin })).toBeNull();
  },
};

const buy = fn();

/**
 * The server refused the test (ADR 0105): LockedNotice with why, Buy now and Go back — no Try again and no Begin
 * Test. Here the trial of the quest is over.
 */
export const Locked: Story = {
  args: { status: 'locked', lock: { reason: 'trial', onBuy: buy } },
  play: async ({ args, canvas }) => {
    buy.mockClear();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Trial Expired' })).toBeVisible();
    await expect(
      canvas.getByText('Your trial has expired. Please buy the product to get access to its contents.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t.retry })).toBeNull();
    await expect(canvas.queryByRole('button', { name: t.begin })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Buy now' }));
    await expect(buy).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Go back' }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

/** Refused because the test is not the student's: the server's reason (`error`) with Go back. */
export const LockedNotInQuest: Story = {
  args: { status: 'locked', error: 'This test is not assigned to you.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'This content is locked' })).toBeVisible();
    await expect(canvas.getByText('This test is not assigned to you.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Buy now' })).toBeNull();
  },
};

/** Starting the attempt: Begin Test shows progress and ignores further presses. */
export const Beginning: Story = {
  args: { beginning: true },
  play: async ({ args, canvas }) => {
    const begin = canvas.getByRole('button', { name: new RegExp(t.begin) });
    await expect(begin).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(begin);
    await expect(args.onBegin).not.toHaveBeenCalled();
  },
};

/** Long directions and a long name on a phone: everything wraps, nothing scrolls sideways. */
export const LongDirections: Story = {
  args: {
    contentName: 'Olympiad practice paper: fractions, decimals, ratio and proportion, metric units (Term 2)',
    minutes: 75,
    questions: 40,
    directionsHtml: longDirections,
  },
  render: (args) => (
    <div data-testid="phone" style={{ width: 360 }}>
      <InstructionView {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const phone = canvas.getByTestId('phone');
    await waitFor(() => expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(8), LAZY);
    await expect(phone.scrollWidth).toBeLessThanOrEqual(phone.clientWidth);
    await expect(canvas.getByText('75 min')).toBeVisible();
  },
};

/** Ready, loading and failed, for the visual tests. */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  render: (args) => (
    <Sheet gap={24}>
      {/* Each state in its own named section, so the three headers are not page-wide banners. */}
      <SheetTile caption="Ready — the instructions and Start">
        <section aria-label="Ready">
          <InstructionView {...args} />
        </section>
      </SheetTile>
      <SheetTile caption="Loading — no content name yet">
        <section aria-label="Loading">
          <InstructionView {...args} status="loading" contentName="" />
        </section>
      </SheetTile>
      <SheetTile caption="Failed — the error and Try again">
        <section aria-label="Failed">
          <InstructionView {...args} status="failed" error="Failed to fetch data" />
        </section>
      </SheetTile>
    </Sheet>
  ),
  play: sheetFitsPhone,
};
