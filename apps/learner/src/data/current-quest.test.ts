import { describe, expect, test } from 'vitest';
import { userInfoSchema } from '@quest/api';
import { makeCurrentUserQuest, makeUserInfo } from '@quest/api/mocks';
import { pickCurrentQuest } from './current-quest';

const twoQuests = userInfoSchema.parse(
  makeUserInfo({
    lastQuestAccessed: 102,
    userQuestList: [
      makeCurrentUserQuest(),
      makeCurrentUserQuest({ questId: 102, questName: 'Spectrum Olympiad Prep' }),
    ],
  }),
);

describe('the current quest (ADR 0047)', () => {
  test.each([
    ['a quest chosen in the address wins', '101', 101],
    ['otherwise lastQuestAccessed', null, 102],
    ['a chosen quest the student does not hold is ignored', '999', 102],
    ['a chosen value that is not a number is ignored', 'abc', 102],
  ])('%s', (_, chosen, expected) => {
    expect(pickCurrentQuest(twoQuests, chosen)?.questId).toEqual(expected);
  });

  test('without lastQuestAccessed in the list, the first held quest; none when the list is empty', () => {
    expect(pickCurrentQuest({ ...twoQuests, lastQuestAccessed: 555 }, null)?.questId).toEqual(101);
    expect(pickCurrentQuest({ ...twoQuests, lastQuestAccessed: null }, null)?.questId).toEqual(101);
    expect(pickCurrentQuest({ ...twoQuests, userQuestList: [] }, null)).toEqual(null);
  });
});
