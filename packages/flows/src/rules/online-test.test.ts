import type { TestTabType } from '@quest/api';
import { describe, expect, test } from 'vitest';
import {
  onlineTestButtons,
  testTabOfType,
  testTabType,
  type OnlineTestButton,
  type OnlineTestForButtons,
  type TestTab,
} from './online-test.ts';

describe('test tab type mapping', () => {
  test.each<[TestTab, TestTabType]>([
    ['Ongoing', 1],
    ['Upcoming', 2],
    ['Past', 3],
  ])('%s ↔ %d', (tab, type) => {
    expect(testTabType(tab)).toBe(type);
    expect(testTabOfType(type)).toBe(tab);
  });
});

const attempt = {
  attemptNumber: 1,
  marksObtained: 8,
  totalMarks: 10,
  skipQuestionCount: 0,
  rightAnswerCount: 8,
  wrongAnswerCount: 2,
  totalTimeConsume: 600,
} as unknown as OnlineTestForButtons['attemptList'][number];

interface Row {
  attempts?: boolean;
  solution?: boolean;
  diagnostic?: boolean;
  generated?: boolean;
}
const onlineTest = ({
  attempts = false,
  solution = false,
  diagnostic = false,
  generated = false,
}: Row): OnlineTestForButtons => ({
  attemptList: attempts ? [attempt] : [],
  isViewSolution: solution,
  isViewDiagnosticReport: diagnostic,
  isReportGenerated: generated,
});

const start: OnlineTestButton = { kind: 'start', label: 'Start Test' };
const upcoming: OnlineTestButton = { kind: 'upcoming', label: 'Upcoming' };
const notAttempted: OnlineTestButton = { kind: 'notAttempted', label: 'Not Attempted' };
const attempted: OnlineTestButton = { kind: 'attempted', label: 'Attempted Successfully' };
const viewReport: OnlineTestButton = { kind: 'viewReport', label: 'View Report' };
const download: OnlineTestButton = { kind: 'downloadReport', label: 'Download Report' };

describe('onlineTestButtons', () => {
  test.each<[string, TestTabType, Row, OnlineTestButton[]]>([
    ['Ongoing shows Start Test', 1, {}, [start]],
    ['Upcoming shows Upcoming', 2, {}, [upcoming]],
    [
      'Past without attempts shows Not Attempted',
      3,
      { solution: true, diagnostic: true, generated: true },
      [notAttempted],
    ],
    [
      'Past with attempts and the solution viewable shows Attempted Successfully',
      3,
      { attempts: true, solution: true },
      [attempted],
    ],
    ['Past with attempts but the solution hidden shows no status', 3, { attempts: true }, []],
    [
      'View Report when the diagnostic report is viewable and attempts exist',
      3,
      { attempts: true, solution: true, diagnostic: true },
      [attempted, viewReport],
    ],
    [
      'Download Report when the report is generated and attempts exist',
      3,
      { attempts: true, generated: true },
      [download],
    ],
    [
      'all buttons of a past attempted test',
      3,
      { attempts: true, solution: true, diagnostic: true, generated: true },
      [attempted, viewReport, download],
    ],
    ['no report buttons without attempts', 1, { diagnostic: true, generated: true }, [start]],
    [
      'an ongoing test already attempted also offers its reports',
      1,
      { attempts: true, diagnostic: true, generated: true },
      [start, viewReport, download],
    ],
  ])('%s', (_row, type, row, expected) => {
    expect(onlineTestButtons(onlineTest(row), type)).toEqual(expected);
  });
});
