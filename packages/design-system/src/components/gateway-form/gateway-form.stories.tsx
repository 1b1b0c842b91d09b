import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { GatewayForm } from './gateway-form';

const gateway = 'https://pay.example.com';
const fields = [
  { key: 'orderId', value: 'QO1001' },
  { key: 'amount', value: '449.00' },
  { key: 'currency', value: 'INR' },
];

const meta = {
  title: 'Design System/Store/Gateway Form',
  component: GatewayForm,
  args: {
    postUrl: `${gateway}/pay`,
    fields,
    allowedOrigins: [gateway],
    submit: fn(),
    onSubmitted: fn(),
    onRefused: fn(),
  },
  argTypes: {
    postUrl: { table: { category: 'Content' } },
    fields: { table: { category: 'Content' } },
    allowedOrigins: { table: { category: 'Behaviour' } },
    submit: { control: false, table: { category: 'Behaviour' } },
    onSubmitted: { table: { category: 'Events' } },
    onRefused: { table: { category: 'Events' } },
  },
} satisfies Meta<typeof GatewayForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An allowed gateway: the hidden form of the server's fields is posted once (a spy here, so the page stays). */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    await waitFor(() => expect(args.submit).toHaveBeenCalledTimes(1));
    const form = canvasElement.querySelector('form');
    await expect(form).not.toBeNull();
    await expect(form?.getAttribute('action')).toBe(`${gateway}/pay`);
    await expect(form?.getAttribute('method')).toBe('post');
    await expect(form).not.toBeVisible();
    const values = Object.fromEntries(new FormData(form ?? undefined));
    await expect(values).toEqual({ orderId: 'QO1001', amount: '449.00', currency: 'INR' });
    await expect(args.onSubmitted).toHaveBeenCalledTimes(1);
    await expect(args.onRefused).not.toHaveBeenCalled();
  },
};

/** The server named another origin: no form is drawn, nothing is posted, the refusal is reported. */
export const OriginNotAllowed: Story = {
  args: { postUrl: 'https://evil.example.net/pay' },
  play: async ({ args, canvasElement }) => {
    await waitFor(() =>
      expect(args.onRefused).toHaveBeenCalledWith('origin-not-allowed', 'https://evil.example.net/pay'),
    );
    await expect(canvasElement.querySelector('form')).toBeNull();
    await expect(args.submit).not.toHaveBeenCalled();
    await expect(args.onSubmitted).not.toHaveBeenCalled();
  },
};

/** A look-alike host (the allowed origin as a subdomain of another) is another origin: refused. */
export const LookAlikeHost: Story = {
  args: { postUrl: 'https://pay.example.com.evil.example.net/pay' },
  play: async ({ args }) => {
    await waitFor(() => expect(args.onRefused).toHaveBeenCalledWith('origin-not-allowed', args.postUrl));
    await expect(args.submit).not.toHaveBeenCalled();
  },
};

/** A relative or script address is not a gateway: refused as invalid. */
export const InvalidUrl: Story = {
  args: { postUrl: 'javascript:alert(1)' },
  play: async ({ args }) => {
    await waitFor(() => expect(args.onRefused).toHaveBeenCalledWith('invalid-url', 'javascript:alert(1)'));
    await expect(args.submit).not.toHaveBeenCalled();
  },
};

/** No allowlist configured: every address is refused. */
export const EmptyAllowlist: Story = {
  args: { allowedOrigins: [] },
  play: async ({ args }) => {
    await waitFor(() => expect(args.onRefused).toHaveBeenCalledWith('origin-not-allowed', `${gateway}/pay`));
    await expect(args.submit).not.toHaveBeenCalled();
  },
};
