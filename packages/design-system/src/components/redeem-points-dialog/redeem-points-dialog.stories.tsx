import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  RedeemPointsDialog,
  type RedeemCouponValue,
  type RedeemPointsDialogProps,
} from './redeem-points-dialog';
import { longText, sheetFitsPhone, SheetTile, StateSheet as Sheet } from '../../internal/state-sheet';

const newCoupon: RedeemCouponValue = {
  code: 'R8P3WD',
  points: 200,
  amount: 20,
  validUntil: '31 Jul 2026',
  status: 'Available',
};

const coupons: RedeemCouponValue[] = [
  { code: 'QX7K2M', points: 100, amount: 10, validUntil: '30 Jul 2026', status: 'Available' },
  { code: 'HB4N8T', points: 100, amount: 10, validUntil: '8 Jun 2026', status: 'Used' },
  { code: 'MZ2P9C', points: 100, amount: 10, validUntil: '2 Feb 2026', status: 'Expired' },
];

/** The coupons with their dates written in Hindi, as a Hindi page shows them. */
const hindiCoupons = coupons.map((coupon) => ({ ...coupon, validUntil: '30 जुलाई 2026' }));

const meta = {
  title: 'Design System/Dialogs/Redeem Points Dialog',
  component: RedeemPointsDialog,
  // On docs pages each story is drawn in its own frame, so an open modal stays in it and does not cover the page.
  parameters: { docs: { story: { inline: false, iframeHeight: '640px' } } },
  args: {
    open: true,
    state: 'loaded',
    earnedPoints: 760,
    redeemedPoints: 300,
    availablePoints: 460,
    pointsPerRupee: 10,
    blockPoints: 100,
    coupons,
    result: null,
    redeeming: false,
    error: null,
    copyMessage: null,
    storeHref: '/products',
    onGoToStore: fn(),
    onRedeem: fn(),
    onCopy: fn(),
    onRetry: fn(),
    onClose: fn(),
  },
  argTypes: {
    state: {
      control: 'inline-radio',
      options: ['loading', 'loaded', 'failed'],
      table: { category: 'Content' },
    },
    earnedPoints: { table: { category: 'Content' } },
    redeemedPoints: { table: { category: 'Content' } },
    availablePoints: { table: { category: 'Content' } },
    pointsPerRupee: { table: { category: 'Content' } },
    blockPoints: { table: { category: 'Content' } },
    coupons: { table: { category: 'Content' } },
    result: { table: { category: 'Content' } },
    error: { table: { category: 'Content' } },
    copyMessage: { table: { category: 'Content' } },
    failedMessage: { table: { category: 'Content' } },
    open: { table: { category: 'Behaviour' } },
    redeeming: { table: { category: 'Behaviour' } },
    storeHref: { table: { category: 'Behaviour' } },
    inline: { control: false, table: { category: 'Appearance' } },
    onGoToStore: { table: { category: 'Events' } },
    onRedeem: { table: { category: 'Events' } },
    onCopy: { table: { category: 'Events' } },
    onRetry: { table: { category: 'Events' } },
    onClose: { table: { category: 'Events' } },
  },
} satisfies Meta<typeof RedeemPointsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * In Hindi (issue 29): the balance, the rate, the choices, the new coupon, the app's copy message and the coupons'
 * statuses in Hindi (dates come written by the app); Redeem still sends the chosen points.
 */
