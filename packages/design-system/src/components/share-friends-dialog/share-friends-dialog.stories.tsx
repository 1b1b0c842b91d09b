import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ShareFriendsDialog, shareFriendsDialogTexts as t } from './share-friends-dialog';
import { longText, sheetFitsPhone, SheetTile, StateSheet as Sheet } from '../../internal/state-sheet';

type Props = ComponentProps<typeof ShareFriendsDialog>;

const friends = [
  { userId: 4003, name: 'Vihaan Gupta', shared: true },
  { userId: 4007, name: 'Reyansh Joshi', shared: false },
  { userId: 4012, name: 'Pari Bose', shared: true },
  { userId: 4018, name: 'Aarohi Rao', shared: false },
];

const meta = {
  title: 'Design System/Dialogs/Share Friends Dialog',
  component: ShareFriendsDialog,
  // On docs pages each story is drawn in its own frame, so an open modal stays in it and does not cover the page.
  parameters: { docs: { story: { inline: false, iframeHeight: '640px' } } },
  args: {
    open: true,
    state: 'loaded',
    friends,
    sharing: false,
    onShare: fn(),
    onRetry: fn(),
    onClose: fn(),
  },
  argTypes: {
    friends: { table: { category: 'Content' } },
    failure: { table: { category: 'Content' } },
    state: { table: { category: 'Content' } },
    open: { table: { category: 'Behaviour' } },
    sharing: { table: { category: 'Behaviour' } },
    inline: { control: false, table: { category: 'Layout' } },
    onShare: { table: { category: 'Events' } },
    onRetry: { table: { category: 'Events' } },
    onClose: { table: { category: 'Events' } },
  },
} satisfies Meta<typeof ShareFriendsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In Hindi (issue 29): the title, the explanation, the switches' names, the app's failure and the buttons in Hindi. */
export const Hindi: Story = {
  globals: { locale: 'hi' },
  args: { failure: 'Sharing failed. Please try again.' },
  play: async ({ args }) => {
    const d = within(within(document.body).getByRole('dialog', { name: 'दोस्तों के साथ शेयर करें' }));
    await expect(
      d.getByText('जिस दोस्त के साथ आप अपने क्वेस्ट की स्थिति शेयर करना चाहते हैं, उसका स्विच चालू करें।'),
    ).toBeVisible();
    await expect(d.getByRole('alert')).toHaveTextContent('शेयर नहीं हो सका। कृपया फिर से कोशिश करें।');
    await userEvent.click(d.getByRole('switch', { name: 'Reyansh Joshi के साथ शेयर करें' }));
    await userEvent.click(d.getByRole('button', { name: 'शेयर करें' }));
    await expect(args.onShare).toHaveBeenCalledWith([{ userId: 4007, isShared: true }]);
    await userEvent.click(d.getByRole('button', { name: 'रद्द करें' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

const dialog = () => within(within(document.body).getByRole('dialog', { name: t.title }));

/**
 * Each friend has a switch; Share waits until one changed, then sends only the changed friends. A switch turned
 * back is no change.
 */
export const Default: Story = {
  play: async ({ args }) => {
    const d = dialog();
    const share = d.getByRole('button', { name: t.share });
    await expect(share).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(share);
    await expect(args.onShare).not.toHaveBeenCalled();

    const reyansh = d.getByRole('switch', { name: 'Share with Reyansh Joshi' });
    await userEvent.click(reyansh);
    await expect(reyansh).toHaveAttribute('aria-checked', 'true');
    const vihaan = d.getByRole('switch', { name: 'Share with Vihaan Gupta' });
    await userEvent.click(vihaan);
    const pari = d.getByRole('switch', { name: 'Share with Pari Bose' });
    await userEvent.click(pari);
    await userEvent.click(pari);
    await expect(share).not.toHaveAttribute('aria-disabled');
    await userEvent.click(share);
    await expect(args.onShare).toHaveBeenCalledWith([
      { userId: 4003, isShared: false },
      { userId: 4007, isShared: true },
    ]);
  },
};

/** Cancel, Escape and the close button each ask to close. */
export const Closing: Story = {
  play: async ({ args }) => {
    await userEvent.click(dialog().getByRole('button', { name: t.cancel }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(2);
  },
};

/** No friends: "Friends list not available". */
export const Empty: Story = {
  args: { friends: [] },
  play: async () => {
    await expect(dialog().getByText(t.empty)).toBeVisible();
    await expect(dialog().queryByRole('button', { name: t.share })).toBeNull();
  },
};

/** Loading the friends: skeleton rows, announced once. */
export const Loading: Story = {
  args: { state: 'loading', friends: [] },
  play: async () => {
    await expect(dialog().getByText(t.loading)).toBeInTheDocument();
  },
};

/** The list could not be loaded: the message and Try again. */
export const Failed: Story = {
  args: { state: 'failed', friends: [] },
  play: async ({ args }) => {
    await expect(dialog().getByText(t.failed)).toBeVisible();
    await userEvent.click(dialog().getByRole('button', { name: t.retry }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Sending: the switches and Share wait; the dialog cannot be closed. */
export const Sharing: Story = {
  args: { sharing: true },
  play: async ({ args }) => {
    const d = dialog();
    const vihaan = d.getByRole('switch', { name: 'Share with Vihaan Gupta' });
    await userEvent.click(vihaan);
    await expect(vihaan).toHaveAttribute('aria-checked', 'true');
    await expect(d.getByRole('button', { name: new RegExp(t.share) })).toHaveAttribute('aria-busy', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** Share failed: the server's message as an alert (the app also shows it as a red toast). */
export const ShareFailed: Story = {
  args: { failure: 'The server could not complete this request.' },
  play: async () => {
    await expect(dialog().getByRole('alert')).toHaveTextContent(
      'The server could not complete this request.',
    );
  },
};

/** Every state side by side (drawn in the page flow) for the visual tests. */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  render: (args) => (
    <Sheet>
      {(
        [
          ['Loaded — friends, some already shared with', {}],
          [
            'Failed to share — the server refused',
            { failure: 'The server could not complete this request.' },
          ],
          ['Sharing — Share busy', { sharing: true }],
          ['No friends yet', { friends: [] }],
          ['Loading — friends on their way', { state: 'loading', friends: [] }],
          ['Failed to load — Retry', { state: 'failed', friends: [] }],
          [
            'Hindi — friends’ names and the failure in Hindi',
            {
              friends: [
                { userId: 5001, name: 'विहान गुप्ता', shared: true },
                { userId: 5002, name: 'आरोही राव', shared: false },
              ],
              failure: 'सर्वर यह अनुरोध पूरा नहीं कर सका। कृपया फिर से कोशिश करें।',
            },
            'hi',
          ],
          [
            'Very long — long and unbroken names, a long failure',
            {
              friends: [
                { userId: 6001, name: longText.name, shared: false },
                { userId: 6002, name: longText.email, shared: true },
              ],
              failure: longText.sentence,
            },
          ],
        ] as [string, Partial<Props>, string?][]
      ).map(([caption, state, lang]) => (
        <SheetTile key={caption} caption={caption} lang={lang}>
          <ShareFriendsDialog {...args} {...state} inline />
        </SheetTile>
      ))}
    </Sheet>
  ),
  play: sheetFitsPhone,
};
