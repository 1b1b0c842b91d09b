import type { z } from 'zod';
import {
  identityEndpoints as e,
  type AppConfig,
  type Board,
  type BoardGrade,
  type CoderCompetition,
  type Grade,
  type Profile,
  type RegistrationDraft,
  type UpdateUserInput,
} from '../areas/identity.ts';
import { areaMocksOf, endpointMocks, mockThrottled, type AreaMocks } from './core.ts';

type UserInfoInput = z.input<typeof e.getCurrentUser.response>;
type CurrentUserQuestInput = UserInfoInput['userQuestList'][number];

// ——— factories ——————————————————————————————————————————————————————————————————————————————————————

export const makeCoderCompetition = (overrides: Partial<CoderCompetition> = {}): CoderCompetition => ({
  eligible: true,
  status: 'NotRegistered',
  ...overrides,
});

/** A quest in the current user's userQuestList (isAssigned is forced true by the contract). */
export const makeCurrentUserQuest = (
  overrides: Partial<CurrentUserQuestInput> = {},
): CurrentUserQuestInput => ({
  questId: 101,
  questName: 'Grade 6 Explorer Quest',
  productId: 501,
  isTrialOver: false,
  isOnTrial: false,
  isAssigned: true,
  ...overrides,
});

/** User info as GetCurrentUser answers it (learning-app.md §3). */
export const makeUserInfo = (overrides: Partial<UserInfoInput> = {}): UserInfoInput => ({
  userId: 1001,
  userName: '9876543210',
  firstName: 'Aarav',
  lastName: 'Sharma',
  emailId: 'aarav.sharma@quest.example',
  contactNo: '9876543210',
  schoolName: 'Delhi Public School, R.K. Puram',
  cityName: 'New Delhi',
  stateName: 'Delhi',
  countryName: 'India',
  pincode: '110022',
  isActive: true,
  isDeleted: false,
  institutionId: 1,
  locationId: 1,
  groupId: 1,
  boardId: 1,
  gradeId: 106,
  lastQuestAccessed: 101,
  lastQuestName: 'Grade 6 Explorer Quest',
  viewedOn: '2026-11-20 18:45:10',
  profilePic: null,
  showDashboard: false,
  userQuestList: [makeCurrentUserQuest()],
  user_type: 'ExistingUser',
  loginType: 'PASSWORD',
  extraTimeFactor: 1,
  // As the seeded Aarav: already in the competition, so no competition dialog interrupts the home (ADR 0048).
  coderCompetition: makeCoderCompetition({ status: 'Submitted' }),
  ...overrides,
});

/** A student who has just signed up: no quests yet, lands on /products. */
export const makeNewUserInfo = (overrides: Partial<UserInfoInput> = {}): UserInfoInput =>
  makeUserInfo({
    userId: 1002,
    userName: '9876543211',
    firstName: 'Diya',
    lastName: 'Iyer',
    emailId: 'diya.iyer@quest.example',
    contactNo: '9876543211',
    schoolName: '',
    cityName: 'Chennai',
    stateName: '',
    pincode: '600020',
    boardId: null,
    gradeId: null,
    lastQuestAccessed: null,
    lastQuestName: null,
    viewedOn: null,
    showDashboard: true,
    userQuestList: [],
    user_type: 'NewUser',
    coderCompetition: makeCoderCompetition({ eligible: false }),
    ...overrides,
  });

export const makeAppConfig = (overrides: Partial<AppConfig> = {}): AppConfig => ({
  tcUrl: '/content/pages/terms.html',
  otpRequired: true,
  showPromoScreen: true,
  currentTime: '2026-11-21T09:30:00.000Z',
  supportEmail: 'support@quest.example',
  ...overrides,
});

export const makeBoard = (overrides: Partial<Board> = {}): Board => ({
  boardId: 1,
  boardName: 'CBSE',
  ...overrides,
});

export const makeGrade = (overrides: Partial<Grade> = {}): Grade => ({
  gradeId: 106,
  gradeName: 'Grade 6',
  boardId: 1,
  ...overrides,
});

/** Boards CBSE, ICSE and State Board with grades 1–12 each (grade id = board × 100 + grade). */
export const makeBoardGrade = (overrides: Partial<BoardGrade> = {}): BoardGrade => {
  const boards = [
    makeBoard(),
    makeBoard({ boardId: 2, boardName: 'ICSE' }),
    makeBoard({ boardId: 3, boardName: 'State Board' }),
  ];
  const grades = boards.flatMap((b) =>
    Array.from({ length: 12 }, (_, i) =>
      makeGrade({ gradeId: b.boardId * 100 + i + 1, gradeName: `Grade ${i + 1}`, boardId: b.boardId }),
    ),
  );
  return { boards, grades, ...overrides };
};

