import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from './checkbox';
import { touchTargetProblems } from '../../internal/touch-targets';
import { longText, Sheet, SheetTile, sheetFitsPhone } from '../../internal/state-sheet';

const meta = {
  title: 'Design System/Inputs/Checkbox',
  component: Checkbox,
  args: { label: 'Remember Me', defaultChecked: true, onCheckedChange: fn() },
  argTypes: {
    label: { control: 'text', table: { category: 'Content' } },
    description: { control: 'text', table: { category: 'Content' } },
    error: { control: 'text', table: { category: 'Content' } },
    checked: { control: 'boolean', table: { category: 'Behaviour' } },
    defaultChecked: { table: { category: 'Behaviour' } },
    disabled: { table: { category: 'Behaviour' } },
    onCheckedChange: { table: { category: 'Events' } },
  },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Driven by the controls: the sign-in "Remember Me", on by default. A press on the label toggles it. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'Remember Me' });
    await expect(box).toBeChecked();
    await userEvent.click(canvas.getByText('Remember Me'));
    await expect(box).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledWith(false);
  },
};

/** By keyboard: Tab reaches it, Space toggles it. */
export const Keyboard: Story = {
  args: { defaultChecked: false },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const box = canvas.getByRole('checkbox', { name: 'Remember Me' });
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledTimes(2);
  },
};

/** A second line that explains the choice; read as the description. */
export const WithDescription: Story = {
  args: {
    label: 'Send me reminders',
    description: 'A message the evening before each live class',
    defaultChecked: false,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Send me reminders' })).toHaveAccessibleDescription(
      'A message the evening before each live class',
    );
  },
};

/** The caller's error for a lone checkbox. */
export const WithError: Story = {
  args: {
    label: 'I accept the terms and conditions',
    defaultChecked: false,
    error: 'Please accept the terms',
  },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'I accept the terms and conditions' });
    await expect(box).toBeInvalid();
    await expect(box).toHaveAccessibleDescription('Please accept the terms');
  },
};

/** Cannot be changed. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'Remember Me' });
    await expect(box).toBeDisabled();
    await userEvent.click(canvas.getByText('Remember Me'));
    await expect(box).toBeChecked();
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

/** Every state on one sheet, for visual review and visual tests. */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  render: () => (
    <Sheet maxWidth={480} gap={8}>
      <SheetTile caption="Unchecked and checked">
        <Checkbox label="Unchecked" />
        <Checkbox label="Checked" defaultChecked />
      </SheetTile>
      <SheetTile caption="With description — a quieter second line">
        <Checkbox label="With description" description="A quieter second line" defaultChecked />
      </SheetTile>
      <SheetTile caption="Error — message under the box">
        <Checkbox label="Error" error="Please accept the terms" />
      </SheetTile>
      <SheetTile caption="Disabled — unchecked and checked">
        <Checkbox label="Disabled" disabled />
        <Checkbox label="Disabled and checked" disabled defaultChecked />
      </SheetTile>
      <SheetTile caption="Rich label — markup, long enough to wrap on a phone">
        <Checkbox
          label={
            <>
              Rich label: H<sub>2</sub>O is <strong>water</strong>, and this line is long enough to wrap on a
              phone
            </>
          }
        />
      </SheetTile>
      <SheetTile caption="Hindi — label, description and error in Devanagari" lang="hi">
        <Checkbox
          label="मैं नियम और शर्तें स्वीकार करता/करती हूँ"
          description="आगे बढ़ने के लिए यह ज़रूरी है"
          error="कृपया नियम और शर्तें स्वीकार करें"
        />
      </SheetTile>
      <SheetTile caption="Very long — a 160-character label and an unbroken email">
        <Checkbox label={longText.sentence} description={longText.email} />
      </SheetTile>
    </Sheet>
  ),
  play: async (context) => {
    const { canvasElement } = context;
    await sheetFitsPhone(context);
    // Every target at least 24 × 24 px (WCAG 2.5.8), primary actions at least 44 px tall.
    await expect(touchTargetProblems(canvasElement)).toEqual([]);
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(9);
    for (const row of canvasElement.querySelectorAll('label')) {
      await expect(row.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
    const sheet = canvas.getByTestId('sheet');
    sheet.style.width = '360px';
    await expect(sheet.scrollWidth).toBeLessThanOrEqual(sheet.clientWidth);
    sheet.style.width = '';
  },
};
