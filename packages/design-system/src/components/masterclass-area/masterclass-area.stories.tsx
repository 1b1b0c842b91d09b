import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { cardColumn } from '../card-stories-shared/story-helpers';
import { longText, sheetFitsPhone, SheetTile, StateSheet as Sheet } from '../../internal/state-sheet';
import { MasterclassArea, masterclassAreaTexts as t } from './masterclass-area';

type Props = ComponentProps<typeof MasterclassArea>;

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
  title: 'Design System/Cards/Masterclass Area',
  component: MasterclassArea,
  args: {
    masterclasses,
    masterclassesError: null,
    uploading: false,
    uploadMessage: null,
    uploadError: null,
    headingLevel: 3,
    onRetryMasterclasses: fn(),
    // Stories never leave the page.
    onOpenMasterclass: fn((_masterclass, event) => event.preventDefault()),
    onUpload: fn(),
  },
  argTypes: {
    masterclasses: { table: { category: 'Content' } },
    masterclassesError: { table: { category: 'Content' } },
    uploadMessage: { table: { category: 'Content' } },
    uploadError: { table: { category: 'Content' } },
    uploadTitle: { table: { category: 'Content' } },
    uploading: { table: { category: 'Behaviour' } },
    uploadProgress: { table: { category: 'Behaviour' } },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4], table: { category: 'Accessibility' } },
    onRetryMasterclasses: { table: { category: 'Events' } },
    onOpenMasterclass: { table: { category: 'Events' } },
    onUpload: { table: { category: 'Events' } },
  },
  decorators: [cardColumn(640)],
} satisfies Meta<typeof MasterclassArea>;

export default meta;
type Story = StoryObj<typeof meta>;

const project = () => new File(['print("hello")'], 'maze-game.py', { type: 'text/x-python' });
const archive = () => new File(['PK'], 'sprites.zip', { type: 'application/zip' });

/**
 * The masterclasses (the live one marked, read as part of its link) and the upload area: Upload stays disabled
 * until files are chosen, then hands them over (the caller zips them into files.zip).
 */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: t.masterclasses })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: t.upload })).toBeVisible();
    const live = canvas.getByRole('link', { name: /Build a Maze Game\s*, Live/ });
    await expect(live).toHaveAttribute('href', masterclasses[0]!.href);
    await expect(live).toHaveAttribute('target', '_blank');

    const upload = canvas.getByRole('button', { name: t.uploadButton });
    await expect(upload).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(upload);
    await expect(args.onUpload).not.toHaveBeenCalled();
    const files = [project(), archive()];
    await userEvent.upload(canvas.getByLabelText(`Choose files ${t.files}`), files);
    await expect(upload).not.toHaveAttribute('aria-disabled');
    await userEvent.click(upload);
    await expect(args.onUpload).toHaveBeenCalledWith(files);
  },
};

/** Following a masterclass link reports it (the app opens it through the native wrapper inside the app). */
export const OpenMasterclass: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: /Your first Scratch game/ }));
    await expect(args.onOpenMasterclass).toHaveBeenCalledWith(masterclasses[1], expect.anything());
  },
};

/** The masterclasses are loading: grey placeholders, "Loading masterclasses…" for screen readers. */
export const Loading: Story = {
  args: { masterclasses: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t.loadingMasterclasses)).toBeInTheDocument();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** No masterclass is on: a line says so; the upload area still works. */
export const Empty: Story = {
  args: { masterclasses: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t.noMasterclass)).toBeVisible();
    await expect(canvas.getByLabelText(`Choose files ${t.files}`)).toBeEnabled();
  },
};

/** The list could not be loaded: its message as an alert and "Try again"; the upload area still works. */
export const Failed: Story = {
  args: { masterclassesError: 'Network error. Please check your connection.' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Network error. Please check your connection.');
    await userEvent.click(canvas.getByRole('button', { name: t.retry }));
    await expect(args.onRetryMasterclasses).toHaveBeenCalledOnce();
  },
};

/** Uploading: progress shows, Upload is busy and nothing more can be chosen or sent. */
export const Uploading: Story = {
  args: { uploading: true, uploadProgress: 60 },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: t.uploadProgress })).toHaveAttribute(
      'aria-valuenow',
      '60',
    );
    const upload = canvas.getByRole('button', { name: t.uploadButton });
    await expect(upload).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(upload);
    await expect(args.onUpload).not.toHaveBeenCalled();
    await expect(canvas.getByLabelText(`Choose files ${t.files}`)).toBeDisabled();
  },
};

