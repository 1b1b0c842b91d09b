import { describe, expect, test } from 'vitest';
import { hasMath, splitMath } from './math-delimiters';

const raw = String.raw;

describe('splitMath', () => {
  test('Scenario: text without formulas is one plain run', () => {
    expect(splitMath('It costs $5 and $6.')).toEqual([{ kind: 'text', text: 'It costs $5 and $6.' }]);
  });

  test.each([
    [raw`\(x^2\)`, 'x^2', false],
    [raw`\[x^2\]`, 'x^2', true],
    ['$$x^2$$', 'x^2', true],
  ])('Scenario: %s is one formula', (source, tex, display) => {
    expect(splitMath(source)).toEqual([{ kind: 'math', tex, display, source }]);
  });

  test('Scenario: text around and between formulas is kept exactly', () => {
    expect(splitMath(raw`Area \(\pi r^2\), and $$a+b$$ end`)).toEqual([
      { kind: 'text', text: 'Area ' },
      { kind: 'math', tex: raw`\pi r^2`, display: false, source: raw`\(\pi r^2\)` },
      { kind: 'text', text: ', and ' },
      { kind: 'math', tex: 'a+b', display: true, source: '$$a+b$$' },
      { kind: 'text', text: ' end' },
    ]);
  });

  test('Scenario: the earliest opener wins and its own closer ends it', () => {
    expect(splitMath(raw`\(a \[ b\) c \]`)).toEqual([
      { kind: 'math', tex: raw`a \[ b`, display: false, source: raw`\(a \[ b\)` },
      { kind: 'text', text: raw` c \]` },
    ]);
  });

  test('Scenario: an opener without a closer stays text, later formulas still render', () => {
    expect(splitMath(raw`\(open and \[x\]`)).toEqual([
      { kind: 'text', text: raw`\(open and ` },
      { kind: 'math', tex: 'x', display: true, source: raw`\[x\]` },
    ]);
  });

  test('Scenario: an escaped backslash is not a delimiter', () => {
    expect(hasMath(raw`a \\(b\\) c`)).toBe(false);
    expect(splitMath(raw`\(a \\\)`)).toEqual([
      { kind: 'math', tex: raw`a \\`, display: false, source: raw`\(a \\\)` },
    ]);
  });

  test('Scenario: an empty formula is plain text', () => {
    expect(splitMath(raw`\( \) and $$$$`)).toEqual([{ kind: 'text', text: raw`\( \) and $$$$` }]);
  });

  test('Scenario: line breaks inside display math are kept', () => {
    expect(splitMath('$$a\n= b$$')[0]).toMatchObject({ kind: 'math', tex: 'a\n= b' });
  });
});
