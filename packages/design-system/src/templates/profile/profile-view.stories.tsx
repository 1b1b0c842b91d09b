import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  playAvatarError,
  playAvatarUploading,
  sampleFriends as friends,
  sampleMissions as missions,
  sampleSupportEmail,
  sampleUser,
} from './profile.fixtures';
import { ProfileView, profileViewTexts as t, type ProfileViewProps } from './profile-view';
import { sheetFitsPhone, SheetTile, StateSheet as Sheet } from '../../internal/state-sheet';

const meta = {
  title: 'Templates/Profile',
  component: ProfileView,
  args: {
    state: 'loaded',
    user: sampleUser,
    supportEmail: sampleSupportEmail,
    questName: 'Grade 6 Explorer Quest',
    totalPoints: 205,
    missionsState: 'loaded',
    missions,
    friendsState: 'loaded',
    friends,
    canChangePassword: true,
    onPickAvatar: fn(),
    onEditDetails: fn(),
    onLogout: fn(),
    onShareWithFriends: fn(),
    onRedeemPoints: fn(),
    onChangePassword: fn(),
    onRetry: fn(),
    onRetryMissions: fn(),
    onRetryFriends: fn(),
  },
  argTypes: {
    user: { table: { category: 'Content' } },
    errorMessage: { table: { category: 'Content' } },
    supportEmail: { table: { category: 'Content' } },
    questName: { table: { category: 'Content' } },
    totalPoints: { table: { category: 'Content' } },
    missions: { table: { category: 'Content' } },
    friends: { table: { category: 'Content' } },
    avatarError: { table: { category: 'Content' } },
    state: { table: { category: 'Behaviour' } },
    missionsState: { table: { category: 'Behaviour' } },
    friendsState: { table: { category: 'Behaviour' } },
    defaultFriendsOpen: { table: { category: 'Behaviour' } },
    canChangePassword: { table: { category: 'Behaviour' } },
    avatarUploading: { table: { category: 'Behaviour' } },
    loggingOut: { table: { category: 'Behaviour' } },
    as: { table: { category: 'Accessibility' } },
    onPickAvatar: { table: { category: 'Events' } },
    onEditDetails: { table: { category: 'Events' } },
    onLogout: { table: { category: 'Events' } },
    onShareWithFriends: { table: { category: 'Events' } },
    onRedeemPoints: { table: { category: 'Events' } },
    onChangePassword: { table: { category: 'Events' } },
    onOpenAssessments: { table: { category: 'Events' } },
    onOpenQueryBox: { table: { category: 'Events' } },
    onRetry: { table: { category: 'Events' } },
    onRetryMissions: { table: { category: 'Events' } },
    onRetryFriends: { table: { category: 'Events' } },
  },
} satisfies Meta<typeof ProfileView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In Hindi (issue 29): every label of the page in Hindi, points in Hindi with Indian grouping; the switch works. */
export const Hindi: Story = {
  globals: { locale: 'hi' },
  args: { language: { value: 'hi', onChange: fn() }, totalPoints: 1250 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: `नमस्ते, ${sampleUser.firstName}` }),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'मेरे मिशन' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'लॉग आउट करें' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'पासवर्ड बदलें' })).toBeVisible();
    await expect(canvas.getByText('1,250 पॉइंट्स')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'English' }));
    await expect(args.language?.onChange).toHaveBeenCalledWith('en');
  },
};

const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' });

/**
 * Loaded: greeting, email, the quest with its total points, My Missions and the account panel. Each button calls
 * its event; the avatar is a real file input named "Change profile picture".
 */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Hi, Aarav' })).toBeVisible();
    await expect(canvas.getByText('aarav.sharma@quest.example')).toBeVisible();
    await expect(canvas.getByText('205 Points')).toBeVisible();
    await expect(canvas.getByText('Grade 6 Explorer Quest')).toBeVisible();
    const list = canvas.getByRole('list', { name: t.myMissions });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(list).getByText('120 Points')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'support@quest.example' })).toHaveAttribute(
      'href',
      'mailto:support@quest.example',
    );

    const picker = canvas.getByLabelText(t.changePicture);
    await expect(picker).toHaveAttribute('type', 'file');
    const file = png();
    await userEvent.upload(picker, file);
    await expect(args.onPickAvatar).toHaveBeenCalledWith(file);

    await userEvent.click(canvas.getByRole('button', { name: t.editDetails }));
    await expect(args.onEditDetails).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: t.shareWithFriends }));
    await expect(args.onShareWithFriends).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: t.redeemPoints }));
    await expect(args.onRedeemPoints).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: t.changePassword }));
    await expect(args.onChangePassword).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: t.logout }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

/** The friends list is collapsed at first; its heading button opens and closes it. */
export const FriendsStatus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: t.friendsStatus });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('list', { name: t.friendsStatus })).toBeNull();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const list = canvas.getByRole('list', { name: t.friendsStatus });
    await expect(within(list).getByText('Vihaan Gupta')).toBeVisible();
    await expect(within(list).getByText(/2,?381 Points/)).toBeVisible();
    await userEvent.click(toggle);
    await expect(canvas.queryByRole('list', { name: t.friendsStatus })).toBeNull();
  },
};

