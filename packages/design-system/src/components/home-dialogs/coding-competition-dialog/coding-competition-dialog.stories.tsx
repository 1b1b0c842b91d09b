import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  CodingCompetitionDialog,
  codingCompetitionDialogTexts as t,
  type CodingCompetitionStep,
} from './coding-competition-dialog';
import { Sheet, SheetTile, expectCaptioned } from '../../../internal/state-sheet';

type Props = ComponentProps<typeof CodingCompetitionDialog>;

/** Plays the app's part: Confirm records (here at once) and the dialog turns to the thank-you. */
function Flow(args: Props) {
  const [step, setStep] = useState<CodingCompetitionStep>(args.step);
  return (
    <CodingCompetitionDialog
      {...args}
      step={step}
      onConfirm={() => {
        args.onConfirm();
        setStep('thanks');
      }}
    />
  );
}

const meta = {
  title: 'Design System/Dialogs/Coding Competition Dialog',
  component: CodingCompetitionDialog,
  // On docs pages each story is drawn in its own frame, so an open modal stays in it and does not cover the page.
  parameters: { docs: { story: { inline: false, iframeHeight: '640px' } } },
  render: Flow,
  args: {
    open: true,
    step: 'invite',
    bannerUrl: null,
    confirming: false,
    error: null,
    onConfirm: fn(),
    onOk: fn(),
    onClose: fn(),
  },
  argTypes: {
    bannerUrl: { table: { category: 'Content' } },
    bannerAlt: { table: { category: 'Accessibility' } },
    error: { table: { category: 'Content' } },
    open: { table: { category: 'Behaviour' } },
    step: { control: 'inline-radio', options: ['invite', 'thanks'], table: { category: 'Behaviour' } },
    confirming: { table: { category: 'Behaviour' } },
    inline: { control: false, table: { category: 'Appearance' } },
    onConfirm: { table: { category: 'Events' } },
    onOk: { table: { category: 'Events' } },
    onClose: { table: { category: 'Events' } },
  },
} satisfies Meta<typeof CodingCompetitionDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = (name: string) => within(document.body).findByRole('dialog', { name });

/**
 * The invitation: banner, what taking part means, focus on "Not now"; Confirm records the registration and the
 * thank-you shows with focus on Ok; Ok closes.
 */
