import { describe, expect, test } from 'vitest';
import { missionTaskCount } from './mission-start-dialog';

describe('missionTaskCount', () => {
  test.each([
    [{ videos: 4, tests: 3, activities: 2, webContent: 1 }, 10],
    [{ videos: 0, tests: 0, activities: 0, webContent: 0 }, 0],
    [{ videos: 5, tests: 0, activities: 0, webContent: 0 }, 5],
    [{ videos: Number.NaN, tests: -2, activities: 1.7, webContent: 2 }, 3],
  ])('%o → %i tasks (videos + tests + activities + web content)', (counts, total) => {
    expect(missionTaskCount(counts)).toBe(total);
  });
});
