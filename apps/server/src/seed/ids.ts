/**
 * Fixed ids of the demo data, so every area's seed and every test can refer to the same records.
 * Documented for people in the README's "Demo data" section.
 */
export const demo = {
  users: {
    /** Existing student with progress in the Grade 6 quest. */
    student: { id: 1001, userName: '9876543210', password: 'Demo@123', firstName: 'Aarav' },
    /** New student: no quests yet, showDashboard set → lands on /products. */
    newStudent: { id: 1002, userName: '9876543211', password: 'Demo@123', firstName: 'Diya' },
    /** Spectrum user: two quests and the quest-switch dialog. */
    spectrum: { id: 1003, userName: '9876543212', password: 'Demo@123', firstName: 'Kabir' },
    /** Trial of the Grade 7 quest has expired. */
    trialExpired: { id: 1004, userName: '9876543213', password: 'Demo@123', firstName: 'Meera' },
    /** Location 2 locks the Play content kind. */
    locked: { id: 1005, userName: '9876543214', password: 'Demo@123', firstName: 'Rohan' },
    /** Holds the Grade 6 quest (GO_CODERZ), not yet in the coding competition: sees its prompt on /home. */
    competitor: { id: 1006, userName: '9876543215', password: 'Demo@123', firstName: 'Anaya' },
  },
  locations: { open: 1, playLocked: 2 },
  boards: { cbse: 1, icse: 2, state: 3 },
  quests: {
    /** The rich quest: several missions incl. GO_CODERZ, an online session and CODING. */
    grade6: 101,
    /** The Spectrum user's second quest. */
    spectrum: 102,
    /** A trial quest (7 days). */
    grade7Trial: 103,
    /** Free to claim. */
    freeStarter: 104,
    /** Paid only, below ₹600. */
    mathsBooster: 105,
    /** Offline quest ("I am interested"). */
    offlineWorkshop: 106,
  },
  /** Test codes (contents of type 08/09 carry them; the assessment area seeds their questions). */
  tests: {
    /** Fractions test, 20 minutes, 12 questions. */
    fractions: 'QT-FRAC-06',
    /** Science test, 15 minutes, 10 questions. */
    science: 'QT-SCI-06',
    /** "Quick Check: Decimals": a two-minute test for the time-out journey. */
    quick: 'QT-QUICK-06',
    /** Grade 7 "Photosynthesis" test of the trial quest, 15 minutes, 10 questions. */
    photosynthesis: 'QT-PHOTO-07',
  },
} as const;
