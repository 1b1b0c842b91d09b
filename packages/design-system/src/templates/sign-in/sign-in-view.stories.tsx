import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SignInView, signInViewTexts as t } from './sign-in-view';
import { expectCaptioned, SheetTile, StateSheet as Sheet } from '../../internal/state-sheet';

type Props = ComponentProps<typeof SignInView>;

/** Keeps typed values in story state, as the sign-in flow does, and still reports every call to the args. */
function Controlled(args: Props) {
  const [values, setValues] = useState({ username: args.username, password: args.password });
  const [remember, setRemember] = useState(args.rememberMe);
  return (
    <SignInView
      {...args}
      username={values.username}
      password={values.password}
      rememberMe={remember}
      onFieldChange={(field, value) => {
        setValues((v) => ({ ...v, [field]: value }));
        args.onFieldChange(field, value);
      }}
      onRememberMeChange={(value) => {
        setRemember(value);
        args.onRememberMeChange(value);
      }}
    />
  );
}

const meta = {
  title: 'Templates/Sign In',
  component: SignInView,
  render: Controlled,
  parameters: { layout: 'fullscreen' },
  args: {
    username: '',
    password: '',
    rememberMe: true,
    busy: false,
    errors: {},
    onFieldChange: fn(),
    onRememberMeChange: fn(),
    onSubmit: fn(),
    onForgotPassword: fn(),
    onPrivacyPolicy: fn(),
    onTerms: fn(),
    onExplore: fn(),
    onSignUp: fn(),
  },
  argTypes: {
    title: { table: { category: 'Content' } },
    username: { table: { category: 'Content' } },
    password: { table: { category: 'Content' } },
    rememberMe: { table: { category: 'Content' } },
    errors: { table: { category: 'Content' } },
    header: { table: { category: 'Content' }, control: false },
    notice: { table: { category: 'Content' } },
    as: { table: { category: 'Accessibility' } },
    busy: { table: { category: 'Behaviour' } },
    onFieldChange: { table: { category: 'Events' } },
    onRememberMeChange: { table: { category: 'Events' } },
    onSubmit: { table: { category: 'Events' } },
    onForgotPassword: { table: { category: 'Events' } },
    onBack: { table: { category: 'Events' } },
    onExplore: { table: { category: 'Events' } },
    onSignUp: { table: { category: 'Events' } },
    onPrivacyPolicy: { table: { category: 'Events' } },
    onTerms: { table: { category: 'Events' } },
  },
} satisfies Meta<typeof SignInView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The start screen of a visitor: empty form, Remember Me on, Explore and Sign Up offered. Typing and Login. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: t.rememberMe })).toBeChecked();
    const username = canvas.getByLabelText(/Username/);
    await expect(username).toHaveAttribute('autocomplete', 'username');
    const password = canvas.getByLabelText(/^Password/);
    await expect(password).toHaveAttribute('autocomplete', 'current-password');
    await userEvent.type(username, '9876543210');
    await userEvent.type(password, 'Demo@123');
    await expect(args.onFieldChange).toHaveBeenLastCalledWith('password', 'Demo@123');
    await userEvent.click(canvas.getByRole('button', { name: t.login }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ username: '9876543210', password: 'Demo@123' });
  },
};

/** Enter in the password field submits, as on a phone keyboard's Go key. */
export const SubmitWithEnter: Story = {
  args: { username: '9876543210' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Password/), 'Demo@123{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ username: '9876543210', password: 'Demo@123' });
  },
};

/** Both fields empty after Login: both required messages show, tied to their fields. */
export const RequiredErrors: Story = {
  args: { errors: { username: 'Username is required', password: 'Password is required' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Username is required')).toBeVisible();
    await expect(canvas.getByText('Password is required')).toBeVisible();
    await expect(canvas.getByLabelText(/Username/)).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText(/^Password/)).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The server is checking: the form is locked and Login cannot be pressed twice. */
export const SigningIn: Story = {
  args: { username: '9876543210', password: 'Demo@123', busy: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/Username/)).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(t.login) }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Remember Me off, Forgot Password, Explore, Sign Up and the policy links each call their callback. */
export const Choices: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: t.rememberMe }));
    await expect(args.onRememberMeChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(canvas.getByRole('checkbox', { name: t.rememberMe })).not.toBeChecked());
    await userEvent.click(canvas.getByRole('button', { name: t.forgotPassword }));
    await expect(args.onForgotPassword).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: t.explore }));
    await expect(args.onExplore).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: t.signUp }));
    await expect(args.onSignUp).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: t.privacyPolicy }));
    await expect(args.onPrivacyPolicy).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: t.terms }));
    await expect(args.onTerms).toHaveBeenCalledOnce();
  },
};

/** Reached from a store action (/signin): only Back, which returns to the start. */
export const FromStore: Story = {
  args: { onExplore: undefined, onSignUp: undefined, onBack: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: t.explore })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: t.back }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

/** After the session ended (ADR 0116): the notice under the heading, announced politely; the form works as ever. */
export const SessionEnded: Story = {
  args: { notice: t.sessionEnded, username: '9876543210' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(t.sessionEnded);
    await expect(canvas.queryByRole('button', { name: 'Close' })).toBeNull();
    await userEvent.type(canvas.getByLabelText(/^Password/), 'Demo@123');
    await userEvent.click(canvas.getByRole('button', { name: t.login }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ username: '9876543210', password: 'Demo@123' });
  },
};

/** In Hindi (issue 29): the heading, fields, errors from the flow, buttons and links in Hindi; the form still sends. */
export const Hindi: Story = {
  globals: { locale: 'hi' },
  args: {
    notice: t.sessionEnded,
    errors: { username: 'Username is required', password: 'Password is required' },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'अपने Quest खाते में लॉग इन करें!' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('आपका सेशन समाप्त हो गया है।');
    await expect(canvas.getByText('यूज़रनेम डालना ज़रूरी है')).toBeVisible();
    await expect(canvas.getByText('पासवर्ड डालना ज़रूरी है')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'नए यूज़र हैं? साइन अप करें' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'गोपनीयता नीति' })).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/^यूज़रनेम/), '9876543210');
    await userEvent.type(canvas.getByLabelText(/^पासवर्ड/, { selector: 'input' }), 'Demo@123');
    await userEvent.click(canvas.getByRole('button', { name: 'पासवर्ड दिखाएँ' }));
    await expect(canvas.getByRole('button', { name: 'पासवर्ड छिपाएँ' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'लॉग इन करें' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ username: '9876543210', password: 'Demo@123' });
  },
};

/** Every state in one frame for the visual tests: empty, errors, signing in, from the store. */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  render: (args) => (
    <Sheet gap={16}>
      <SheetTile caption="Empty — with Explore and Sign up">
        <SignInView {...args} as="div" />
      </SheetTile>
      <SheetTile caption="Errors — user name and password required">
        <SignInView
          {...args}
          as="div"
          onExplore={undefined}
          onSignUp={undefined}
          errors={{ username: 'Username is required', password: 'Password is required' }}
        />
      </SheetTile>
      <SheetTile caption="Signing in — Login busy, a way back">
        <SignInView
          {...args}
          as="div"
          username="9876543210"
          password="Demo@123"
          busy
          onBack={fn()}
          onExplore={undefined}
          onSignUp={undefined}
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
