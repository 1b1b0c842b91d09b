import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ProfileDetailsDialog, profileDetailsDialogTexts as t } from './profile-details-dialog';
import { longText, sheetFitsPhone, SheetTile, StateSheet as Sheet } from '../../internal/state-sheet';

type Props = ComponentProps<typeof ProfileDetailsDialog>;

/** Keeps the typed values in story state (as the app does) and still reports each call. */
function Controlled(args: Props) {
  const [values, setValues] = useState(args.values);
  return (
    <ProfileDetailsDialog
      {...args}
      values={values}
      onFieldChange={(field, value) => {
        setValues((current) => ({ ...current, [field]: value }));
        args.onFieldChange(field, value);
      }}
    />
  );
}

const saved = { name: 'Aarav', email: 'aarav.sharma@quest.example', city: 'New Delhi', pincode: '110022' };

const meta = {
  title: 'Design System/Dialogs/Profile Details Dialog',
  component: ProfileDetailsDialog,
  // On docs pages each story is drawn in its own frame, so an open modal stays in it and does not cover the page.
  parameters: { docs: { story: { inline: false, iframeHeight: '640px' } } },
  render: Controlled,
  args: {
    open: true,
    values: saved,
    errors: {},
    saving: false,
    onFieldChange: fn(),
    onSubmit: fn(),
    onClose: fn(),
  },
  argTypes: {
    values: { table: { category: 'Content' } },
    errors: { table: { category: 'Content' } },
    failure: { table: { category: 'Content' } },
    open: { table: { category: 'Behaviour' } },
    saving: { table: { category: 'Behaviour' } },
    title: { table: { category: 'Content' } },
    submitLabel: { table: { category: 'Content' } },
    inline: { control: false, table: { category: 'Layout' } },
    onFieldChange: { table: { category: 'Events' } },
    onSubmit: { table: { category: 'Events' } },
    onClose: { table: { category: 'Events' } },
  },
} satisfies Meta<typeof ProfileDetailsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(within(document.body).getByRole('dialog', { name: t.title }));

