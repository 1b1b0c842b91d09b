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

/** Runs `write` once the next frame has painted (tests pass their own). */
export type JournalScheduler = (write: () => void) => void;

/**
 * After the next paint: an answer's frame shows first, then its journal is written (a localStorage write is a
 * synchronous JSON round trip of the persisted state). Without frames (a hidden tab), a timer.
 */
export const afterPaint: JournalScheduler = (write) => {
  if (typeof requestAnimationFrame === 'function' && document.visibilityState === 'visible') {
    requestAnimationFrame(() => setTimeout(write, 0));
  } else setTimeout(write, 0);
};

/** Every store's pending writes, flushed at once when the page is hidden or left (a closed tab keeps its answers). */
const pendingFlushes = new Set<() => void>();
let listening = false;
function flushOnLeave(flush: () => void) {
  pendingFlushes.add(flush);
  if (listening || typeof addEventListener !== 'function') return;
  listening = true;
  const flushAll = () => pendingFlushes.forEach((f) => f());
  addEventListener('pagehide', flushAll);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushAll();
  });
}

/**
 * Test journals kept in the session's persisted state under `userId:testCode` (the answers, deadline and pending
 * submission of an attempt; no secrets). Logout clears them with the rest of the persisted state.
 *
 * A save is written after the frame that shows the answer has painted (ADR 0119), and saves within one frame are
 * written once: only that test's entry changes, the other journals are kept as they are. A load sees the newest save
 * at once; hiding or leaving the page writes what is pending straight away. A save made under one session token is
 * never written under another: after a logout it is dropped, not brought back.
 */
export function createTestJournalStore(
  session: Pick<AppSession, 'persisted' | 'persist' | 'getToken'>,
  userId: number,
  schedule: JournalScheduler = afterPaint,
): TestJournalStore {
  const keyOf = (testCode: string) => `${userId}:${testCode}`;
  const read = (): Journals => {
    const stored = session.persisted(JOURNAL_SLICE);
    return isRecord(stored) ? stored : {};
  };
  const write = (journals: Journals) =>
    session.persist(JOURNAL_SLICE, Object.keys(journals).length > 0 ? journals : undefined);
  /** Saves not yet written, by key, with the session token they were made under. */
  const pending = new Map<string, { journal: TestJournal; token: string | null }>();
  let scheduled = false;
  const current = (key: string) => {
    const entry = pending.get(key);
    if (entry && entry.token !== session.getToken()) pending.delete(key);
    return pending.get(key)?.journal;
  };
  const flush = () => {
    scheduled = false;
    const token = session.getToken();
    const due = [...pending].filter(([, entry]) => entry.token === token);
    pending.clear();
    if (due.length === 0) return;
    const journals = read();
    for (const [key, { journal }] of due) journals[key] = journal;
    write(journals);
  };
  flushOnLeave(flush);
  return {
    load: (testCode) => {
      const journal = current(keyOf(testCode)) ?? read()[keyOf(testCode)];
      return isJournal(journal) && journal.testCode === testCode ? journal : null;
    },
    save: (journal) => {
      pending.set(keyOf(journal.testCode), { journal, token: session.getToken() });
      if (scheduled) return;
      scheduled = true;
      schedule(flush);
    },
    clear: (testCode) => {
      pending.delete(keyOf(testCode));
      const { [keyOf(testCode)]: _dropped, ...rest } = read();
      write(rest);
    },
  };
}
