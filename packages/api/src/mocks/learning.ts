import {
  learningEndpoints as e,
  type Content,
  type ContentAccessRecord,
  type ContentList,
  type ContentRating,
  type LocationContentStatus,
  type Marker,
  type Mission,
  type MissionProgress,
  type Operation,
  type OperationProgress,
  type PointCardStatus,
  type PointsBalance,
  type RedeemedCoupon,
  type ProgressSummary,
  type QuestListItem,
  type Task,
  type UserProgress,
} from '../areas/learning.ts';
import { areaMocksOf, endpointMocks, type AreaMocks } from './core.ts';

// ——— factories ——————————————————————————————————————————————————————————————————————————————————————

/** A quest the user holds, as GetUserQuest lists it. */
export const makeQuestListItem = (overrides: Partial<QuestListItem> = {}): QuestListItem => ({
  questId: 101,
  questName: 'Grade 6 Explorer Quest',
  productId: null,
  isTrialOver: false,
  isOnTrial: false,
  isAssigned: true,
  ...overrides,
});

/** A 7-day trial that has ended: the home shows "Trial Expired". */
export const makeExpiredTrialQuest = (overrides: Partial<QuestListItem> = {}): QuestListItem =>
  makeQuestListItem({
    questId: 103,
    questName: 'Grade 7 Science Quest',
    isAssigned: false,
    isOnTrial: true,
    isTrialOver: true,
    ...overrides,
  });

export const makeMarker = (overrides: Partial<Marker> = {}): Marker => ({
  time: 35,
  text: 'What is a whole?',
  position: 8.33,
  ...overrides,
});

export const makePointCardStatus = (overrides: Partial<PointCardStatus> = {}): PointCardStatus => ({
  contentId: 201001,
  points: 10,
  earnedPoints: 10,
  isFirstAccess: true,
  accessCount: 1,
  totalPoints: 60,
  ...overrides,
});

export const makeMission = (overrides: Partial<Mission> = {}): Mission => ({
  missionId: 1011,
  missionName: 'MATHEMATICS',
  missionDisplayName: 'Mathematics',
  missionDescription:
    '<p>Fractions and decimals through pizzas, money and measurements. Watch, read, play and then test ' +
    'yourself.</p>',
  isAcademic: true,
  hasOnlineSession: false,
  points: 90,
  videoCount: 3,
  testCount: 2,
  activityCount: 1,
  webContentCount: 3,
  totalTime: 4560,
  progress: 55.56,
  ...overrides,
});

export const makeOperation = (overrides: Partial<Operation> = {}): Operation => ({
  operationId: 10111,
  missionId: 1011,
  operationDisplayName: 'Fractions',
  sequenceNo: 1,
  imageUrl: '/media/images/operation.svg',
  videoCount: 2,
  testCount: 1,
  activityCount: 1,
  webContentCount: 2,
  progress: 83.33,
  ...overrides,
});

export const makeTask = (overrides: Partial<Task> = {}): Task => ({
  taskId: 101111,
  operationId: 10111,
  taskDisplayName: 'Understanding Fractions',
  ...overrides,
});

/** A video (type 01) with three bookmarks, opened twice. */
export const makeContent = (overrides: Partial<Content> = {}): Content => ({
  contentId: 201001,
  contentDisplayName: 'Introduction to Fractions',
  contentTypeCode: '01',
  fileUrl: '/media/hls/201001/index.m3u8',
  imageUrl: '/media/images/content-video.svg',
  htmlContent: '',
  time: 420,
  points: 10,
  testCode: null,
  operationId: 10111,
  taskId: null,
  accessDuration: 720,
  pointCardSatus: makePointCardStatus({ isFirstAccess: false, accessCount: 2 }),
  progress: { accessCount: 2 },
  markers: [
    makeMarker(),
    makeMarker({ time: 180, text: 'Parts of a whole', position: 42.86 }),
    makeMarker({ time: 360, text: 'Fractions around us', position: 85.71 }),
  ],
  ...overrides,
});

const notOpened = { accessDuration: 0, pointCardSatus: null, progress: { accessCount: 0 } } as const;

