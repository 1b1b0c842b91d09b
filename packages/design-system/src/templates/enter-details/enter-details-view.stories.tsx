import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EnterDetailsView, enterDetailsViewTexts as t } from './enter-details-view';
import { expectCaptioned, SheetTile, StateSheet as Sheet } from '../../internal/state-sheet';

type Props = ComponentProps<typeof EnterDetailsView>;

const boards = [
  { value: '1', label: 'CBSE' },
  { value: '2', label: 'ICSE' },
];
const gradesByBoard: Record<string, { value: string; label: string }[]> = {
  '1': [
    { value: '106', label: 'Grade 6' },
    { value: '107', label: 'Grade 7' },
  ],
  '2': [
    { value: '206', label: 'Grade 6' },
    { value: '208', label: 'Grade 8' },
  ],
};

/**
 * Keeps the choices in story state the way the route does: grades follow the chosen board, and changing the
 * board clears the grade. Every call still reaches the args.
 */
function Controlled(args: Props) {
  const [name, setName] = useState(args.name);
  const [boardId, setBoardId] = useState(args.boardId);
  const [gradeId, setGradeId] = useState(args.gradeId);
  return (
    <EnterDetailsView
      {...args}
      name={name}
      boardId={boardId}
      gradeId={gradeId}
      grades={args.grades.length > 0 ? args.grades : (gradesByBoard[boardId] ?? [])}
      onNameChange={(value) => {
        setName(value);
        args.onNameChange(value);
      }}
      onBoardChange={(value) => {
        setBoardId(value);
        setGradeId('');
        args.onBoardChange(value);
      }}
      onGradeChange={(value) => {
        setGradeId(value);
        args.onGradeChange(value);
      }}
    />
  );
}

const meta = {
  title: 'Templates/Enter Details',
  component: EnterDetailsView,
  render: Controlled,
  parameters: { layout: 'fullscreen' },
  args: {
    name: '',
    boardId: '',
    gradeId: '',
    boards,
    grades: [],
    errors: {},
    choicesLoading: false,
    choicesError: null,
    busy: false,
    failure: null,
    onNameChange: fn(),
    onBoardChange: fn(),
    onGradeChange: fn(),
    onSubmit: fn(),
    onRetryChoices: fn(),
    onFailureOk: fn(),
  },
  argTypes: {
    title: { table: { category: 'Content' } },
    name: { table: { category: 'Content' } },
    boardId: { table: { category: 'Content' } },
    gradeId: { table: { category: 'Content' } },
    boards: { table: { category: 'Content' } },
    grades: { table: { category: 'Content' } },
    errors: { table: { category: 'Content' } },
    choicesError: { table: { category: 'Content' } },
    failure: { table: { category: 'Content' } },
    choicesLoading: { table: { category: 'Behaviour' } },
    busy: { table: { category: 'Behaviour' } },
    as: { table: { category: 'Accessibility' } },
    onNameChange: { table: { category: 'Events' } },
    onBoardChange: { table: { category: 'Events' } },
    onGradeChange: { table: { category: 'Events' } },
    onSubmit: { table: { category: 'Events' } },
    onRetryChoices: { table: { category: 'Events' } },
    onFailureOk: { table: { category: 'Events' } },
  },
} satisfies Meta<typeof EnterDetailsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: the grade waits for a board; choosing a board lists its grades, changing it clears the grade. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    const grade = canvas.getByRole('combobox', { name: /Select Grade/ });
    await expect(grade).toBeDisabled();
    await userEvent.type(canvas.getByLabelText(/^Name/), 'Diya Iyer');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Select Board/ }), 'CBSE');
    await expect(args.onBoardChange).toHaveBeenCalledWith('1');
    await expect(grade).toBeEnabled();
    await userEvent.selectOptions(grade, '107');
    await expect(grade).toHaveValue('107');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Select Board/ }), 'ICSE');
    await expect(grade).toHaveValue('');
    await expect(within(grade).queryByRole('option', { name: 'Grade 7' })).toBeNull();
    await userEvent.selectOptions(grade, '208');
    await expect(args.onGradeChange).toHaveBeenLastCalledWith('208');
    await userEvent.click(canvas.getByRole('button', { name: t.continue }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

/** Continue with nothing chosen: the Details screen's three messages. */
export const Errors: Story = {
  args: {
    errors: { name: 'Name is required', boardId: 'Please select board', gradeId: 'Please select grade' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Name is required')).toBeVisible();
    await expect(canvas.getByText('Please select board')).toBeVisible();
    await expect(canvas.getByText('Please select grade')).toBeVisible();
    await expect(canvas.getByLabelText(/^Name/)).toHaveAttribute('maxlength', '50');
  },
};

/** Boards and grades are loading: the selects wait. */
export const LoadingChoices: Story = {
  args: { boards: [], choicesLoading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: /Select Board/ })).toBeDisabled();
  },
};

