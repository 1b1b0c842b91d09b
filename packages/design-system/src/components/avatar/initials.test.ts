import { expect, test } from 'vitest';
import { initialsOf } from './initials';

test.each([
  ['Asha Verma', 'AV'],
  ['asha', 'A'],
  ['  Rahul   Kumar  Singh ', 'RS'],
  ['', ''],
  [null, ''],
  [undefined, ''],
  ['अनिल कुमार', 'अक'],
  ['😀 Smile', '😀S'],
])('%j → %j', (name, expected) => {
  expect(initialsOf(name)).toBe(expected);
});
