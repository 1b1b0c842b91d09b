/**
 * Sample data and shared checks of the profile's stories (Templates/Profile and its panels). Stories only; not
 * exported from the package index.
 */
import { expect, within } from 'storybook/test';
import {
  profileViewTexts as t,
  type ProfileFriendStatus,
  type ProfileMissionItem,
  type ProfileUser,
} from './profile-texts';

/** The signed-in student, without a picture. */
export const sampleUser: ProfileUser = {
  firstName: 'Aarav',
  fullName: 'Aarav Sharma',
  email: 'aarav.sharma@quest.example',
  avatarSrc: null,
};

/** The support address shown in the account panel. */
export const sampleSupportEmail = 'support@quest.example';

/** The current quest's missions with their points (one still at 0). */
export const sampleMissions: ProfileMissionItem[] = [
  { missionId: 201, name: 'Numbers and Fractions', points: 120 },
  { missionId: 202, name: 'Living World', points: 85 },
  { missionId: 203, name: 'Forces and Motion', points: 0 },
];

/** Three friends with their points. */
export const sampleFriends: ProfileFriendStatus[] = [
  { userId: 4003, name: 'Vihaan Gupta', points: 2381 },
  { userId: 4007, name: 'Reyansh Joshi', points: 2143 },
  { userId: 4018, name: 'Aarohi Rao', points: 1700 },
];

/** The picture is uploading: the avatar shows progress and takes no new picture. */
export async function playAvatarUploading({ canvasElement }: { canvasElement: HTMLElement }) {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('status')).toHaveTextContent(t.uploading);
  await expect(canvas.queryByLabelText(t.changePicture)).toBeNull();
}

/** The picked file was refused: the reason shows as an alert. */
export async function playAvatarError({ canvasElement }: { canvasElement: HTMLElement }) {
  await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Please choose an image file.');
}
