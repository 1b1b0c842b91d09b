import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { questI18n } from '../../i18n/i18n';
import { preloadRichText } from '../rich-text';
import { PlansDialog, plansDialogTexts as t, type PlansDialogPlan } from './plans-dialog';
import { longText, sheetFitsPhone, SheetTile, StateSheet as Sheet } from '../../internal/state-sheet';

type Props = ComponentProps<typeof PlansDialog>;

const plans: PlansDialogPlan[] = [
  {
    planId: 301,
    name: 'Grade 6 Explorer — 12 months',
    descriptionHtml: '<p>Full access for <strong>12 months</strong>, all subjects.</p>',
    planPrice: 1499,
  },
  {
    planId: 302,
    name: 'Grade 6 Explorer — 6 months',
    descriptionHtml: '<p>Full access for <strong>6 months</strong>.</p>',
    planPrice: 499,
  },
];

const meta = {
  title: 'Design System/Dialogs/Plans Dialog',
  component: PlansDialog,
  // On docs pages each story is drawn in its own frame, so an open modal stays in it and does not cover the page.
  parameters: { docs: { story: { inline: false, iframeHeight: '640px' } } },
  args: {
    open: true,
    state: 'loaded',
    plans,
    productName: 'Grade 6 Explorer',
    buyingPlanId: null,
    error: null,
    onBuy: fn(),
    onRetry: fn(),
    onClose: fn(),
  },
  loaders: [
    async () => {
      await preloadRichText();
      return {};
    },
  ],
  argTypes: {
    state: {
      control: 'inline-radio',
      options: ['loading', 'loaded', 'failed'],
      table: { category: 'Behaviour' },
    },
    plans: { table: { category: 'Content' } },
    productName: { table: { category: 'Content' } },
    error: { table: { category: 'Content' } },
    open: { table: { category: 'Behaviour' } },
    buyingPlanId: { table: { category: 'Behaviour' } },
    inline: { control: false, table: { category: 'Appearance' } },
    onBuy: { table: { category: 'Events' } },
    onRetry: { table: { category: 'Events' } },
    onClose: { table: { category: 'Events' } },
  },
} satisfies Meta<typeof PlansDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = (name: string) => within(document.body).findByRole('dialog', { name });

/** Two plans: "2 Products", prices without GST with the note, and Buy reports the plan. */
export const Default: Story = {
  play: async ({ args }) => {
    const d = within(await dialog('2 Products'));
    await expect(questI18n.translate(t.title, { count: 1 })).toBe('1 Product');
    await expect(d.getAllByRole('listitem')).toHaveLength(2);
    // floor(1499 * 100 / 118) = 1270
    await expect(d.getByText('₹1,270')).toBeVisible();
    await expect(d.getAllByText('Plus 18% GST')).toHaveLength(2);
    await userEvent.click(d.getAllByRole('button', { name: 'Buy' })[1]!);
    await expect(args.onBuy).toHaveBeenCalledWith(302);
  },
};

/**
 * In Hindi (issue 29): the title counts the plans in Hindi, the GST note, Buy, the server's message as sent and the
 * close button in Hindi; plan names stay as sent.
 */
export const Hindi: Story = {
  globals: { locale: 'hi' },
  args: { error: 'Something went wrong. Please try again.' },
  play: async ({ args }) => {
    const d = within(await dialog('2 प्रोडक्ट'));
    await expect(d.getByText('Grade 6 Explorer — 12 months')).toBeVisible();
    await expect(d.getAllByText('18% GST अलग से')).toHaveLength(2);
    await expect(d.getByRole('alert')).toHaveTextContent('कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।');
    await expect(d.getByRole('button', { name: 'बंद करें' })).toBeVisible();
    await userEvent.click(d.getAllByRole('button', { name: 'खरीदें' })[1]!);
    await expect(args.onBuy).toHaveBeenCalledWith(302);
  },
};

/** A product without plans: "No Products!". */
export const Empty: Story = {
  args: { plans: [] },
  play: async () => {
    const d = within(await dialog('0 Products'));
    await expect(d.getByText(t.empty)).toBeVisible();
  },
};

/** While the plans load: card shapes, announced once. */
export const Loading: Story = {
  args: { state: 'loading' },
  play: async () => {
    const d = within(await dialog(t.loadingTitle));
    await expect(d.getByText(t.loading)).toBeInTheDocument();
  },
};

/** The plans could not be loaded: the failure with Try again. */
export const Failed: Story = {
  args: { state: 'failed' },
  play: async ({ args }) => {
    const d = within(await dialog(t.loadingTitle));
    await expect(d.getByRole('heading', { name: t.failedTitle })).toBeVisible();
    await userEvent.click(d.getByRole('button', { name: t.retry }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** A plan is going into the cart: its Buy spins, the other Buy does nothing and the dialog stays open. */
export const Buying: Story = {
  args: { buyingPlanId: 301, error: null },
  play: async ({ args }) => {
    const d = within(await dialog('2 Products'));
    const [first, second] = d.getAllByRole('button', { name: 'Buy' });
    await expect(first).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(second!);
    await userEvent.keyboard('{Escape}');
    await expect(args.onBuy).not.toHaveBeenCalled();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** Adding to the cart failed: the server's message as an alert. */
export const BuyFailed: Story = {
  args: { error: 'This product is already yours.' },
  play: async () => {
    const d = within(await dialog('2 Products'));
    await expect(d.getByRole('alert')).toHaveTextContent('This product is already yours.');
  },
};

/** Every state side by side (drawn in the page flow) for the visual tests. */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  render: (args) => (
    <Sheet>
      {(
        [
          ['Loaded — two plans, Buy on each', {}],
          ['No plans — nothing on sale', { plans: [] }],
          ['Loading — plans on their way', { state: 'loading' }],
          ['Failed — the plans did not load, Retry', { state: 'failed' }],
          ['Buying — the first plan busy, others held', { buyingPlanId: 301 }],
          [
            'Hindi — product and plans in Hindi',
            {
              productName: 'कक्षा 6 एक्सप्लोरर',
              plans: [
                {
                  planId: 401,
                  name: 'कक्षा 6 एक्सप्लोरर — 12 महीने',
                  descriptionHtml: '<p><strong>12 महीने</strong> तक सभी विषयों की पूरी पहुँच।</p>',
                  planPrice: 1499,
                },
              ],
              error: 'भुगतान शुरू नहीं हो सका। कृपया थोड़ी देर बाद फिर से कोशिश करें।',
            },
            'hi',
          ],
          [
            'Very long — long product and plan names, a 160-character description with a link',
            {
              productName: longText.title,
              plans: [
                {
                  planId: 501,
                  name: `${longText.title} — 12 months`,
                  descriptionHtml: `<p>${longText.sentence}</p><p>${longText.url}</p>`,
                  planPrice: 118000,
                },
              ],
            },
          ],
        ] as [string, Partial<Props>, string?][]
      ).map(([caption, state, lang]) => (
        <SheetTile key={caption} caption={caption} lang={lang}>
          <PlansDialog {...args} {...state} inline />
        </SheetTile>
      ))}
    </Sheet>
  ),
  play: sheetFitsPhone,
};
