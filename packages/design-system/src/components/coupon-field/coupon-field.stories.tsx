import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CouponField } from './coupon-field';
import { longText, Sheet, SheetTile, sheetFitsPhone } from '../../internal/state-sheet';

const meta = {
  title: 'Design System/Inputs/Coupon Field',
  component: CouponField,
  args: { label: 'Coupon code', onValueChange: fn(), onApply: fn(), onRemove: fn() },
  argTypes: {
    label: { table: { category: 'Content' } },
    value: { control: 'text', table: { category: 'Content' } },
    defaultValue: { control: 'text', table: { category: 'Content' } },
    appliedCode: { control: 'text', table: { category: 'Content' } },
    keptCode: { control: 'text', table: { category: 'Content' } },
    error: { control: 'text', table: { category: 'Content' } },
    helperText: { control: 'text', table: { category: 'Content' } },
    applyLabel: { table: { category: 'Content' } },
    removeLabel: { table: { category: 'Content' } },
    placeholder: { table: { category: 'Content' } },
    loading: { table: { category: 'Behaviour' } },
    disabled: { table: { category: 'Behaviour' } },
    onValueChange: { table: { category: 'Events' } },
    onApply: { table: { category: 'Events' } },
    onRemove: { table: { category: 'Events' } },
    id: { table: { category: 'Accessibility' } },
  },
} satisfies Meta<typeof CouponField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Driven by the controls: Apply (or Enter) sends the typed code; Apply waits for a code. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Coupon code' });
    const apply = canvas.getByRole('button', { name: 'Apply' });
    await expect(apply).toHaveAttribute('aria-disabled', 'true');
    await userEvent.type(input, 'save10');
    await userEvent.click(apply);
    await expect(args.onApply).toHaveBeenCalledWith('save10');
    await userEvent.type(input, '{Enter}');
    await expect(args.onApply).toHaveBeenCalledTimes(2);
  },
};

/** At most 6 characters: typing more changes nothing. The code is kept as typed. */
export const CapsAtSix: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Coupon code' });
    await userEvent.type(input, 'Diwali2025');
    await expect(input).toHaveValue('Diwali');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('Diwali');
  },
};

/** Checking the code: Apply shows a spinner and ignores presses. */
export const Loading: Story = {
  args: { defaultValue: 'SAVE10', loading: true },
  play: async ({ args, canvas }) => {
    const apply = canvas.getByRole('button', { name: 'Apply' });
    await expect(apply).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(apply);
    await expect(args.onApply).not.toHaveBeenCalled();
  },
};

/** The caller's error (the server's message), shown under the field. */
export const WithError: Story = {
  args: { defaultValue: 'OLD50', error: 'Coupon code is expired' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Coupon code' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Coupon code is expired');
  },
};

/** Applied: "{code} coupon is applied" with a remove control; the input and Apply are disabled. */
export const Applied: Story = {
  args: { appliedCode: 'SAVE10' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('SAVE10 coupon is applied');
    await expect(canvas.getByRole('textbox', { name: 'Coupon code' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Apply' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove' }));
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
  },
};

/** A visitor's code, kept for after sign-in: the note says so, with a remove control; input and Apply disabled. */
export const Kept: Story = {
  args: { value: 'FLAT50', keptCode: 'FLAT50' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'FLAT50 will be applied at checkout after you log in.',
    );
    await expect(canvas.getByRole('textbox', { name: 'Coupon code' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Apply' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove' }));
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
  },
};

/** In Hindi (issue 29): the kept code's note words the code through its own message. */
export const KeptInHindi: Story = {
  globals: { locale: 'hi' },
  args: { value: 'FLAT50', keptCode: 'FLAT50' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'लॉग इन करने के बाद चेकआउट पर FLAT50 कूपन लागू हो जाएगा।',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'हटाएँ' }));
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
  },
};

/** The cart's round trip, with the caller holding the state: apply, then remove. */
export const ApplyAndRemove: Story = {
  render: function Render(args) {
    const [code, setCode] = useState('');
    const [applied, setApplied] = useState<string>();
    return (
      <CouponField
        {...args}
        value={code}
        onValueChange={setCode}
        appliedCode={applied}
        onApply={(c) => {
          setApplied(c);
          setCode('');
          args.onApply?.(c);
        }}
        onRemove={() => {
          setApplied(undefined);
          args.onRemove?.();
        }}
      />
    );
  },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Coupon code' });
    await userEvent.type(input, 'SAVE10');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(await canvas.findByText('SAVE10 coupon is applied')).toBeVisible();
    await expect(input).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(canvas.queryByText('SAVE10 coupon is applied')).toBeNull());
    await expect(input).toBeEnabled();
    await expect(args.onApply).toHaveBeenCalledWith('SAVE10');
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
  },
};

/** Every state on one sheet, for visual review and visual tests. */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  render: () => (
    <Sheet maxWidth={480} gap={24}>
      <SheetTile caption="Empty — Apply unavailable">
        <CouponField label="Empty" />
      </SheetTile>
      <SheetTile caption="Typed — ready to apply">
        <CouponField label="Typed" defaultValue="SAVE10" />
      </SheetTile>
      <SheetTile caption="Applying — Apply busy">
        <CouponField label="Applying" defaultValue="SAVE10" loading />
      </SheetTile>
      <SheetTile caption="Error — the server's reason">
        <CouponField label="Error" defaultValue="OLD50" error="Coupon code is expired" />
      </SheetTile>
      <SheetTile caption="Applied — the code with Remove">
        <CouponField label="Applied" appliedCode="SAVE10" />
      </SheetTile>
      <SheetTile caption="Kept — signed out, applied at checkout">
        <CouponField label="Kept" defaultValue="FLAT50" keptCode="FLAT50" />
      </SheetTile>
      <SheetTile caption="Disabled">
        <CouponField label="Disabled" disabled />
      </SheetTile>
      <SheetTile caption="Hindi — label and error in Devanagari" lang="hi">
        <CouponField label="कूपन कोड" defaultValue="OLD50" error="यह कूपन कोड समाप्त हो चुका है" />
      </SheetTile>
      <SheetTile caption="Very long — a long code applied and a long error wrap">
        <CouponField
          label="Coupon with a long code"
          appliedCode="DIWALIFESTIVEOFFER2026FORKENDRIYAVIDYALAYASTUDENTS"
        />
        <CouponField label="Long error" defaultValue="DIWALI" error={longText.sentence} />
      </SheetTile>
    </Sheet>
  ),
  play: async (context) => {
    await sheetFitsPhone(context);
    const canvas = within(context.canvasElement);
    await expect(canvas.getAllByRole('textbox')).toHaveLength(10);
    await expect(canvas.getByText('SAVE10 coupon is applied')).toBeVisible();
  },
};
