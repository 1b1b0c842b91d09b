import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { homeDashboardTexts as t } from '../home-dashboard-model';
import { DashboardNotices } from './dashboard-notices';

const meta = {
  title: 'Templates/Home Dashboard/Dashboard Notices',
  component: DashboardNotices,
  args: { pendingPayment: ['Maths Booster'], hasQuests: true, trialOver: false, onBuy: fn() },
  argTypes: {
    pendingPayment: { table: { category: 'Content' } },
    hasQuests: { table: { category: 'Content' } },
    trialOver: { table: { category: 'Behaviour' } },
    onBuy: { table: { category: 'Events' } },
  },
  decorators: [
    (Story) => (
      <div style={{ display: 'grid', gap: 16, maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DashboardNotices>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A payment awaits the bank (ADR 0109): "Payment being confirmed" names what it buys. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t.pendingPaymentTitle)).toBeVisible();
    await expect(
      canvas.getByText(
        "Your payment for Maths Booster is being confirmed. We'll assign it as soon as the bank confirms.",
      ),
    ).toBeVisible();
  },
};

/** In Hindi (issue 29): the payment notice, with the product's name as sent, and the "Quest assign" warning. */
export const Hindi: Story = {
  globals: { locale: 'hi' },
  args: { hasQuests: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('भुगतान की पुष्टि हो रही है')).toBeVisible();
    await expect(
      canvas.getByText(
        'Maths Booster के लिए आपके भुगतान की पुष्टि हो रही है। बैंक से पुष्टि होते ही हम इसे आपको असाइन कर देंगे।',
      ),
    ).toBeVisible();
    await expect(canvas.getByText('क्वेस्ट असाइन: अगले साल का आपका क्वेस्ट जल्द ही असाइन किया जाएगा।')).toBeVisible();
  },
};

/** No quest assigned yet: the spec's "Quest assign" warning. */
export const NoQuests: Story = {
  args: { pendingPayment: null, hasQuests: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t.emptyQuests)).toBeVisible();
  },
};

/** The trial is over: the "Trial Expired" notice; Buy now reports. */
export const TrialOver: Story = {
  args: { pendingPayment: null, trialOver: true },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText(t.trialTitle)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t.buyNow }));
    await expect(args.onBuy).toHaveBeenCalledOnce();
  },
};

/** The trial is over and nothing can be bought here: the notice without Buy now. */
export const TrialOverWithoutBuy: Story = {
  args: { pendingPayment: null, trialOver: true, onBuy: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t.trialTitle)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t.buyNow })).toBeNull();
  },
};

/** Nothing due: no notice at all. */
export const Nothing: Story = {
  args: { pendingPayment: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[role="alert"], [role="status"]')).toBeNull();
    await expect(canvasElement.textContent).toBe('');
  },
};