/** Boards and grades failed to load: the message with a retry. */
export const ChoicesFailed: Story = {
  args: { boards: [], choicesError: 'Something went wrong. Please try again.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Something went wrong');
    await userEvent.click(canvas.getByRole('button', { name: t.retry }));
    await expect(args.onRetryChoices).toHaveBeenCalledOnce();
  },
};

/** Saving: the form is locked and Continue cannot be pressed twice. */
export const Saving: Story = {
  args: { name: 'Diya Iyer', boardId: '1', gradeId: '106', busy: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/^Name/)).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(t.continue) }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** UpdateUser failed: a danger dialog with the server's text; the choices stay. */
export const ServerError: Story = {
  args: { name: 'Diya Iyer', boardId: '1', gradeId: '106', failure: 'Please select grade' },
  play: async ({ canvasElement, args }) => {
    const dialog = within(
      await within(document.body).findByRole('alertdialog', { name: 'Please select grade' }),
    );
    await userEvent.click(dialog.getByRole('button', { name: t.ok }));
    await expect(args.onFailureOk).toHaveBeenCalledOnce();
    await expect(within(canvasElement).getByLabelText(/^Name/)).toHaveValue('Diya Iyer');
  },
};

/**
 * In Hindi (issue 29): the heading, the labels, the app's errors and the load failure with its retry in Hindi; the
 * board and grade names come from the server and stay as they are.
 */
export const Hindi: Story = {
  globals: { locale: 'hi' },
  args: {
    errors: { name: 'Name is required', boardId: 'Please select board', gradeId: 'Please select grade' },
    choicesError: 'Something went wrong. Please try again.',
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'अपनी जानकारी डालें' })).toBeVisible();
    await expect(canvas.getByText('नाम डालना ज़रूरी है')).toBeVisible();
    await expect(canvas.getByText('कृपया बोर्ड चुनें')).toBeVisible();
    await expect(canvas.getByText('कृपया कक्षा चुनें')).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: /^कक्षा चुनें/ })).toBeDisabled();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /^बोर्ड चुनें/ }), 'CBSE');
    await expect(args.onBoardChange).toHaveBeenCalledWith('1');
    await expect(canvas.getByRole('alert')).toHaveTextContent('कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।');
    await userEvent.click(canvas.getByRole('button', { name: 'फिर से कोशिश करें' }));
    await expect(args.onRetryChoices).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'जारी रखें' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

/** Every state in one frame for the visual tests: empty, chosen, errors, loading, failed, saving. */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  render: (args) => (
    <Sheet gap={16}>
      <SheetTile caption="Empty — Continue waits for the details">
        <EnterDetailsView {...args} as="div" />
      </SheetTile>
      <SheetTile caption="Filled — board and grade chosen">
        <EnterDetailsView
          {...args}
          as="div"
          name="Diya Iyer"
          boardId="1"
          gradeId="106"
          grades={gradesByBoard['1']!}
        />
      </SheetTile>
      <SheetTile caption="Errors — name, board and grade missing">
        <EnterDetailsView
          {...args}
          as="div"
          errors={{
            name: 'Name is required',
            boardId: 'Please select board',
            gradeId: 'Please select grade',
          }}
        />
      </SheetTile>
      <SheetTile caption="Choices loading — boards on their way">
        <EnterDetailsView {...args} as="div" boards={[]} choicesLoading />
      </SheetTile>
      <SheetTile caption="Choices failed — the error and Try again">
        <EnterDetailsView
          {...args}
          as="div"
          boards={[]}
          choicesError="Something went wrong. Please try again."
        />
      </SheetTile>
      <SheetTile caption="Saving — Continue busy">
        <EnterDetailsView
          {...args}
          as="div"
          name="Diya Iyer"
          boardId="1"
          gradeId="106"
          grades={gradesByBoard['1']!}
          busy
        />
      </SheetTile>
    </Sheet>
  ),
  play: async ({ canvasElement }) => {
    const sheet = canvasElement.querySelector<HTMLElement>('[data-testid="sheet"]')!;
    await expectCaptioned(sheet);
    await expect(sheet.scrollWidth).toBeLessThanOrEqual(sheet.clientWidth);
  },
};
