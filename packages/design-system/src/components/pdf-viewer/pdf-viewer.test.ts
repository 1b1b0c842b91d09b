import { describe, expect, test } from 'vitest';
import { PDF_ZOOM_INITIAL, clampInitialPage, resolvePageInput, zoomIn, zoomOut } from './pdf-viewer-rules';

describe('zoom: step 0.5, kept above 0.5 and below 4', () => {
  test.each([
    [1, 1.5],
    [1.5, 2],
    [2.5, 3],
    [3, 3.5],
    [3.5, null],
  ])('zoom in from %s → %s', (from, to) => {
    expect(zoomIn(from)).toBe(to);
  });

  test.each([
    [3.5, 3],
    [2, 1.5],
    [1.5, 1],
    [1, null],
  ])('zoom out from %s → %s', (from, to) => {
    expect(zoomOut(from)).toBe(to);
  });

  test('Scenario: pressing zoom in until it is disabled visits 1 → 3.5, and zoom out comes back to 1', () => {
    const visited = [PDF_ZOOM_INITIAL];
    for (let z = zoomIn(PDF_ZOOM_INITIAL); z !== null; z = zoomIn(z)) visited.push(z);
    expect(visited).toEqual([1, 1.5, 2, 2.5, 3, 3.5]);
    const back = [3.5];
    for (let z = zoomOut(3.5); z !== null; z = zoomOut(z)) back.push(z);
    expect(back).toEqual([3.5, 3, 2.5, 2, 1.5, 1]);
  });
});

describe('page input: 1 to the total on Enter, otherwise 1', () => {
  test.each([
    ['2', 6, 2],
    ['6', 6, 6],
    [' 3 ', 6, 3],
    ['03', 6, 3],
    ['1', 1, 1],
    ['0', 6, 1],
    ['7', 6, 1],
    ['-2', 6, 1],
    ['2.5', 6, 1],
    ['1e1', 6, 1],
    ['abc', 6, 1],
    ['', 6, 1],
    ['99999999999999999999', 6, 1],
    // A Hindi (Devanagari) or Bengali keyboard's digits.
    ['३', 6, 3],
    ['৫', 6, 5],
    ['९', 6, 1],
  ])('%j of %s pages → page %s', (text, total, page) => {
    expect(resolvePageInput(text, total)).toBe(page);
  });
});

describe('starting page', () => {
  test.each([
    [undefined, 6, 1],
    [3, 6, 3],
    [6, 6, 6],
    [7, 6, 1],
    [0, 6, 1],
    [2.5, 6, 1],
    [Number.NaN, 6, 1],
  ])('%s of %s pages → %s', (page, total, expected) => {
    expect(clampInitialPage(page, total)).toBe(expected);
  });
});
