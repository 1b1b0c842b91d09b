import { useState, type ComponentProps } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { cardColumn } from '../card-stories-shared/story-helpers';
import { sheetFitsPhone, SheetTile, StateSheet as Sheet } from '../../internal/state-sheet';
// Loaded up front (stories only), so formulas draw at once, not a skeleton.
import '../rich-text/rich-text-engine';
import '../rich-text/rich-text-math';
import {
  fractionQuestion,
  hindiQuestion,
  longQuestion,
  primesQuestion,
  unbrokenQuestion,
} from './question-fixtures';
import { QUESTION_VIEW_TEXTS as t, QuestionView } from './question-view';

type Props = ComponentProps<typeof QuestionView>;

/** Keeps the chosen ids in story state, as the runner does (toggle for check boxes, pick for radios). */
function Controlled(args: Props) {
  const [selected, setSelected] = useState<readonly number[]>(args.selectedIds);
  return (
    <QuestionView
      {...args}
      selectedIds={selected}
      onToggle={(id) => {
        setSelected((current) =>
          !args.multiple ? [id] : current.includes(id) ? current.filter((x) => x !== id) : [...current, id],
        );
        args.onToggle?.(id);
      }}
    />
  );
}

const LAZY = { timeout: 10_000 };

const meta = {
  title: 'Design System/Assessment/Question View',
  component: QuestionView,
  render: Controlled,
  args: {
    number: 3,
    total: 10,
    html: fractionQuestion.html,
    multiple: false,
    options: fractionQuestion.options,
    selectedIds: [],
    disabled: false,
    headingLevel: 2,
    onToggle: fn(),
  },
  argTypes: {
    number: { control: { type: 'number', min: 1 }, table: { category: 'Content' } },
    total: { control: { type: 'number', min: 1 }, table: { category: 'Content' } },
    html: { control: 'text', table: { category: 'Content' } },
    options: { control: 'object', table: { category: 'Content' } },
    selectedIds: { control: 'object', table: { category: 'Content' } },
    multiple: { table: { category: 'Behaviour' } },
    disabled: { table: { category: 'Behaviour' } },
    review: { control: 'object', table: { category: 'Behaviour' } },
    headingLevel: { control: 'inline-radio', options: [2, 3], table: { category: 'Accessibility' } },
    onToggle: { table: { category: 'Events' } },
    className: { table: { disable: true } },
  },
  decorators: [cardColumn(720)],
} satisfies Meta<typeof QuestionView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A QT02 question: radios in a group named "Question 3 of 10"; the formula options render with KaTeX. */
export const Default: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Question 3 of 10' })).toBeVisible();
    const group = within(canvas.getByRole('group', { name: 'Question 3 of 10' }));
    await waitFor(
      () => expect(canvasElement.querySelectorAll('.katex').length).toBeGreaterThanOrEqual(5),
      LAZY,
    );
    const radios = group.getAllByRole('radio');
    await expect(radios).toHaveLength(4);
    await userEvent.click(radios[2]!);
    await expect(args.onToggle).toHaveBeenLastCalledWith(103);
    await expect(radios[2]).toBeChecked();
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onToggle).toHaveBeenLastCalledWith(102);
    await expect(radios[1]).toBeChecked();
  },
};

/** A QT01/QT04/QT09 question: check boxes; each tick or untick reports the option id. */
export const Multiple: Story = {
  args: { multiple: true, html: primesQuestion.html, options: primesQuestion.options, selectedIds: [201] },
  play: async ({ args, canvas }) => {
    const group = within(canvas.getByRole('group', { name: 'Question 3 of 10' }));
    // Named once the options' text is typeset (KaTeX loads on the first formula; a story run alone waits for it).
    await expect(await group.findByRole('checkbox', { name: 'A 2' })).toBeChecked();
    await userEvent.click(group.getByRole('checkbox', { name: 'C 11' }));
    await expect(args.onToggle).toHaveBeenLastCalledWith(203);
    await userEvent.click(group.getByRole('checkbox', { name: 'A 2' }));
    await expect(args.onToggle).toHaveBeenLastCalledWith(201);
    await expect(group.getByRole('checkbox', { name: 'A 2' })).not.toBeChecked();
    await userEvent.keyboard(' ');
    await expect(group.getByRole('checkbox', { name: 'A 2' })).toBeChecked();
    await expect(args.onToggle).toHaveBeenCalledTimes(3);
  },
};

