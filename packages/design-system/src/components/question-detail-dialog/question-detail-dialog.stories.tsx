import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { longText, sheetFitsPhone, SheetTile, StateSheet as Sheet } from '../../internal/state-sheet';
import {
  QuestionDetailDialog,
  questionDetailTexts as t,
  type QuestionDetailDialogProps,
} from './question-detail-dialog';

/** A QT02 question the student answered wrong: option B is right, C was chosen. */
const wrongAnswer: QuestionDetailDialogProps = {
  open: true,
  questionNumber: 4,
  questionHtml: '<p>Which gas do plants take in during <strong>photosynthesis</strong>?</p>',
  options: [
    { id: 1, html: 'Oxygen', correct: false, selected: false },
    { id: 2, html: 'Carbon dioxide', correct: true, selected: false },
    { id: 3, html: 'Nitrogen', correct: false, selected: true },
    { id: 4, html: 'Hydrogen', correct: false, selected: false },
  ],
  result: 'incorrect',
  timeSpent: 42.456,
  difficulty: 2,
  attemptPercentage: 92.5,
  rightPercentage: 61.3333,
  wrongPercentage: 31.1666,
  averageTimeAll: 38.005,
  averageTimeTop10: 21.5,
  onClose: fn(),
};

/** A correct answer with a formula. */
const rightAnswer: Partial<QuestionDetailDialogProps> = {
  questionNumber: 1,
  questionHtml: '<p>Simplify \\( \\frac{3}{4} + \\frac{1}{8} \\).</p>',
  options: [
    { id: 1, html: '\\( \\frac{7}{8} \\)', correct: true, selected: true },
    { id: 2, html: '\\( \\frac{4}{12} \\)', correct: false, selected: false },
  ],
  result: 'correct',
  difficulty: 1,
  timeSpent: 12,
};

/** An image question the student did not answer. */
const imageUnanswered: Partial<QuestionDetailDialogProps> = {
  questionNumber: 7,
  image: true,
  questionHtml: '<p>Identify the labelled part of the flower.</p>',
  options: [
    { id: 1, html: 'Petal', correct: false, selected: false },
    { id: 2, html: 'Stamen', correct: true, selected: false },
  ],
  result: 'unanswered',
  timeSpent: null,
  difficulty: 3,
};

/** An opener and the dialog, as the report page shows it. */
function WithOpener(args: QuestionDetailDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open question</Button>
      <QuestionDetailDialog
        {...args}
        open={open}
        onClose={() => {
          setOpen(false);
          args.onClose();
        }}
      />
    </>
  );
}

const meta = {
  title: 'Design System/Dialogs/Question Detail Dialog',
  component: QuestionDetailDialog,
  // On docs pages each story is drawn in its own frame, so an open modal stays in it and does not cover the page.
  parameters: { docs: { story: { inline: false, iframeHeight: '640px' } } },
  args: wrongAnswer,
  argTypes: {
    open: { table: { category: 'Behaviour' } },
    inline: { table: { category: 'Layout' } },
    questionNumber: { control: 'number', table: { category: 'Content' } },
    questionHtml: { control: 'text', table: { category: 'Content' } },
    image: { table: { category: 'Content' } },
    options: { control: 'object', table: { category: 'Content' } },
    result: {
      control: 'inline-radio',
      options: ['correct', 'incorrect', 'unanswered'],
      table: { category: 'Content' },
    },
    timeSpent: { control: 'number', table: { category: 'Content' } },
    difficulty: { control: 'inline-radio', options: [1, 2, 3], table: { category: 'Content' } },
    attemptPercentage: { table: { category: 'Content' } },
    rightPercentage: { table: { category: 'Content' } },
    wrongPercentage: { table: { category: 'Content' } },
    averageTimeAll: { table: { category: 'Content' } },
    averageTimeTop10: { table: { category: 'Content' } },
    onClose: { table: { category: 'Events' } },
  },
} satisfies Meta<typeof QuestionDetailDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A wrong answer: the correct option and the student's choice marked, the figures to 2 decimals. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Question 4' });
    await expect(await within(dialog).findByText('photosynthesis')).toBeVisible();
    const options = within(within(dialog).getByRole('list', { name: t.options })).getAllByRole('listitem');
    await expect(options).toHaveLength(4);
    await expect(options[1]).toHaveTextContent(t.correctAnswer);
    await expect(options[2]).toHaveTextContent(t.yourAnswer);
    await expect(options[2]).not.toHaveTextContent(t.correctAnswer);
    await expect(dialog).toHaveTextContent(`${t.yourResult}Incorrect`);
    await expect(dialog).toHaveTextContent(`${t.yourTime}42.46 s`);
    await expect(dialog).toHaveTextContent(`${t.difficulty}Medium`);
    await expect(dialog).toHaveTextContent(`${t.right}61.33`);
    await expect(dialog).toHaveTextContent(`${t.wrong}31.17`);
    await expect(dialog).toHaveTextContent(`${t.averageAll}38.01 s`);
    await expect(dialog).toHaveTextContent(`${t.averageTop10}21.50 s`);
  },
};

