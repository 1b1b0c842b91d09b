import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LanguageSwitch } from './language-switch';
import { touchTargetProblems } from '../../internal/touch-targets';
import { sheetFitsPhone, SheetTile, StateSheet as Sheet } from '../../internal/state-sheet';

const meta = {
  title: 'Design System/Inputs/Language Switch',
  component: LanguageSwitch,
  args: { value: 'en', onChange: fn() },
  argTypes: {
    value: { control: 'inline-radio', options: ['en', 'hi'], table: { category: 'Content' } },
    busy: { table: { category: 'Behaviour' } },
    layout: { control: 'inline-radio', options: ['inline', 'stacked'], table: { category: 'Appearance' } },
    onChange: { table: { category: 'Events' } },
  },
} satisfies Meta<typeof LanguageSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Driven by the controls: English chosen; a tap on हिन्दी asks for Hindi. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const group = canvas.getByRole('group', { name: 'Language' });
    await expect(within(group).getByRole('radio', { name: 'English' })).toBeChecked();
    const hindi = within(group).getByRole('radio', { name: 'हिन्दी' });
    // Each name is written in its own script, marked with its own language for screen readers.
    await expect(hindi.closest('label')).toHaveAttribute('lang', 'hi-IN');
    await userEvent.click(hindi);
    await expect(args.onChange).toHaveBeenCalledWith('hi');
  },
};

/** By keyboard: Tab reaches the chosen language, the arrow keys choose the other, as native radios do. */
export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'English' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onChange).toHaveBeenLastCalledWith('hi');
  },
};

/** The app in Hindi: the legend in Hindi, हिन्दी chosen; the names stay in their own scripts. */
export const Hindi: Story = {
  args: { value: 'hi' },
  globals: { locale: 'hi' },
  play: async ({ args, canvas }) => {
    const group = canvas.getByRole('group', { name: 'भाषा' });
    await expect(within(group).getByRole('radio', { name: 'हिन्दी' })).toBeChecked();
    await userEvent.click(within(group).getByRole('radio', { name: 'English' }));
    await expect(args.onChange).toHaveBeenCalledWith('en');
  },
};

/** Busy: the chosen language's texts are still loading; the switch waits and says so. */
export const Busy: Story = {
  args: { value: 'hi', busy: true },
  play: async ({ args, canvas }) => {
    const group = canvas.getByRole('group', { name: 'Language' });
    await expect(group).toHaveAttribute('aria-busy', 'true');
    for (const radio of within(group).getAllByRole('radio')) await expect(radio).toBeDisabled();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** English, Hindi, busy and stacked; every target at least 44 px tall, nothing overflows at 360 px. */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  render: () => (
    <Sheet maxWidth={480} gap={24}>
      <SheetTile caption="English chosen — inline">
        <LanguageSwitch value="en" onChange={() => {}} />
      </SheetTile>
      <SheetTile caption="हिन्दी chosen">
        <LanguageSwitch value="hi" onChange={() => {}} />
      </SheetTile>
      <SheetTile caption="Busy — Hindi loading">
        <LanguageSwitch value="hi" busy onChange={() => {}} />
      </SheetTile>
      <SheetTile caption="Stacked — the legend above, as in a form">
        <LanguageSwitch value="en" layout="stacked" onChange={() => {}} />
      </SheetTile>
    </Sheet>
  ),
  play: async ({ canvasElement }) => {
    await expect(touchTargetProblems(canvasElement)).toEqual([]);
    await expect(within(canvasElement).getAllByRole('group')).toHaveLength(4);
    await sheetFitsPhone({ canvasElement });
  },
};