/** The upload worked: "Uploaded successfully" in the polite status line. */
export const Success: Story = {
  args: { uploadMessage: t.uploadSuccess },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(t.uploadSuccess);
  },
};

/** The upload failed: the server's message (else "File upload failed") on the upload area, which is invalid. */
export const UploadFailed: Story = {
  args: { uploadError: t.uploadFailed, uploadMessage: t.uploadSuccess },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t.uploadFailed)).toBeVisible();
    await expect(canvas.getByLabelText(`Choose files ${t.files}`)).toHaveAttribute('aria-invalid', 'true');
    // A failure replaces an earlier success.
    await expect(canvas.queryByText(t.uploadSuccess)).toBeNull();
  },
};

/** Under a page's h1 the headings are h2 (the operation page); the upload part can have its own title. */
export const PageHeadings: Story = {
  args: { headingLevel: 2, uploadTitle: 'Upload your work' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: t.masterclasses })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Upload your work' })).toBeVisible();
  },
};

/** Long names and many masterclasses: names wrap, nothing overflows sideways. */
export const LongText: Story = {
  args: {
    masterclasses: Array.from({ length: 6 }, (_, i) => ({
      name: `GO_CODERZ Masterclass ${i + 1}: Designing levels, sprites and scoring for an arcade maze game in Python`,
      href: `https://masterclass.example.com/go-coderz/recordings/${i + 1}`,
      live: i === 0,
    })),
  },
  play: async ({ canvasElement }) => {
    const area = canvasElement.querySelector<HTMLElement>('[data-testid="masterclass-area"]')!;
    await expect(area.scrollWidth).toBeLessThanOrEqual(area.clientWidth);
  },
};

/** Phone width (360 px): everything fits. */
export const PhoneWidth: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const area = canvasElement.querySelector<HTMLElement>('[data-testid="masterclass-area"]')!;
    await expect(area.scrollWidth).toBeLessThanOrEqual(area.clientWidth);
    await expect(within(area).getByRole('button', { name: t.uploadButton })).toBeVisible();
  },
};

/** Every state side by side for the visual tests: loaded, loading, none, failed, uploading, success, error, Hindi and very long content; every tile captioned. */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  render: (args) => (
    <Sheet columnMin={300}>
      {(
        [
          ['Loaded — one live, one recording', {}],
          ['Loading — the list is on its way', { masterclasses: undefined }],
          ['None — no masterclasses yet', { masterclasses: [] }],
          [
            'Failed — the list did not load, Retry',
            { masterclassesError: 'Network error. Please check your connection.' },
          ],
          ['Uploading — 60 %, Upload busy', { uploading: true, uploadProgress: 60 }],
          ['Uploaded — success message', { uploadMessage: t.uploadSuccess }],
          ['Upload failed — error message', { uploadError: t.uploadFailed }],
        ] as [string, Partial<Props>][]
      ).map(([caption, state]) => (
        <SheetTile key={caption} caption={caption}>
          <MasterclassArea {...args} {...state} />
        </SheetTile>
      ))}
      <SheetTile caption="Hindi — Hindi masterclass names and upload error" lang="hi">
        <MasterclassArea
          {...args}
          masterclasses={[
            {
              href: 'https://masterclass.example.com/go-coderz/live/maze-game',
              live: true,
              name: 'गो कोडर्ज़ लाइव: भूलभुलैया वाला गेम बनाइए',
            },
            {
              href: 'https://masterclass.example.com/go-coderz/recordings/1',
              live: false,
              name: 'रिकॉर्डिंग: स्क्रैच में आपका पहला गेम',
            },
          ]}
          uploadError="फ़ाइल अपलोड नहीं हो सकी। कृपया इंटरनेट कनेक्शन जाँचकर फिर से कोशिश करें।"
        />
      </SheetTile>
      <SheetTile caption="Very long — long names, an unbroken link name, a 160-character error">
        <MasterclassArea
          {...args}
          masterclasses={[
            {
              href: 'https://masterclass.example.com/go-coderz/live/maze-game',
              live: true,
              name: longText.title,
            },
            {
              href: 'https://masterclass.example.com/go-coderz/recordings/1',
              live: false,
              name: longText.url,
            },
          ]}
          masterclassesError={null}
          uploadError={longText.sentence}
        />
      </SheetTile>
    </Sheet>
  ),
  play: sheetFitsPhone,
};
