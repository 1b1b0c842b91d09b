import { describe, expect, test } from 'vitest';
import { digitsOnly, mobileDigits } from './digits';

describe('digitsOnly', () => {
  test.each([
    ['123456', 6, '123456'],
    ['1234567', 6, '123456'],
    ['12a3b4', 6, '1234'],
    ['-12', 6, '12'],
    ['1.5e3', 10, '153'],
    ['abc', 10, ''],
    ['', 10, ''],
    ['12345678901234', 10, '1234567890'],
    ['560 001', 6, '560001'],
  ])('%j capped at %i → %j', (raw, max, expected) => {
    expect(digitsOnly(raw, max)).toBe(expected);
  });
});

describe('mobileDigits', () => {
  test.each([
    ['9876543210', '9876543210'],
    ['98765432101', '9876543210'],
    ['98765a', '98765'],
    ['-98765', '98765'],
    ['+91 98765 43210', '9876543210'],
    ['+919876543210', '9876543210'],
    ['91 98765 43210', '9198765432'],
    ['+91 98765', '98765'],
    ['', ''],
  ])('%j → %j', (raw, expected) => {
    expect(mobileDigits(raw)).toBe(expected);
  });
});
