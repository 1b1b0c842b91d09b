import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FileDrop } from './file-drop';
import { longText, Sheet, SheetTile, expectCaptioned } from '../../internal/state-sheet';

const photo = () => new File(['png'], 'holiday-photo-from-goa.png', { type: 'image/png' });
const pdf = () => new File(['%PDF'], 'science-notes.pdf', { type: 'application/pdf' });
const archive = () => new File(['PK'], 'project.zip', { type: 'application/zip' });

/** Drops files on `target` the way a browser does: a drop event carrying a DataTransfer. */
const drop = (target: Element, files: File[]) => {
  const dataTransfer = new DataTransfer();
  for (const file of files) dataTransfer.items.add(file);
  for (const type of ['dragenter', 'dragover', 'drop'])
    target.dispatchEvent(new DragEvent(type, { dataTransfer, bubbles: true, cancelable: true }));
};

const meta = {
  title: 'Design System/Inputs/File Drop',
  component: FileDrop,
  args: { label: 'Attachments', onFilesChange: fn(), onReject: fn() },
  argTypes: {
    label: { table: { category: 'Content' } },
    hint: { control: 'text', table: { category: 'Content' } },
    buttonLabel: { table: { category: 'Content' } },
    dropLabel: { table: { category: 'Content' } },
    files: { table: { category: 'Content' } },
    error: { control: 'text', table: { category: 'Content' } },
    rejectMessage: { table: { category: 'Content' } },
    maxNameLength: { table: { category: 'Appearance' } },
    mode: { control: 'inline-radio', options: ['any', 'image', 'zip'], table: { category: 'Behaviour' } },
    accept: { table: { category: 'Behaviour' } },
    multiple: { table: { category: 'Behaviour' } },
    progress: { control: { type: 'range', min: 0, max: 100 }, table: { category: 'Behaviour' } },
    disabled: { table: { category: 'Behaviour' } },
    onFilesChange: { table: { category: 'Events' } },
    onReject: { table: { category: 'Events' } },
    progressLabel: { table: { category: 'Accessibility' } },
  },
} satisfies Meta<typeof FileDrop>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Driven by the controls: choose a file with the button; its name is listed, shortened to 20 characters. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByLabelText('Choose file Attachments');
    const file = pdf();
    await userEvent.upload(input, file);
    await expect(args.onFilesChange).toHaveBeenCalledWith([file]);
    await expect(await canvas.findByText('science-notes.pdf', { ignore: '.visually-hidden' })).toBeVisible();
  },
};

/** Keyboard: Tab reaches the choose button (Enter or Space opens the picker); the focus ring shows on it. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const input = canvas.getByLabelText('Choose file Attachments');
    await expect(input).toHaveFocus();
    const button = canvas.getByText('Choose file');
    await expect(getComputedStyle(button).outlineStyle).toBe('solid');
  },
};

/** Images only (the profile picture): a picture is taken; anything else is refused with a clear message. */
export const ImageOnly: Story = {
  args: { label: 'Profile picture', mode: 'image' },
  play: async ({ args, canvas }) => {
    const group = canvas.getByRole('group', { name: 'Profile picture' });
    drop(group, [pdf()]);
    await expect(await canvas.findByText('Please choose an image file.')).toBeVisible();
    await expect(args.onFilesChange).not.toHaveBeenCalled();
    await expect(args.onReject).toHaveBeenCalledTimes(1);
    const file = photo();
    await userEvent.upload(canvas.getByLabelText('Choose file Profile picture'), file);
    await expect(args.onFilesChange).toHaveBeenCalledWith([file]);
    await expect(canvas.queryByText('Please choose an image file.')).toBeNull();
    await expect(canvas.getByText('holiday-photo-f….png')).toBeVisible();
  },
};

