import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { iconNames } from '../icon';
import { Chip, GetOtpChip } from './chip';
import { touchTargetProblems } from '../../internal/touch-targets';
import { longText, Sheet, SheetTile, sheetFitsPhone } from '../../internal/state-sheet';

const meta = {
  title: 'Design System/Actions/Chip',
  component: Chip,
  args: { children: 'CBSE', onClick: fn(), onSelectedChange: fn() },
  argTypes: {
    children: { control: 'text', table: { category: 'Content' } },
    icon: { control: 'select', options: iconNames, table: { category: 'Content' } },
    selected: { control: 'boolean', table: { category: 'Behaviour' } },
    loading: { table: { category: 'Behaviour' } },
    disabled: { table: { category: 'Behaviour' } },
    onClick: { table: { category: 'Events' } },
    onSelectedChange: { table: { category: 'Events' } },
  },
} satisfies Meta<typeof Chip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Driven by the controls: an action chip. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'CBSE' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** Filter chips: each toggles with click, Enter or Space; `aria-pressed` and a tick show the selection. */
export const Filter: Story = {
  render: function Render(args) {
    const boards = ['CBSE', 'ICSE', 'State Board'];
    const [chosen, setChosen] = useState<string[]>(['CBSE']);
    return (
      <div role="group" aria-label="Board" style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        {boards.map((board) => (
          <Chip
            key={board}
            selected={chosen.includes(board)}
            onSelectedChange={(on) => {
              setChosen((c) => (on ? [...c, board] : c.filter((b) => b !== board)));
              args.onSelectedChange?.(on);
            }}
          >
            {board}
          </Chip>
        ))}
      </div>
    );
  },
  play: async ({ args, canvas }) => {
    const cbse = canvas.getByRole('button', { name: 'CBSE' });
    const icse = canvas.getByRole('button', { name: 'ICSE' });
    await expect(cbse).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(cbse);
    await expect(cbse).toHaveAttribute('aria-pressed', 'false');
    icse.focus();
    await userEvent.keyboard(' ');
    await expect(icse).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onSelectedChange).toHaveBeenNthCalledWith(1, false);
    await expect(args.onSelectedChange).toHaveBeenNthCalledWith(2, true);
  },
};

/** Not available: presses are ignored, focus still reaches it. */
export const Disabled: Story = {
  args: { disabled: true, children: 'Class 8' },
  play: async ({ args, canvas }) => {
    const chip = canvas.getByRole('button', { name: 'Class 8' });
    await userEvent.click(chip);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** The sign-up "GET OTP" chip: pressing it asks for a code. The label comes from the caller. */
export const GetOtp: Story = {
  render: (args) => <GetOtpChip onClick={args.onClick} />,
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'GET OTP' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** While the code is being sent: spinner, `aria-busy`, presses ignored. */
export const GetOtpLoading: Story = {
  render: (args) => <GetOtpChip label="Get OTP" loading onClick={args.onClick} />,
  play: async ({ args, canvas }) => {
    const chip = canvas.getByRole('button', { name: 'Get OTP' });
    await expect(chip).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(chip);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** After the code is checked the chip becomes a tick named "Mobile number verified". */
export const GetOtpVerified: Story = {
  render: () => <GetOtpChip verified />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Mobile number verified' })).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Every kind × state, for visual review and visual tests. */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  render: () => (
    <Sheet gap={12}>
      <SheetTile row caption="Action chips — plain, with icon, disabled, loading">
        <Chip>Action</Chip>
        <Chip icon="calendar">With icon</Chip>
        <Chip disabled>Disabled</Chip>
        <Chip loading>Loading</Chip>
      </SheetTile>
      <SheetTile row caption="Filter chips — not selected, selected, selected disabled, a long label">
        <Chip selected={false}>Not selected</Chip>
        <Chip selected>Selected</Chip>
        <Chip selected disabled>
          Selected disabled
        </Chip>
        <Chip selected={false}>A very long filter label that has to wrap on a phone screen</Chip>
      </SheetTile>
      <SheetTile row caption="Get OTP — ready, sending, disabled, verified">
        <GetOtpChip />
        <GetOtpChip label="Get OTP" loading />
        <GetOtpChip disabled />
        <GetOtpChip verified />
      </SheetTile>
      <SheetTile row caption="Hindi — filter and action labels in Devanagari" lang="hi">
        <Chip selected>सभी मिशन</Chip>
        <Chip selected={false}>अधूरे</Chip>
        <Chip icon="calendar">आज की कक्षाएँ</Chip>
      </SheetTile>
      <SheetTile row caption="Very long — an unbroken label breaks inside the chip">
        <Chip selected={false}>{longText.url}</Chip>
      </SheetTile>
    </Sheet>
  ),
  play: async (context) => {
    const { canvasElement } = context;
    await sheetFitsPhone(context);
    // Every target at least 24 × 24 px (WCAG 2.5.8), primary actions at least 44 px tall.
    await expect(touchTargetProblems(canvasElement)).toEqual([]);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Mobile number verified' })).toBeVisible();
    await expect(canvas.getAllByRole('button')).toHaveLength(15);
    const sheet = canvas.getByTestId('sheet');
    sheet.style.width = '360px';
    await expect(sheet.scrollWidth).toBeLessThanOrEqual(sheet.clientWidth);
    sheet.style.width = '';
  },
};
