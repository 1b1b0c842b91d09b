import type { CurrentUserQuest, UserInfo } from '@quest/api';
import type { EventFromLogic } from 'xstate';
import type { signInMachine } from './sign-in.machine.ts';

/** A signed-in student for tests and stories (fields per learning-app.md §3). */
export function sampleUser(overrides: Partial<UserInfo> = {}): UserInfo {
  return {
    userId: 7,
    userName: '9876543210',
    firstName: 'Asha',
    lastName: 'Rao',
    emailId: 'asha@example.com',
    contactNo: '9876543210',
    schoolName: 'City School',
    cityName: 'Pune',
    stateName: 'Maharashtra',
    countryName: 'India',
    pincode: '411001',
    isActive: true,
    isDeleted: false,
    institutionId: 1,
    locationId: 3,
    groupId: 4,
    boardId: 1,
    gradeId: 6,
    lastQuestAccessed: null,
    lastQuestName: null,
    viewedOn: null,
    profilePic: null,
    showDashboard: true,
    userQuestList: [],
    user_type: 'ExistingUser',
    loginType: 'PASSWORD',
    extraTimeFactor: 1,
    coderCompetition: null,
    ...overrides,
  };
}

export const sampleQuest: CurrentUserQuest = {
  questId: 11,
  questName: 'Science 6',
  productId: null,
  isTrialOver: false,
  isOnTrial: false,
  isAssigned: true,
};

type SignInPathEvent = EventFromLogic<typeof signInMachine>;

/** Events the generated paths may take: user events plus the done/error events of the invoked actors. */
export const signInPathEvents = [
  { type: 'field.change', field: 'username', value: '9876543210' },
  { type: 'field.change', field: 'password', value: 'secret' },
  { type: 'rememberMe.set', value: false },
  { type: 'signIn.submit' },
  { type: 'signIn.submit', username: '9876543210', password: 'secret' },
  { type: 'xstate.done.actor.authenticate', output: { token: 'token-1' } },
  { type: 'xstate.error.actor.authenticate', error: new Error('Invalid username or password') },
  {
    type: 'xstate.done.actor.loadCurrentUser',
    output: sampleUser({ userQuestList: [sampleQuest] }),
  },
  { type: 'xstate.done.actor.loadCurrentUser', output: sampleUser() },
  { type: 'xstate.error.actor.loadCurrentUser', error: new Error('Session is invalid') },
  { type: 'xstate.done.actor.loadQuestList', output: [sampleQuest] },
  { type: 'xstate.error.actor.loadQuestList', error: new Error('Quest list failed') },
] as unknown as readonly SignInPathEvent[];