/** Files for a query or an upload: several at once, .zip archives too; the caller zips them. */
export const ZipMode: Story = {
  args: { label: 'Upload files', mode: 'zip' },
  play: async ({ args, canvas }) => {
    const files = [pdf(), archive()];
    await userEvent.upload(canvas.getByLabelText('Choose files Upload files'), files);
    await expect(args.onFilesChange).toHaveBeenCalledWith(files);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
  },
};

/** Dropping works like choosing; the area highlights while files are dragged over it. */
export const DropFiles: Story = {
  args: { mode: 'zip', label: 'Upload files' },
  play: async ({ args, canvas }) => {
    const files = [pdf(), photo()];
    drop(canvas.getByRole('group', { name: 'Upload files' }), files);
    await waitFor(() => expect(args.onFilesChange).toHaveBeenCalledWith(files));
    await expect(await canvas.findByText('holiday-photo-f….png')).toBeVisible();
  },
};

/** While uploading: a progress bar with the percentage. */
export const Uploading: Story = {
  args: { files: [{ name: 'my-science-project-final-v2.pdf' }], progress: 45 },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Upload progress' });
    await expect(bar).toHaveAttribute('aria-valuenow', '45');
    await expect(canvas.getByText('45%')).toBeVisible();
    await expect(canvas.getByText('my-science-proj….pdf')).toBeVisible();
  },
};

/** The caller's error, e.g. "File upload failed". */
export const WithError: Story = {
  args: { files: [{ name: 'notes.pdf' }], error: 'File upload failed' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Choose file Attachments')).toHaveAccessibleDescription(
      'File upload failed',
    );
  },
};

/** Nothing can be chosen or dropped. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas }) => {
    const input = canvas.getByLabelText('Choose file Attachments');
    await expect(input).toBeDisabled();
    drop(canvas.getByRole('group', { name: 'Attachments' }), [pdf()]);
    await expect(args.onFilesChange).not.toHaveBeenCalled();
    await expect(canvas.queryByRole('listitem')).toBeNull();
  },
};

/** Every mode × state on one sheet, for visual review and visual tests. */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  render: () => (
    <Sheet maxWidth={560} gap={24}>
      <SheetTile caption="Empty — any file, with a hint">
        <FileDrop label="Any file" hint="PDF or Word, up to 5 MB" accept=".pdf,.doc,.docx" />
      </SheetTile>
      <SheetTile caption="Image — uploading, 60%">
        <FileDrop
          label="Profile picture"
          mode="image"
          files={[{ name: 'holiday-photo-from-goa.jpeg' }]}
          progress={60}
        />
      </SheetTile>
      <SheetTile caption="Zip — two files, upload failed">
        <FileDrop
          label="Upload files"
          mode="zip"
          files={[{ name: 'science-notes.pdf' }, { name: 'a-very-long-file-name-for-the-project.zip' }]}
          error="File upload failed"
        />
      </SheetTile>
      <SheetTile caption="Disabled">
        <FileDrop label="Disabled" disabled />
      </SheetTile>
      <SheetTile caption="Hindi — label, hint and error in Devanagari" lang="hi">
        <FileDrop
          label="अपनी फ़ाइल अपलोड करें"
          hint="PDF या Word, 5 MB तक"
          files={[{ name: 'विज्ञान-नोट्स.pdf' }]}
          error="फ़ाइल अपलोड नहीं हो सकी"
        />
      </SheetTile>
      <SheetTile caption="Very long — a long label and an unbroken file name wrap">
        <FileDrop
          label={longText.title}
          hint={longText.sentence}
          files={[
            {
              name: 'kendriya-vidyalaya-no2-bengaluru-class-8-science-project-light-and-shadows-final-v3.pdf',
            },
          ]}
        />
      </SheetTile>
    </Sheet>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('group')).toHaveLength(6);
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '60');
    const sheet = canvas.getByTestId('sheet');
    await expectCaptioned(sheet);
    sheet.style.width = '360px';
    await expect(sheet.scrollWidth).toBeLessThanOrEqual(sheet.clientWidth);
    sheet.style.width = '';
  },
};