/** Locked while the attempt is submitted or time is up: nothing can change. */
export const Disabled: Story = {
  args: { disabled: true, selectedIds: [101] },
  play: async ({ args, canvas }) => {
    const radios = canvas.getAllByRole('radio');
    for (const radio of radios) await expect(radio).toBeDisabled();
    await userEvent.click(radios[1]!);
    await expect(args.onToggle).not.toHaveBeenCalled();
    await expect(radios[0]).toBeChecked();
  },
};

/** A long question with long options: it wraps on a 360 px phone and never scrolls sideways. */
export const LongQuestion: Story = {
  args: { html: longQuestion.html, options: longQuestion.options, number: 12, total: 12 },
  render: (args) => (
    <div data-testid="phone" style={{ width: 360 }}>
      <Controlled {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const phone = canvas.getByTestId('phone');
    await expect(phone.scrollWidth).toBeLessThanOrEqual(phone.clientWidth);
  },
};

/** Review, one answer: the learner's wrong pick and the correct option are marked in words and with an icon. */
export const ReviewWrong: Story = {
  args: { selectedIds: [102], review: { correctIds: fractionQuestion.correctIds } },
  play: async ({ args, canvas }) => {
    const radios = canvas.getAllByRole('radio');
    for (const radio of radios) await expect(radio).toBeDisabled();
    await expect(radios[1]).toBeChecked();
    await expect(canvas.getByText(t.yourIncorrect)).toBeVisible();
    await expect(canvas.getByText(t.correct)).toBeVisible();
    await expect(canvas.queryByText(t.yourCorrect)).toBeNull();
    await userEvent.click(radios[0]!);
    await expect(args.onToggle).not.toHaveBeenCalled();
  },
};

/** Review, several answers: right picks, a wrong pick and a missed correct option. */
export const ReviewMultiple: Story = {
  args: {
    multiple: true,
    html: primesQuestion.html,
    options: primesQuestion.options,
    selectedIds: [201, 202],
    review: { correctIds: primesQuestion.correctIds },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText(t.yourCorrect)).toHaveLength(1);
    await expect(canvas.getAllByText(t.yourIncorrect)).toHaveLength(1);
    await expect(canvas.getAllByText(t.correct)).toHaveLength(2);
    await expect(canvas.getByRole('checkbox', { name: 'B 9' })).toBeChecked();
  },
};

/** Radio and check-box questions, chosen, disabled, in review, and long, for the visual tests. */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  render: () => (
    <Sheet columnMin={420} gap={24}>
      <SheetTile caption="One answer — chosen, formulas in the options">
        <QuestionView
          number={1}
          total={12}
          html={fractionQuestion.html}
          multiple={false}
          options={fractionQuestion.options}
          selectedIds={[101]}
        />
      </SheetTile>
      <SheetTile caption="Several answers — two chosen">
        <QuestionView
          number={2}
          total={12}
          html={primesQuestion.html}
          multiple
          options={primesQuestion.options}
          selectedIds={[201, 203]}
        />
      </SheetTile>
      <SheetTile caption="Disabled — time is up">
        <QuestionView
          number={3}
          total={12}
          html={primesQuestion.html}
          multiple
          options={primesQuestion.options}
          selectedIds={[205]}
          disabled
        />
      </SheetTile>
      <SheetTile caption="Review — right and wrong choices marked">
        <QuestionView
          number={4}
          total={12}
          html={primesQuestion.html}
          multiple
          options={primesQuestion.options}
          selectedIds={[201, 202]}
          review={{ correctIds: primesQuestion.correctIds }}
        />
      </SheetTile>
      <SheetTile caption="Review — not answered, the right option shown">
        <QuestionView
          number={5}
          total={12}
          html={fractionQuestion.html}
          multiple={false}
          options={fractionQuestion.options}
          selectedIds={[]}
          review={{ correctIds: fractionQuestion.correctIds }}
        />
      </SheetTile>
      <SheetTile caption="Hindi — question and options in Hindi" lang="hi">
        <QuestionView
          number={6}
          total={12}
          html={hindiQuestion.html}
          multiple={false}
          options={hindiQuestion.options}
          selectedIds={[401]}
        />
      </SheetTile>
      <SheetTile caption="Very long — a long question and long options wrap">
        <QuestionView
          number={12}
          total={12}
          html={longQuestion.html}
          multiple={false}
          options={longQuestion.options}
          selectedIds={[302]}
        />
      </SheetTile>
      <SheetTile caption="Very long — an unbroken link and word break inside the options">
        <QuestionView
          number={7}
          total={12}
          html={unbrokenQuestion.html}
          multiple={false}
          options={unbrokenQuestion.options}
          selectedIds={[501]}
        />
      </SheetTile>
    </Sheet>
  ),
  play: sheetFitsPhone,
};
