import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { iconNames } from '../icon';
import { Button, type ButtonVariant } from './button';
import { touchTargetProblems } from '../../internal/touch-targets';
import { longText, Sheet, SheetTile, sheetFitsPhone } from '../../internal/state-sheet';

const meta = {
  title: 'Design System/Actions/Button',
  component: Button,
  args: { children: 'Start mission', onClick: fn() },
  argTypes: {
    children: { control: 'text', table: { category: 'Content' } },
    iconStart: { control: 'select', options: iconNames, table: { category: 'Content' } },
    iconEnd: { control: 'select', options: iconNames, table: { category: 'Content' } },
    variant: { control: 'inline-radio', table: { category: 'Appearance' } },
    size: { control: 'inline-radio', table: { category: 'Appearance' } },
    fullWidth: { table: { category: 'Appearance' } },
    loading: { table: { category: 'Behaviour' } },
    disabled: { table: { category: 'Behaviour' } },
    type: { control: 'inline-radio', table: { category: 'Behaviour' } },
    onClick: { table: { category: 'Events' } },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Driven by the controls. Clicking calls `onClick`. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Start mission' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** The one main action of a view. */
export const Primary: Story = { args: { variant: 'primary', children: 'Buy now' } };

/** An alternative beside the primary action. */
export const Secondary: Story = { args: { variant: 'secondary', children: 'Not now' } };

/** Low-emphasis actions such as "Skip" or "View details". */
export const Text: Story = { args: { variant: 'text', children: 'View details' } };

/** Destructive or irreversible actions. */
export const Danger: Story = { args: { variant: 'danger', children: 'Remove from cart' } };

/** Work in progress after a press: spinner, `aria-busy`, clicks ignored. */
export const Loading: Story = {
  args: { loading: true, children: 'Applying coupon' },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Applying coupon' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** Not available yet (for example until a form is valid). Still focusable, so it can be discovered. */
export const Disabled: Story = {
  args: { disabled: true, children: 'Next' },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Next' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** An icon before or after the label; the icon is decorative, the label names the button. */
export const WithIcon: Story = {
  args: { iconStart: 'play', iconEnd: 'chevron-right', children: 'Watch video' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Watch video' })).toBeVisible();
  },
};

/** Fills its container: the main action at the bottom of a phone screen. */
export const FullWidth: Story = {
  args: { fullWidth: true, children: 'Continue' },
  render: (args) => (
    <div style={{ width: 320 }}>
      <Button {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Continue' });
    await expect(button.getBoundingClientRect().width).toBe(320);
  },
};

/** Every size stays at least 44px high for thumbs. */
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap', alignItems: 'center' }}>
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args} size="md">
        Medium
      </Button>
      <Button {...args} size="lg">
        Large
      </Button>
    </div>
  ),
  play: async ({ canvas }) => {
    for (const button of canvas.getAllByRole('button')) {
      await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
  },
};

/** A phone-width (360px) column: long labels wrap instead of pushing the page sideways. */
export const NarrowScreen: Story = {
  render: (args) => (
    <div data-testid="phone" style={{ width: 360, display: 'grid', gap: 12, justifyItems: 'start' }}>
      <Button {...args} iconStart="cart">
        Proceed to checkout and pay for the Class 8 Science quest
      </Button>
      <Button {...args} variant="secondary" size="lg" iconEnd="chevron-right">
        Continue with the next mission in this quest
      </Button>
      <Button {...args} fullWidth>
        Buy now
      </Button>
    </div>
  ),
  play: async ({ canvas }) => {
    const column = canvas.getByTestId('phone');
    await expect(column.scrollWidth).toBeLessThanOrEqual(column.clientWidth);
    for (const button of canvas.getAllByRole('button')) {
      await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(
        column.getBoundingClientRect().right,
      );
    }
  },
};

const variants: ButtonVariant[] = ['primary', 'secondary', 'text', 'danger'];
const states = [
  { name: 'Normal', props: {} },
  { name: 'Disabled', props: { disabled: true } },
  { name: 'Loading', props: { loading: true } },
] as const;

const captions: Record<ButtonVariant, string> = {
  primary: 'Primary — the one main action: normal, disabled, loading',
  secondary: 'Secondary — an alternative beside it: normal, disabled, loading',
  text: 'Text — a low-emphasis action: normal, disabled, loading',
  danger: 'Danger — destroys something: normal, disabled, loading',
};

/**
 * Every variant in every state, then Hindi labels and a very long label, for visual review and visual tests.
 */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  render: () => (
    <Sheet gap={12}>
      {variants.map((variant) => (
        <SheetTile key={variant} caption={captions[variant]} row>
          {states.map(({ name, props }) => (
            <Button key={name} variant={variant} iconStart="star" {...props}>
              {`${variant} ${name.toLowerCase()}`}
            </Button>
          ))}
        </SheetTile>
      ))}
      <SheetTile caption="Hindi — primary, secondary and loading labels" lang="hi" row>
        <Button iconStart="cart">अभी ख़रीदें</Button>
        <Button variant="secondary">अभी नहीं</Button>
        <Button loading>मिशन शुरू करें</Button>
      </SheetTile>
      <SheetTile caption="Very long — the label wraps between words inside a phone-width column">
        <div style={{ maxWidth: 360, display: 'grid', justifyItems: 'start' }}>
          <Button iconStart="cart">{longText.title}</Button>
        </div>
      </SheetTile>
    </Sheet>
  ),
  play: async (context) => {
    const { canvasElement } = context;
    // Every target at least 24 × 24 px (WCAG 2.5.8), primary actions at least 44 px tall.
    await expect(touchTargetProblems(canvasElement)).toEqual([]);
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button')).toHaveLength(variants.length * states.length + 4);
    await sheetFitsPhone(context);
  },
};
