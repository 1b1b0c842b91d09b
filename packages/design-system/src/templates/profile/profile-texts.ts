/** Texts of the profile (learning-app.md §2 "Profile", §8 empty states). */
export const profileViewTexts = {
  greeting: 'Hi, {firstName}',
  changePicture: 'Change profile picture',
  uploading: 'Uploading picture…',
  editDetails: 'Edit details',
  logout: 'Logout',
  support: 'Support',
  totalPoints: 'Total points',
  quest: 'Quest',
  shareWithFriends: 'Share with friends',
  redeemPoints: 'Redeem Points',
  changePassword: 'Change Password',
  assessments: 'Tests and reports',
  /** The query box's way in on the web, where the bottom bar has no QueryBox (ADR 0116). */
  queryBox: 'QueryBox',
  myMissions: 'My Missions',
  noMissions: 'No data available',
  friendsStatus: 'My Friends Status(Points)',
  friendsEmpty: 'Friends list not available',
  loading: 'Loading your profile…',
  loadingSection: 'Loading…',
  failedTitle: 'Could not load your profile',
  failedMissionsTitle: 'Could not load your missions',
  failedFriends: 'The friends list could not be loaded.',
  retry: 'Try again',
  genericError: 'Please check your connection and try again.',
} as const;

/** The three states of a data area (learning-app.md §4 "Data areas"). */
export type ProfileDataState = 'loading' | 'loaded' | 'failed';

/** The student as the profile header shows them. */
export interface ProfileUser {
  /** Greeted as "Hi, {firstName}". */
  firstName: string;
  /** First and last name: the avatar's initials and text alternative. */
  fullName: string;
  /** Shown under the greeting; left out when empty. */
  email?: string;
  /** The profile picture's address; the initials show without one. */
  avatarSrc?: string | null;
}

/** An academic mission of the current quest with the points the student earned in it. */
export interface ProfileMissionItem {
  missionId: number;
  /** The mission display name. */
  name: string;
  /** Points earned in the mission. */
  points: number;
}

/** A friend who shares their status in the quest with the student. */
export interface ProfileFriendStatus {
  userId: number;
  name: string;
  /** The friend's points in the quest. */
  points: number;
}
