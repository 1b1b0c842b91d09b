import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { storyImages } from '../content-card/story-image';
import { OperationTile } from './operation-tile';
import { cardColumn, CardSkeletons, cardLoadingStory } from '../card-stories-shared/story-helpers';
import { longText, sheetFitsPhone, SheetTile, StateSheet as Sheet } from '../../internal/state-sheet';

const meta = {
  title: 'Design System/Cards/Operation Tile',
  component: OperationTile,
  args: { name: 'Fractions in the kitchen', imageUrl: storyImages.solve, onOpen: fn() },
  argTypes: {
    name: { control: 'text', table: { category: 'Content' } },
    imageUrl: { control: 'text', table: { category: 'Content' } },
    onOpen: { table: { category: 'Events' } },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4], table: { category: 'Accessibility' } },
    className: { table: { disable: true } },
  },
  decorators: [cardColumn(200)],
} satisfies Meta<typeof OperationTile>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Driven by the controls: the whole tile is one button named by the operation; a press opens its topics. */
export const Default: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const tile = canvas.getByRole('button', { name: 'Fractions in the kitchen' });
    const box = canvasElement.querySelector('img')!.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + 8, box.top + 8) as HTMLElement;
    await expect(hit).toBe(tile);
    await userEvent.click(hit);
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
  },
};

/** Keyboard: Tab reaches the tile, Enter and Space open it. */
export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Fractions in the kitchen' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onOpen).toHaveBeenCalledTimes(2);
  },
};

/** No image: the default tile. */
export const NoImage: Story = {
  args: { imageUrl: undefined },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

/** A long name is clamped to 2 lines; the full name is still the button's name. */
export const LongName: Story = {
  args: { name: 'Fractions in the kitchen: halving, doubling and sharing a recipe between friends' },
  play: async ({ args, canvas }) => {
    const tile = canvas.getByRole('button', { name: args.name });
    const text = tile.firstElementChild!;
    await expect(text).toHaveAttribute('title', args.name);
    await expect(text.scrollHeight).toBeGreaterThan(text.clientHeight);
  },
};

/** While the schedule loads. */
export const Loading: Story = {
  ...cardLoadingStory('Loading operations…', 96),
};

/** With and without an image, Hindi, long names and loading, two per row on a phone; every tile captioned. */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  render: () => (
    <Sheet columnMin={140}>
      <SheetTile caption="With an image">
        <OperationTile name="Fractions in the kitchen" imageUrl={storyImages.solve} onOpen={() => {}} />
      </SheetTile>
      <SheetTile caption="No image — the default picture">
        <OperationTile name="Sharing a pizza" onOpen={() => {}} />
      </SheetTile>
      <SheetTile caption="Hindi — Hindi name" lang="hi">
        <OperationTile name="रसोई में भिन्न" imageUrl={storyImages.solve} onOpen={() => {}} />
      </SheetTile>
      <SheetTile caption="Long name — clamped">
        <OperationTile
          name="Fractions in the kitchen: halving, doubling and sharing a recipe between friends"
          imageUrl={storyImages.play}
          onOpen={() => {}}
        />
      </SheetTile>
      <SheetTile caption="Very long — an unbroken word breaks inside the tile">
        <OperationTile name={longText.word} onOpen={() => {}} />
      </SheetTile>
      <SheetTile caption="Loading">
        <CardSkeletons label="Loading operations…" height={80} />
      </SheetTile>
    </Sheet>
  ),
  play: sheetFitsPhone,
};
