import { describe, expect, test } from 'vitest';
import {
  commonPasswordCount,
  isCommonPassword,
  passwordProblem,
  passwordRule,
  passwordRuleChecks,
  passwordRuleTexts,
} from './password-rule.ts';

describe('the new-password rule (issue 22, ADR 0101)', () => {
  test.each([
    ['', passwordRuleTexts.tooShort],
    ['abc', passwordRuleTexts.tooShort],
    ['Zx9!kq2', passwordRuleTexts.tooShort],
    ['password', passwordRuleTexts.tooCommon],
    ['password1', passwordRuleTexts.tooCommon],
    ['password123', passwordRuleTexts.tooCommon],
    ['12345678', passwordRuleTexts.tooCommon],
    ['123456789', passwordRuleTexts.tooCommon],
    ['qwertyuiop', passwordRuleTexts.tooCommon],
    ['iloveyou', passwordRuleTexts.tooCommon],
    ['india123', passwordRuleTexts.tooCommon],
    ['1q2w3e4r', passwordRuleTexts.tooCommon],
    ['1qaz2wsx', passwordRuleTexts.tooCommon],
  ])('%j is refused: %s', (password, message) => {
    expect(passwordProblem(password)).toBe(message);
  });

  test('the common list is compared without case', () => {
    expect(isCommonPassword('PassWord123')).toBe(true);
    expect(isCommonPassword('QWERTYUIOP')).toBe(true);
    expect(isCommonPassword('  password123 ')).toBe(true);
    expect(passwordProblem('IloveIndia')).toBe(passwordRuleTexts.tooCommon);
  });

  test.each(['Demo@123', 'Tiger#Lotus42', 'correct horse battery', 'mango-river-9'])(
    '%j is accepted',
    (password) => {
      expect(passwordProblem(password)).toBeUndefined();
    },
  );

  test("the demo accounts' Demo@123 is not on the common list (they also never meet the rule at sign-in)", () => {
    expect(isCommonPassword('Demo@123')).toBe(false);
  });

  test('the messages the student reads', () => {
    expect(passwordRuleTexts.tooShort).toBe('Password must be at least 8 characters');
    expect(passwordRuleTexts.tooCommon).toBe('This password is too common. Choose another');
    expect(passwordRule.minLength).toBe(8);
  });

  test('the hint: nothing typed meets nothing; then length and "not common" separately', () => {
    const met = (password: string) => passwordRuleChecks(password).map((c) => [c.id, c.met]);
    expect(met('')).toEqual([
      ['length', false],
      ['common', false],
    ]);
    expect(met('abc')).toEqual([
      ['length', false],
      ['common', true],
    ]);
    expect(met('password123')).toEqual([
      ['length', true],
      ['common', false],
    ]);
    expect(met('Tiger#Lotus42')).toEqual([
      ['length', true],
      ['common', true],
    ]);
    expect(passwordRuleChecks('').map((c) => c.label)).toEqual([
      'At least 8 characters',
      'Not a common password',
    ]);
  });

  test('the list stays small: a few hundred entries (about 2 KB gzipped; ADR 0101)', () => {
    expect(commonPasswordCount()).toBeGreaterThan(300);
    expect(commonPasswordCount()).toBeLessThan(800);
  });
});