export const Hindi: Story = {
  globals: { locale: 'hi' },
  args: {
    result: { ...newCoupon, validUntil: '31 जुलाई 2026' },
    coupons: hindiCoupons,
    copyMessage: 'Code copied.',
  },
  play: async ({ args }) => {
    const d = within(within(document.body).getByRole('dialog', { name: 'पॉइंट्स भुनाएँ' }));
    await expect(d.getByText('10 पॉइंट्स = ₹1')).toBeVisible();
    await expect(d.getByText('उपलब्ध', { selector: 'dt' }).nextElementSibling).toHaveTextContent('460');
    const select = d.getByRole('combobox', { name: 'भुनाने के लिए पॉइंट्स' });
    await expect(within(select).getAllByRole('option')[0]).toHaveTextContent('100 पॉइंट्स (₹10)');
    const result = d.getByRole('group', { name: 'आपका नया कूपन' });
    await expect(result).toHaveTextContent('₹20 की छूट, 31 जुलाई 2026 तक मान्य। इसे कार्ट में एक बार इस्तेमाल करें।');
    await expect(within(result).getByRole('status')).toHaveTextContent('कोड कॉपी हो गया।');
    await expect(within(result).getByRole('button', { name: 'कोड कॉपी करें' })).toBeVisible();
    const rows = within(d.getByRole('list')).getAllByRole('listitem');
    await expect(rows.map((row) => row.lastElementChild?.textContent)).toEqual([
      'उपलब्ध',
      'इस्तेमाल हो गया',
      'समय-सीमा खत्म',
    ]);
    await expect(rows[0]).toHaveTextContent('30 जुलाई 2026 तक मान्य');
    await userEvent.click(d.getByRole('button', { name: 'भुनाएँ' }));
    await expect(args.onRedeem).toHaveBeenCalledWith(100);
  },
};

const dialog = () => within(document.body).getByRole('dialog', { name: 'Redeem Points' });
const pointsSelect = () => within(dialog()).getByRole('combobox', { name: 'Points to redeem' });

