import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { preloadRichText } from '../../rich-text';
import { SpecialMissionDialog, specialMissionDialogTexts as t } from './special-mission-dialog';
import { Sheet, SheetTile, expectCaptioned } from '../../../internal/state-sheet';

type Props = ComponentProps<typeof SpecialMissionDialog>;

const masterclasses = [
  {
    name: 'GO_CODERZ Live: Build a Maze Game',
    href: 'https://masterclass.example.com/go-coderz/live/maze-game',
    live: true,
  },
  {
    name: 'Recording: Your first Scratch game',
    href: 'https://masterclass.example.com/go-coderz/recordings/1',
    live: false,
  },
];

const meta = {
  title: 'Design System/Dialogs/Special Mission Dialog',
  component: SpecialMissionDialog,
  // On docs pages each story is drawn in its own frame, so an open modal stays in it and does not cover the page.
  parameters: { docs: { story: { inline: false, iframeHeight: '640px' } } },
  args: {
    open: true,
    displayName: 'Go Coderz',
    description: '<p>The national coding competition for school students.</p>',
    competitionStatus: 'Registered',
    masterclasses,
    masterclassesError: null,
    uploading: false,
    uploadMessage: null,
    uploadError: null,
    onTakePart: fn(),
    onOpenMasterclass: fn(),
    onUpload: fn(),
    onOpenMission: fn(),
    onClose: fn(),
  },
  loaders: [
    async () => {
      await preloadRichText();
      return {};
    },
  ],
  argTypes: {
    displayName: { table: { category: 'Content' } },
    description: { table: { category: 'Content' } },
    competitionStatus: {
      control: 'inline-radio',
      options: ['NotRegistered', 'Registered', 'Submitted'],
      table: { category: 'Content' },
    },
    masterclasses: { table: { category: 'Content' } },
    masterclassesError: { table: { category: 'Content' } },
    uploadMessage: { table: { category: 'Content' } },
    uploadError: { table: { category: 'Content' } },
    open: { table: { category: 'Behaviour' } },
    uploading: { table: { category: 'Behaviour' } },
    uploadProgress: { table: { category: 'Behaviour' } },
    inline: { control: false, table: { category: 'Appearance' } },
    onTakePart: { table: { category: 'Events' } },
    onOpenMasterclass: { table: { category: 'Events' } },
    onUpload: { table: { category: 'Events' } },
    onOpenMission: { table: { category: 'Events' } },
    onClose: { table: { category: 'Events' } },
  },
} satisfies Meta<typeof SpecialMissionDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(document.body).findByRole('dialog', { name: 'Go Coderz' });
const project = () => new File(['print("hello")'], 'maze-game.py', { type: 'text/x-python' });
const archive = () => new File(['PK'], 'sprites.zip', { type: 'application/zip' });

/**
 * A registered student: the competition standing, the masterclasses (the live one marked) and the upload area.
 * Focus starts on "Not now"; Upload sends the chosen files; "Open mission" goes to the mission.
 */
