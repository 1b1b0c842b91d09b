import {
  communityEndpoints as e,
  type Friend,
  type LeaderboardEntry,
  type MasterclassLink,
  type MasterclassUpload,
  type NotificationItem,
  type QueryAttachment,
  type QueryMessage,
  type QueryReply,
  type Schedule,
  type ScheduleMission,
  type ScheduleOperation,
  type SharedData,
  type SharedFriend,
  type TrialSchedule,
  type TrialSchedules,
} from '../areas/community.ts';
import { areaMocksOf, endpointMocks, type AreaMocks } from './core.ts';

// ——— factories ——————————————————————————————————————————————————————————————————————————————————————

export const makeLeaderboardEntry = (overrides: Partial<LeaderboardEntry> = {}): LeaderboardEntry => ({
  name: 'Ishaan Malhotra',
  score: 2500,
  ...overrides,
});

/** A Grade 6 leaderboard, highest first, with the demo student in it. */
export const makeLeaderboard = (): LeaderboardEntry[] =>
  [
    ['Ishaan Malhotra', 2500],
    ['Ananya Reddy', 2424],
    ['Vihaan Gupta', 2381],
    ['Aarav Sharma', 2350],
    ['Saanvi Nair', 2291],
    ['Arjun Mehta', 2260],
    ['Aadhya Iyer', 2198],
    ['Reyansh Joshi', 2143],
  ].map(([name, score]) => makeLeaderboardEntry({ name: name as string, score: score as number }));

export const makeFriend = (overrides: Partial<Friend> = {}): Friend => ({
  userId: 4003,
  name: 'Vihaan Gupta',
  isShared: true,
  ...overrides,
});

export const makeSharedFriend = (overrides: Partial<SharedFriend> = {}): SharedFriend => ({
  userId: 4007,
  name: 'Reyansh Joshi',
  score: 2143,
  ...overrides,
});

export const makeSharedData = (overrides: Partial<SharedData> = {}): SharedData => ({
  friendsList: [
    makeFriend(),
    makeFriend({ userId: 4007, name: 'Reyansh Joshi', isShared: false }),
    makeFriend({ userId: 4012, name: 'Pari Bose', isShared: true }),
    makeFriend({ userId: 4018, name: 'Aarohi Rao', isShared: false }),
  ],
  sharedList: [
    makeSharedFriend({ userId: 4003, name: 'Vihaan Gupta', score: 2381 }),
    makeSharedFriend(),
    makeSharedFriend({ userId: 4018, name: 'Aarohi Rao', score: 1700 }),
  ],
  ...overrides,
});

export const makeNotification = (overrides: Partial<NotificationItem> = {}): NotificationItem => ({
  modifiedOn: '2025-03-12 10:30:00',
  messageText: 'New practice tests have been added to the Grade 6 Mathematics mission.',
  ...overrides,
});

/** One short and one long enough to need "Show more". */
export const makeNotifications = (): NotificationItem[] => [
  makeNotification({
    modifiedOn: '2025-03-14 09:15:00',
    messageText: 'Congratulations Aarav! You earned 20 points for "Understanding Fractions".',
  }),
  makeNotification({
    modifiedOn: '2025-03-10 18:00:00',
    messageText:
      'Live class update: from this week the Grade 6 Mathematics live classes move to 4:00 PM on Mondays, ' +
      'Wednesdays and Fridays. Recordings of every class stay available under Live classes for seven days, so ' +
      'you can revise any topic you missed. Join five minutes early to test your microphone and camera.',
  }),
  makeNotification(),
];

export const makeSchedule = (overrides: Partial<Schedule> = {}): Schedule => ({
  CourseName: 'Grade 6 Mathematics',
  scheduleName: 'Adding and Subtracting Unlike Fractions',
  Teacher: 'Mrs. Anjali Deshpande',
  startTime: '2025-03-14T16:00:00+05:30',
  duration: 60,
  type: '1',
  data: {
    joinLink: 'https://meet.example.com/quest/g6-maths-unlike-fractions',
    appJoinLink: 'https://meet.example.com/app/quest/g6-maths-unlike-fractions',
  },
  ...overrides,
});

