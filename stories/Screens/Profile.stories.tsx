import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { communityEndpoints, identityEndpoints } from '@quest/api';
import { makeSharedData, makeUserInfo, mockEndpoint } from '@quest/api/mocks';
import {
  changePasswordDialogTexts,
  profileDetailsDialogTexts as detailsTexts,
  profileViewTexts as t,
  shareFriendsDialogTexts as shareTexts,
} from '@quest/design-system';
import { Component as HomeShellRoute } from '../../apps/learner/src/features/home/routes/home-shell-route';
import { Component as ProfileRoute } from '../../apps/learner/src/features/profile/routes/profile-route';
import { profilePicMessages } from '../../apps/learner/src/features/profile/data/use-upload-profile-pic';
import { paths } from '../../apps/learner/src/routes/paths';
import { ScreenStory, screenHandlers } from '../../apps/learner/src/testing';

const routes = [
  {
    path: paths.home.path,
    Component: HomeShellRoute,
    children: [{ path: paths.homeProfile.path, Component: ProfileRoute }],
  },
];

const meta = {
  title: 'Screens/Profile',
  parameters: {
    layout: 'fullscreen',
    docs: { story: { inline: false, iframeHeight: '720px' } },
    msw: { handlers: screenHandlers() },
  },
  render: () => <ScreenStory routes={routes} at={paths.homeProfile.getHref()} signedIn />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const greeting = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('heading', { level: 1, name: 'Hi, Aarav' });

/** Loading the student: the profile's skeletons, announced once. */
export const Loading: Story = {
  parameters: {
    msw: { handlers: screenHandlers(mockEndpoint(identityEndpoints.getCurrentUser, 'loading')) },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(t.loading)).toBeInTheDocument();
  },
};

/**
 * Loaded (PASSWORD login): the greeting, email, the current quest with its points, My Missions, the support
 * email and Change Password. The friends' status opens on demand.
 */
export const Loaded: Story = {
  tags: ['state-sheet'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await greeting(canvasElement);
    await expect(canvas.getByText('aarav.sharma@quest.example')).toBeVisible();
    await expect(await canvas.findByRole('list', { name: t.myMissions })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'support@quest.example' })).toHaveAttribute(
      'href',
      'mailto:support@quest.example',
    );
    await expect(canvas.getByRole('button', { name: t.changePassword })).toBeVisible();
  },
};

/** The friends' status opens on demand; Change Password opens its dialog. */
export const JourneyFriendsAndPassword: Story = {
  name: "Journey: friends' status and Change Password",
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await greeting(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t.friendsStatus }));
    await expect(await canvas.findByRole('list', { name: t.friendsStatus })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t.changePassword }));
    await expect(await body().findByRole('dialog', { name: changePasswordDialogTexts.title })).toBeVisible();
  },
};

/** Another login type (OTP): no Change Password. */
export const OtherLoginType: Story = {
  parameters: {
    msw: {
      handlers: screenHandlers(
        mockEndpoint(identityEndpoints.getCurrentUser, 'ok', makeUserInfo({ loginType: 'OTP' })),
      ),
    },
  },
  play: async ({ canvasElement }) => {
    await greeting(canvasElement);
    await expect(within(canvasElement).queryByRole('button', { name: t.changePassword })).toBeNull();
  },
};

/** The student could not be loaded: the error view with Try again. */
export const Failed: Story = {
  parameters: {
    msw: {
      handlers: screenHandlers(
        mockEndpoint(
          identityEndpoints.getCurrentUser,
          'error',
          undefined,
          'Network error. Please try again.',
        ),
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Network error. Please try again.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: t.retry })).toBeVisible();
  },
};

/** Nobody shares with the student: "Friends list not available". */
export const FriendsEmpty: Story = {
  parameters: {
    msw: {
      handlers: screenHandlers(
        mockEndpoint(
          communityEndpoints.getSharedData,
          'empty',
          makeSharedData({ friendsList: [], sharedList: [] }),
        ),
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await greeting(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t.friendsStatus }));
    await expect(await canvas.findByText(t.friendsEmpty)).toBeVisible();
  },
};

let uploads = 0;
const UPLOADED_PIC = '/uploads/profile/1001-aarav.png';
/** The picture last uploaded, served back at its address as the reference server serves `/uploads`. */
let uploadedPic: Blob | null = null;
const countedUpload = [
  mockEndpoint(identityEndpoints.uploadProfilePic, 'ok', async (request) => {
    uploads += 1;
    const file = (await request.formData()).get('profilePic');
    uploadedPic = file instanceof Blob ? file : null;
    return { profilePic: UPLOADED_PIC };
  }),
  http.get(UPLOADED_PIC, () =>
    uploadedPic
      ? new HttpResponse(uploadedPic, { headers: { 'Content-Type': uploadedPic.type || 'image/png' } })
      : new HttpResponse(null, { status: 404 }),
  ),
];