export const Default: Story = {
  play: async ({ args }) => {
    const d = within(await dialog());
    await expect(d.getByRole('heading', { name: t.competition })).toBeVisible();
    await expect(d.getByText(t.registered)).toBeVisible();
    const live = d.getByRole('link', { name: /Build a Maze Game\s*, Live/ });
    await expect(live).toHaveAttribute('href', masterclasses[0]!.href);
    await expect(d.getByRole('button', { name: t.notNow })).toHaveFocus();

    const upload = d.getByRole('button', { name: t.uploadButton });
    await expect(upload).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(upload);
    await expect(args.onUpload).not.toHaveBeenCalled();
    const files = [project(), archive()];
    await userEvent.upload(d.getByLabelText(`Choose files ${t.files}`), files);
    await expect(upload).not.toHaveAttribute('aria-disabled');
    await userEvent.click(upload);
    await expect(args.onUpload).toHaveBeenCalledWith(files);

    await userEvent.click(d.getByRole('button', { name: t.openMission }));
    await expect(args.onOpenMission).toHaveBeenCalledOnce();
    await userEvent.click(d.getByRole('button', { name: t.notNow }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/**
 * In Hindi (issue 29): the competition standing, the masterclasses with the live mark, the upload area and the
 * buttons in Hindi, and the flow's "Uploaded successfully"; the masterclasses' names as sent.
 */
export const Hindi: Story = {
  globals: { locale: 'hi' },
  args: { uploadMessage: 'Uploaded successfully' },
  play: async ({ args }) => {
    const d = within(await dialog());
    await expect(d.getByRole('heading', { name: 'राष्ट्रीय कोडिंग प्रतियोगिता' })).toBeVisible();
    await expect(
      d.getByText('आपका रजिस्ट्रेशन हो गया है। प्रतियोगिता में शामिल होने के लिए अपना प्रोजेक्ट अपलोड करें।'),
    ).toBeVisible();
    await expect(d.getByRole('heading', { name: 'Masterclass' })).toBeVisible();
    await expect(d.getByRole('link', { name: /Build a Maze Game\s*, लाइव/ })).toBeVisible();
    await expect(d.getByRole('heading', { name: 'अपना प्रोजेक्ट अपलोड करें' })).toBeVisible();
    await expect(d.getByRole('status')).toHaveTextContent('सफलतापूर्वक अपलोड हो गया');
    await expect(d.getByRole('button', { name: 'अपलोड करें' })).toBeVisible();
    await userEvent.click(d.getByRole('button', { name: 'मिशन खोलें' }));
    await expect(args.onOpenMission).toHaveBeenCalledOnce();
    await userEvent.click(d.getByRole('button', { name: 'अभी नहीं' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** Following a masterclass link reports it (the app may open it through the native wrapper instead). */
export const OpenMasterclass: Story = {
  play: async ({ args }) => {
    const d = within(await dialog());
    const link = d.getByRole('link', { name: /Your first Scratch game/ });
    link.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await userEvent.click(link);
    await expect(args.onOpenMasterclass).toHaveBeenCalledWith(masterclasses[1], expect.anything());
  },
};

/** Not registered yet: "Take part" opens the competition prompt. */
export const NotRegistered: Story = {
  args: { competitionStatus: 'NotRegistered' },
  play: async ({ args }) => {
    const d = within(await dialog());
    await expect(d.getByText(t.notRegistered)).toBeVisible();
    await userEvent.click(d.getByRole('button', { name: t.takePart }));
    await expect(args.onTakePart).toHaveBeenCalledOnce();
  },
};

/** Escape and × ask to close. */
export const Dismiss: Story = {
  play: async ({ args }) => {
    const d = within(await dialog());
    await userEvent.keyboard('{Escape}');
    await userEvent.click(d.getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledTimes(2);
  },
};

/** Uploading: progress shows, Upload is busy, the other buttons and closing are locked. */
export const Uploading: Story = {
  args: { uploading: true, uploadProgress: 60 },
  play: async ({ args }) => {
    const d = within(await dialog());
    await expect(d.getByRole('progressbar', { name: t.uploadProgress })).toHaveAttribute(
      'aria-valuenow',
      '60',
    );
    await expect(d.getByRole('button', { name: t.uploadButton })).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(d.getByRole('button', { name: t.openMission }));
    await userEvent.keyboard('{Escape}');
    await expect(d.queryByRole('button', { name: 'Close' })).toBeNull();
    await expect(args.onOpenMission).not.toHaveBeenCalled();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** The upload worked: "Uploaded successfully" is announced; the standing reads Submitted. */
export const Uploaded: Story = {
  args: { competitionStatus: 'Submitted', uploadMessage: t.uploadSuccess },
  play: async () => {
    const d = within(await dialog());
    await expect(d.getByRole('status')).toHaveTextContent('Uploaded successfully');
    await expect(d.getByText(t.submitted)).toBeVisible();
  },
};

/** The upload failed: the server's message (else "File upload failed") under the upload area, as an alert. */
export const UploadFailed: Story = {
  args: { uploadError: t.uploadFailed },
  play: async () => {
    const d = within(await dialog());
    await expect(d.getByText(t.uploadFailed)).toBeVisible();
    await expect(d.getByLabelText(`Choose files ${t.files}`)).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The masterclasses are loading: grey placeholders, "Loading masterclasses…" for screen readers. */
export const MasterclassesLoading: Story = {
  args: { masterclasses: undefined },
  play: async () => {
    const el = await dialog();
    await expect(within(el).getByText(t.loadingMasterclasses)).toBeInTheDocument();
  },
};

/** No masterclass is active. */
export const NoMasterclass: Story = {
  args: { masterclasses: [] },
  play: async () => {
    await expect(within(await dialog()).getByText(t.noMasterclass)).toBeVisible();
  },
};

/** The masterclass list could not be loaded: its message, the rest still works. */
export const MasterclassesFailed: Story = {
  args: { masterclassesError: 'Network error. Please check your connection.' },
  play: async () => {
    const d = within(await dialog());
    await expect(d.getByRole('alert')).toHaveTextContent('Network error. Please check your connection.');
  },
};

/** Long texts: many masterclasses with long names; the body scrolls, nothing overflows sideways. */
export const LongText: Story = {
  args: {
    masterclasses: Array.from({ length: 8 }, (_, i) => ({
      name: `GO_CODERZ Masterclass ${i + 1}: Designing levels, sprites and scoring for an arcade maze game in Python`,
      href: `https://masterclass.example.com/go-coderz/recordings/${i + 1}`,
      live: i === 0,
    })),
  },
  play: async () => {
    const el = await dialog();
    await expect(el.getBoundingClientRect().height).toBeLessThanOrEqual(window.innerHeight);
    const panel = el.firstElementChild as HTMLElement;
    await expect(panel.scrollWidth).toBeLessThanOrEqual(panel.clientWidth);
  },
};

/** Phone width (360 px): the modal fills the screen, the buttons stay at the bottom and nothing overflows. */
export const PhoneWidth: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ args }) => {
    const el = await dialog();
    await expect(el.getBoundingClientRect().width).toBe(window.innerWidth);
    const panel = el.firstElementChild as HTMLElement;
    await waitFor(() => expect(panel.scrollWidth).toBeLessThanOrEqual(panel.clientWidth));
    await userEvent.click(within(el).getByRole('button', { name: t.openMission }));
    await expect(args.onOpenMission).toHaveBeenCalledOnce();
  },
};

/** The captions of the state sheet's tiles, in the order of its states. */
const sheetCaptions = [
  'Registered — masterclasses listed',
  'Not registered — no masterclasses yet',
  'Uploading — 60%, no masterclasses',
  'Submitted — upload succeeded',
  'Failed — upload and masterclasses failed',
];

/** Every state side by side (drawn in the page flow) for the visual tests. */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  render: (args) => (
    <Sheet>
      {(
        [
          {},
          { competitionStatus: 'NotRegistered', masterclasses: undefined },
          { uploading: true, uploadProgress: 60, masterclasses: [] },
          { competitionStatus: 'Submitted', uploadMessage: t.uploadSuccess },
          { uploadError: t.uploadFailed, masterclassesError: 'Network error. Please check your connection.' },
        ] as Partial<Props>[]
      ).map((state, i) => (
        <SheetTile key={i} caption={sheetCaptions[i]!}>
          <SpecialMissionDialog {...args} {...state} inline />
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
