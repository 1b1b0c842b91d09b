/**
 * Fixed ids and names of the community demo data (leaderboard classmates, friends, the sample attachment).
 * Users 4001–4060 are reserved for this area.
 */
export const communityIds = {
  /** Users reserved for the community area. */
  reservedUsers: { first: 4001, last: 4060 },
  /**
   * The Grade 6 classmates; the first ones fill the leaderboard up to 50 learners with the demo users who hold
   * the quest (47 with the learning seed's three holders).
   */
  classmates: { first: 4001, last: 4049 },
  /** Friends of the demo student from other schools (not on the Grade 6 leaderboard). */
  otherFriends: [4050, 4051],
  /** The demo student's friends among the classmates. */
  studentFriends: [4003, 4007, 4012, 4018, 4021, 4025],
  /** Friends the demo student shares their Grade 6 status with. */
  studentSharesWith: [4003, 4012, 4021],
  /** Friends who share their Grade 6 status with the demo student (sharedList). */
  sharingWithStudent: [4003, 4007, 4018, 4025],
  /** The Spectrum user's friends. */
  spectrumFriends: [4005, 4030],
  /** The query attachment the seed copies into the uploads folder (messages/). */
  sampleAttachment: {
    source: 'fractions-homework.png',
    fileName: 'fractions-homework.png',
    fileType: 'image/png',
    storedName: '5eed0f7ac7104e2ba1c0a77ac4de0001.png',
  },
} as const;
