import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { VerificationDialog, verificationDialogTexts as t } from './verification-dialog';
import { longText, sheetFitsPhone, SheetTile, StateSheet as Sheet } from '../../internal/state-sheet';

type Props = ComponentProps<typeof VerificationDialog>;

/** Keeps the typed code in story state (as the flows do) and still reports each call. */
function Controlled(args: Props) {
  const [code, setCode] = useState(args.code);
  return (
    <VerificationDialog
      {...args}
      code={code}
      onCodeChange={(value) => {
        setCode(value);
        args.onCodeChange(value);
      }}
    />
  );
}

const meta = {
  title: 'Design System/Dialogs/Verification Dialog',
  component: VerificationDialog,
  // On docs pages each story is drawn in its own frame, so an open modal stays in it and does not cover the page.
  parameters: { docs: { story: { inline: false, iframeHeight: '640px' } } },
  render: Controlled,
  args: {
    open: true,
    destination: '+91 98765 43210',
    code: '',
    busy: false,
    resending: false,
    onCodeChange: fn(),
    onVerify: fn(),
    onResend: fn(),
    onEdit: fn(),
    onClose: fn(),
  },
  argTypes: {
    destination: { table: { category: 'Content' } },
    code: { table: { category: 'Content' } },
    error: { table: { category: 'Content' } },
    failure: { table: { category: 'Content' } },
    info: { table: { category: 'Content' } },
    open: { table: { category: 'Behaviour' } },
    inline: { control: false, table: { category: 'Appearance' } },
    busy: { table: { category: 'Behaviour' } },
    resending: { table: { category: 'Behaviour' } },
    onCodeChange: { table: { category: 'Events' } },
    onVerify: { table: { category: 'Events' } },
    onResend: { table: { category: 'Events' } },
    onEdit: { table: { category: 'Events' } },
    onClose: { table: { category: 'Events' } },
  },
} satisfies Meta<typeof VerificationDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(document.body).getByRole('dialog', { name: t.title });

/** The code was sent: the field takes digits only (at most 10), focus starts in it, Verify sends the code. */
export const Default: Story = {
  play: async ({ args }) => {
    const d = within(dialog());
    const field = d.getByLabelText(/Verification Code/);
    await expect(field).toHaveFocus();
    await expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    await userEvent.type(field, '12a34-56789012');
    await expect(field).toHaveValue('1234567890');
    await userEvent.click(d.getByRole('button', { name: t.verify }));
    await expect(args.onVerify).toHaveBeenCalledWith('1234567890');
  },
};

/** Enter in the field verifies; Resend OTP, Edit and Not now call their callbacks. */
export const Actions: Story = {
  args: { code: '123456' },
  play: async ({ args }) => {
    const d = within(dialog());
    await userEvent.type(d.getByLabelText(/Verification Code/), '{Enter}');
    await expect(args.onVerify).toHaveBeenCalledWith('123456');
    await userEvent.click(d.getByRole('button', { name: t.resend }));
    await expect(args.onResend).toHaveBeenCalledOnce();
    await userEvent.click(d.getByRole('button', { name: t.edit }));
    await expect(args.onEdit).toHaveBeenCalledOnce();
    await userEvent.click(d.getByRole('button', { name: t.notNow }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** Escape asks to close, like Not now. */
export const EscapeCloses: Story = {
  play: async ({ args }) => {
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** Verify with no code: "Verification Code is required" under the field. */
export const CodeRequired: Story = {
  args: { error: 'Verification Code is required' },
  play: async () => {
    const d = within(dialog());
    await expect(d.getByText('Verification Code is required')).toBeVisible();
    await expect(d.getByLabelText(/Verification Code/)).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The server refused the code: its message shows as an alert inside the dialog; the code is kept. */
export const WrongCode: Story = {
  args: { code: '000000', failure: 'Invalid OTP' },
  play: async () => {
    const d = within(dialog());
    await expect(d.getByRole('alert')).toHaveTextContent('Invalid OTP');
    await expect(d.getByLabelText(/Verification Code/)).toHaveValue('000000');
  },
};

/** After a resend: "OTP was resent successfully!" is announced politely. */
export const Resent: Story = {
  args: { info: 'OTP was resent successfully!' },
  play: async () => {
    await expect(within(dialog()).getByRole('status')).toHaveTextContent('OTP was resent successfully!');
  },
};

/** Checking the code: Verify shows progress, the field and the other buttons are locked, Escape does nothing. */
export const Verifying: Story = {
  args: { code: '123456', busy: true },
  play: async ({ args }) => {
    const d = within(dialog());
    await expect(d.getByLabelText(/Verification Code/)).toBeDisabled();
    await expect(d.getByRole('button', { name: t.notNow })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** In Hindi (issue 29): the title, where the code went, the buttons and the flow's messages in Hindi; Verify sends. */
export const Hindi: Story = {
  globals: { locale: 'hi' },
  args: {
    code: '123456',
    error: 'Verification Code is required',
    failure: 'Something went wrong. Please try again.',
    info: 'OTP was resent successfully!',
  },
  play: async ({ args }) => {
    const d = within(within(document.body).getByRole('dialog', { name: 'सत्यापन' }));
    await expect(d.getByText('+91 98765 43210 पर भेजा गया कोड डालें।')).toBeVisible();
    await expect(d.getByLabelText(/^सत्यापन कोड/)).toHaveValue('123456');
    await expect(d.getByText('सत्यापन कोड डालना ज़रूरी है')).toBeVisible();
    await expect(d.getByRole('alert')).toHaveTextContent('कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।');
    await expect(d.getByRole('status')).toHaveTextContent('OTP दोबारा भेज दिया गया है!');
    await userEvent.click(d.getByRole('button', { name: 'OTP दोबारा भेजें' }));
    await expect(args.onResend).toHaveBeenCalledOnce();
    await userEvent.click(d.getByRole('button', { name: 'बदलें' }));
    await expect(args.onEdit).toHaveBeenCalledOnce();
    await userEvent.click(d.getByRole('button', { name: 'सत्यापित करें' }));
    await expect(args.onVerify).toHaveBeenCalledWith('123456');
    await userEvent.click(d.getByRole('button', { name: 'अभी नहीं' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** Every state side by side (drawn in the page flow) for the visual tests. */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  render: (args) => (
    <Sheet>
      {(
        [
          ['Code sent — field empty, focus in it', {}],
          ['Code missing — the field error', { code: '', error: 'Verification Code is required' }],
          ['Wrong code — the server refused', { code: '000000', failure: 'Invalid OTP' }],
          ['Code resent — the info message', { code: '123456', info: 'OTP was resent successfully!' }],
          ['Verifying — Verify busy', { code: '123456', busy: true }],
          [
            'Hindi — error and info in Hindi',
            {
              code: '000000',
              failure: 'OTP सही नहीं है। कृपया SMS में आया कोड दोबारा देखें।',
              info: 'OTP दोबारा भेज दिया गया है!',
            },
            'hi',
          ],
          [
            'Very long — an unbroken email as the destination and a long failure',
            { destination: longText.email, code: '000000', failure: longText.sentence },
          ],
        ] as [string, Partial<Props>, string?][]
      ).map(([caption, state, lang]) => (
        <SheetTile key={caption} caption={caption} lang={lang}>
          <VerificationDialog {...args} {...state} inline />
        </SheetTile>
      ))}
    </Sheet>
  ),
  play: sheetFitsPhone,
};