export const Default: Story = {
  play: async ({ args }) => {
    const invite = within(await dialog(t.title));
    await expect(invite.getByText(/GO_CODERZ, the national coding competition/)).toBeVisible();
    await expect(invite.getByRole('button', { name: t.notNow })).toHaveFocus();
    await userEvent.click(invite.getByRole('button', { name: t.confirm }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();

    const thanks = within(await dialog(t.thanksTitle));
    await expect(thanks.getByText(/You are registered/)).toBeVisible();
    const ok = thanks.getByRole('button', { name: t.ok });
    await waitFor(() => expect(ok).toHaveFocus());
    await expect(thanks.queryByRole('button', { name: 'Close' })).toBeNull();
    await userEvent.click(ok);
    await expect(args.onOk).toHaveBeenCalledOnce();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** In Hindi (issue 29): the invitation, its buttons and a failure in Hindi; after Confirm, the thank-you in Hindi. */
export const Hindi: Story = {
  globals: { locale: 'hi' },
  args: { error: 'Please check your connection and try again.' },
  play: async ({ args }) => {
    const invite = within(await dialog('राष्ट्रीय कोडिंग प्रतियोगिता'));
    await expect(invite.getByText(/भाग लेने के लिए पुष्टि करें/)).toBeVisible();
    await expect(invite.getByRole('alert')).toHaveTextContent('कृपया अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।');
    await expect(invite.getByRole('button', { name: 'अभी नहीं' })).toHaveFocus();
    await userEvent.click(invite.getByRole('button', { name: 'पुष्टि करें' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();

    const thanks = within(await dialog('धन्यवाद!'));
    await expect(thanks.getByText(/आपका रजिस्ट्रेशन हो गया है/)).toBeVisible();
    await userEvent.click(thanks.getByRole('button', { name: 'ठीक है' }));
    await expect(args.onOk).toHaveBeenCalledOnce();
  },
};

/** "Not now", Escape and × on the invitation ask to close; nothing is confirmed. */
export const NotNow: Story = {
  play: async ({ args }) => {
    const d = within(await dialog(t.title));
    await userEvent.click(d.getByRole('button', { name: t.notNow }));
    await userEvent.keyboard('{Escape}');
    await userEvent.click(d.getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledTimes(3);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** Keyboard: Tab to Confirm, Enter confirms; on the thank-you Escape answers Ok. */
export const Keyboard: Story = {
  play: async ({ args }) => {
    const d = within(await dialog(t.title));
    await userEvent.tab();
    await expect(d.getByRole('button', { name: t.confirm })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    const ok = within(await dialog(t.thanksTitle)).getByRole('button', { name: t.ok });
    await waitFor(() => expect(ok).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await expect(args.onOk).toHaveBeenCalledOnce();
  },
};

/** Recording the confirmation: Confirm shows progress; "Not now", Escape and × do nothing. */
export const Confirming: Story = {
  args: { confirming: true },
  play: async ({ args }) => {
    const d = within(await dialog(t.title));
    const confirm = d.getByRole('button', { name: t.confirm });
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(confirm);
    await userEvent.click(d.getByRole('button', { name: t.notNow }));
    await userEvent.keyboard('{Escape}');
    await expect(d.queryByRole('button', { name: 'Close' })).toBeNull();
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** Recording failed: the server's message as an alert; Confirm can be tried again. */
export const ConfirmFailed: Story = {
  args: { error: 'Something went wrong. Please try again.' },
  render: (args) => <CodingCompetitionDialog {...args} />,
  play: async ({ args }) => {
    const d = within(await dialog(t.title));
    await expect(d.getByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
    await userEvent.click(d.getByRole('button', { name: t.confirm }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

/** The thank-you on its own (the registration was recorded): Ok closes. */
export const ThankYou: Story = {
  args: { step: 'thanks' },
  play: async ({ args }) => {
    const d = within(await dialog(t.thanksTitle));
    await userEvent.click(d.getByRole('button', { name: t.ok }));
    await expect(args.onOk).toHaveBeenCalledOnce();
  },
};

const banner = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="200"><rect width="600" height="200" fill="#0d47a1"/><text x="300" y="115" font-size="48" text-anchor="middle" fill="#fff" font-family="sans-serif">CODE THE FUTURE 2025</text></svg>',
)}`;

/** A banner image from the campaign with its own words: it gets an alt text. */
export const WithBannerImage: Story = {
  args: { bannerUrl: banner, bannerAlt: 'Code the future 2025' },
  play: async () => {
    const d = within(await dialog(t.title));
    await expect(d.getByRole('img', { name: 'Code the future 2025' })).toBeVisible();
  },
};

/** At phone width (360 px) the banner scales down, the text wraps, both buttons fit. */
export const PhoneWidth: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ args }) => {
    const el = await dialog(t.title);
    await expect(el.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    const panel = el.firstElementChild as HTMLElement;
    await waitFor(() => expect(panel.scrollWidth).toBeLessThanOrEqual(panel.clientWidth));
    await userEvent.click(within(el).getByRole('button', { name: t.confirm }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

/** The captions of the state sheet's tiles, in the order of its states. */
const sheetCaptions = [
  'Open — the invitation with Register',
  'Registering — Register busy',
  'Error — registration failed, with the reason',
  'Thanks — registered',
];

/** Every state side by side (drawn in the page flow) for the visual tests. */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  render: (args) => (
    <Sheet>
      {(
        [
          {},
          { confirming: true },
          { error: 'Something went wrong. Please try again.' },
          { step: 'thanks' },
        ] as Partial<Props>[]
      ).map((state, i) => (
        <SheetTile key={i} caption={sheetCaptions[i]!}>
          <CodingCompetitionDialog {...args} {...state} inline />
        </SheetTile>
      ))}
    </Sheet>
  ),
  play: async ({ canvasElement }) => {
    const sheet = canvasElement.firstElementChild as HTMLElement;
    await expectCaptioned(sheet);
    await expect(sheet.scrollWidth).toBeLessThanOrEqual(sheet.clientWidth);
  },
};