/** The balance, the rate, blocks of 100 up to the available points; Redeem sends the chosen points. */
export const Default: Story = {
  play: async ({ args }) => {
    const d = within(dialog());
    await expect(d.getByText('10 points = ₹1')).toBeVisible();
    await expect(d.getByText('Available', { selector: 'dt' }).nextElementSibling).toHaveTextContent('460');
    const options = within(pointsSelect()).getAllByRole('option');
    await expect(options.map((o) => o.textContent)).toEqual([
      '100 points (₹10)',
      '200 points (₹20)',
      '300 points (₹30)',
      '400 points (₹40)',
    ]);
    await userEvent.selectOptions(pointsSelect(), '200');
    await userEvent.click(d.getByRole('button', { name: 'Redeem' }));
    await expect(args.onRedeem).toHaveBeenCalledWith(200);
    const rows = within(d.getByRole('list')).getAllByRole('listitem');
    await expect(rows.map((row) => row.lastElementChild?.textContent)).toEqual([
      'Available',
      'Used',
      'Expired',
    ]);
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** Below one block: how many more points are needed; Redeem is disabled. */
export const NotEnoughPoints: Story = {
  args: { earnedPoints: 60, redeemedPoints: 0, availablePoints: 60, coupons: [] },
  play: async ({ args }) => {
    const d = within(dialog());
    await expect(d.getByRole('status')).toHaveTextContent('You need 40 more points to redeem.');
    await expect(d.queryByRole('combobox')).toBeNull();
    await expect(d.getByRole('button', { name: 'Redeem' })).toHaveAttribute('aria-disabled', 'true');
    await expect(d.getByText('You have not redeemed any points yet.')).toBeVisible();
    await expect(args.onRedeem).not.toHaveBeenCalled();
  },
};

/** The redemption is in flight: Redeem shows progress, the choice waits and Escape does not close. */
export const Redeeming: Story = {
  args: { redeeming: true },
  play: async ({ args }) => {
    await expect(pointsSelect()).toBeDisabled();
    await expect(dialog().querySelector('[aria-busy="true"]')).not.toBeNull();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** The server refused: its message shows as an alert and the chosen points stay chosen for another try. */
export const ServerError: Story = {
  render: function Render(args: RedeemPointsDialogProps) {
    const [error, setError] = useState<string | null>(null);
    return (
      <RedeemPointsDialog
        {...args}
        error={error}
        onRedeem={(points) => {
          args.onRedeem(points);
          setError('You do not have enough points.');
        }}
      />
    );
  },
  play: async ({ args }) => {
    await userEvent.selectOptions(pointsSelect(), '300');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Redeem' }));
    await expect(args.onRedeem).toHaveBeenCalledWith(300);
    await expect(await within(dialog()).findByRole('alert')).toHaveTextContent(
      'You do not have enough points.',
    );
    await expect(pointsSelect()).toHaveValue('300');
  },
};

/** The new coupon: its code, value and last day; Copy code and Go to store. */
export const Redeemed: Story = {
  args: {
    earnedPoints: 760,
    redeemedPoints: 500,
    availablePoints: 260,
    result: newCoupon,
    coupons: [newCoupon, ...coupons],
    copyMessage: 'Code copied.',
  },
  play: async ({ args }) => {
    const d = within(dialog());
    const result = d.getByRole('group', { name: 'Your new coupon' });
    await expect(within(result).getByText('R8P3WD')).toBeVisible();
    await expect(result).toHaveTextContent('₹20 off, valid until 31 Jul 2026. Use it once, in the cart.');
    await userEvent.click(within(result).getByRole('button', { name: 'Copy code' }));
    await expect(args.onCopy).toHaveBeenCalledWith('R8P3WD');
    await expect(within(result).getByRole('status')).toHaveTextContent('Code copied.');
    const store = within(result).getByRole('link', { name: 'Go to store' });
    await expect(store).toHaveAttribute('href', '/products');
    store.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await userEvent.click(store);
    await expect(args.onGoToStore).toHaveBeenCalledOnce();
  },
};

/** The balance is loading: placeholders under one "Loading your points…" label. */
export const Loading: Story = {
  args: { state: 'loading' },
  play: async () => {
    await expect(within(dialog()).getByText('Loading your points…')).toBeInTheDocument();
    await expect(within(dialog()).queryByRole('button', { name: 'Redeem' })).toBeNull();
  },
};

/** The balance could not load: the error view with Try again. */
export const Failed: Story = {
  args: { state: 'failed' },
  play: async ({ args }) => {
    const d = within(dialog());
    await expect(d.getByRole('heading', { name: 'Points not available' })).toBeVisible();
    await userEvent.click(d.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(args.onRetry).toHaveBeenCalledOnce());
  },
};

/** Loaded, not enough points, error, new coupon, loading and failed (drawn in the page flow) for the visual tests. */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  render: (args) => (
    <Sheet>
      <SheetTile caption="Loaded — points, coupons used, expired and available">
        <RedeemPointsDialog {...args} inline />
      </SheetTile>
      <SheetTile caption="Too few points — no coupons yet">
        <RedeemPointsDialog
          {...args}
          inline
          earnedPoints={60}
          redeemedPoints={0}
          availablePoints={60}
          coupons={[]}
        />
      </SheetTile>
      <SheetTile caption="Refused — not enough points">
        <RedeemPointsDialog {...args} inline error="You do not have enough points." />
      </SheetTile>
      <SheetTile caption="Redeemed — the new coupon, code copied">
        <RedeemPointsDialog {...args} inline result={newCoupon} copyMessage="Code copied." />
      </SheetTile>
      <SheetTile caption="Loading">
        <RedeemPointsDialog {...args} inline state="loading" />
      </SheetTile>
      <SheetTile caption="Failed to load — Retry">
        <RedeemPointsDialog {...args} inline state="failed" />
      </SheetTile>
      <SheetTile caption="Hindi — the error and copy message in Hindi, dates in Hindi" lang="hi">
        <RedeemPointsDialog
          {...args}
          inline
          coupons={hindiCoupons}
          error="आपके पास पर्याप्त पॉइंट नहीं हैं।"
          copyMessage="कोड कॉपी हो गया।"
        />
      </SheetTile>
      <SheetTile caption="Very long — a long error and five-digit point counts">
        <RedeemPointsDialog
          {...args}
          inline
          earnedPoints={98_760}
          redeemedPoints={88_900}
          availablePoints={9_860}
          error={longText.sentence}
        />
      </SheetTile>
    </Sheet>
  ),
  play: sheetFitsPhone,
};
