import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyImages } from '../../components/content-card/story-image';
import {
  PartnerProductsView,
  partnerProductsTexts as t,
  type PartnerProductItem,
  type PartnerProductsViewProps,
} from './partner-products-view';
import { longText, sheetFitsPhone, SheetTile, StateSheet as Sheet } from '../../internal/state-sheet';

const products: PartnerProductItem[] = [
  { productId: 501, name: 'Raymond Smart Learning Pack', imageUrl: storyImages.product, planPrice: 1180 },
  { productId: 502, name: 'Raymond Starter', imageUrl: null, planPrice: 590 },
  { productId: 503, name: 'Raymond Coding Club', imageUrl: storyImages.quest, planPrice: 2360 },
];

const meta = {
  title: 'Templates/Partner Products',
  component: PartnerProductsView,
  parameters: { layout: 'fullscreen' },
  args: { state: 'loaded', products, buyingProductId: null, onBuy: fn(), onBack: fn(), onRetry: fn() },
  argTypes: {
    products: { table: { category: 'Content' } },
    errorMessage: { table: { category: 'Content' } },
    state: {
      control: 'inline-radio',
      options: ['loading', 'loaded', 'failed'],
      table: { category: 'Behaviour' },
    },
    buyingProductId: { table: { category: 'Behaviour' } },
    launchingProductId: { table: { category: 'Behaviour' } },
    onBuy: { table: { category: 'Events' } },
    onLaunch: { table: { category: 'Events' } },
    onBack: { table: { category: 'Events' } },
    onRetry: { table: { category: 'Events' } },
    as: { table: { category: 'Accessibility' } },
  },
} satisfies Meta<typeof PartnerProductsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The list: a card per product with its price without GST; Buy names its product; the back arrow. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await expect(
      within(canvas.getByRole('list', { name: t.listLabel })).getAllByRole('listitem'),
    ).toHaveLength(3);
    await expect(canvas.getByText('₹1,000')).toBeVisible();
    const buttons = canvas.getAllByRole('button', { name: 'Buy' });
    await userEvent.click(buttons[1]!);
    await expect(args.onBuy).toHaveBeenCalledWith(502);
    await userEvent.click(canvas.getByRole('button', { name: t.back }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

/**
 * In Hindi (issue 29): the heading, the list's name, the GST note, Buy, Launch and the back arrow in Hindi;
 * product names stay as sent and prices keep their digits.
 */
export const Hindi: Story = {
  globals: { locale: 'hi' },
  args: { products: [...products.slice(0, 2), { ...products[2]!, owned: true }], onLaunch: fn() },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'पार्टनर प्रोडक्ट' })).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'पार्टनर प्रोडक्ट' })).toBeVisible();
    await expect(canvas.getByText('Raymond Smart Learning Pack')).toBeVisible();
    await expect(canvas.getByText('₹1,000')).toBeVisible();
    await expect(canvas.getAllByText('18% GST अलग से')).toHaveLength(2);
    await userEvent.click(canvas.getAllByRole('button', { name: 'खरीदें' })[1]!);
    await expect(args.onBuy).toHaveBeenCalledWith(502);
    await userEvent.click(canvas.getByRole('button', { name: 'शुरू करें' }));
    await expect(args.onLaunch).toHaveBeenCalledWith(503);
    await expect(canvas.getByRole('button', { name: 'वापस' })).toBeVisible();
  },
};

/** While the list loads: card shapes, announced once. */
export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t.loading)).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Buy' })).toBeNull();
  },
};

/** No partner products: "No Products!". */
export const Empty: Story = {
  args: { products: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t.empty)).toBeVisible();
  },
};

/** The list could not load: the message and Try again. */
export const Failed: Story = {
  args: { state: 'failed', errorMessage: 'The server could not complete this request.' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: t.failedTitle })).toBeVisible();
    await expect(canvas.getByText('The server could not complete this request.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t.retry }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** One product is going into the cart: its Buy spins and no other Buy starts a second add. */
export const Buying: Story = {
  args: { buyingProductId: 501 },
  play: async ({ canvas, args }) => {
    const [first, second] = canvas.getAllByRole('button', { name: /Buy/ });
    await expect(first).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(second!);
    await expect(args.onBuy).not.toHaveBeenCalled();
  },
};

/** The student has one of the products: its card offers Launch, never Buy (issue 23). */
export const WithOwned: Story = {
  args: {
    products: products.map((p) => (p.productId === 502 ? { ...p, owned: true } : p)),
    onLaunch: fn(),
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getAllByRole('button', { name: 'Buy' })).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Launch' }));
    await expect(args.onLaunch).toHaveBeenCalledWith(502);
    await expect(args.onBuy).not.toHaveBeenCalled();
  },
};

/** Every state stacked for the visual tests: loaded, buying, empty, failed, loading. */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  render: (args) => (
    <Sheet>
      {(
        [
          ['Loaded', 'Loaded — three products', {}],
          ['Buying', 'Buying — the first product busy', { buyingProductId: 501 }],
          ['Empty', 'Empty — nothing on sale', { products: [] }],
          ['Failed', 'Failed — Try again', { state: 'failed' }],
          ['Loading', 'Loading', { state: 'loading' }],
          [
            'Hindi',
            'Hindi — product names in Hindi',
            {
              products: [
                {
                  productId: 601,
                  name: 'रेमंड स्मार्ट लर्निंग पैक',
                  imageUrl: storyImages.product,
                  planPrice: 1180,
                },
                { productId: 602, name: 'रेमंड कोडिंग क्लब: कक्षा 6 से 8', imageUrl: null, planPrice: 2360 },
              ],
            },
            'hi',
          ],
          [
            'Very long',
            'Very long — a long and an unbroken product name',
            {
              products: [
                { productId: 701, name: longText.title, imageUrl: null, planPrice: 118000 },
                { productId: 702, name: longText.word, imageUrl: null, planPrice: 590 },
              ],
            },
          ],
        ] as [string, string, Partial<PartnerProductsViewProps>, string?][]
      ).map(([label, caption, state, lang]) => (
        <SheetTile key={label} caption={caption} lang={lang}>
          <section aria-label={label}>
            <PartnerProductsView {...args} {...state} as="div" />
          </section>
        </SheetTile>
      ))}
    </Sheet>
  ),
  play: sheetFitsPhone,
};
