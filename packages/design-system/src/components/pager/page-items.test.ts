import { describe, expect, test } from 'vitest';
import { pageCountOf, pageItems } from './page-items';

describe('pageItems', () => {
  test.each([
    [1, 0, []],
    [1, 1, [1]],
    [1, 2, [1, 2]],
    [2, 5, [1, 2, 3, 4, 5]],
    [1, 7, [1, 2, 'gap', 7]],
    [3, 7, [1, 2, 3, 4, 'gap', 7]],
    [4, 7, [1, 2, 3, 4, 5, 6, 7]],
    [5, 7, [1, 'gap', 4, 5, 6, 7]],
    [7, 7, [1, 'gap', 6, 7]],
    [10, 20, [1, 'gap', 9, 10, 11, 'gap', 20]],
    [20, 20, [1, 'gap', 19, 20]],
    [99, 20, [1, 'gap', 19, 20]],
    [0, 20, [1, 2, 'gap', 20]],
  ])('page %i of %i → %j', (page, count, expected) => {
    expect(pageItems(page, count)).toEqual(expected);
  });

  test('never lists a page twice and always includes the current, first and last', () => {
    for (let count = 1; count <= 30; count += 1) {
      for (let page = 1; page <= count; page += 1) {
        const numbers = pageItems(page, count).filter((i): i is number => i !== 'gap');
        expect(new Set(numbers).size).toBe(numbers.length);
        expect(numbers).toContain(page);
        expect(numbers[0]).toBe(1);
        expect(numbers.at(-1)).toBe(count);
        expect([...numbers].sort((a, b) => a - b)).toEqual(numbers);
      }
    }
  });

  test('two siblings each side', () => {
    expect(pageItems(10, 20, 2)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 20]);
  });
});

describe('pageCountOf', () => {
  test.each([
    [0, 10, 1],
    [1, 10, 1],
    [10, 10, 1],
    [11, 10, 2],
    [26, 25, 2],
    [100, 5, 20],
    [Number.NaN, 10, 1],
  ])('%i rows at %i a page → %i pages', (total, size, expected) => {
    expect(pageCountOf(total, size)).toBe(expected);
  });
});
