import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RadioGroup } from './radio-group';
import { touchTargetProblems } from '../../internal/touch-targets';
import { longText, sheetFitsPhone, SheetTile, StateSheet as Sheet } from '../../internal/state-sheet';

const answers = [
  { value: 'a', label: '12' },
  { value: 'b', label: '16' },
  { value: 'c', label: '24' },
];

const meta = {
  title: 'Design System/Inputs/Radio Group',
  component: RadioGroup,
  args: { legend: 'What is 4 × 4?', options: answers, onValueChange: fn() },
  argTypes: {
    legend: { control: 'text', table: { category: 'Content' } },
    options: { table: { category: 'Content' } },
    helperText: { control: 'text', table: { category: 'Content' } },
    error: { control: 'text', table: { category: 'Content' } },
    value: { control: 'text', table: { category: 'Content' } },
    defaultValue: { control: 'text', table: { category: 'Content' } },
    inline: { table: { category: 'Appearance' } },
    name: { table: { category: 'Behaviour' } },
    required: { table: { category: 'Behaviour' } },
    disabled: { table: { category: 'Behaviour' } },
    onValueChange: { table: { category: 'Events' } },
    hideLegend: { table: { category: 'Accessibility' } },
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Driven by the controls: a single-answer question (QT02). */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('group', { name: 'What is 4 × 4?' })).toBeVisible();
    await userEvent.click(canvas.getByText('16'));
    await expect(canvas.getByRole('radio', { name: '16' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('b');
  },
};

/** By keyboard: Tab enters the group, the arrow keys move and choose, as native radios do. */
export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: '12' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('radio', { name: '12' })).toBeChecked();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: '16' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: '16' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('radio', { name: '16' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('b');
  },
};

/** Options with rich content, such as formulas and descriptions. */
export const RichOptions: Story = {
  args: {
    legend: 'Which is the chemical formula of water?',
    options: [
      {
        value: 'h2o',
        label: (
          <>
            H<sub>2</sub>O
          </>
        ),
      },
      {
        value: 'co2',
        label: (
          <>
            CO<sub>2</sub>
          </>
        ),
        description: 'A gas we breathe out',
      },
    ],
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'H2O' }));
    await expect(canvas.getByRole('radio', { name: 'H2O' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'CO2' })).toHaveAccessibleDescription(
      'A gas we breathe out',
    );
  },
};

/** The caller's error under the options. */
export const WithError: Story = {
  args: { required: true, error: 'Please choose an answer' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group')).toHaveAccessibleDescription('Please choose an answer');
  },
};

/** The whole group is disabled. */
export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'b' },
  play: async ({ canvas }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};

/** Chosen, error, disabled, inline, Hindi and very long answers; nothing overflows at 360 px. */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  render: () => (
    <Sheet maxWidth={480} gap={24}>
      <SheetTile caption="Chosen — with helper text">
        <RadioGroup legend="Chosen" options={answers} defaultValue="b" helperText="Choose one" />
      </SheetTile>
      <SheetTile caption="Error — required, nothing chosen">
        <RadioGroup legend="Error" options={answers.slice(0, 2)} required error="Please choose an answer" />
      </SheetTile>
      <SheetTile caption="Disabled — one option off as well">
        <RadioGroup
          legend="Disabled, one option off"
          options={[...answers.slice(0, 2), { value: 'x', label: 'Not available', disabled: true }]}
          defaultValue="a"
          disabled
        />
      </SheetTile>
      <SheetTile caption="Inline — options in a row">
        <RadioGroup legend="Inline" options={answers} inline defaultValue="c" />
      </SheetTile>
      <SheetTile caption="Hindi — question, answers and error in Hindi" lang="hi">
        <RadioGroup
          legend="24 का आधा कितना होता है?"
          options={[
            { value: 'a', label: 'बारह' },
            { value: 'b', label: 'सोलह' },
            { value: 'c', label: 'चौबीस' },
          ]}
          required
          error="कृपया एक उत्तर चुनें"
        />
      </SheetTile>
      <SheetTile caption="Very long — a long answer and an unbroken one wrap">
        <RadioGroup
          legend="A long option"
          options={[
            {
              value: 'l',
              label:
                'A very long answer that wraps across several lines on a narrow phone screen without overflowing',
            },
            { value: 'w', label: longText.url },
          ]}
        />
      </SheetTile>
    </Sheet>
  ),
  play: async ({ canvasElement }) => {
    // Every target at least 24 × 24 px (WCAG 2.5.8), primary actions at least 44 px tall.
    await expect(touchTargetProblems(canvasElement)).toEqual([]);
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('group')).toHaveLength(6);
    await sheetFitsPhone({ canvasElement });
  },
};
