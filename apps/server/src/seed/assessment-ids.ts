/**
 * Fixed ids of the assessment demo data (ids.ts holds the shared ones: users, quests, test codes).
 * Users 3001–3050 are reserved for the assessment area's classmates.
 */
export const assessmentIds = {
  /** testId (analytics, /report/{testId}) of the quest tests of `demo.tests`. */
  tests: { fractions: 501, science: 502, quick: 503, photosynthesis: 504 },
  /** Online tests generated for the lists: 601–611 Ongoing, 612–614 Upcoming, 615–626 Past. */
  onlineTests: { firstId: 601, ongoing: 11, upcoming: 3, past: 12 },
  /** onlineStudentAssignmentId of the student's assignments: 7001 onwards, in the order above. */
  assignments: {
    firstId: 7001,
    /** The science quest test, also assigned as a past online test with its report generated. */
    sciencePast: 7100,
  },
  /** Classmates who took the tests, so "all students" averages exist. Password Demo@123. */
  classmates: [
    { id: 3001, userName: '7000003001', firstName: 'Ananya', lastName: 'Iyer', skill: 0.9 },
    { id: 3002, userName: '7000003002', firstName: 'Vihaan', lastName: 'Reddy', skill: 0.55 },
    { id: 3003, userName: '7000003003', firstName: 'Saanvi', lastName: 'Nair', skill: 0.8 },
    { id: 3004, userName: '7000003004', firstName: 'Arjun', lastName: 'Mehta', skill: 0.45 },
    { id: 3005, userName: '7000003005', firstName: 'Ishita', lastName: 'Banerjee', skill: 0.7 },
    { id: 3006, userName: '7000003006', firstName: 'Reyansh', lastName: 'Gupta', skill: 0.6 },
    { id: 3007, userName: '7000003007', firstName: 'Kavya', lastName: 'Pillai', skill: 0.85 },
    { id: 3008, userName: '7000003008', firstName: 'Aditya', lastName: 'Joshi', skill: 0.5 },
  ],
} as const;
