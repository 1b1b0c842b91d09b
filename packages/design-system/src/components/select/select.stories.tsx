import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Select } from './select';
import { longText, sheetFitsPhone, SheetTile, StateSheet as Sheet } from '../../internal/state-sheet';

const boards = [
  { value: '1', label: 'CBSE' },
  { value: '2', label: 'ICSE' },
  { value: '3', label: 'Karnataka State Board' },
];
const grades = [
  { value: '6', label: 'Class 6' },
  { value: '7', label: 'Class 7' },
  { value: '8', label: 'Class 8' },
];

const meta = {
  title: 'Design System/Inputs/Select',
  component: Select,
  args: { label: 'Board', placeholder: 'Select Board', options: boards, onValueChange: fn() },
  argTypes: {
    label: { table: { category: 'Content' } },
    options: { table: { category: 'Content' } },
    placeholder: { table: { category: 'Content' } },
    helperText: { control: 'text', table: { category: 'Content' } },
    error: { control: 'text', table: { category: 'Content' } },
    value: { control: 'text', table: { category: 'Content' } },
    defaultValue: { control: 'text', table: { category: 'Content' } },
    required: { table: { category: 'Behaviour' } },
    disabled: { table: { category: 'Behaviour' } },
    onValueChange: { table: { category: 'Events' } },
    hideLabel: { table: { category: 'Accessibility' } },
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Driven by the controls: the placeholder shows until a choice is made; the choice is reported. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Board' });
    await expect(select).toHaveDisplayValue('Select Board');
    await userEvent.selectOptions(select, 'ICSE');
    await expect(select).toHaveDisplayValue('ICSE');
    await expect(args.onValueChange).toHaveBeenCalledWith('2');
  },
};

/** The caller's error, e.g. "Please select board". */
export const WithError: Story = {
  args: { required: true, error: 'Please select board' },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Board' });
    await expect(select).toBeInvalid();
    await expect(select).toHaveAccessibleDescription('Please select board');
  },
};

/** Not available, e.g. the grade until a board is chosen. */
export const Disabled: Story = {
  args: { label: 'Grade', placeholder: 'Select Grade', options: grades, disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Grade' })).toBeDisabled();
  },
};

/** The details screen: the grade unlocks once a board is chosen. */
export const BoardThenGrade: Story = {
  render: function Render(args) {
    const [board, setBoard] = useState('');
    const [grade, setGrade] = useState('');
    return (
      <div style={{ display: 'grid', gap: 16, maxWidth: 400 }}>
        <Select
          label="Board"
          placeholder="Select Board"
          options={boards}
          value={board}
          onValueChange={(v) => {
            setBoard(v);
            setGrade('');
            args.onValueChange?.(v);
          }}
        />
        <Select
          label="Grade"
          placeholder="Select Grade"
          options={grades}
          value={grade}
          onValueChange={setGrade}
          disabled={board === ''}
        />
      </div>
    );
  },
  play: async ({ canvas }) => {
    const board = canvas.getByRole('combobox', { name: 'Board' });
    const grade = canvas.getByRole('combobox', { name: 'Grade' });
    await expect(grade).toBeDisabled();
    await userEvent.selectOptions(board, 'CBSE');
    await expect(grade).toBeEnabled();
    await userEvent.selectOptions(grade, 'Class 8');
    await expect(grade).toHaveDisplayValue('Class 8');
  },
};

/** Placeholder, chosen, error, disabled, Hindi and very long choices; nothing overflows at 360 px. */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  render: () => (
    <Sheet maxWidth={480}>
      <SheetTile caption="Placeholder — nothing chosen">
        <Select label="Placeholder" placeholder="Select Board" options={boards} />
      </SheetTile>
      <SheetTile caption="Chosen — required">
        <Select label="Chosen" placeholder="Select Board" options={boards} defaultValue="3" required />
      </SheetTile>
      <SheetTile caption="Error — nothing chosen">
        <Select label="Error" placeholder="Select Board" options={boards} error="Please select board" />
      </SheetTile>
      <SheetTile caption="Disabled">
        <Select label="Disabled" placeholder="Select Grade" options={grades} disabled />
      </SheetTile>
      <SheetTile caption="Hindi — label, choice, helper and error in Hindi" lang="hi">
        <Select
          label="बोर्ड"
          options={[{ value: 'hi', label: 'माध्यमिक शिक्षा परिषद, उत्तर प्रदेश' }]}
          defaultValue="hi"
          helperText="आपका स्कूल जिस बोर्ड से जुड़ा है"
          error="कृपया बोर्ड चुनें"
        />
      </SheetTile>
      <SheetTile caption="Very long — a long choice is cut with an ellipsis">
        <Select
          label="Long choice"
          options={[
            { value: 'x', label: 'Board of Secondary Education, a very long name that gets cut off' },
          ]}
          defaultValue="x"
          helperText="The board your school follows"
        />
      </SheetTile>
      <SheetTile caption="Very long — an unbroken choice and a 160-character helper">
        <Select
          label="School"
          options={[{ value: 'y', label: longText.word }]}
          defaultValue="y"
          helperText={longText.sentence}
        />
      </SheetTile>
    </Sheet>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('combobox')).toHaveLength(7);
    await sheetFitsPhone({ canvasElement });
  },
};