/** A right answer (with a formula): the chosen option is the correct one. */
export const Correct: Story = {
  args: rightAnswer,
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Question 1' });
    const options = within(within(dialog).getByRole('list', { name: t.options })).getAllByRole('listitem');
    await expect(options[0]).toHaveTextContent(t.correctAnswer);
    await expect(options[0]).toHaveTextContent(t.yourAnswer);
    await expect(dialog).toHaveTextContent(`${t.yourResult}Correct`);
    await expect(dialog).toHaveTextContent(`${t.difficulty}Low`);
  },
};

/** An image question left unanswered: labelled "Image Question", no choice marked, no time. */
export const ImageUnanswered: Story = {
  args: imageUnanswered,
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Question 7' });
    await expect(within(dialog).getByText(t.imageQuestion)).toBeVisible();
    await expect(within(dialog).queryByText(t.yourAnswer)).toBeNull();
    await expect(dialog).toHaveTextContent(`${t.yourResult}Not answered`);
    await expect(dialog).toHaveTextContent(`${t.yourTime}–${t.noTime}`);
    await expect(dialog).toHaveTextContent(`${t.difficulty}High`);
  },
};

/** In Hindi (issue 29): the title, the marks, the figures' names, the difficulty and the seconds in Hindi. */
export const Hindi: Story = {
  globals: { locale: 'hi' },
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'प्रश्न 4' });
    const options = within(within(dialog).getByRole('list', { name: 'विकल्प' })).getAllByRole('listitem');
    await expect(options[1]).toHaveTextContent('सही उत्तर');
    await expect(options[2]).toHaveTextContent('आपका उत्तर');
    await expect(dialog).toHaveTextContent('आपका समय42.46 सेकंड');
    await expect(dialog).toHaveTextContent('कठिनाईमध्यम');
    await expect(dialog).toHaveTextContent('औसत समय, सभी छात्र38.01 सेकंड');
    await expect(dialog).toHaveTextContent('औसत समय, टॉप 10 पर्सेंटाइल21.50 सेकंड');
    const closeButtons = within(dialog).getAllByRole('button', { name: 'बंद करें' });
    await expect(closeButtons[closeButtons.length - 1]).toBeVisible();
  },
};

/** Close, Escape and the backdrop each close it, and focus returns to the opener. */
export const Closing: Story = {
  render: (args) => <WithOpener {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const opener = canvas.getByRole('button', { name: 'Open question' });
    const open = async () => {
      await userEvent.click(opener);
      return canvas.findByRole('dialog', { name: 'Question 4' });
    };
    const closed = async (times: number) => {
      await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
      await expect(args.onClose).toHaveBeenCalledTimes(times);
      await expect(opener).toHaveFocus();
    };

    let dialog = await open();
    const closeButtons = within(dialog).getAllByRole('button', { name: t.close });
    await userEvent.click(closeButtons[closeButtons.length - 1]!);
    await closed(1);

    await open();
    await userEvent.keyboard('{Escape}');
    await closed(2);

    dialog = await open();
    const backdrop = dialog.closest('dialog')!;
    await fireEvent.mouseDown(backdrop, { detail: 1 });
    await fireEvent.click(backdrop, { detail: 1 });
    await closed(3);
  },
};

/** Every kind: wrong, right with a formula, an image question unanswered (drawn in the page, not modal). */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  render: (args) => (
    <Sheet gap={24}>
      <SheetTile caption="Incorrect — the right option marked, the chosen one crossed, statistics">
        <QuestionDetailDialog {...args} inline />
      </SheetTile>
      <SheetTile caption="Correct — a formula question">
        <QuestionDetailDialog {...args} {...rightAnswer} inline />
      </SheetTile>
      <SheetTile caption="Unanswered — an image question">
        <QuestionDetailDialog {...args} {...imageUnanswered} inline />
      </SheetTile>
      <SheetTile caption="Hindi — question and options in Hindi" lang="hi">
        <QuestionDetailDialog
          {...args}
          questionHtml="<p>प्रकाश संश्लेषण के समय पौधे कौन-सी गैस लेते हैं?</p>"
          options={[
            { id: 1, html: 'ऑक्सीजन', correct: false, selected: false },
            { id: 2, html: 'कार्बन डाइऑक्साइड', correct: true, selected: false },
            { id: 3, html: 'नाइट्रोजन', correct: false, selected: true },
            { id: 4, html: 'हाइड्रोजन', correct: false, selected: false },
          ]}
          inline
        />
      </SheetTile>
      <SheetTile caption="Very long — a 160-character question, a long option and an unbroken link">
        <QuestionDetailDialog
          {...args}
          questionHtml={`<p>${longText.sentence} Which of these is true?</p>`}
          options={[
            { id: 1, html: longText.title, correct: true, selected: false },
            { id: 2, html: longText.url, correct: false, selected: true },
          ]}
          inline
        />
      </SheetTile>
    </Sheet>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('dialog')).toHaveLength(5);
    await sheetFitsPhone({ canvasElement });
  },
};
