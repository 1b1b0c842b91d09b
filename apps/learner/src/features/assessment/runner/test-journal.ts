import type { TestJournal } from '@quest/flows';
import type { AppSession } from '../../../platform/session';

/** The slice of the persisted state (`root`) that holds the test journals (ADR 0076). */
export const JOURNAL_SLICE = 'testJournals';

/** The device copy of the attempts in progress, one per student and test. */
export interface TestJournalStore {
  /** The journal of `testCode` for this student, or null when there is none (or it is unreadable). */
  load(testCode: string): TestJournal | null;
  save(journal: TestJournal): void;
  clear(testCode: string): void;
}

type Journals = Record<string, unknown>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** Enough of the shape to resume: a damaged copy is dropped, never half-restored. */
function isJournal(value: unknown): value is TestJournal {
  if (!isRecord(value)) return false;
  return (
    typeof value.testCode === 'string' &&
    typeof value.attemptToken === 'string' &&
    typeof value.deadline === 'string' &&
    typeof value.clockOffsetMs === 'number' &&
    typeof value.durationSeconds === 'number' &&
    typeof value.idempotencyKey === 'string' &&
    isRecord(value.answers) &&
    Array.isArray(value.flagged) &&
    isRecord(value.timeSpent) &&
    typeof value.currentIndex === 'number' &&
    (value.submission === null || isRecord(value.submission))
  );
}

/**
 * Test journals kept in the session's persisted state under `userId:testCode` (the answers, deadline and pending
 * submission of an attempt; no secrets). Logout clears them with the rest of the persisted state.
 */
export function createTestJournalStore(
  session: Pick<AppSession, 'persisted' | 'persist'>,
  userId: number,
): TestJournalStore {
  const keyOf = (testCode: string) => `${userId}:${testCode}`;
  const read = (): Journals => {
    const stored = session.persisted(JOURNAL_SLICE);
    return isRecord(stored) ? stored : {};
  };
  const write = (journals: Journals) =>
    session.persist(JOURNAL_SLICE, Object.keys(journals).length > 0 ? journals : undefined);
  return {
    load: (testCode) => {
      const journal = read()[keyOf(testCode)];
      return isJournal(journal) && journal.testCode === testCode ? journal : null;
    },
    save: (journal) => write({ ...read(), [keyOf(journal.testCode)]: journal }),
    clear: (testCode) => {
      const { [keyOf(testCode)]: _dropped, ...rest } = read();
      write(rest);
    },
  };
}
