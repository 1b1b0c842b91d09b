import { describe, expect, test } from 'vitest';
import { lengthMessage, minLengthMessage } from './messages';

describe('lengthMessage', () => {
  test.each([
    [50, 'Length should be less than 50 characters'],
    [6, 'Length should be less than 6 characters'],
    [10, 'Length should be less than 10 characters'],
  ])('%i → %s', (max, expected) => {
    expect(lengthMessage(max)).toBe(expected);
  });
});

describe('minLengthMessage', () => {
  test.each([
    ['Password', 3, 'Password must be at least 3 characters'],
    ['Name', 2, 'Name must be at least 2 characters'],
    ['New Password', 3, 'New Password must be at least 3 characters'],
  ])('%s, %i → %s', (field, min, expected) => {
    expect(minLengthMessage(field, min)).toBe(expected);
  });
});
