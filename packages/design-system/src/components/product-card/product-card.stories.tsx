import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { storyImages } from '../content-card/story-image';
import { ProductCard } from './product-card';
import {
  cardColumn,
  CardSkeletons,
  cardLoadingStory,
  headingClamped,
  pressIgnored,
} from '../card-stories-shared/story-helpers';
import { longText, sheetFitsPhone, SheetTile, StateSheet as Sheet } from '../../internal/state-sheet';

const meta = {
  title: 'Design System/Cards/Product Card',
  component: ProductCard,
  args: {
    name: 'Grade 6 Explorer',
    imageUrl: storyImages.product,
    price: 999,
    originalPrice: 1499,
    tagLabel: 'Bestseller',
    tagColour: '#FFC107',
    onDetails: fn(),
    actions: [
      { label: '7-Day Trial', trialDays: 7, onClick: fn(), variant: 'secondary' },
      { label: 'Buy', onClick: fn(), variant: 'primary' },
    ],
  },
  argTypes: {
    name: { control: 'text', table: { category: 'Content' } },
    imageUrl: { control: 'text', table: { category: 'Content' } },
    price: { control: 'number', table: { category: 'Content' } },
    originalPrice: { control: 'number', table: { category: 'Content' } },
    priceNote: { control: 'text', table: { category: 'Content' } },
    tagLabel: { control: 'text', table: { category: 'Content' } },
    detailsLabel: { control: 'text', table: { category: 'Content' } },
    actions: { control: false, table: { category: 'Content' } },
    tagColour: { control: 'color', table: { category: 'Appearance' } },
    onDetails: { table: { category: 'Events' } },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4], table: { category: 'Accessibility' } },
    className: { table: { disable: true } },
  },
  decorators: [cardColumn(260)],
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Driven by the controls: the discount price beside the struck-through price, a tag, Details and two actions. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Grade 6 Explorer' })).toBeVisible();
    await expect(canvas.getByText('₹999')).toBeVisible();
    await expect(canvas.getByText('Bestseller')).toBeVisible();
    const buy = canvas.getByRole('button', { name: 'Buy' });
    await expect(buy).toHaveAccessibleDescription('Grade 6 Explorer');
    await userEvent.click(buy);
    await expect(args.actions![1]!.onClick).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: '7-Day Trial' }));
    await expect(args.actions![0]!.onClick).toHaveBeenCalledTimes(1);
  },
};

/** In Hindi (issue 29): the trial button words its days ("7 दिन का ट्रायल"), Buy and Details in Hindi; both report. */
export const Hindi: Story = {
  globals: { locale: 'hi' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('button', { name: 'विवरण' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '7 दिन का ट्रायल' }));
    await expect(args.actions![0]!.onClick).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'खरीदें' }));
    await expect(args.actions![1]!.onClick).toHaveBeenCalledTimes(1);
  },
};

/** Details opens the product's detail dialog; it works from the keyboard too. */
export const Details: Story = {
  play: async ({ args, canvas }) => {
    const details = canvas.getByRole('button', { name: 'Details' });
    await expect(details).toHaveAccessibleDescription('Grade 6 Explorer');
    await userEvent.click(details);
    await expect(args.onDetails).toHaveBeenCalledTimes(1);
    details.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDetails).toHaveBeenCalledTimes(2);
    await expect(details.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

/** Assigned: a single Launch, no price (the caller's price rule hides it). */
export const Assigned: Story = {
  args: { price: undefined, originalPrice: undefined, actions: [{ label: 'Launch', onClick: fn() }] },
  play: async ({ args, canvas }) => {
    await expect(canvas.queryByText(/₹/)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Launch' }));
    await expect(args.actions![0]!.onClick).toHaveBeenCalledTimes(1);
  },
};

/** An action under way (adding to the cart): its button spins and ignores presses. */
export const ActionPending: Story = {
  args: { actions: [{ label: 'Buy', onClick: fn(), loading: true }] },
  play: pressIgnored('Buy', 'aria-busy', (args) => args.actions![0]!.onClick),
};

/** A disabled action stays visible and focusable but does nothing. */
export const ActionDisabled: Story = {
  args: { actions: [{ label: 'Buy', onClick: fn(), disabled: true }] },
  play: pressIgnored('Buy', 'aria-disabled', (args) => args.actions![0]!.onClick),
};

/** No icon: the default tile. */
export const NoImage: Story = {
  args: { imageUrl: undefined },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

/** A long name is clamped to 2 lines (the full name is the heading's text and tooltip). */
export const LongName: Story = {
  args: { name: 'Grade 6 Explorer with live classes, printed workbooks and the full year of weekly tests' },
  play: headingClamped,
};

/** While a carousel loads: card-shaped skeletons, announced once. */
export const Loading: Story = {
  ...cardLoadingStory('Loading products…', 140),
};

/** Trial and Buy, Launch without price, a pending and a disabled action, no image, Hindi, long names, loading. */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  render: () => (
    <Sheet columnMin={150}>
      <SheetTile caption="Trial and Buy — image, tag, struck-out price">
        <ProductCard
          name="Grade 6 Explorer"
          imageUrl={storyImages.product}
          price={999}
          originalPrice={1499}
          tagLabel="Bestseller"
          tagColour="#FFC107"
          onDetails={() => {}}
          actions={[{ label: '7-Day Trial', trialDays: 7, variant: 'secondary' }, { label: 'Buy' }]}
        />
      </SheetTile>
      <SheetTile caption="Owned — Launch, no price, no image">
        <ProductCard
          name="Grade 7 Voyager"
          tagLabel="New"
          tagColour="#1B5E20"
          onDetails={() => {}}
          actions={[{ label: 'Launch' }]}
        />
      </SheetTile>
      <SheetTile caption="Buying — Buy busy, long name clamped">
        <ProductCard
          name="Science Lab Kit with a long name that is clamped to two lines"
          price={149999}
          tagLabel="Offer"
          onDetails={() => {}}
          actions={[{ label: 'Buy', loading: true }]}
        />
      </SheetTile>
      <SheetTile caption="Offline — free, action disabled">
        <ProductCard
          name="Offline Olympiad"
          price={0}
          onDetails={() => {}}
          actions={[{ label: 'I am interested', variant: 'secondary', disabled: true }]}
        />
      </SheetTile>
      <SheetTile caption="Hindi — name, tag and actions in Hindi" lang="hi">
        <ProductCard
          name="कक्षा 6 एक्सप्लोरर: गणित और विज्ञान"
          imageUrl={storyImages.product}
          price={999}
          originalPrice={1499}
          tagLabel="सबसे ज़्यादा बिकने वाला"
          tagColour="#FFC107"
          onDetails={() => {}}
          actions={[{ label: '7 दिन का ट्रायल', variant: 'secondary' }, { label: 'ख़रीदें' }]}
        />
      </SheetTile>
      <SheetTile caption="Very long — unbroken name and tag break inside the card">
        <ProductCard
          name={longText.word}
          price={999}
          tagLabel={longText.word}
          onDetails={() => {}}
          actions={[{ label: '7-Day Trial', trialDays: 7, variant: 'secondary' }, { label: 'Buy' }]}
        />
      </SheetTile>
      <SheetTile caption="Loading">
        <CardSkeletons label="Loading products…" height={100} />
      </SheetTile>
    </Sheet>
  ),
  play: sheetFitsPhone,
};
