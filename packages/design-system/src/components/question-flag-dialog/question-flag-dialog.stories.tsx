import { useState, type ComponentProps } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { QuestionFlagDialog, questionFlagDialogTexts as t } from './question-flag-dialog';
import { onScreen } from '../../internal/on-screen';
import { longText, sheetFitsPhone, SheetTile, StateSheet as Sheet } from '../../internal/state-sheet';

type Props = ComponentProps<typeof QuestionFlagDialog>;

/** Keeps the remark in story state (as the runner's machine does) and still reports each call. */
function Controlled(args: Props) {
  const [remark, setRemark] = useState(args.remark);
  return (
    <QuestionFlagDialog
      {...args}
      remark={remark}
      onRemarkChange={(value) => {
        setRemark(value);
        args.onRemarkChange(value);
      }}
    />
  );
}

const refusal = 'This question has already been flagged by you.';

const meta = {
  title: 'Design System/Dialogs/Question Flag Dialog',
  component: QuestionFlagDialog,
  // On docs pages each story is drawn in its own frame, so an open modal stays in it and does not cover the page.
  parameters: { docs: { story: { inline: false, iframeHeight: '640px' } } },
  render: Controlled,
  args: {
    open: true,
    remark: '',
    remarkError: null,
    error: null,
    sending: false,
    onRemarkChange: fn(),
    onSubmit: fn(),
    onCancel: fn(),
  },
  argTypes: {
    remark: { table: { category: 'Content' } },
    remarkError: { control: 'text', table: { category: 'Content' } },
    error: { control: 'text', table: { category: 'Content' } },
    open: { table: { category: 'Behaviour' } },
    sending: { table: { category: 'Behaviour' } },
    inline: { control: false, table: { category: 'Layout' } },
    onRemarkChange: { table: { category: 'Events' } },
    onSubmit: { table: { category: 'Events' } },
    onCancel: { table: { category: 'Events' } },
  },
} satisfies Meta<typeof QuestionFlagDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(within(document.body).getByRole('dialog', { name: t.title }));

/** "Question flag": focus starts in Remark; typing reports the remark; Submit asks to send. */
export const Default: Story = {
  play: async ({ args }) => {
    const d = dialog();
    const remark = d.getByRole('textbox', { name: /^Remark/ });
    await waitFor(() => expect(remark).toHaveFocus());
    await userEvent.type(remark, 'Option B is also correct.{Enter}Please check.');
    await expect(args.onRemarkChange).toHaveBeenLastCalledWith('Option B is also correct.\nPlease check.');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(d.getByRole('button', { name: t.submit }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** In Hindi (issue 29): the title, Remark, the flow's 'Remark is required' and the buttons in Hindi. */
export const Hindi: Story = {
  globals: { locale: 'hi' },
  args: { remarkError: t.remarkRequired },
  play: async ({ args }) => {
    const d = within(within(document.body).getByRole('dialog', { name: 'प्रश्न चिह्नित करें' }));
    await expect(d.getByRole('textbox', { name: /^टिप्पणी/ })).toHaveAttribute('aria-invalid', 'true');
    await expect(d.getByText('टिप्पणी लिखना ज़रूरी है')).toBeVisible();
    await userEvent.click(d.getByRole('button', { name: 'अभी नहीं' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await userEvent.click(d.getByRole('button', { name: 'जमा करें' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** Not now, Escape and the close button each ask to close. */
export const Closing: Story = {
  play: async ({ args }) => {
    await userEvent.click(dialog().getByRole('button', { name: t.cancel }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledTimes(2);
    await userEvent.click(dialog().getByRole('button', { name: 'Close' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(3);
  },
};

/** Submit with an empty remark: "Remark is required" under the box, which is marked invalid. */
export const RemarkRequired: Story = {
  args: { remarkError: t.remarkRequired },
  play: async () => {
    const d = dialog();
    await expect(d.getByText(t.remarkRequired)).toBeVisible();
    await expect(d.getByRole('textbox', { name: /^Remark/ })).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The server refused (isSuccess false): its message as an error alert inside the dialog; the remark stays. */
export const Refused: Story = {
  args: { remark: 'The diagram is missing.', error: refusal },
  play: async ({ args }) => {
    const d = dialog();
    await expect(d.getByRole('alert')).toHaveTextContent(refusal);
    await expect(d.getByRole('textbox', { name: /^Remark/ })).toHaveValue('The diagram is missing.');
    await userEvent.click(d.getByRole('button', { name: t.submit }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** Sending: the remark and Not now wait, Submit shows progress, Escape does nothing. */
export const Sending: Story = {
  args: { remark: 'The diagram is missing.', sending: true },
  play: async ({ args }) => {
    const d = dialog();
    await expect(d.getByRole('textbox', { name: /^Remark/ })).toBeDisabled();
    await userEvent.click(d.getByRole('button', { name: new RegExp(t.submit) }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(d.getByRole('button', { name: t.cancel }));
    await expect(args.onCancel).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

/**
 * On a 360 × 800 phone with the remark error and a long refusal from the server: the dialog fits the screen and
 * Not now / Submit are on it without scrolling the page.
 */
export const OnAPhone: Story = {
  args: {
    remark: '',
    remarkError: t.remarkRequired,
    error: `${refusal} ${refusal} ${refusal} You can report another question, or write to support with the question number.`,
  },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ args }) => {
    const d = within(document.body).getByRole('dialog', { name: t.title });
    await expect(getComputedStyle(d).position).toBe('fixed');
    await expect(onScreen(d)).toBe(true);
    await expect(onScreen(within(d).getByRole('button', { name: t.cancel }))).toBe(true);
    const submit = within(d).getByRole('button', { name: t.submit });
    await expect(onScreen(submit)).toBe(true);
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** Every state side by side (drawn in the page flow) for the visual tests. */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  render: (args) => (
    <Sheet>
      {(
        [
          ['Empty — nothing typed yet', {}],
          ['Remark missing — the field error', { remarkError: t.remarkRequired }],
          [
            'Refused — the server says it is flagged already',
            { remark: 'The diagram is missing.', error: refusal },
          ],
          ['Sending — Submit busy', { remark: 'The diagram is missing.', sending: true }],
          [
            'Hindi — remark and error in Hindi',
            {
              remark: 'इस प्रश्न का चित्र दिखाई नहीं दे रहा है, इसलिए उत्तर चुनना मुश्किल है।',
              error: 'आप यह प्रश्न पहले ही रिपोर्ट कर चुके हैं।',
            },
            'hi',
          ],
          [
            'Very long — a long remark with a link and a long error',
            { remark: `${longText.sentence} ${longText.url}`, error: longText.sentence },
          ],
        ] as [string, Partial<Props>, string?][]
      ).map(([caption, state, lang]) => (
        <SheetTile key={caption} caption={caption} lang={lang}>
          <QuestionFlagDialog {...args} {...state} inline />
        </SheetTile>
      ))}
    </Sheet>
  ),
  play: sheetFitsPhone,
};
