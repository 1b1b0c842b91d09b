import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { tokens } from '../../../tokens';
import { createManualClock } from '../shared/manual-clock';
import { Watermark } from './watermark';
import { expectCaptioned, longText, SheetTile, StateSheet as Sheet } from '../../../internal/state-sheet';

const frame = {
  position: 'relative',
  width: '100%',
  maxWidth: 640,
  aspectRatio: '16 / 9',
  backgroundColor: tokens.player.surface,
  overflow: 'hidden',
} as const;

const meta = {
  title: 'Design System/Player/Watermark',
  component: Watermark,
  // The plays watch it move, and it stands still for reduced-motion readers: the story run keeps full motion here
  // (`motion`, ADR 0148).
  tags: ['motion'],
  args: { text: 'Aarav Sharma', motion: 'scroll', lane: 0.3, speed: 1, delay: 80, still: false },
  argTypes: {
    text: { table: { category: 'Content' } },
    motion: { control: 'inline-radio', options: ['scroll', 'bounce'], table: { category: 'Appearance' } },
    lane: { control: { type: 'range', min: 0, max: 1, step: 0.1 }, table: { category: 'Appearance' } },
    speed: { table: { category: 'Behaviour' } },
    delay: { table: { category: 'Behaviour' } },
    still: { table: { category: 'Behaviour' } },
    clock: { control: false, table: { category: 'Behaviour' } },
  },
  render: (args) => (
    <div data-testid="frame" style={frame}>
      <Watermark {...args} />
    </div>
  ),
} satisfies Meta<typeof Watermark>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Where the text's box is inside the frame, in px. */
const xOf = (node: HTMLElement) =>
  node.getBoundingClientRect().left - node.closest('[data-testid="frame"]')!.getBoundingClientRect().left;
const yOf = (node: HTMLElement) =>
  node.getBoundingClientRect().top - node.closest('[data-testid="frame"]')!.getBoundingClientRect().top;
const textOf = (canvasElement: HTMLElement) => within(canvasElement).getByText('Aarav Sharma');

/** The product: the name scrolls right to left, 1 px every 80 ms, and comes in again from the right. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const text = textOf(canvasElement);
    const layer = text.parentElement!;
    await expect(layer).toHaveAttribute('aria-hidden', 'true');
    await expect(getComputedStyle(layer).pointerEvents).toBe('none');
    const frameWidth = within(canvasElement).getByTestId('frame').clientWidth;
    // Distance travelled from the first place (fully visible at the right edge); the font may still settle.
    await waitFor(() => expect(frameWidth - text.offsetWidth - xOf(text)).toBeGreaterThan(2), {
      timeout: 3000,
    });
  },
};

const scrollClock = createManualClock();

/** Driven by a test clock: after 800 ms it has moved exactly 10 px left; it stays in its lane. */
export const ScrollTiming: Story = {
  args: { clock: scrollClock },
  beforeEach: () => scrollClock.reset(),
  play: async ({ canvasElement }) => {
    const text = textOf(canvasElement);
    const frameWidth = within(canvasElement).getByTestId('frame').clientWidth;
    await waitFor(() => expect(xOf(text)).toBeCloseTo(frameWidth - text.offsetWidth, 0));
    const y = yOf(text);
    // The ticker starts in an effect: outside a test runner that runs after the play has begun.
    await waitFor(() => expect(scrollClock.pending()).toBeGreaterThan(0));
    scrollClock.advance(800);
    await expect(xOf(text)).toBeCloseTo(frameWidth - text.offsetWidth - 10, 0);
    await expect(yOf(text)).toBe(y);
  },
};

const bounceClock = createManualClock();

/** Diagonal movement that bounces off the edges, never leaving the frame. */
export const Bounce: Story = {
  args: { motion: 'bounce', clock: bounceClock },
  beforeEach: () => bounceClock.reset(),
  play: async ({ canvasElement }) => {
    const text = textOf(canvasElement);
    const frameBox = within(canvasElement).getByTestId('frame').getBoundingClientRect();
    await expect(xOf(text)).toBeCloseTo(0, 0);
    await waitFor(() => expect(bounceClock.pending()).toBeGreaterThan(0));
    bounceClock.advance(80 * 40);
    await expect(xOf(text)).toBeCloseTo(40, 0);
    await expect(yOf(text)).toBeCloseTo(40, 0);
    for (let i = 0; i < 20; i += 1) {
      bounceClock.advance(80 * 97);
      const box = text.getBoundingClientRect();
      await expect(box.left).toBeGreaterThanOrEqual(frameBox.left - 0.5);
      await expect(box.right).toBeLessThanOrEqual(frameBox.right + 0.5);
      await expect(box.bottom).toBeLessThanOrEqual(frameBox.bottom + 0.5);
    }
  },
};

const stillClock = createManualClock();

/** Standing still (what reduced-motion readers get): fully visible at its first place. */
export const Still: Story = {
  args: { still: true, clock: stillClock },
  play: async ({ canvasElement }) => {
    const text = textOf(canvasElement);
    const before = xOf(text);
    stillClock.advance(5000);
    await expect(xOf(text)).toBe(before);
    await expect(text).toBeVisible();
  },
};

/** Both motions standing still, for visual tests. */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  render: () => (
    <Sheet>
      <SheetTile caption="Scroll — the product's marquee, stopped">
        <div style={frame}>
          <Watermark text="Aarav Sharma" still />
        </div>
      </SheetTile>
      <SheetTile caption="Bounce — diagonal motion, stopped">
        <div style={frame}>
          <Watermark text="Aarav Sharma" motion="bounce" still />
        </div>
      </SheetTile>
      <SheetTile caption="Hindi — a name in Devanagari" lang="hi">
        <div style={frame}>
          <Watermark text="आराध्या श्रीवास्तव" still />
        </div>
      </SheetTile>
      <SheetTile caption="Very long — a long name and email stay inside the frame">
        <div style={frame}>
          <Watermark text={`${longText.name} · ${longText.email}`} motion="bounce" still />
        </div>
      </SheetTile>
    </Sheet>
  ),
  play: async ({ canvasElement }) => {
    const sheet = within(canvasElement).getByTestId('sheet');
    await expect(within(sheet).getAllByText('Aarav Sharma')).toHaveLength(2);
    await expectCaptioned(sheet);
    await expect(sheet.scrollWidth).toBeLessThanOrEqual(sheet.clientWidth);
  },
};
