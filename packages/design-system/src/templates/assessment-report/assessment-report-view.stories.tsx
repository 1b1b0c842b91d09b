import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { sheetFitsPhone, SheetTile, StateSheet as Sheet } from '../../internal/state-sheet';
import { AssessmentReportView, assessmentReportTexts as t } from './assessment-report-view';

/** The reference server's demo PDF (6 pages), served by Storybook at /demo-media; stands in for the manual. */
const MANUAL_PDF = '/demo-media/pdf/demo.pdf';

const meta = {
  title: 'Templates/Assessment Report',
  component: AssessmentReportView,
  args: {
    manualUrl: MANUAL_PDF,
    defaultManualOpen: false,
    as: 'main',
    onBack: fn(),
    onManualOpenChange: fn(),
  },
  argTypes: {
    manualUrl: { control: 'text', table: { category: 'Content' } },
    defaultManualOpen: { table: { category: 'Behaviour' } },
    as: { control: 'inline-radio', options: ['div', 'main'], table: { category: 'Accessibility' } },
    onBack: { table: { category: 'Events' } },
    onManualOpenChange: { table: { category: 'Events' } },
  },
} satisfies Meta<typeof AssessmentReportView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In Hindi (issue 29): the explanation, the steps, the manual and its dialog in Hindi. */
export const Hindi: Story = {
  globals: { locale: 'hi' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'रिपोर्ट' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'अपनी रिपोर्ट कैसे देखें' })).toBeVisible();
    const steps = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(steps).toHaveLength(5);
    await expect(steps[0]).toHaveTextContent('Login पर क्लिक करें।');
    await expect(steps[1]).toHaveTextContent('अपना यूज़रनेम और पासवर्ड डालें।');
    await expect(canvas.getByText('अपनी रिपोर्ट पढ़ने की गाइड (PDF)।')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'छात्र रिपोर्ट मैनुअल' }));
    const dialog = await canvas.findByRole('dialog', { name: 'छात्र रिपोर्ट मैनुअल' });
    await expect(within(dialog).getByRole('link', { name: /नए टैब में खोलें/ })).toBeVisible();
    const close = within(dialog).getAllByRole('button', { name: 'बंद करें' });
    await userEvent.click(close[close.length - 1]!);
    await expect(args.onManualOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** Where reports are seen, the steps in order, and the student report manual. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await expect(canvas.getByText(t.intro)).toBeVisible();
    const steps = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(steps.map((step) => step.textContent)).toEqual([...t.steps]);
    await expect(canvas.getByRole('button', { name: t.manual })).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.click(canvas.getByRole('button', { name: t.back }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

/** The manual in a modal: it opens from the link, offers Open in new tab, and Escape, the backdrop and Close
 * each close it (focus back on the opener). */
export const ManualOpen: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const opener = canvas.getByRole('button', { name: t.manual });
    const open = async () => {
      await userEvent.click(opener);
      return canvas.findByRole('dialog', { name: t.manual });
    };
    const closed = async () => {
      await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
      await expect(opener).toHaveFocus();
    };

    let dialog = await open();
    await expect(args.onManualOpenChange).toHaveBeenLastCalledWith(true);
    const newTab = within(dialog).getByRole('link', { name: new RegExp(t.openInNewTab) });
    await expect(newTab).toHaveAttribute('href', MANUAL_PDF);
    await expect(newTab).toHaveAttribute('target', '_blank');
    await expect(newTab.getAttribute('rel')).toContain('noopener');
    await userEvent.keyboard('{Escape}');
    await closed();
    await expect(args.onManualOpenChange).toHaveBeenLastCalledWith(false);

    dialog = await open();
    const backdrop = dialog.closest('dialog')!;
    await fireEvent.mouseDown(backdrop, { detail: 1 });
    await fireEvent.click(backdrop, { detail: 1 });
    await closed();

    dialog = await open();
    const actions = within(dialog).getAllByRole('button', { name: t.close });
    await userEvent.click(actions[actions.length - 1]!);
    await closed();
    await expect(args.onManualOpenChange).toHaveBeenCalledTimes(6);
  },
};

/** The manual's preview open at first: the PDF drawn by the lazily loaded viewer. */
export const ManualPreview: Story = {
  args: { defaultManualOpen: true },
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole('dialog', { name: t.manual });
    const page = await within(dialog).findByRole('img', { name: 'Page 1 of 6' }, { timeout: 20_000 });
    await expect(page).toBeVisible();
  },
};

/** The page as drawn, the manual closed (no PDF engine and no network in the sheet). */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  render: (args) => (
    <Sheet>
      <SheetTile caption="The report page — the manual closed">
        <AssessmentReportView {...args} as="div" defaultManualOpen={false} />
      </SheetTile>
    </Sheet>
  ),
  play: sheetFitsPhone,
};
