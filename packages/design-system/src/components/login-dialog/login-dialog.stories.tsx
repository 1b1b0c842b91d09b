import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LoginDialog, loginDialogTexts as t } from './login-dialog';
import { Sheet, SheetTile, expectCaptioned } from '../../internal/state-sheet';

type Props = ComponentProps<typeof LoginDialog>;

/** Keeps the typed values in story state (as the sign-in flow does) and still reports each call. */
function Controlled(args: Props) {
  const [values, setValues] = useState({ username: args.username, password: args.password });
  return (
    <LoginDialog
      {...args}
      {...values}
      onFieldChange={(field, value) => {
        setValues((current) => ({ ...current, [field]: value }));
        args.onFieldChange(field, value);
      }}
    />
  );
}

const meta = {
  title: 'Design System/Dialogs/Login Dialog',
  component: LoginDialog,
  // On docs pages each story is drawn in its own frame, so an open modal stays in it and does not cover the page.
  parameters: { docs: { story: { inline: false, iframeHeight: '640px' } } },
  render: Controlled,
  args: {
    open: true,
    username: '',
    password: '',
    errors: {},
    failure: null,
    busy: false,
    onFieldChange: fn(),
    onSubmit: fn(),
    onSignUp: fn(),
    onClose: fn(),
  },
  argTypes: {
    username: { table: { category: 'Content' } },
    password: { table: { category: 'Content' } },
    errors: { table: { category: 'Content' } },
    failure: { table: { category: 'Content' } },
    open: { table: { category: 'Behaviour' } },
    busy: { table: { category: 'Behaviour' } },
    inline: { control: false, table: { category: 'Layout' } },
    onFieldChange: { table: { category: 'Events' } },
    onSubmit: { table: { category: 'Events' } },
    onSignUp: { table: { category: 'Events' } },
    onClose: { table: { category: 'Events' } },
  },
} satisfies Meta<typeof LoginDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(within(document.body).getByRole('dialog', { name: t.title }));

/** The empty form: focus starts in Username; Log In sends what was typed; the sign-up link. */
export const Default: Story = {
  play: async ({ args }) => {
    const d = dialog();
    const username = d.getByLabelText(/^Username/);
    await waitFor(() => expect(username).toHaveFocus());
    await userEvent.type(username, '9000000001');
    await userEvent.type(d.getByLabelText(/^Password/), 'Quest@123');
    await expect(d.getByLabelText(/^Password/)).toHaveAttribute('autocomplete', 'current-password');
    await userEvent.click(d.getByRole('button', { name: t.logIn }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ username: '9000000001', password: 'Quest@123' });
    await userEvent.click(d.getByRole('button', { name: t.signUp }));
    await expect(args.onSignUp).toHaveBeenCalledOnce();
  },
};

/** Log In with empty fields: the sign-in messages under the fields. */
export const Invalid: Story = {
  args: { errors: { username: 'Username is required', password: 'Password is required' } },
  play: async () => {
    const d = dialog();
    await expect(d.getByText('Username is required')).toBeVisible();
    await expect(d.getByText('Password is required')).toBeVisible();
    await expect(d.getByLabelText(/^Username/)).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The server refused the credentials: its message as an alert; the user name stays. */
export const Failed: Story = {
  args: { username: '9000000001', failure: 'Invalid username or password.' },
  play: async () => {
    const d = dialog();
    await expect(d.getByRole('alert')).toHaveTextContent('Invalid username or password.');
    await expect(d.getByLabelText(/^Username/)).toHaveValue('9000000001');
  },
};

/** Signing in: the fields are locked, Log In shows progress, Escape does nothing. */
export const Busy: Story = {
  args: { username: '9000000001', password: 'Quest@123', busy: true },
  play: async ({ args }) => {
    const d = dialog();
    await expect(d.getByLabelText(/^Username/)).toBeDisabled();
    await userEvent.click(d.getByRole('button', { name: new RegExp(t.logIn) }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** Escape and the close button drop the pending action. */
export const Closing: Story = {
  play: async ({ args }) => {
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(dialog().getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledTimes(2);
  },
};

/** The captions of the state sheet's tiles, in the order of its states. */
const sheetCaptions = [
  'Empty — ready to sign in',
  'Invalid — both fields required',
  'Failed — wrong username or password',
  'Signing in — busy',
];

/** Every state side by side (drawn in the page flow) for the visual tests. */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  render: (args) => (
    <Sheet>
      {(
        [
          {},
          { errors: { username: 'Username is required', password: 'Password is required' } },
          { username: '9000000001', failure: 'Invalid username or password.' },
          { username: '9000000001', password: 'Quest@123', busy: true },
        ] as Partial<Props>[]
      ).map((state, i) => (
        <SheetTile key={i} caption={sheetCaptions[i]!}>
          <LoginDialog {...args} {...state} inline />
        </SheetTile>
      ))}
    </Sheet>
  ),
  play: async ({ canvasElement }) => {
    const sheet = canvasElement.firstElementChild as HTMLElement;
    await expectCaptioned(sheet);
    await expect(sheet.scrollWidth).toBeLessThanOrEqual(sheet.clientWidth);
  },
};
