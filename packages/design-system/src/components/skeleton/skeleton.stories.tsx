import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { tokens } from '../../tokens';
import { Skeleton, SkeletonGroup } from './skeleton';
import { expectCaptioned, SheetTile, StateSheet as Sheet } from '../../internal/state-sheet';

const meta = {
  title: 'Design System/Feedback/Skeleton',
  component: Skeleton,
  args: { variant: 'text', lines: 3, label: 'Loading…' },
  argTypes: {
    variant: {
      control: 'inline-radio',
      options: ['text', 'rect', 'circle', 'card'],
      table: { category: 'Appearance' },
    },
    lines: { control: { type: 'number', min: 1, max: 8 }, table: { category: 'Appearance' } },
    width: { control: 'text', table: { category: 'Appearance' } },
    height: { control: 'text', table: { category: 'Appearance' } },
    label: { table: { category: 'Accessibility' } },
  },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Driven by the controls. Screen readers hear "Loading…" once; the grey shapes are hidden from them. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const label = canvas.getByText('Loading…');
    await expect(label.closest('[aria-busy="true"]')).not.toBeNull();
    await expect(canvasElement.querySelector('[aria-hidden="true"]')).not.toBeNull();
  },
};

/** Lines of text (a title, a paragraph); the last line is shorter. */
export const Text: Story = {
  args: { variant: 'text', lines: 4 },
  play: async ({ canvasElement }) => {
    const hidden = canvasElement.querySelector('[aria-hidden="true"]')!;
    await expect(hidden.querySelectorAll('[data-variant="text"]')).toHaveLength(4);
  },
};

/** A picture or video placeholder. */
export const Rectangle: Story = {
  args: { variant: 'rect', height: 160 },
  play: async ({ canvasElement }) => {
    const rect = canvasElement.querySelector<HTMLElement>('[data-variant="rect"]')!;
    await expect(rect.getBoundingClientRect().height).toBe(160);
  },
};

/** An avatar or icon placeholder. */
export const Circle: Story = {
  args: { variant: 'circle', width: 56 },
  play: async ({ canvasElement }) => {
    const circle = canvasElement.querySelector<HTMLElement>('[data-variant="circle"]')!;
    const box = circle.getBoundingClientRect();
    await expect(box.width).toBe(56);
    await expect(box.height).toBe(56);
  },
};

/** A whole card (a quest or product card) while the list loads. */
export const Card: Story = {
  args: { variant: 'card', width: 280 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading…')).toBeInTheDocument();
  },
};

/**
 * Several skeletons in one loading region, e.g. the assessment instructions while they load: the region says
 * "Loading instructions" once.
 */
export const Group: Story = {
  render: () => (
    <SkeletonGroup label="Loading instructions">
      <Skeleton variant="text" lines={1} width="50%" />
      <div style={{ display: 'flex', gap: tokens.space[3], alignItems: 'center' }}>
        <Skeleton variant="circle" width={40} />
        <div style={{ flex: 1 }}>
          <Skeleton variant="text" lines={2} />
        </div>
      </div>
      <Skeleton variant="rect" height={96} />
    </SkeletonGroup>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Loading instructions').closest('[aria-busy]')).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvasElement.querySelectorAll('[aria-busy]')).toHaveLength(1);
  },
};

/** Every shape on one sheet; nothing overflows at 360 px. */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  globals: { viewport: { value: 'phone', isRotated: false } },
  render: () => (
    <SkeletonGroup label="Loading…" gap={4}>
      <Sheet>
        <SheetTile caption="Text — three lines, the last one shorter">
          <Skeleton variant="text" lines={3} />
        </SheetTile>
        <SheetTile caption="Rectangle — 100 px tall">
          <Skeleton variant="rect" height={100} />
        </SheetTile>
        <SheetTile caption="Circles beside text — an avatar row" row>
          <Skeleton variant="circle" />
          <Skeleton variant="circle" width={32} />
          <div style={{ flex: 1 }}>
            <Skeleton variant="text" lines={2} />
          </div>
        </SheetTile>
        <SheetTile caption="Cards — as many columns as fit">
          <div
            style={{
              display: 'grid',
              gap: tokens.space[3],
              gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
            }}
          >
            <Skeleton variant="card" />
            <Skeleton variant="card" />
          </div>
        </SheetTile>
        <SheetTile caption="Wider than the screen — shrinks to fit">
          <Skeleton variant="rect" width={600} height={40} />
        </SheetTile>
      </Sheet>
    </SkeletonGroup>
  ),
  play: async ({ canvasElement }) => {
    const sheet = within(canvasElement).getByTestId('sheet');
    await expect(sheet.clientWidth).toBeLessThanOrEqual(360);
    await expectCaptioned(sheet);
    await expect(sheet.scrollWidth).toBeLessThanOrEqual(sheet.clientWidth);
  },
};
