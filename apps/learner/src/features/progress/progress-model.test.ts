import { describe, expect, test } from 'vitest';
import { makeMissionProgress, makeOperationProgress, makeUserProgress } from '@quest/api/mocks';
import { progressCharts } from './progress-model';

const progress = makeUserProgress({
  quest: {
    ...makeUserProgress().quest,
    progress: 33.33,
    kindProgress: { Watch: 66.67, Think: 12.5, Solve: 0, Play: 100 },
  },
  missions: [
    makeMissionProgress({ missionId: 1011, missionDisplayName: 'Mathematics', progress: 55.56 }),
    makeMissionProgress({ missionId: 1012, missionDisplayName: 'Science', progress: 0 }),
  ],
  operations: [
    makeOperationProgress({
      operationId: 10112,
      missionId: 1011,
      operationDisplayName: 'Decimals',
      sequenceNo: 2,
      progress: 0,
    }),
    makeOperationProgress({
      operationId: 10121,
      missionId: 1012,
      operationDisplayName: 'Light',
      sequenceNo: 1,
      progress: 20,
    }),
    makeOperationProgress({
      operationId: 10111,
      missionId: 1011,
      operationDisplayName: 'Fractions',
      sequenceNo: 1,
      progress: 83.33,
    }),
  ],
});

describe('progressCharts', () => {
  test('Scenario: the quest pie is completed versus the rest to two decimals; the kind bar is kindProgress', () => {
    expect(progressCharts(progress, null).quest).toEqual({
      completed: 33.33,
      remaining: 66.67,
      watch: 66.67,
      think: 12.5,
      solve: 0,
      play: 100,
    });
  });

  test('Scenario: no mission in the address picks the first; its operations come by sequence number', () => {
    expect(progressCharts(progress, null)).toMatchObject({
      missions: [
        { id: '1011', label: 'Mathematics', value: 55.56 },
        { id: '1012', label: 'Science', value: 0 },
      ],
      selectedMissionId: '1011',
      operations: [
        { id: '10111', label: 'Fractions', value: 83.33 },
        { id: '10112', label: 'Decimals', value: 0 },
      ],
    });
  });

  test.each([
    ['1012', '1012', [{ id: '10121', label: 'Light', value: 20 }]],
    [
      '9999',
      '1011',
      [
        { id: '10111', label: 'Fractions', value: 83.33 },
        { id: '10112', label: 'Decimals', value: 0 },
      ],
    ],
    [
      'abc',
      '1011',
      [
        { id: '10111', label: 'Fractions', value: 83.33 },
        { id: '10112', label: 'Decimals', value: 0 },
      ],
    ],
  ])(
    'Scenario: the address names mission %s → mission %s is chosen with its operations',
    (chosen, id, operations) => {
      const charts = progressCharts(progress, chosen);
      expect(charts.selectedMissionId).toBe(id);
      expect(charts.operations).toEqual(operations);
    },
  );

  test('Scenario: a quest without missions has no chosen mission and no operations', () => {
    expect(progressCharts(makeUserProgress({ missions: [], operations: [] }), '1011')).toMatchObject({
      missions: [],
      selectedMissionId: undefined,
      operations: [],
    });
  });

  test('Scenario: a finished quest leaves nothing remaining', () => {
    const done = makeUserProgress({ quest: { ...makeUserProgress().quest, progress: 100 } });
    expect(progressCharts(done, null).quest).toMatchObject({ completed: 100, remaining: 0 });
  });
});
