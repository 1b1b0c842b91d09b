import { describe, expect, test, vi } from 'vitest';
import type { TestJournal } from '@quest/flows';
import { createAppSession, memoryStorages } from '../../../platform/session';
import {
  assessmentHref,
  instructionOpensResult,
  isBeginState,
  isRetakeState,
  leaveHref,
  readTestPlace,
  testCodeOf,
} from './runner-model';
import { createTestJournalStore, JOURNAL_SLICE } from './test-journal';

const place = { questId: 101, missionId: 1011, operationId: 10111, contentId: 201005 };

describe('runner model', () => {
  test.each([
    ['questId=101&missionId=1011&operationId=10111&contentId=201005&testCode=QT-FRAC-06', 'QT-FRAC-06'],
    ['questId=101&missionId=1011&contentId=201005', undefined],
    ['questId=101&missionId=1011&testCode=bad%20code', undefined],
  ])('Scenario: the address %s names test %s', (search, testCode) => {
    expect(readTestPlace(new URLSearchParams(search)).testCode).toBe(testCode);
  });

  test('Scenario: the address wins over the content; a content without a test has none', () => {
    expect(testCodeOf({ testCode: 'QT-QUICK-06' }, { testCode: 'QT-FRAC-06' })).toBe('QT-QUICK-06');
    expect(testCodeOf({}, { testCode: 'QT-FRAC-06' })).toBe('QT-FRAC-06');
    expect(testCodeOf({}, { testCode: null })).toBeUndefined();
    expect(testCodeOf({}, undefined)).toBeUndefined();
  });

  test('Scenario: a test taken before opens on its result, unless the student came from Retake', () => {
    expect(instructionOpensResult({ testAttemptCount: 1 }, null)).toBe(true);
    expect(instructionOpensResult({ testAttemptCount: 3 }, { begin: true })).toBe(true);
    expect(instructionOpensResult({ testAttemptCount: 1 }, { retake: true })).toBe(false);
    expect(instructionOpensResult({ testAttemptCount: 0 }, null)).toBe(false);
    expect(instructionOpensResult(undefined, null)).toBe(false);
    expect([isRetakeState({ retake: true }), isRetakeState({ retake: 'yes' }), isRetakeState(null)]).toEqual([
      true,
      false,
      false,
    ]);
  });

  test('Scenario: Begin Test keeps the place; Close goes to /topics on small screens, else /task', () => {
    expect(assessmentHref(place, 'QT-FRAC-06')).toBe(
      '/assessment?questId=101&missionId=1011&operationId=10111&contentId=201005&testCode=QT-FRAC-06',
    );
    expect(leaveHref(place, true)).toBe('/topics?questId=101&missionId=1011&operationId=10111');
    expect(leaveHref(place, false)).toBe('/task?questId=101&missionId=1011&operationId=10111');
    expect(leaveHref({ contentId: 1 }, true)).toBe('/home');
  });

  test('Scenario: only { begin: true } begins an attempt', () => {
    expect(isBeginState({ begin: true })).toBe(true);
    expect([null, undefined, {}, { begin: 'true' }].map(isBeginState)).toEqual([false, false, false, false]);
  });
});

const journal = (testCode: string, overrides: Partial<TestJournal> = {}): TestJournal => ({
  testCode,
  attemptToken: 'token-1',
  deadline: '2026-01-12T05:20:00.000Z',
  clockOffsetMs: 0,
  durationSeconds: 1200,
  idempotencyKey: 'key-1',
  answers: { 50101: [501011] },
  flagged: [],
  timeSpent: { 50101: 4 },
  currentIndex: 0,
  submission: null,
  ...overrides,
});

describe('test journal', () => {
  test('Scenario: journals are kept per student and test, and cleared one at a time', () => {
    const storages = memoryStorages();
    const session = createAppSession(storages);
    const aarav = createTestJournalStore(session, 7);
    const diya = createTestJournalStore(session, 8);
    aarav.save(journal('QT-FRAC-06'));
    aarav.save(journal('QT-SCI-06'));

    expect(aarav.load('QT-FRAC-06')).toEqual(journal('QT-FRAC-06'));
    expect(diya.load('QT-FRAC-06')).toBeNull();
    aarav.clear('QT-FRAC-06');
    expect(aarav.load('QT-FRAC-06')).toBeNull();
    expect(aarav.load('QT-SCI-06')).toEqual(journal('QT-SCI-06'));
    aarav.clear('QT-SCI-06');
    expect(session.persisted(JOURNAL_SLICE)).toBeUndefined();
  });

  test('Scenario: a damaged copy is dropped, and logout clears every journal', () => {
    const session = createAppSession(memoryStorages());
    session.start({ token: 'session-1' });
    const store = createTestJournalStore(session, 7);
    session.persist(JOURNAL_SLICE, { '7:QT-FRAC-06': { testCode: 'QT-FRAC-06', answers: 'oops' } });
    expect(store.load('QT-FRAC-06')).toBeNull();
    store.save(journal('QT-FRAC-06'));
    session.clear();
    expect(store.load('QT-FRAC-06')).toBeNull();
  });

  test('Scenario: answers are written after the frame paints, once per frame, only the test entry changing', () => {
    const session = createAppSession(memoryStorages());
    session.start({ token: 'session-1' });
    const frames: (() => void)[] = [];
    const store = createTestJournalStore(session, 7, (write) => frames.push(write));
    session.persist(JOURNAL_SLICE, { '7:QT-SCI-06': journal('QT-SCI-06') });
    const persist = vi.spyOn(session, 'persist');

    store.save(journal('QT-FRAC-06', { answers: { 50101: [501011] } }));
    store.save(journal('QT-FRAC-06', { answers: { 50101: [501012] }, currentIndex: 1 }));
    // Nothing written while the answer's frame is on its way; the newest answer is already what a load sees.
    expect(persist).not.toHaveBeenCalled();
    expect(store.load('QT-FRAC-06')?.answers).toEqual({ 50101: [501012] });
    expect(frames).toHaveLength(1);

    frames.shift()!();
    expect(persist).toHaveBeenCalledOnce();
    expect(session.persisted(JOURNAL_SLICE)).toEqual({
      '7:QT-SCI-06': journal('QT-SCI-06'),
      '7:QT-FRAC-06': journal('QT-FRAC-06', { answers: { 50101: [501012] }, currentIndex: 1 }),
    });
  });

  test('Scenario: an answer still on its way at logout is never written afterwards', () => {
    const session = createAppSession(memoryStorages());
    session.start({ token: 'session-1' });
    const frames: (() => void)[] = [];
    const store = createTestJournalStore(session, 7, (write) => frames.push(write));
    store.save(journal('QT-FRAC-06'));
    session.clear();
    session.start({ token: 'session-2' });
    frames.shift()!();
    expect(session.persisted(JOURNAL_SLICE)).toBeUndefined();
    expect(store.load('QT-FRAC-06')).toBeNull();
  });
});
