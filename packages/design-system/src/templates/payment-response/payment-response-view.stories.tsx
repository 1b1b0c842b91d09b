import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import {
  PaymentResponseView,
  paymentResponseTexts as t,
  type PaymentResponseViewProps,
} from './payment-response-view';
import { longText, sheetFitsPhone, SheetTile, StateSheet as Sheet } from '../../internal/state-sheet';

const meta = {
  title: 'Templates/Payment Response',
  component: PaymentResponseView,
  parameters: { layout: 'fullscreen' },
  args: { orderId: 'QO-20261121-0007', amount: 3275.6, onRedirect: fn() },
  argTypes: {
    state: { control: 'inline-radio', options: ['confirming', 'paid'], table: { category: 'Data' } },
    orderId: { control: 'text', table: { category: 'Content' } },
    amount: { control: 'number', table: { category: 'Content' } },
    redirecting: { table: { category: 'Behaviour' } },
    as: { table: { category: 'Layout' } },
    onRedirect: { table: { category: 'Events' } },
  },
} satisfies Meta<typeof PaymentResponseView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** After a successful payment: the animated tick, the title, the order and amount, and Redirect. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(t.message);
    await expect(canvas.getByText('Order QO-20261121-0007')).toBeVisible();
    await expect(canvas.getByText('Paid ₹3,275.60')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t.redirect }));
    await expect(args.onRedirect).toHaveBeenCalledOnce();
  },
};

/** In Hindi (issue 29): the title, message, order, amount and button in Hindi; the order id and ₹ stay as they are. */
export const Hindi: Story = {
  globals: { locale: 'hi' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'भुगतान सफल रहा' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'धन्यवाद! आपका क्वेस्ट तैयार है। आपको होम पर ले जा रहे हैं…',
    );
    await expect(canvas.getByText('ऑर्डर QO-20261121-0007')).toBeVisible();
    await expect(canvas.getByText('भुगतान किया: ₹3,275.60')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'होम पर जाएँ' }));
    await expect(args.onRedirect).toHaveBeenCalledOnce();
  },
};

/** Without the order's id and amount: only the title, message and Redirect show. */
export const WithoutOrder: Story = {
  args: { orderId: null, amount: null },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/^Order /)).toBeNull();
    await expect(canvas.queryByText(/^Paid /)).toBeNull();
    await expect(canvas.getByRole('button', { name: t.redirect })).toBeEnabled();
  },
};

/** While the route asks the server whether the order is paid (ADR 0109): no tick, no success claim, no order. */
export const Confirming: Story = {
  args: { state: 'confirming' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: t.confirmingTitle })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(t.confirmingMessage);
    await expect(canvas.queryByText(t.title)).toBeNull();
    await expect(canvas.queryByText(t.message)).toBeNull();
    await expect(canvas.queryByText(/^Order /)).toBeNull();
    await expect(canvas.queryByRole('button', { name: t.redirect })).toBeNull();
  },
};

/** Redirect pressed while the home is being prepared: it spins and ignores more presses. */
export const Redirecting: Story = {
  args: { redirecting: true },
  play: async ({ canvas, args }) => {
    const redirect = canvas.getByRole('button', { name: /Redirect/ });
    await expect(redirect).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(redirect);
    await expect(args.onRedirect).not.toHaveBeenCalled();
  },
};

const sheet: ReadonlyArray<readonly [string, string, Partial<PaymentResponseViewProps>, string?]> = [
  ['Success', 'Success — order number and amount', {}],
  ['Without order', 'Success without an order — no number or amount', { orderId: null, amount: null }],
  ['Redirecting', 'Redirecting — the button busy', { redirecting: true }],
  ['Confirming', 'Confirming — the payment is still being checked', { state: 'confirming' }],
  [
    'Long order',
    'Very long — an unbroken order number and a large amount',
    { orderId: `QO-20261121-${longText.word}`, amount: 123456789.5 },
  ],
];

/** Every state side by side for the visual tests (CSS animations are frozen there). */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  render: (args) => (
    <Sheet>
      {sheet.map(([label, caption, state, lang]) => (
        <SheetTile key={label} caption={caption} lang={lang}>
          <section aria-label={label}>
            <PaymentResponseView {...args} {...state} as="div" />
          </section>
        </SheetTile>
      ))}
    </Sheet>
  ),
  play: sheetFitsPhone,
};