/** One content of every kind in the Fractions operation. */
export const makeFractionsContents = (): Content[] => [
  makeContent(),
  makeContent({
    contentId: 201002,
    contentDisplayName: 'What is a Fraction? Numerator and Denominator',
    contentTypeCode: '02',
    fileUrl: '/media/hls/201002/index.m3u8',
    time: 360,
    taskId: 101111,
    accessDuration: 360,
    pointCardSatus: makePointCardStatus({ contentId: 201002 }),
    progress: { accessCount: 1 },
    markers: [
      makeMarker({ time: 20, text: 'Numerator', position: 5.56 }),
      makeMarker({ time: 140, text: 'Denominator', position: 38.89 }),
      makeMarker({ time: 300, text: 'Reading fractions aloud', position: 83.33 }),
    ],
  }),
  makeContent({
    contentId: 201003,
    contentDisplayName: 'Fractions: Chapter Notes',
    contentTypeCode: '04',
    fileUrl: '/media/pdf/demo.pdf',
    imageUrl: '/media/images/content-pdf.svg',
    time: 600,
    points: 5,
    taskId: 101111,
    accessDuration: 240,
    pointCardSatus: makePointCardStatus({ contentId: 201003, points: 5, earnedPoints: 5 }),
    progress: { accessCount: 1 },
    markers: [],
  }),
  makeContent({
    contentId: 201004,
    contentDisplayName: 'Fractions at a Glance',
    contentTypeCode: '06',
    fileUrl: '',
    imageUrl: '/media/images/content-web.svg',
    htmlContent:
      '<h2>Fractions at a glance</h2><p>A fraction names a part of a whole: <strong>3/4</strong> means 3 of 4 ' +
      'equal parts.</p>',
    time: 180,
    points: 5,
    taskId: 101111,
    markers: [],
    ...notOpened,
  }),
  makeContent({
    contentId: 201005,
    contentDisplayName: 'Fractions Chapter Test',
    contentTypeCode: '08',
    fileUrl: '',
    imageUrl: '/media/images/content-test.svg',
    time: 1200,
    points: 20,
    testCode: 'QT-FRAC-06',
    taskId: 101112,
    markers: [],
    ...notOpened,
  }),
  makeContent({
    contentId: 201006,
    contentDisplayName: 'Fraction Pizza Builder',
    contentTypeCode: '10',
    fileUrl: 'http://localhost:8081/pages/activity.html',
    imageUrl: '/media/images/content-activity.svg',
    time: 600,
    points: 15,
    taskId: 101112,
    markers: [],
    ...notOpened,
  }),
];

export const makeContentList = (overrides: Partial<ContentList> = {}): ContentList => ({
  missions: [
    makeMission(),
    makeMission({
      missionId: 1013,
      missionName: 'LIVE_SCIENCE_LAB',
      missionDisplayName: 'Live Science Lab',
      missionDescription: '<p>Weekly live experiments with a science teacher.</p>',
      hasOnlineSession: true,
      points: 15,
      videoCount: 1,
      testCount: 0,
      activityCount: 0,
      webContentCount: 1,
      totalTime: 660,
      progress: 0,
    }),
    makeMission({
      missionId: 1014,
      missionName: 'CODING',
      missionDisplayName: 'CODING',
      missionDescription: '<p>Block coding on our partner coding site.</p>',
      isAcademic: false,
      hasOnlineSession: true,
      points: 25,
      videoCount: 1,
      testCount: 0,
      activityCount: 1,
      webContentCount: 0,
      totalTime: 1020,
      progress: 50,
    }),
    makeMission({
      missionId: 1015,
      missionName: 'GO_CODERZ',
      missionDisplayName: 'Go Coderz',
      missionDescription: '<p>The national coding competition for school students.</p>',
      isAcademic: false,
      points: 15,
      videoCount: 1,
      testCount: 0,
      activityCount: 0,
      webContentCount: 1,
      totalTime: 1140,
      progress: 0,
    }),
  ],
  operations: [
    makeOperation(),
    makeOperation({
      operationId: 10112,
      operationDisplayName: 'Decimals',
      sequenceNo: 2,
      videoCount: 1,
      testCount: 1,
      activityCount: 0,
      webContentCount: 1,
      progress: 0,
    }),
  ],
  tasks: [makeTask(), makeTask({ taskId: 101112, taskDisplayName: 'Practice Fractions' })],
  questContents: makeFractionsContents(),
  isTrialOver: false,
  ...overrides,
});