/** No friend shares with the student: "Friends list not available". */
export const FriendsEmpty: Story = {
  args: { friends: [], defaultFriendsOpen: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(t.friendsEmpty)).toBeVisible();
  },
};

/** The friends list failed: its message and Try again inside the open section. */
export const FriendsFailed: Story = {
  args: { friendsState: 'failed', defaultFriendsOpen: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t.failedFriends)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t.retry }));
    await expect(args.onRetryFriends).toHaveBeenCalledTimes(1);
  },
};

/** Another login type (OTP, social): no Change Password. */
export const WithoutChangePassword: Story = {
  args: { canChangePassword: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: t.changePassword })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'support@quest.example' })).toBeVisible();
  },
};

/** With the way to the online tests and reports (ADR 0079): "Tests and reports" in the account panel. */
export const WithTestsAndReports: Story = {
  args: { onOpenAssessments: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t.assessments }));
    await expect(args.onOpenAssessments).toHaveBeenCalledTimes(1);
  },
};

/** On the web, where the bottom bar has no QueryBox: the profile offers it (ADR 0116). */
export const WithQueryBox: Story = {
  args: { onOpenQueryBox: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t.queryBox }));
    await expect(args.onOpenQueryBox).toHaveBeenCalledTimes(1);
  },
};

/** Loading the student: skeletons, announced once. */
export const Loading: Story = {
  args: { state: 'loading', user: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(t.loading)).toBeInTheDocument();
  },
};

/** The student is known, the points and missions are still on their way. */
export const SectionsLoading: Story = {
  args: { totalPoints: undefined, missionsState: 'loading', missions: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Hi, Aarav' })).toBeVisible();
    await expect(canvas.getAllByText(t.loadingSection).length).toBeGreaterThan(0);
  },
};

/** The student could not be loaded: the error view with Try again. */
export const Failed: Story = {
  args: { state: 'failed', user: undefined, errorMessage: 'Network error. Please try again.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: t.failedTitle })).toBeVisible();
    await expect(canvas.getByText('Network error. Please try again.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t.retry }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** My Missions could not be loaded: its own error view; the rest of the profile stays usable. */
export const MissionsFailed: Story = {
  args: { missionsState: 'failed', missions: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: t.failedMissionsTitle })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t.retry }));
    await expect(args.onRetryMissions).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('button', { name: t.logout })).toBeVisible();
  },
};

/** The quest has no academic mission: "No data available". */
export const MissionsEmpty: Story = {
  args: { missions: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(t.noMissions)).toBeVisible();
  },
};

/** No quest held: no points card, missions or friends; the account stays. */
export const NoQuest: Story = {
  args: { questName: null, totalPoints: undefined, missions: [], friends: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: t.redeemPoints })).toBeNull();
    await expect(canvas.queryByRole('heading', { name: t.myMissions })).toBeNull();
    await expect(canvas.getByRole('button', { name: t.logout })).toBeVisible();
  },
};

/** The picture is uploading: progress over the avatar; the picker waits. */
export const AvatarUploading: Story = {
  args: { avatarUploading: true },
  play: playAvatarUploading,
};

/** The picked file was not an image (or the upload failed): the message as an alert. */
export const AvatarError: Story = {
  args: { avatarError: 'Please choose an image file.' },
  play: playAvatarError,
};

/** Logging out: Logout shows progress and ignores more presses. */
export const LoggingOut: Story = {
  args: { loggingOut: true },
  play: async ({ canvasElement, args }) => {
    const logout = within(canvasElement).getByRole('button', { name: t.logout });
    await expect(logout).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(logout);
    await expect(args.onLogout).not.toHaveBeenCalled();
  },
};

const sheet: [string, Partial<ProfileViewProps>][] = [
  ['Loaded — friends list open', { defaultFriendsOpen: true }],
  ['Loading', { state: 'loading', user: undefined }],
  ['Failed — Try again', { state: 'failed', user: undefined }],
  [
    'Partly failed — bad avatar file, missions failed, no friends, no password change',
    {
      canChangePassword: false,
      avatarError: 'Please choose an image file.',
      missionsState: 'failed',
      friends: [],
    },
  ],
  [
    'Busy — avatar uploading, points and missions loading, logging out',
    { avatarUploading: true, totalPoints: undefined, missionsState: 'loading', loggingOut: true },
  ],
];

/** Every state one above the other, for the visual tests. */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  render: (args) => (
    <Sheet gap={24}>
      {sheet.map(([caption, state]) => (
        <SheetTile key={caption} caption={caption}>
          <ProfileView {...args} {...state} />
        </SheetTile>
      ))}
    </Sheet>
  ),
  play: sheetFitsPhone,
};
