import { describe, expect, test } from 'vitest';
import { FormFieldError, fromFormEntries } from './form-data.ts';
import {
  dbInt,
  idParam,
  idString,
  istTimestamp,
  MAX_DB_INT,
  multilineText,
  numericString,
  plainText,
  positiveId,
} from './schema.ts';

/** The messages a refused value gets, joined. */
const refusal = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? 'accepted' : result.error!.issues.map((issue) => issue.message).join('; ');

describe('ids are bounded to the database integer range (ADR 0104)', () => {
  test.each([0, 1, '1', MAX_DB_INT, String(MAX_DB_INT)])('idParam accepts %s', (value) => {
    expect(idParam.parse(value)).toBe(Number(value));
  });

  test.each([
    2 ** 31,
    String(2 ** 31),
    '9223372036854775808',
    -1,
    '-1',
    1.5,
    '1.5',
    '1e5',
    1e308,
    '',
    null,
    true,
    [1],
    { a: 1 },
  ])('idParam refuses %s with one message', (value) => {
    expect(refusal(idParam.safeParse(value))).toBe(`must be a whole number from 0 to ${MAX_DB_INT}`);
  });

  test('dbInt, positiveId and idString keep to 0 (1) … 2^31 - 1', () => {
    expect(dbInt.safeParse(MAX_DB_INT).success).toBe(true);
    expect(dbInt.safeParse(MAX_DB_INT + 1).success).toBe(false);
    expect(positiveId.safeParse(0).success).toBe(false);
    expect(positiveId.safeParse(MAX_DB_INT).success).toBe(true);
    expect(idString.safeParse(String(MAX_DB_INT)).success).toBe(true);
    expect(idString.safeParse('2147483648').success).toBe(false);
    expect(idString.safeParse('99999999999').success).toBe(false);
  });

  test('numericString is exact as a JS number: at most 15 digits and 6 decimals', () => {
    expect(numericString.safeParse('123456789012345.123456').success).toBe(true);
    expect(numericString.safeParse('1234567890123456').success).toBe(false);
    expect(numericString.safeParse('1.1234567').success).toBe(false);
    expect(numericString.safeParse('1e5').success).toBe(false);
  });
});

describe('free text refuses control characters', () => {
  test.each(['a\u0000b', 'a\u0007b', 'a\u001bb', 'a\u007fb', 'a\nb', 'a\tb'])(
    'plainText refuses %j',
    (value) => {
      expect(refusal(plainText.safeParse(value))).toBe('must not contain control characters');
    },
  );

  test('multi-line text keeps tab, newline and carriage return, and refuses the rest', () => {
    expect(multilineText.safeParse('line 1\r\n\tline 2').success).toBe(true);
    expect(refusal(multilineText.safeParse('a\u0000b'))).toBe('must not contain control characters');
    expect(multilineText.safeParse('a\u000bb').success).toBe(false);
  });

  test('plain text keeps letters of every script, emoji and punctuation', () => {
    expect(plainText.safeParse('आरव O’Brien — 5 ⭐').success).toBe(true);
  });

  test('limits chain after the refinement', () => {
    expect(plainText.max(3).safeParse('abcd').success).toBe(false);
    expect(plainText.max(3).safeParse('a\u0000').success).toBe(false);
  });
});

describe('fromFormEntries refuses field names it cannot take apart safely', () => {
  test.each([
    ['__proto__.polluted', 'not a field name'],
    ['constructor.prototype.polluted', 'not a field name'],
    ['attachmentList[100000000].fileName', 'past the last allowed'],
    ['a.b.c.d.e', 'nested too deeply'],
  ])('%s', (key, message) => {
    expect(() => fromFormEntries([[key, 'x']])).toThrow(FormFieldError);
    expect(() => fromFormEntries([[key, 'x']])).toThrow(message);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  test('a scalar followed by a path under it is replaced, not written onto a string', () => {
    expect(
      fromFormEntries([
        ['x', '1'],
        ['x.y', '2'],
      ]),
    ).toEqual({ x: { y: '2' } });
  });

  test('ordinary lists still parse', () => {
    expect(fromFormEntries([['attachmentList[4].fileName', 'a.png']])).toEqual({
      attachmentList: [undefined, undefined, undefined, undefined, { fileName: 'a.png' }],
    });
  });
});

describe('IST timestamps are real moments', () => {
  test.each(['2026-02-28 23:59:59', '2024-02-29 00:00:00'])('accepts %s', (value) => {
    expect(istTimestamp.safeParse(value).success).toBe(true);
  });
  test.each(['2026-02-29 10:00:00', '2026-13-45 25:61:99', '0000-00-00 00:00:00', '2026-01-01 24:00:00'])(
    'refuses %s',
    (value) => {
      expect(refusal(istTimestamp.safeParse(value))).toBe(
        'must be a real date and time (YYYY-MM-DD HH:mm:ss)',
      );
    },
  );
});
