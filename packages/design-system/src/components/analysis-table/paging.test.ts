import { describe, expect, test } from 'vitest';
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS, pageWindow, showsPaging } from './paging';

describe('pageWindow', () => {
  test.each([
    // total, page, size → page, pageCount, start, end
    [27, 1, 10, { page: 1, pageCount: 3, start: 0, end: 10 }],
    [27, 2, 10, { page: 2, pageCount: 3, start: 10, end: 20 }],
    [27, 3, 10, { page: 3, pageCount: 3, start: 20, end: 27 }],
    [27, 1, 25, { page: 1, pageCount: 2, start: 0, end: 25 }],
    [27, 2, 25, { page: 2, pageCount: 2, start: 25, end: 27 }],
    [27, 6, 5, { page: 6, pageCount: 6, start: 25, end: 27 }],
    [10, 1, 10, { page: 1, pageCount: 1, start: 0, end: 10 }],
    [11, 2, 10, { page: 2, pageCount: 2, start: 10, end: 11 }],
  ])('%i rows, page %i of %i a page', (total, page, size, expected) => {
    expect(pageWindow(total, page, size)).toEqual(expected);
  });

  test('a page past the end shows the last page (rows went away, or the page size grew)', () => {
    expect(pageWindow(27, 6, 10)).toEqual({ page: 3, pageCount: 3, start: 20, end: 27 });
  });

  test('a page before the first shows the first', () => {
    expect(pageWindow(27, 0, 10)).toEqual({ page: 1, pageCount: 3, start: 0, end: 10 });
    expect(pageWindow(27, Number.NaN, 10)).toEqual({ page: 1, pageCount: 3, start: 0, end: 10 });
  });

  test('no rows is one empty page', () => {
    expect(pageWindow(0, 1, 10)).toEqual({ page: 1, pageCount: 1, start: 0, end: 0 });
  });

  test('a page size below 1 falls back to the default', () => {
    expect(pageWindow(27, 1, 0)).toEqual({ page: 1, pageCount: 3, start: 0, end: 10 });
  });
});

describe('showsPaging', () => {
  test.each([
    [0, false],
    [5, false],
    [6, true],
    [27, true],
  ])('%i rows → %s', (total, expected) => {
    expect(showsPaging(total)).toBe(expected);
  });

  test('the numbers of the spec', () => {
    expect([DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS]).toEqual([10, [5, 10, 25]]);
  });
});