/** A real PNG picture (a circle with an initial), drawn by the browser as a phone's gallery would hand it over. */
const pictureFile = async (name: string): Promise<File> => {
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = 96;
  const g = canvas.getContext('2d')!;
  g.fillStyle = '#f4a340';
  g.fillRect(0, 0, 96, 96);
  g.fillStyle = '#1a5fb4';
  g.beginPath();
  g.arc(48, 48, 36, 0, Math.PI * 2);
  g.fill();
  g.fillStyle = '#ffffff';
  g.font = 'bold 40px sans-serif';
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  g.fillText('A', 48, 50);
  const blob = await new Promise<Blob>((done, fail) =>
    canvas.toBlob((b) => (b ? done(b) : fail(new Error('no PNG drawn'))), 'image/png'),
  );
  return new File([blob], name, { type: 'image/png' });
};

/** A picked file that is not an image is refused with a message, and nothing is uploaded. */
export const AvatarRefused: Story = {
  parameters: { msw: { handlers: screenHandlers(countedUpload) } },
  play: async ({ canvasElement }) => {
    uploads = 0;
    const canvas = within(canvasElement);
    await greeting(canvasElement);
    const notes = new File(['not a picture'], 'notes.txt', { type: 'text/plain' });
    await userEvent.setup({ applyAccept: false }).upload(canvas.getByLabelText(t.changePicture), notes);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(profilePicMessages.notImage);
    await expect(uploads).toBe(0);
  },
};

/** An image is uploaded and the avatar (here and in the top bar) shows it. */
export const AvatarUploaded: Story = {
  parameters: { msw: { handlers: screenHandlers(countedUpload) } },
  play: async ({ canvasElement }) => {
    uploads = 0;
    const canvas = within(canvasElement);
    await greeting(canvasElement);
    // A real PNG (pictures are checked by content, ADR 0087); the mock server serves it back at its address.
    const png = await pictureFile('my-holiday-picture-at-goa.png');
    await userEvent.upload(canvas.getByLabelText(t.changePicture), png);
    await waitFor(() => expect(uploads).toBe(1));
    await waitFor(() => {
      const img = canvasElement.querySelector<HTMLImageElement>(`img[src="${UPLOADED_PIC}"]`);
      expect(img?.complete && img.naturalWidth).toBe(96);
    });
  },
};

/** Edit details: empty name and email show the spec's messages; nothing is sent until they are fixed. */
export const EditDetails: Story = {
  play: async ({ canvasElement }) => {
    await greeting(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: t.editDetails }));
    const dialog = within(await body().findByRole('dialog', { name: detailsTexts.title }));
    await waitFor(() => expect(dialog.getByLabelText(/^Name/)).toHaveValue('Aarav'));
    await userEvent.clear(dialog.getByLabelText(/^Name/));
    await userEvent.clear(dialog.getByLabelText(/^Email ID/));
    await userEvent.click(dialog.getByRole('button', { name: detailsTexts.save }));
    await expect(dialog.getByText(detailsTexts.nameRequired)).toBeVisible();
    await expect(dialog.getByText(detailsTexts.emailRequired)).toBeVisible();
    await userEvent.type(dialog.getByLabelText(/^Name/), 'Aarav');
    await userEvent.type(dialog.getByLabelText(/^Email ID/), 'aarav@');
    await userEvent.click(dialog.getByRole('button', { name: detailsTexts.save }));
    await expect(dialog.getByText(detailsTexts.emailInvalid)).toBeVisible();
    await userEvent.type(dialog.getByLabelText(/^Email ID/), 'quest.example');
    await userEvent.click(dialog.getByRole('button', { name: detailsTexts.save }));
    await waitFor(() => expect(body().queryByRole('dialog', { name: detailsTexts.title })).toBeNull());
  },
};

/** Share with friends: a switch changed, Share → "Sharing Successful." and the dialog closes. */
export const ShareWithFriends: Story = {
  play: async ({ canvasElement }) => {
    await greeting(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: t.shareWithFriends }));
    const dialog = within(await body().findByRole('dialog', { name: shareTexts.title }));
    await userEvent.click(await dialog.findByRole('switch', { name: 'Share with Reyansh Joshi' }));
    await userEvent.click(dialog.getByRole('button', { name: shareTexts.share }));
    await expect(await body().findByText(shareTexts.success)).toBeVisible();
    await waitFor(() => expect(body().queryByRole('dialog', { name: shareTexts.title })).toBeNull());
  },
};

/** Share failed: the server's error as a red toast; the dialog stays with the switches as set. */
export const ShareFailed: Story = {
  parameters: {
    msw: {
      handlers: screenHandlers(
        mockEndpoint(communityEndpoints.postSharedData, 'error', undefined, 'Sharing is not possible now.'),
      ),
    },
  },
  play: async ({ canvasElement }) => {
    await greeting(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: t.shareWithFriends }));
    const dialog = within(await body().findByRole('dialog', { name: shareTexts.title }));
    const reyansh = await dialog.findByRole('switch', { name: 'Share with Reyansh Joshi' });
    await userEvent.click(reyansh);
    await userEvent.click(dialog.getByRole('button', { name: shareTexts.share }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Sharing is not possible now.');
    await expect(reyansh).toHaveAttribute('aria-checked', 'true');
  },
};
