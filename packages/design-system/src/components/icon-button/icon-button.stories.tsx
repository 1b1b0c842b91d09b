import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { iconNames } from '../icon';
import { IconButton, type IconButtonSize, type IconButtonVariant } from './icon-button';
import { touchTargetProblems } from '../../internal/touch-targets';
import { Sheet, SheetTile, expectCaptioned } from '../../internal/state-sheet';

const meta = {
  title: 'Design System/Actions/Icon Button',
  component: IconButton,
  args: { label: 'Share', icon: 'share', onClick: fn() },
  argTypes: {
    icon: { control: 'select', options: iconNames, table: { category: 'Content' } },
    pressedIcon: { control: 'select', options: iconNames, table: { category: 'Content' } },
    variant: { control: 'inline-radio', table: { category: 'Appearance' } },
    size: { control: 'inline-radio', table: { category: 'Appearance' } },
    pressed: { control: 'boolean', table: { category: 'Behaviour' } },
    disabled: { table: { category: 'Behaviour' } },
    type: { control: 'inline-radio', table: { category: 'Behaviour' } },
    onClick: { table: { category: 'Events' } },
    label: { table: { category: 'Accessibility' } },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Driven by the controls. The label is the accessible name and the tooltip. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Share' });
    await expect(button).toHaveAttribute('title', 'Share');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** A toggle: `aria-pressed` follows `pressed`, and the icon may change with it. Enter and Space toggle it. */
export const Toggle: Story = {
  args: { label: 'Bookmark', icon: 'star' },
  render: function Render(args) {
    const [pressed, setPressed] = useState(false);
    return (
      <IconButton
        {...args}
        pressed={pressed}
        onClick={(event) => {
          setPressed((p) => !p);
          args.onClick?.(event);
        }}
      />
    );
  },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Bookmark' });
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.keyboard(' ');
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onClick).toHaveBeenCalledTimes(3);
  },
};

/** Not available: presses are ignored, but it stays focusable and named. */
export const Disabled: Story = {
  args: { label: 'Download', icon: 'download', disabled: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Download' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** 44, 48 and 56 px: every size is a full touch target. */
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <IconButton {...args} size="sm" label="Small" />
      <IconButton {...args} size="md" label="Medium" />
      <IconButton {...args} size="lg" label="Large" />
    </div>
  ),
  play: async ({ canvas }) => {
    for (const button of canvas.getAllByRole('button')) {
      await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
      await expect(button.getBoundingClientRect().width).toBeGreaterThanOrEqual(44);
    }
  },
};

const variants: IconButtonVariant[] = ['text', 'secondary', 'primary'];
const sizes: IconButtonSize[] = ['sm', 'md', 'lg'];
const states = [
  { name: 'normal', props: {} },
  { name: 'pressed', props: { pressed: true } },
  { name: 'not pressed', props: { pressed: false } },
  { name: 'disabled', props: { disabled: true } },
] as const;

/** Every variant × state, and the sizes, for visual review and visual tests. */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  render: () => (
    <Sheet gap={12}>
      {variants.map((variant) => (
        <SheetTile key={variant} row caption={`${variant} — ${states.map((s) => s.name).join(', ')}`}>
          {states.map(({ name, props }) => (
            <IconButton
              key={name}
              variant={variant}
              icon="star"
              pressedIcon="check"
              label={`${variant} ${name}`}
              {...props}
            />
          ))}
        </SheetTile>
      ))}
      <SheetTile row caption={`Sizes — ${sizes.join(', ')}`}>
        {sizes.map((size) => (
          <IconButton key={size} size={size} variant="secondary" icon="close" label={`Close ${size}`} />
        ))}
      </SheetTile>
    </Sheet>
  ),
  play: async ({ canvasElement }) => {
    // Every target at least 24 × 24 px (WCAG 2.5.8), primary actions at least 44 px tall.
    await expect(touchTargetProblems(canvasElement)).toEqual([]);
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button')).toHaveLength(variants.length * states.length + sizes.length);
    await expect(canvas.getByRole('button', { name: 'text pressed' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const sheet = canvas.getByTestId('sheet');
    await expectCaptioned(sheet);
    sheet.style.width = '360px';
    await expect(sheet.scrollWidth).toBeLessThanOrEqual(sheet.clientWidth);
    sheet.style.width = '';
  },
};
