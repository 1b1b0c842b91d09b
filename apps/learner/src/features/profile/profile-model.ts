import {
  profileDetailsDialogTexts,
  type ProfileDetailsField,
  type ProfileDetailsValues,
  type ProfileFriendStatus,
  type ProfileMissionItem,
  type ShareFriend,
} from '@quest/design-system';
import type { ContentList, Profile, SharedData, UpdateProfileInput, UserProgress } from '@quest/api';

/** A plausible address: something@something.tld, no spaces. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The profile details messages (store-and-assessment.md §5 "Profile details"): "Name is required", "Email is
 * required", "Email ID is not valid". Lengths are held by the fields (50, pincode 6); pincode is not checked.
 */
export function profileDetailsErrors(
  values: ProfileDetailsValues,
): Partial<Record<ProfileDetailsField, string>> {
  const t = profileDetailsDialogTexts;
  const errors: Partial<Record<ProfileDetailsField, string>> = {};
  if (!values.name.trim()) errors.name = t.nameRequired;
  const email = values.email.trim();
  if (!email) errors.email = t.emailRequired;
  else if (!EMAIL.test(email)) errors.email = t.emailInvalid;
  return errors;
}

/** The dialog's starting values from the saved details. */
export const detailsValuesOf = (
  profile: Pick<Profile, 'firstName' | 'emailId' | 'cityName' | 'pincode'>,
) => ({
  name: profile.firstName,
  email: profile.emailId,
  city: profile.cityName,
  pincode: profile.pincode,
});

/** The UpdateProfile body for what was typed (trimmed). */
export const updateProfileBody = (userId: number, values: ProfileDetailsValues): UpdateProfileInput => ({
  userId,
  firstName: values.name.trim(),
  emailId: values.email.trim(),
  cityName: values.city.trim(),
  pincode: values.pincode,
});

/**
 * My Missions (ADR 0059): the quest's academic missions in content-list order, each with the points the student
 * earned in it (GetUserProgress; 0 before any).
 */
export function myMissions(list: ContentList, progress: UserProgress): ProfileMissionItem[] {
  const earned = new Map(progress.missions.map((m) => [m.missionId, m.points]));
  return list.missions
    .filter((mission) => mission.isAcademic)
    .map((mission) => ({
      missionId: mission.missionId,
      name: mission.missionDisplayName,
      points: earned.get(mission.missionId) ?? 0,
    }));
}

/** "My Friends Status(Points)": the friends who share with the student, with their points. */
export const friendsStatusOf = (data: SharedData): ProfileFriendStatus[] =>
  data.sharedList.map((friend) => ({ userId: friend.userId, name: friend.name, points: friend.score }));

/** The share dialog's switches: every friend and whether the student shares with them. */
export const shareFriendsOf = (data: SharedData): ShareFriend[] =>
  data.friendsList.map((friend) => ({ userId: friend.userId, name: friend.name, shared: friend.isShared }));
