import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { profileViewTexts as t } from '../profile-texts';
import { playAvatarError, playAvatarUploading, sampleUser } from '../profile.fixtures';
import { ProfileIdentityPanel } from './identity-panel';

const meta = {
  title: 'Templates/Profile/Identity Panel',
  component: ProfileIdentityPanel,
  args: {
    user: sampleUser,
    onPickAvatar: fn(),
    onEditDetails: fn(),
    onLogout: fn(),
  },
  argTypes: {
    user: { table: { category: 'Content' } },
    avatarError: { table: { category: 'Content' } },
    avatarUploading: { table: { category: 'Behaviour' } },
    loggingOut: { table: { category: 'Behaviour' } },
    onPickAvatar: { table: { category: 'Events' } },
    onEditDetails: { table: { category: 'Events' } },
    onLogout: { table: { category: 'Events' } },
  },
} satisfies Meta<typeof ProfileIdentityPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The greeting, the email, the avatar picker, Edit details and Logout; each calls its event. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Hi, Aarav' })).toBeVisible();
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' });
    await userEvent.upload(canvas.getByLabelText(t.changePicture), file);
    await expect(args.onPickAvatar).toHaveBeenCalledWith(file);
    await userEvent.click(canvas.getByRole('button', { name: t.editDetails }));
    await expect(args.onEditDetails).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: t.logout }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

/** The picture is uploading: the avatar shows progress and takes no new picture. */
export const Uploading: Story = {
  args: { avatarUploading: true },
  play: playAvatarUploading,
};

/** The picked file was refused: the reason shows as an alert. */
export const AvatarError: Story = {
  args: { avatarError: 'Please choose an image file.' },
  play: playAvatarError,
};

/** The logout is running: Logout shows progress. */
export const LoggingOut: Story = {
  args: { loggingOut: true },
  play: async ({ canvasElement }) => {
    const logout = within(canvasElement).getByRole('button', { name: t.logout });
    await expect(logout).toHaveAttribute('aria-busy', 'true');
  },
};

/** Without an email, Edit details or Logout: the avatar and the greeting only. */
export const Minimal: Story = {
  args: {
    user: { firstName: 'Meera', fullName: 'Meera Iyer' },
    onEditDetails: undefined,
    onLogout: undefined,
  },
};