export const makeProgressSummary = (overrides: Partial<ProgressSummary> = {}): ProgressSummary => ({
  points: 60,
  avCount: 3,
  testCount: 1,
  activityCount: 0,
  webContentCount: 3,
  progress: 33.33,
  completedCount: 7,
  totalCount: 21,
  totalPoints: 225,
  totalAvCount: 8,
  totalTestCount: 3,
  totalActivityCount: 3,
  totalWebContentCount: 7,
  kindProgress: { Watch: 37.5, Think: 42.86, Solve: 33.33, Play: 0 },
  ...overrides,
});

const emptySummary = (): ProgressSummary =>
  makeProgressSummary({
    points: 0,
    avCount: 0,
    testCount: 0,
    activityCount: 0,
    webContentCount: 0,
    progress: 0,
    completedCount: 0,
    kindProgress: { Watch: 0, Think: 0, Solve: 0, Play: 0 },
  });

export const makeMissionProgress = (overrides: Partial<MissionProgress> = {}): MissionProgress => ({
  ...makeProgressSummary({
    points: 50,
    avCount: 2,
    testCount: 1,
    webContentCount: 2,
    progress: 55.56,
    completedCount: 5,
    totalCount: 9,
    totalPoints: 90,
    totalAvCount: 3,
    totalTestCount: 2,
    totalActivityCount: 1,
    totalWebContentCount: 3,
    kindProgress: { Watch: 66.67, Think: 66.67, Solve: 50, Play: 0 },
  }),
  missionId: 1011,
  missionName: 'MATHEMATICS',
  missionDisplayName: 'Mathematics',
  isAcademic: true,
  ...overrides,
});

export const makeOperationProgress = (overrides: Partial<OperationProgress> = {}): OperationProgress => ({
  ...makeProgressSummary({
    points: 50,
    avCount: 2,
    testCount: 1,
    webContentCount: 2,
    progress: 83.33,
    completedCount: 5,
    totalCount: 6,
    totalPoints: 65,
    totalAvCount: 2,
    totalTestCount: 1,
    totalActivityCount: 1,
    totalWebContentCount: 2,
    kindProgress: { Watch: 100, Think: 100, Solve: 100, Play: 0 },
  }),
  operationId: 10111,
  missionId: 1011,
  operationDisplayName: 'Fractions',
  sequenceNo: 1,
  ...overrides,
});

export const makeUserProgress = (overrides: Partial<UserProgress> = {}): UserProgress => ({
  questId: 101,
  quest: makeProgressSummary(),
  missions: [
    makeMissionProgress(),
    makeMissionProgress({
      ...makeProgressSummary({
        points: 10,
        avCount: 1,
        testCount: 0,
        webContentCount: 1,
        progress: 33.33,
        completedCount: 2,
        totalCount: 6,
        totalPoints: 65,
        kindProgress: { Watch: 50, Think: 50, Solve: 0, Play: 0 },
      }),
      missionId: 1012,
      missionName: 'SCIENCE',
      missionDisplayName: 'Science',
    }),
  ],
  operations: [
    makeOperationProgress(),
    makeOperationProgress({
      ...emptySummary(),
      totalCount: 3,
      operationId: 10112,
      operationDisplayName: 'Decimals',
      sequenceNo: 2,
    }),
  ],
  ...overrides,
});

export const makeContentRating = (overrides: Partial<ContentRating> = {}): ContentRating => ({
  likeCount: 128,
  disLikeCount: 6,
  viewCount: 1432,
  myRating: null,
  ...overrides,
});

/** An access record as the player posts it (learning-app.md §3). */
export const makeContentAccessRecord = (
  overrides: Partial<ContentAccessRecord> = {},
): ContentAccessRecord => ({
  missionActivityId: '',
  userId: 1001,
  locationId: 1,
  groupId: 1,
  questId: 101,
  contentId: 201001,
  contentTypeCode: '01',
  accessDate: '2026-11-21 19:05:42',
  accessDuration: '418',
  missionActivitySummaryId: '',
  ...overrides,
});