/** The cart's checkout uses the same dialog as "User details" with Continue (store-and-assessment.md §2.6). */
export const UserDetails: Story = {
  args: { title: 'User details', submitLabel: 'Continue' },
  play: async ({ args }) => {
    const d = within(within(document.body).getByRole('dialog', { name: 'User details' }));
    await expect(d.queryByRole('button', { name: t.save })).toBeNull();
    await userEvent.click(d.getByRole('button', { name: 'Continue' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(saved);
  },
};

/** The saved details fill the form; focus starts in Name; Save sends what was typed. */
export const Default: Story = {
  play: async ({ args }) => {
    const d = dialog();
    const name = d.getByLabelText(/^Name/);
    await waitFor(() => expect(name).toHaveFocus());
    await userEvent.clear(d.getByLabelText(/^Your City/));
    await userEvent.type(d.getByLabelText(/^Your City/), 'Pune');
    await userEvent.clear(d.getByLabelText(/^Pincode/));
    await userEvent.type(d.getByLabelText(/^Pincode/), '41100a1');
    await expect(d.getByLabelText(/^Pincode/)).toHaveValue('411001');
    await userEvent.click(d.getByRole('button', { name: t.save }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ ...saved, city: 'Pune', pincode: '411001' });
  },
};

/** Name, Email ID and Your City stop at 50 characters; Enter in a field saves. */
export const Limits: Story = {
  play: async ({ args }) => {
    const d = dialog();
    const name = d.getByLabelText(/^Name/);
    await userEvent.clear(name);
    await userEvent.type(name, 'A'.repeat(55));
    await expect(name).toHaveValue('A'.repeat(50));
    await expect(d.getByLabelText(/^Email ID/)).toHaveAttribute('maxlength', '50');
    await expect(d.getByLabelText(/^Your City/)).toHaveAttribute('maxlength', '50');
    await userEvent.type(name, '{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ ...saved, name: 'A'.repeat(50) });
  },
};

/** Cancel, Escape and the close button each ask to close. */
export const Closing: Story = {
  play: async ({ args }) => {
    await userEvent.click(dialog().getByRole('button', { name: t.cancel }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(2);
    await userEvent.click(dialog().getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledTimes(3);
  },
};

/** Name and email empty: the spec's messages under the fields. */
export const Invalid: Story = {
  args: {
    values: { ...saved, name: '', email: '' },
    errors: { name: t.nameRequired, email: t.emailRequired },
  },
  play: async () => {
    const d = dialog();
    await expect(d.getByText(t.nameRequired)).toBeVisible();
    await expect(d.getByText(t.emailRequired)).toBeVisible();
    await expect(d.getByLabelText(/^Name/)).toHaveAttribute('aria-invalid', 'true');
  },
};

/** An address that is not one: "Email ID is not valid". */
export const InvalidEmail: Story = {
  args: { values: { ...saved, email: 'aarav@' }, errors: { email: t.emailInvalid } },
  play: async () => {
    await expect(dialog().getByText(t.emailInvalid)).toBeVisible();
  },
};

/** Saving: the fields are locked, Save shows progress, Escape does nothing. */
export const Saving: Story = {
  args: { saving: true },
  play: async ({ args }) => {
    const d = dialog();
    await expect(d.getByLabelText(/^Name/)).toBeDisabled();
    await userEvent.click(d.getByRole('button', { name: new RegExp(t.save) }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** The server refused: its message as an alert; everything typed stays. */
export const Failed: Story = {
  args: { values: { ...saved, city: 'Pune' }, failure: 'Email ID is not valid' },
  play: async () => {
    const d = dialog();
    await expect(d.getByRole('alert')).toHaveTextContent('Email ID is not valid');
    await expect(d.getByLabelText(/^Your City/)).toHaveValue('Pune');
  },
};

/** In Hindi (issue 29): the title, the fields, the errors and the buttons in Hindi; Save still sends. */
export const Hindi: Story = {
  globals: { locale: 'hi' },
  args: {
    values: { ...saved, name: '', email: 'aarav@' },
    errors: { name: t.nameRequired, email: t.emailInvalid },
  },
  play: async ({ args }) => {
    const d = within(within(document.body).getByRole('dialog', { name: 'जानकारी बदलें' }));
    await expect(d.getByLabelText(/^नाम/)).toHaveAttribute('aria-invalid', 'true');
    await expect(d.getByText('नाम डालना ज़रूरी है')).toBeVisible();
    await expect(d.getByText('ईमेल आईडी सही नहीं है')).toBeVisible();
    await expect(d.getByLabelText(/^आपका शहर/)).toHaveValue(saved.city);
    await expect(d.getByLabelText(/^पिनकोड/)).toHaveValue(saved.pincode);
    await expect(d.getByRole('button', { name: 'रद्द करें' })).toBeVisible();
    await userEvent.click(d.getByRole('button', { name: 'सेव करें' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ ...saved, name: '', email: 'aarav@' });
  },
};

/** Every state side by side (drawn in the page flow) for the visual tests. */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  render: (args) => (
    <Sheet>
      {(
        [
          ['Saved details — ready to edit', {}],
          [
            'Required fields empty — two field errors',
            {
              values: { ...saved, name: '', email: '' },
              errors: { name: t.nameRequired, email: t.emailRequired },
            },
          ],
          [
            'Invalid email — one field error',
            { values: { ...saved, email: 'aarav@' }, errors: { email: t.emailInvalid } },
          ],
          ['Save failed — the server refused', { failure: 'The server could not complete this request.' }],
          ['Saving — Save busy', { saving: true }],
          [
            'Hindi — name, city and the failure in Hindi',
            {
              values: { ...saved, name: 'आरव शर्मा', city: 'नई दिल्ली' },
              failure: 'सर्वर यह अनुरोध पूरा नहीं कर सका। कृपया फिर से कोशिश करें।',
            },
            'hi',
          ],
          [
            'Very long — a long name, an unbroken email and a long failure',
            { values: { ...saved, name: longText.name, email: longText.email }, failure: longText.sentence },
          ],
        ] as [string, Partial<Props>, string?][]
      ).map(([caption, state, lang]) => (
        <SheetTile key={caption} caption={caption} lang={lang}>
          <ProfileDetailsDialog {...args} {...state} inline />
        </SheetTile>
      ))}
    </Sheet>
  ),
  play: sheetFitsPhone,
};