/** Today's classes: ended (recording), live (Join), starting within 5 minutes (Join), later (Upcoming). */
export const makeTodaySchedules = (): Schedule[] => [
  makeSchedule({
    CourseName: 'Grade 6 English',
    scheduleName: 'Reading Comprehension: The Friendly Mongoose',
    Teacher: 'Ms. Kavya Iyer',
    startTime: '2025-03-14T13:00:00+05:30',
    duration: 40,
    type: '3',
    data: {
      joinLink: 'https://meet.example.com/recordings/g6-english-comprehension',
      appJoinLink: 'https://meet.example.com/recordings/g6-english-comprehension',
    },
  }),
  makeSchedule(),
  makeSchedule({
    CourseName: 'Grade 6 Coding',
    scheduleName: 'Loops and Patterns in Block Coding',
    Teacher: 'Mr. Arjun Nair',
    startTime: '2025-03-14T16:13:00+05:30',
    duration: 45,
    type: '1',
  }),
  makeSchedule({
    CourseName: 'Grade 6 Science',
    scheduleName: 'Separation of Substances',
    Teacher: 'Mr. Rahul Verma',
    startTime: '2025-03-14T17:10:00+05:30',
    duration: 45,
    type: '2',
  }),
];

export const makeTrialSchedule = (overrides: Partial<TrialSchedule> = {}): TrialSchedule => ({
  startTime: '2025-03-14T17:00:00+05:30',
  duration: 60,
  scheduleName: 'Session 2: Make Your Own Compass',
  joinLink: 'https://meet.example.com/quest/lab-compass-2',
  appJoinLink: 'https://meet.example.com/app/quest/lab-compass-2',
  type: '1',
  ...overrides,
});

export const makeScheduleMission = (overrides: Partial<ScheduleMission> = {}): ScheduleMission => ({
  missionId: 1013,
  missionDisplayName: 'Live Science Lab',
  ...overrides,
});

export const makeScheduleOperation = (overrides: Partial<ScheduleOperation> = {}): ScheduleOperation => ({
  operationId: 10131,
  missionId: 1013,
  operationDisplayName: 'Magnets Lab',
  operationB64: '',
  imageUrl: '',
  ...overrides,
});

export const makeTrialSchedules = (
  overrides: Partial<TrialSchedules['scheduleDataResult']> = {},
): TrialSchedules => ({
  scheduleDataResult: {
    schedules: [
      makeTrialSchedule({
        startTime: '2025-03-12T17:00:00+05:30',
        scheduleName: 'Session 1: Magnets Attract and Repel',
        type: '3',
      }),
      makeTrialSchedule(),
      makeTrialSchedule({
        startTime: '2025-03-16T17:00:00+05:30',
        scheduleName: 'Session 4: Magnetic Field Patterns',
        type: '2',
      }),
    ],
    mission: makeScheduleMission(),
    operations: [
      makeScheduleOperation(),
      makeScheduleOperation({ operationId: 10132, operationDisplayName: 'Electricity Lab', imageUrl: '' }),
    ],
    ...overrides,
  },
});

export const makeQueryAttachment = (overrides: Partial<QueryAttachment> = {}): QueryAttachment => ({
  id: 1,
  fileName: 'fractions-homework.png',
  fileSize: 1127,
  fileType: 'image/png',
  fileUrl: '/uploads/messages/5eed0f7ac7104e2ba1c0a77ac4de0001.png',
  ...overrides,
});

export const makeQueryReply = (overrides: Partial<QueryReply> = {}): QueryReply => ({
  messageId: 2,
  subject: 'Doubt in adding unlike fractions',
  messageBody:
    '<p>Hi Aarav! First make the denominators equal: 2/3 = 8/12 and 1/4 = 3/12, so the sum is <strong>11/12</strong>.</p>',
  missionId: 1011,
  operationId: 10111,
  missionDisplayName: 'Mathematics',
  Date: '2025-03-12',
  createdOn: '2025-03-12 11:40:00',
  createdByName: 'Mrs. Anjali Deshpande',
  createdBy: null,
  attachmentList: [],
  ...overrides,
});