export const makeLocationContentStatus = (
  overrides: Partial<LocationContentStatus> = {},
): LocationContentStatus => ({ Watch: true, Think: true, Solve: true, Play: true, ...overrides });

/** A coupon bought with 100 points (ADR 0061): ₹10 off, valid 90 days, not used yet. */
export const makeRedeemedCoupon = (overrides: Partial<RedeemedCoupon> = {}): RedeemedCoupon => ({
  code: 'QX7K2M',
  points: 100,
  amount: 10,
  createdOn: '2026-05-02 10:15:00',
  validUntil: '2026-07-31 10:15:00',
  usedOn: null,
  status: 'Available',
  ...overrides,
});

/** A quest's points balance: 460 earned, 200 redeemed (one coupon used), 260 available. */
export const makePointsBalance = (overrides: Partial<PointsBalance> = {}): PointsBalance => ({
  questId: 101,
  earnedPoints: 460,
  redeemedPoints: 200,
  availablePoints: 260,
  pointsPerRupee: 10,
  blockPoints: 100,
  coupons: [
    makeRedeemedCoupon(),
    makeRedeemedCoupon({
      code: 'HB4N8T',
      createdOn: '2026-03-10 18:40:00',
      validUntil: '2026-06-08 18:40:00',
      usedOn: '2026-03-12 09:05:00',
      status: 'Used',
    }),
  ],
  ...overrides,
});

// ——— handlers ———————————————————————————————————————————————————————————————————————————————————————

const all: AreaMocks[] = [
  endpointMocks(e.getUserQuest, { questList: [makeQuestListItem()] }, { questList: [] }),
  endpointMocks(
    e.getContentList,
    makeContentList(),
    { missions: [], operations: [], tasks: [], questContents: [], isTrialOver: false },
    'This quest is not assigned to you.',
  ),
  endpointMocks(e.getUserProgress, makeUserProgress(), {
    questId: 101,
    quest: {
      ...emptySummary(),
      totalCount: 0,
      totalPoints: 0,
      totalAvCount: 0,
      totalTestCount: 0,
      totalActivityCount: 0,
      totalWebContentCount: 0,
    },
    missions: [],
    operations: [],
  }),
  endpointMocks(
    e.getContentRating,
    makeContentRating({ myRating: 5 }),
    makeContentRating({ likeCount: 0, disLikeCount: 0, viewCount: 0, myRating: null }),
  ),
  endpointMocks(
    e.setContentRating,
    makeContentRating({ likeCount: 129, myRating: 5 }),
    makeContentRating({ likeCount: 1, disLikeCount: 0, viewCount: 1, myRating: 5 }),
  ),
  endpointMocks(
    e.sendContentAccess,
    { pointCardSatus: makePointCardStatus() },
    {
      pointCardSatus: makePointCardStatus({ earnedPoints: 0, isFirstAccess: false, accessCount: 2 }),
    },
    'Play content is locked for your location.',
  ),
  endpointMocks(e.openContent, { success: true }),
  endpointMocks(e.setContentDownload, { success: true }),
  endpointMocks(
    e.getLocationContentStatus,
    { payload: makeLocationContentStatus() },
    { payload: makeLocationContentStatus({ Play: false }) },
  ),
  endpointMocks(e.setCrmData, { success: true }),
  endpointMocks(e.getLearningToolToken, { token: 'mock-learning-tool-token-5f2c9a7e1b3d4c6a' }),
  endpointMocks(
    e.getPointsBalance,
    makePointsBalance(),
    makePointsBalance({ earnedPoints: 60, redeemedPoints: 0, availablePoints: 60, coupons: [] }),
    'This quest is not assigned to you.',
  ),
  endpointMocks(
    e.redeemPoints,
    makeRedeemedCoupon({ code: 'R8P3WD' }),
    undefined,
    'You do not have enough points.',
  ),
];

/** Mock handlers of the learning calls, per data state. */
export const learningMocks: AreaMocks = areaMocksOf(all);
