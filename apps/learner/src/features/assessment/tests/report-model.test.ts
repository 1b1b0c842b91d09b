import { describe, expect, test } from 'vitest';
import { ApiError } from '@quest/api';
import { makeQuestionAnalyses, makeQuestionAnalysis, makeTestDetail } from '@quest/api/mocks';
import {
  detailErrorText,
  detailStatus,
  difficultyOf,
  isNoReport,
  optionsOf,
  plainText,
  questionItem,
  readReportPlace,
  readTestId,
  reportHref,
  resultOf,
  selectedQuestionOf,
} from './report-model';

describe('the address of /report/{testId}', () => {
  test.each([
    ['601', 601],
    ['0', null],
    ['abc', null],
    [undefined, null],
  ])('test id %s → %s', (value, id) => expect(readTestId(value)).toBe(id));

  test('page and size round-trip; unknown sizes are 10', () => {
    const href = reportHref(601, { name: 'Quiz', page: 2, pageSize: 25 });
    expect(href).toBe('/report/601?name=Quiz&page=2&size=25');
    expect(readReportPlace(new URL(href, 'http://x.test').searchParams)).toEqual({
      page: 2,
      pageSize: 25,
      name: 'Quiz',
    });
    expect(readReportPlace(new URLSearchParams('size=7'))).toEqual({ page: 1, pageSize: 10, name: '' });
    expect(reportHref(601)).toBe('/report/601');
  });
});

describe('the detail panel (§8)', () => {
  test('a body status other than 200 fails with "Failed to fetch data"', () => {
    const detail = makeTestDetail({ status: 500 });
    expect(detailStatus('loaded', detail)).toBe('error');
    expect(detailErrorText(detail, undefined)).toBe('Failed to fetch data');
    expect(detailStatus('loaded', makeTestDetail())).toBe('ready');
  });

  test('an HTTP failure shows "Failed to fetch data"; no answer at all shows its own message', () => {
    expect(detailErrorText(undefined, new ApiError('Server said no', 'server', 500))).toBe(
      'Failed to fetch data',
    );
    expect(detailErrorText(undefined, new ApiError('You are offline.', 'network'))).toBe('You are offline.');
  });
});

describe('question rows', () => {
  test('plain text drops markup and decodes entities', () => {
    expect(plainText('<p>2 &lt; 3 &amp;&nbsp;<b>x</b></p>')).toBe('2 < 3 & x');
  });

  test('an image-only question is an image question', () => {
    const row = questionItem(
      makeQuestionAnalysis({
        questionDetail: { QuestionText: '<p><img src="q.png" alt=""></p>', Answer: '1', Options: '{}' },
      }),
    );
    expect(row.image).toBe(true);
  });

  test.each([
    [{ '1': 'Low' } as const, 1],
    [{ '3': 'High' } as const, 3],
    [{}, 1],
  ])('difficulty %o → %s', (level, want) => expect(difficultyOf(level)).toBe(want));

  test.each([
    [null, 'unanswered'],
    [{ selected_answer: '', is_correct: false, duration: 0 }, 'unanswered'],
    [{ selected_answer: '1', is_correct: true, duration: 3 }, 'correct'],
    [{ selected_answer: '2', is_correct: false, duration: 3 }, 'incorrect'],
  ] as const)('performance %o → %s', (performance, want) => expect(resultOf(performance)).toBe(want));

  test('options mark the correct answer and the choice; bad JSON gives none', () => {
    const question = makeQuestionAnalysis();
    expect(optionsOf(question).filter((o) => o.correct || o.selected)).toEqual([
      { id: '502011', html: String.raw`\(\mathrm{CO_2}\)`, correct: true, selected: true },
    ]);
    expect(
      optionsOf(
        makeQuestionAnalysis({ questionDetail: { ...question.questionDetail, Options: 'not json' } }),
      ),
    ).toEqual([]);
  });

  test('the selected question is numbered in test order', () => {
    const list = makeQuestionAnalyses();
    expect(selectedQuestionOf(list, list[1]!.question_id)?.questionNumber).toBe(2);
    expect(selectedQuestionOf(list, 'missing')).toBeNull();
    expect(selectedQuestionOf(list, null)).toBeNull();
  });
});

describe('the no-report state (ADR 0115)', () => {
  const notFound = new ApiError('There is no report yet: this test has not been attempted.', 'server', 404);
  const noRows = makeTestDetail({ data: [], totalRecords: 0 });

  test('analyses answering 404 and a detail without a row of the student: no report', () => {
    expect(isNoReport([notFound, notFound, notFound, notFound], noRows)).toBe(true);
    // The detail may still be on its way: the analyses' 404 decides.
    expect(isNoReport([notFound, undefined, undefined, undefined], undefined)).toBe(true);
  });

  test('a detail row of the student is a report, whatever the analyses answered', () => {
    expect(isNoReport([notFound, notFound, notFound, notFound], makeTestDetail())).toBe(false);
  });

  test('other failures stay failures (500, offline), and no failure is no no-report', () => {
    expect(isNoReport([new ApiError('Server error', 'server', 500)], noRows)).toBe(false);
    expect(isNoReport([new ApiError('You are offline.', 'network')], noRows)).toBe(false);
    expect(isNoReport([new Error('404')], noRows)).toBe(false);
    expect(isNoReport([undefined, undefined, undefined, undefined], noRows)).toBe(false);
  });
});
