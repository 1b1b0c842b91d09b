import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { tokens } from '../../tokens';
import { Spinner, type SpinnerSize } from './spinner';
import { expectCaptioned, longText, SheetTile, StateSheet as Sheet } from '../../internal/state-sheet';

const meta = {
  title: 'Design System/Feedback/Spinner',
  component: Spinner,
  args: { size: 'lg', label: 'Loading', showLabel: false },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg', 'xl'], table: { category: 'Appearance' } },
    showLabel: { table: { category: 'Appearance' } },
    label: { table: { category: 'Accessibility' } },
  },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Driven by the controls. Screen readers hear "Loading" (a polite status); sighted readers see the ring. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Loading');
    await expect(status.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** With the label shown, for a whole area that is loading. */
export const WithLabel: Story = {
  args: { showLabel: true, label: 'Loading your quests' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading your quests')).toBeVisible();
  },
};

const sizes: SpinnerSize[] = ['sm', 'md', 'lg', 'xl'];

/** The four sizes, matching the icon sizes. */
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: tokens.space[4], alignItems: 'center' }}>
      {sizes.map((size) => (
        <Spinner key={size} {...args} size={size} label={`Loading ${size}`} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('status')).toHaveLength(4);
    const xl = canvas.getByText('Loading xl').closest('[role="status"]')!;
    await expect(xl.querySelector('svg')).toHaveAttribute('width', '32');
  },
};

/** Every size, label hidden and shown; nothing overflows at 360 px. */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  globals: { viewport: { value: 'phone', isRotated: false } },
  render: () => (
    <Sheet>
      <SheetTile caption="Sizes sm to xl — label for screen readers only" row>
        {sizes.map((size) => (
          <Spinner key={size} size={size} />
        ))}
      </SheetTile>
      <SheetTile caption="Sizes sm to xl — with a visible label" row>
        {sizes.map((size) => (
          <Spinner key={size} size={size} showLabel label="Loading" />
        ))}
      </SheetTile>
      <SheetTile caption="Hindi — a visible Hindi label" lang="hi" row>
        <Spinner size="md" showLabel label="लोड हो रहा है…" />
      </SheetTile>
      <SheetTile caption="Very long — a long visible label wraps beside the spinner" row>
        <Spinner size="md" showLabel label={longText.sentence} />
      </SheetTile>
    </Sheet>
  ),
  play: async ({ canvasElement }) => {
    const sheet = within(canvasElement).getByTestId('sheet');
    await expect(within(sheet).getAllByRole('status')).toHaveLength(10);
    await expect(sheet.clientWidth).toBeLessThanOrEqual(360);
    await expectCaptioned(sheet);
    await expect(sheet.scrollWidth).toBeLessThanOrEqual(sheet.clientWidth);
  },
};