export const makeQueryMessage = (overrides: Partial<QueryMessage> = {}): QueryMessage => ({
  messageId: 1,
  subject: 'Doubt in adding unlike fractions',
  messageBody:
    '<p>Ma’am, how do I add <strong>2/3</strong> and <strong>1/4</strong>? I keep getting 3/7.</p>',
  missionId: 1011,
  operationId: 10111,
  missionDisplayName: 'Mathematics',
  Date: '2025-03-11',
  createdOn: '2025-03-11 19:05:00',
  createdByName: 'Aarav Sharma',
  createdBy: 1001,
  attachmentList: [makeQueryAttachment()],
  chatList: [
    makeQueryReply(),
    makeQueryReply({
      messageId: 3,
      messageBody: '<p>Thank you ma’am! I got 11/12 now.</p>',
      createdOn: '2025-03-12 13:40:00',
      createdByName: 'Aarav Sharma',
      createdBy: 1001,
    }),
  ],
  ...overrides,
});

export const makeQueryMessages = (): QueryMessage[] => [
  makeQueryMessage({
    messageId: 5,
    subject: 'Video not playing in Living Organisms',
    messageBody: '<p>The introduction video of Living Organisms stops after 2 minutes on my phone.</p>',
    missionId: 1012,
    operationId: null,
    missionDisplayName: 'Science',
    Date: '2025-03-13',
    createdOn: '2025-03-13 16:20:00',
    attachmentList: [],
    chatList: [],
  }),
  makeQueryMessage(),
];

export const makeMasterclassLink = (overrides: Partial<MasterclassLink> = {}): MasterclassLink => ({
  masterclass_name: 'GO_CODERZ Live: Build a Maze Game',
  masterclass_link: 'https://masterclass.example.com/go-coderz/live/maze-game',
  is_live: true,
  ...overrides,
});

export const makeMasterclassLinks = (): MasterclassLink[] => [
  makeMasterclassLink(),
  makeMasterclassLink({
    masterclass_name: 'Masterclass 1: Getting Started with Block Coding',
    masterclass_link: 'https://masterclass.example.com/go-coderz/recordings/1',
    is_live: false,
  }),
];

export const makeMasterclassUpload = (overrides: Partial<MasterclassUpload> = {}): MasterclassUpload => ({
  message: 'Uploaded successfully',
  payload: { fileName: 'files.zip', fileSize: 48213, fileCount: 6, uploadedOn: '2025-03-14 16:45:12' },
  ...overrides,
});

// ——— handlers ——————————————————————————————————————————————————————————————————————————————————————

/** Sharing toggles the friend the request names, so a story shows the switch flipping. */
const toggleSharing = async (request: Request): Promise<SharedData> => {
  const body = (await request.json().catch(() => ({}))) as { userId?: number; isShared?: boolean };
  const data = makeSharedData();
  return {
    ...data,
    friendsList: data.friendsList.map((f) =>
      f.userId === body.userId ? { ...f, isShared: Boolean(body.isShared) } : f,
    ),
  };
};

const all = [
  endpointMocks(e.getLeaderBoard, makeLeaderboard(), []),
  endpointMocks(e.getNotification, { notificationList: makeNotifications() }, { notificationList: [] }),
  endpointMocks(e.getSharedData, makeSharedData(), { friendsList: [], sharedList: [] }),
  endpointMocks(e.postSharedData, toggleSharing, { friendsList: [], sharedList: [] }),
  endpointMocks(e.getCurrentUserSchedules, makeTodaySchedules(), []),
  endpointMocks(
    e.getTrialSchedules,
    makeTrialSchedules(),
    makeTrialSchedules({ schedules: [], operations: [] }),
  ),
  endpointMocks(e.getMessageList, makeQueryMessages(), []),
  endpointMocks(
    e.insertUpdateMessage,
    makeQueryMessage(),
    makeQueryMessage({ attachmentList: [], chatList: [] }),
    'Please specify subject.',
  ),
  endpointMocks(e.getMasterclassLinks, makeMasterclassLinks(), []),
  endpointMocks(
    e.uploadMasterclassFiles,
    makeMasterclassUpload(),
    makeMasterclassUpload({
      payload: { fileName: 'files.zip', fileSize: 22, fileCount: 1, uploadedOn: '2025-03-14 16:45:12' },
    }),
    'The zip file may hold at most 50 files.',
  ),
];

/** Mock handlers of the community calls, per data state. */
export const communityMocks: AreaMocks = areaMocksOf(all);
