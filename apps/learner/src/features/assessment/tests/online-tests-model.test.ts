import { describe, expect, test } from 'vitest';
import type { OnlineTest, TestAttemptSummary } from '@quest/api';
import { makeOnlineTest, makeTestAttemptSummary } from '@quest/api/mocks';
import {
  externalTestPage,
  externalTestSrc,
  onlineTestCardRule,
  onlineTestHref,
  readOnlineTestPlace,
  readTestsPlace,
  testsHref,
} from './online-tests-model';

const attempted = [makeTestAttemptSummary()];

describe('the tab and page of /assessment-tests', () => {
  test.each([
    ['', { tab: 'ongoing', page: 1 }],
    ['tab=past&page=2', { tab: 'past', page: 2 }],
    ['tab=upcoming&page=0', { tab: 'upcoming', page: 1 }],
    ['tab=other&page=-3', { tab: 'ongoing', page: 1 }],
    ['tab=past&page=1.5', { tab: 'past', page: 1 }],
  ])('?%s reads as %o', (query, place) => {
    expect(readTestsPlace(new URLSearchParams(query))).toEqual(place);
  });

  test('the address keeps tab and page', () => {
    expect(testsHref({ tab: 'past', page: 2 })).toBe('/assessment-tests?tab=past&page=2');
  });
});

describe('online-test card rules (§2.11)', () => {
  type Flags = Pick<OnlineTest, 'isViewSolution' | 'isViewDiagnosticReport' | 'isReportGenerated'> & {
    attemptList: readonly TestAttemptSummary[];
  };
  const rule = (flags: Flags, type: 1 | 2 | 3) =>
    onlineTestCardRule(makeOnlineTest({ ...flags, attemptList: [...flags.attemptList] }), type);
  const none = { isViewSolution: false, isViewDiagnosticReport: false, isReportGenerated: false };
  const all = { isViewSolution: true, isViewDiagnosticReport: true, isReportGenerated: true };

  test.each([
    ['Ongoing', { ...none, attemptList: [] }, 1, 'start', false, false, false],
    ['Upcoming', { ...none, attemptList: [] }, 2, 'upcoming', false, false, false],
    ['Past, no attempts, every flag', { ...all, attemptList: [] }, 3, 'not-attempted', false, false, false],
    ['Past, attempted, every flag', { ...all, attemptList: attempted }, 3, 'attempted', true, true, true],
    [
      'Past, attempted, solution hidden',
      { ...all, isViewSolution: false, attemptList: attempted },
      3,
      null,
      true,
      true,
      true,
    ],
    [
      'Past, attempted, only the PDF',
      { ...none, isReportGenerated: true, attemptList: attempted },
      3,
      null,
      false,
      true,
      true,
    ],
  ] as const)('%s', (_, test, type, status, view, download, analysis) => {
    expect(rule(test, type)).toEqual({
      status,
      showViewReport: view,
      showDownloadReport: download,
      showAnalysis: analysis,
    });
  });
});

describe('/online-test', () => {
  test('its address names the assignment, the name and the view, never a token', () => {
    const href = onlineTestHref({ osaid: 7001, name: 'Fractions & more', view: 'report' });
    expect(href).toBe('/online-test?osaid=7001&name=Fractions+%26+more&view=report');
    expect(readOnlineTestPlace(new URL(href, 'http://app.test').searchParams)).toEqual({
      osaid: 7001,
      name: 'Fractions & more',
      view: 'report',
    });
  });

  test.each(['', 'osaid=0', 'osaid=abc', 'osaid=-1'])('?%s names no assignment', (query) => {
    expect(readOnlineTestPlace(new URLSearchParams(query))).toBeNull();
  });

  test('the page: the build setting, else the content origin on a loopback app, else none', () => {
    const loopback = { protocol: 'http:', hostname: '127.0.0.1', port: '8080' };
    expect(externalTestPage({ VITE_EXTERNAL_TEST_URL: 'https://tests.example/run' }, loopback)?.href).toBe(
      'https://tests.example/run',
    );
    expect(externalTestPage({}, loopback)?.href).toBe('http://127.0.0.1:8081/pages/external-test.html');
    expect(externalTestPage({}, { protocol: 'https:', hostname: 'quest.example', port: '' })).toBeNull();
    expect(externalTestPage({ VITE_EXTERNAL_TEST_URL: 'javascript:alert(1)' }, loopback)).toBeNull();
  });

  test('the frame address carries token, osaid, type web and the app origin', () => {
    const src = externalTestSrc(
      new URL('http://127.0.0.1:8081/pages/external-test.html'),
      'tok-en_1',
      { osaid: 7001, name: 'Quiz', view: 'test' },
      'http://127.0.0.1:8080',
    );
    expect(src).toBe(
      'http://127.0.0.1:8081/pages/external-test.html?token=tok-en_1&osaid=7001&type=web&origin=http%3A%2F%2F127.0.0.1%3A8080',
    );
  });
});
