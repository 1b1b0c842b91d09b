import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EnterNameView, enterNameViewTexts as t } from './enter-name-view';
import { longText, sheetFitsPhone, SheetTile, StateSheet as Sheet } from '../../internal/state-sheet';

type Props = ComponentProps<typeof EnterNameView>;

/** Keeps the typed name in story state and still reports every call. */
function Controlled(args: Props) {
  const [name, setName] = useState(args.name);
  return (
    <EnterNameView
      {...args}
      name={name}
      onNameChange={(value) => {
        setName(value);
        args.onNameChange(value);
      }}
    />
  );
}

const meta = {
  title: 'Templates/Enter Name',
  component: EnterNameView,
  render: Controlled,
  parameters: { layout: 'fullscreen' },
  args: {
    name: '',
    busy: false,
    failure: null,
    onNameChange: fn(),
    onSubmit: fn(),
    onFailureOk: fn(),
  },
  argTypes: {
    title: { table: { category: 'Content' } },
    name: { table: { category: 'Content' } },
    error: { table: { category: 'Content' } },
    failure: { table: { category: 'Content' } },
    busy: { table: { category: 'Behaviour' } },
    as: { table: { category: 'Accessibility' } },
    onNameChange: { table: { category: 'Events' } },
    onSubmit: { table: { category: 'Events' } },
    onFailureOk: { table: { category: 'Events' } },
  },
} satisfies Meta<typeof EnterNameView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: typing the name and Continue (Enter works too). */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/^Name/), 'Diya{Enter}');
    await expect(args.onNameChange).toHaveBeenLastCalledWith('Diya');
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: t.continue }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(2);
  },
};

/** Continue with no name: "Name is required". */
export const Required: Story = {
  args: { error: 'Name is required' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Name is required')).toBeVisible();
    await expect(canvas.getByLabelText(/^Name/)).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Saving and loading the student: locked, Continue cannot be pressed twice. */
export const Saving: Story = {
  args: { name: 'Diya', busy: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/^Name/)).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(t.continue) }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** UpdateUser failed: a danger dialog with the server's text. */
export const ServerError: Story = {
  args: { name: 'Diya', failure: 'Name is required' },
  play: async ({ args }) => {
    const dialog = within(
      await within(document.body).findByRole('alertdialog', { name: 'Name is required' }),
    );
    await userEvent.click(dialog.getByRole('button', { name: t.ok }));
    await expect(args.onFailureOk).toHaveBeenCalledOnce();
  },
};

/** In Hindi (issue 29): the heading, Name, Continue and the app's error in Hindi; Continue still sends. */
export const Hindi: Story = {
  globals: { locale: 'hi' },
  args: { error: 'Length should be less than 50 characters' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'अपना नाम डालें' })).toBeVisible();
    await expect(canvas.getByText('लंबाई 50 अक्षरों से कम होनी चाहिए')).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/^नाम/), 'दिया');
    await expect(args.onNameChange).toHaveBeenLastCalledWith('दिया');
    await userEvent.click(canvas.getByRole('button', { name: 'जारी रखें' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

/** Every state in one frame for the visual tests: empty, filled, error, saving. */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  render: (args) => (
    <Sheet>
      <SheetTile caption="Empty — Continue waits for a name">
        <EnterNameView {...args} as="div" />
      </SheetTile>
      <SheetTile caption="Filled">
        <EnterNameView {...args} as="div" name="Diya Iyer" />
      </SheetTile>
      <SheetTile caption="Error — the name is required">
        <EnterNameView {...args} as="div" error="Name is required" />
      </SheetTile>
      <SheetTile caption="Saving — Continue busy">
        <EnterNameView {...args} as="div" name="Diya Iyer" busy />
      </SheetTile>
      <SheetTile caption="Hindi — a name typed in Devanagari, error in Hindi" lang="hi">
        <EnterNameView {...args} as="div" name="दिया अय्यर" error="नाम 50 अक्षरों से ज़्यादा नहीं हो सकता" />
      </SheetTile>
      <SheetTile caption="Very long — a long name and a 160-character error">
        <EnterNameView {...args} as="div" name={longText.name} error={longText.sentence} />
      </SheetTile>
    </Sheet>
  ),
  play: sheetFitsPhone,
};
