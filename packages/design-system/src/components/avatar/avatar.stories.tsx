import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent } from 'storybook/test';
import { Avatar, type AvatarSize } from './avatar';
import { longText, Sheet, SheetTile, sheetFitsPhone } from '../../internal/state-sheet';

/** A stand-in profile photo (what a learner uploads), drawn as an SVG data address. */
const photo = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#94a3b8"/><circle cx="32" cy="26" r="12" fill="#f1f5f9"/><rect x="12" y="42" width="40" height="30" rx="18" fill="#f1f5f9"/></svg>',
)}`;

const meta = {
  title: 'Design System/Display/Avatar',
  component: Avatar,
  args: { name: 'Asha Verma', size: 'lg' },
  argTypes: {
    name: { table: { category: 'Content' } },
    src: { control: 'text', table: { category: 'Content' } },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg', 'xl'], table: { category: 'Appearance' } },
    decorative: { table: { category: 'Accessibility' } },
    pickLabel: { table: { category: 'Accessibility' } },
    onPick: { table: { category: 'Events' } },
  },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Driven by the controls: without a picture the initials show, named by the person's name. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Asha Verma' })).toHaveTextContent('AV');
  },
};

/** With a picture. */
export const WithImage: Story = {
  args: { src: photo },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Asha Verma' }).tagName).toBe('IMG');
  },
};

/** A picture that fails to load falls back to the initials. */
export const BrokenImage: Story = {
  args: { src: '/missing-profile-picture.png', name: 'Rahul Kumar' },
  // The missing picture is the story's data: the mock server answers it 404 (any other 404 fails the story's test).
  parameters: {
    msw: {
      handlers: [http.get('/missing-profile-picture.png', () => new HttpResponse(null, { status: 404 }))],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('RK')).toBeVisible();
  },
};

/** Beside a written name ("Hi, Asha"): hidden from screen readers so the name is not read twice. */
export const Decorative: Story = {
  args: { decorative: true, size: 'md' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};

/** The profile picker: pressing the avatar opens the image chooser; the chosen file goes to `onPick`. */
export const Picker: Story = {
  args: { onPick: fn(), size: 'xl', src: photo },
  play: async ({ args, canvas }) => {
    const input = canvas.getByLabelText('Change profile picture');
    await expect(input).toHaveAttribute('accept', 'image/*');
    const file = new File(['(image bytes)'], 'me.png', { type: 'image/png' });
    await userEvent.upload(input, file);
    await expect(args.onPick).toHaveBeenCalledWith(file);
    await userEvent.upload(input, file);
    await expect(args.onPick).toHaveBeenCalledTimes(2);
  },
};

/** The picker is reached with Tab and shows the focus ring around the avatar. */
export const PickerKeyboard: Story = {
  args: { onPick: fn(), size: 'lg' },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByLabelText('Change profile picture')).toHaveFocus();
  },
};

const sizes: AvatarSize[] = ['sm', 'md', 'lg', 'xl'];

/** Every size with initials, a picture and the picker. */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  render: () => (
    <Sheet>
      {sizes.map((size) => (
        <SheetTile
          key={size}
          row
          caption={`Size ${size} — initials, photo, Hindi name's initial, with a picture picker`}
        >
          <Avatar size={size} name={`Asha Verma ${size}`} />
          <Avatar size={size} name={`Photo ${size}`} src={photo} />
          <Avatar size={size} name="अनिल कुमार" />
          <Avatar
            size={size}
            name={`Picker ${size}`}
            onPick={() => {}}
            pickLabel={`Change picture ${size}`}
          />
        </SheetTile>
      ))}
      <SheetTile row caption="Very long names — initials from the first and last word">
        <Avatar size="lg" name={longText.name} />
        <Avatar size="lg" name={longText.email} />
      </SheetTile>
    </Sheet>
  ),
  play: sheetFitsPhone,
};
