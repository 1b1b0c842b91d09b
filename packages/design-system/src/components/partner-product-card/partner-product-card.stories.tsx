import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { storyImages } from '../content-card/story-image';
import { PartnerProductCard } from './partner-product-card';
import {
  cardColumn,
  cardLoadingStory,
  headingClamped,
  pressIgnored,
} from '../card-stories-shared/story-helpers';
import { longText, sheetFitsPhone, SheetTile, StateSheet as Sheet } from '../../internal/state-sheet';

const meta = {
  title: 'Design System/Cards/Partner Product Card',
  component: PartnerProductCard,
  args: { name: 'Raymond Smart Learning Pack', imageUrl: storyImages.product, planPrice: 1180, onBuy: fn() },
  argTypes: {
    name: { control: 'text', table: { category: 'Content' } },
    imageUrl: { control: 'text', table: { category: 'Content' } },
    planPrice: { control: 'number', table: { category: 'Content' } },
    buyLabel: { control: 'text', table: { category: 'Content' } },
    launchLabel: { control: 'text', table: { category: 'Content' } },
    buying: { control: 'boolean', table: { category: 'Behaviour' } },
    owned: { control: 'boolean', table: { category: 'Behaviour' } },
    launching: { control: 'boolean', table: { category: 'Behaviour' } },
    onBuy: { table: { category: 'Events' } },
    onLaunch: { table: { category: 'Events' } },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4], table: { category: 'Accessibility' } },
    className: { table: { disable: true } },
  },
  decorators: [cardColumn(260)],
} satisfies Meta<typeof PartnerProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Driven by the controls: the plan price without GST (1180 → ₹1,000) with "Plus 18% GST", and Buy. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('₹1,000')).toBeVisible();
    await expect(canvas.getByText('Plus 18% GST')).toBeVisible();
    const buy = canvas.getByRole('button', { name: 'Buy' });
    await expect(buy).toHaveAccessibleDescription('Raymond Smart Learning Pack');
    await userEvent.click(buy);
    buy.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onBuy).toHaveBeenCalledTimes(2);
  },
};

/** Adding to the cart: Buy spins and ignores presses. */
export const Buying: Story = {
  args: { buying: true },
  play: pressIgnored('Buy', 'aria-busy', (args) => args.onBuy),
};

/** A product the student already has: Launch instead of Buy, and no price (issue 23). */
export const Owned: Story = {
  args: { owned: true, onLaunch: fn() },
  play: async ({ args, canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Buy' })).toBeNull();
    await expect(canvas.queryByText('₹1,000')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Launch' }));
    await expect(args.onLaunch).toHaveBeenCalledOnce();
    await expect(args.onBuy).not.toHaveBeenCalled();
  },
};

/** No icon: the default tile. */
export const NoImage: Story = {
  args: { imageUrl: undefined },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

/** A long name is clamped to 2 lines. */
export const LongName: Story = {
  args: {
    name: 'Raymond Smart Learning Pack with tablet, stylus, printed workbooks and a year of live classes',
  },
  play: headingClamped,
};

/** While the list loads. */
export const Loading: Story = {
  ...cardLoadingStory('Loading products…', 140),
};

/** With image, without, buying, owned (Launch), Hindi, long names and a large price; every tile captioned. */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  render: () => (
    <Sheet columnMin={150}>
      <SheetTile caption="With an image — Buy">
        <PartnerProductCard
          name="Raymond Smart Learning Pack"
          imageUrl={storyImages.product}
          planPrice={1180}
        />
      </SheetTile>
      <SheetTile caption="No image — buying (Buy busy)">
        <PartnerProductCard name="Raymond Starter" planPrice={590} buying />
      </SheetTile>
      <SheetTile caption="Owned — Launch instead of Buy">
        <PartnerProductCard name="Raymond Olympiad Club" planPrice={549} owned />
      </SheetTile>
      <SheetTile caption="Hindi — Hindi name" lang="hi">
        <PartnerProductCard
          name="रेमंड स्मार्ट लर्निंग पैक: कक्षा 6 के लिए"
          imageUrl={storyImages.product}
          planPrice={1180}
        />
      </SheetTile>
      <SheetTile caption="Very long — long name clamped, six-figure price">
        <PartnerProductCard
          name="Raymond Smart Learning Pack with tablet, stylus, printed workbooks and a year of live classes"
          planPrice={118000}
        />
      </SheetTile>
      <SheetTile caption="Very long — an unbroken word breaks inside the card">
        <PartnerProductCard name={longText.word} planPrice={1180} />
      </SheetTile>
    </Sheet>
  ),
  play: sheetFitsPhone,
};