export const makeProfile = (overrides: Partial<Profile> = {}): Profile => ({
  userId: 1001,
  firstName: 'Aarav',
  emailId: 'aarav.sharma@quest.example',
  cityName: 'New Delhi',
  pincode: '110022',
  ...overrides,
});

/** What the sign-up wizard sends (the cart form adds lastName and sends schoolName and cityName empty). */
export const makeRegistrationDraft = (overrides: Partial<RegistrationDraft> = {}): RegistrationDraft => ({
  userName: '9123456780',
  password: 'Quest@123',
  firstName: 'Ananya',
  emailId: 'ananya.rao@quest.example',
  contactNo: '9123456780',
  cityName: 'Bengaluru',
  pincode: '560001',
  ...overrides,
});

export const makeUpdateUserInput = (overrides: Partial<UpdateUserInput> = {}): UpdateUserInput => ({
  userId: 1002,
  firstName: 'Diya',
  boardId: 1,
  gradeId: 106,
  promoCode: '',
  UTMData: { utm_source: 'play_store', utm_campaign: 'back_to_school' },
  ...overrides,
});

// ——— handlers ———————————————————————————————————————————————————————————————————————————————————————

const message = (text: string) => ({ message: text });

const all: AreaMocks[] = [
  endpointMocks(
    e.authenticateUser,
    { token: 'mock-session-token' },
    undefined,
    'Invalid username or password.',
  ),
  endpointMocks(e.getCurrentUser, makeUserInfo(), makeNewUserInfo()),
  endpointMocks(e.logout, { success: true }),
  endpointMocks(e.getConfig, makeAppConfig(), makeAppConfig({ otpRequired: false, showPromoScreen: false })),
  endpointMocks(
    e.changePassword,
    message('Your password has been changed. Please log out and log in with your new password.'),
    undefined,
    'Current password is incorrect.',
  ),
  endpointMocks(
    e.resetVerifyUser,
    message('OTP sent to your registered mobile number ending in 3210.'),
    undefined,
    'No account found with this username.',
  ),
  endpointMocks(
    e.resetValidateOtp,
    message('OTP verified successfully. Please set your new password.'),
    undefined,
    'Invalid OTP. Please try again.',
  ),
  endpointMocks(
    e.resetChangePassword,
    message('Your password has been reset. Please login with your new password.'),
    undefined,
    'Please verify the OTP sent to your mobile number first.',
  ),
  endpointMocks(
    e.sendOtp,
    message('OTP sent successfully.'),
    undefined,
    'Mobile number is already registered.',
  ),
  endpointMocks(
    e.validateOtp,
    message('Your mobile number is verified'),
    undefined,
    'Invalid OTP. Please try again.',
  ),
  endpointMocks(e.checkMobileNumber, { isRegistered: false }, { isRegistered: false }),
  endpointMocks(e.registerUser, { userId: 2001 }, undefined, 'Mobile number is already registered.'),
  endpointMocks(e.updateUser, { questId: 104, questname: 'Free Starter Quest' }, {}),
  endpointMocks(e.getProfile, makeProfile(), makeProfile({ emailId: '', cityName: '', pincode: '' })),
  endpointMocks(e.updateProfile, makeProfile(), makeProfile({ emailId: '', cityName: '', pincode: '' })),
  endpointMocks(
    e.uploadProfilePic,
    { profilePic: '/uploads/profile/1001-3f9a2b7c1d0e-aarav.png' },
    undefined,
    'Please choose an image file.',
  ),
  endpointMocks(
    e.registerCoderCompetition,
    makeCoderCompetition({ status: 'Registered' }),
    undefined,
    'You are not eligible for the coding competition.',
  ),
  endpointMocks(e.getBoardGrade, makeBoardGrade(), { boards: [], grades: [] }),
];

/** Mock handlers of the identity calls, per data state. */
export const identityMocks: AreaMocks = areaMocksOf(all);

/** The identity calls refused by the server's throttling (ADR 0099), each with the server's text and wait. */
export const identityThrottledMocks = {
  authenticateUser: mockThrottled(
    e.authenticateUser,
    'Too many sign-in attempts. Please try again in 2 minutes.',
    120,
  ),
  sendOtp: mockThrottled(
    e.sendOtp,
    'Too many OTP requests for this number. Please try again in 30 seconds.',
    30,
  ),
  validateOtp: mockThrottled(e.validateOtp, 'Too many wrong codes. Please try again in 1 hour.', 3600),
  checkMobileNumber: mockThrottled(
    e.checkMobileNumber,
    'Too many requests. Please try again in 5 minutes.',
    300,
  ),
  resetVerifyUser: mockThrottled(e.resetVerifyUser, 'Too many requests. Please try again in 5 minutes.', 300),
  resetValidateOtp: mockThrottled(
    e.resetValidateOtp,
    'Too many wrong codes. Please try again in 1 hour.',
    3600,
  ),
};
