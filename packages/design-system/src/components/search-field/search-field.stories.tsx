import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchField } from './search-field';
import { touchTargetProblems } from '../../internal/touch-targets';
import { longText, sheetFitsPhone, SheetTile, StateSheet as Sheet } from '../../internal/state-sheet';

const meta = {
  title: 'Design System/Inputs/Search Field',
  component: SearchField,
  args: {
    label: 'Search quests',
    hideLabel: true,
    placeholder: 'Search',
    onValueChange: fn(),
    onClear: fn(),
  },
  argTypes: {
    label: { table: { category: 'Content' } },
    helperText: { control: 'text', table: { category: 'Content' } },
    value: { control: 'text', table: { category: 'Content' } },
    defaultValue: { control: 'text', table: { category: 'Content' } },
    placeholder: { control: 'text', table: { category: 'Content' } },
    disabled: { table: { category: 'Behaviour' } },
    onValueChange: { table: { category: 'Events' } },
    onClear: { table: { category: 'Events' } },
    hideLabel: { table: { category: 'Accessibility' } },
    clearLabel: { table: { category: 'Accessibility' } },
  },
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Driven by the controls: each keystroke is reported at once; the caller filters. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('searchbox', { name: 'Search quests' });
    await userEvent.type(box, 'sci');
    await expect(args.onValueChange).toHaveBeenCalledTimes(3);
    await expect(args.onValueChange).toHaveBeenLastCalledWith('sci');
  },
};

/** The clear button (and Escape) empties the box and leaves focus in it. */
export const Clear: Story = {
  args: { defaultValue: 'Science' },
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('searchbox', { name: 'Search quests' });
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(box).toHaveValue('');
    await expect(box).toHaveFocus();
    await expect(canvas.queryByRole('button', { name: 'Clear search' })).toBeNull();
    await userEvent.type(box, 'Maths');
    await userEvent.keyboard('{Escape}');
    await expect(box).toHaveValue('');
    await expect(args.onClear).toHaveBeenCalledTimes(2);
  },
};

/** The caller filters a list case-insensitively as the learner types (the catalogue's search). */
export const FilteringAList: Story = {
  render: function Render(args) {
    const quests = ['Class 8 Science', 'Class 8 Maths', 'Class 9 Science'];
    const [query, setQuery] = useState('');
    const shown = quests.filter((q) => q.toLowerCase().includes(query.toLowerCase()));
    return (
      <>
        <SearchField {...args} value={query} onValueChange={setQuery} />
        <ul aria-label="Quests">
          {shown.map((q) => (
            <li key={q}>{q}</li>
          ))}
        </ul>
      </>
    );
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('searchbox'), 'SCIENCE');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};

/** Not available: no clear button. */
export const Disabled: Story = {
  args: { defaultValue: 'Science', disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox')).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Clear search' })).toBeNull();
  },
};

/** Empty, filled, labelled, disabled, Hindi and very long queries; nothing overflows at 360 px. */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  render: () => (
    <Sheet maxWidth={480}>
      <SheetTile caption="Empty — placeholder, label hidden">
        <SearchField label="Search quests" hideLabel placeholder="Search" />
      </SheetTile>
      <SheetTile caption="Filled — Clear search appears">
        <SearchField label="Search quests (filled)" hideLabel defaultValue="Class 8 Science" />
      </SheetTile>
      <SheetTile caption="Visible label">
        <SearchField label="With a visible label" placeholder="Quest name" />
      </SheetTile>
      <SheetTile caption="Disabled — no Clear search">
        <SearchField label="Disabled" hideLabel defaultValue="Science" disabled />
      </SheetTile>
      <SheetTile caption="Hindi — visible label and query in Hindi" lang="hi">
        <SearchField label="क्वेस्ट खोजें" defaultValue="कक्षा 8 विज्ञान" clearLabel="खोज मिटाएँ" />
      </SheetTile>
      <SheetTile caption="Very long — a long query is cut, not pushing the page sideways">
        <SearchField
          label="Long query"
          hideLabel
          defaultValue="A very long search query that is cut off rather than pushing the page sideways"
        />
      </SheetTile>
      <SheetTile caption="Very long — a pasted link as the query">
        <SearchField label="Search by link" hideLabel defaultValue={longText.url} />
      </SheetTile>
    </Sheet>
  ),
  play: async ({ canvasElement }) => {
    // Every target at least 24 × 24 px (WCAG 2.5.8), primary actions at least 44 px tall.
    await expect(touchTargetProblems(canvasElement)).toEqual([]);
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('searchbox')).toHaveLength(7);
    await expect(canvas.getAllByRole('button', { name: 'Clear search' })).toHaveLength(3);
    await sheetFitsPhone({ canvasElement });
  },
};
