import { describe, expect, test, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { AnyEndpoint, ApiClient } from '@quest/api';
import {
  makeTestAttemptResult,
  makeTestAttemptStart,
  makeTestHistory,
  makeTestQuestions,
} from '@quest/api/mocks';
import { testRunnerMachine } from '@quest/flows';
import { createAppSession, memoryStorages } from '../../../platform/session';
import { createRunnerWiring } from './runner-effects';
import { createTestJournalStore } from './test-journal';

function arrange() {
  const calls: { name: string; request: unknown; options: unknown }[] = [];
  const call = vi.fn(async (endpoint: AnyEndpoint, request: unknown, options?: unknown): Promise<unknown> => {
    calls.push({ name: endpoint.name, request, options });
    if (endpoint.name === 'getTestQuestion') return makeTestQuestions();
    if (endpoint.name === 'startTestAttempt') return makeTestAttemptStart();
    if (endpoint.name === 'getTestHistory') return makeTestHistory();
    if (endpoint.name === 'sendTestAttempt') return makeTestAttemptResult();
    throw new Error(`unexpected ${endpoint.name}`);
  });
  const api = { call } as unknown as ApiClient;
  const journal = createTestJournalStore(createAppSession(memoryStorages()), 7);
  const analytics = {
    testStarted: vi.fn(() => {
      throw new Error('broken host');
    }),
    testEnded: vi.fn(),
  };
  const wiring = createRunnerWiring({ api, journal, analytics, contentId: 201005 });
  const close = vi.fn();
  const retake = vi.fn();
  const testUpdated = vi.fn();
  wiring.update({ close, retake, testUpdated });
  const actor = createActor(testRunnerMachine.provide(wiring.implementations), {
    input: {
      testCode: 'QT-FRAC-06',
      contentId: 201005,
      userId: 7,
      locationId: 1,
      groupId: 1,
      questId: 101,
      begin: true,
      createIdempotencyKey: () => 'key-1',
    },
  });
  return { actor, calls, journal, analytics, close, retake, testUpdated };
}

describe('runner effects', () => {
  test('Scenario: a sitting starts, is journalled, submits with its Idempotency-Key, clears the journal and closes', async () => {
    const { actor, calls, journal, analytics, close, retake, testUpdated } = arrange();
    actor.start();
    await waitFor(actor, (s) => s.matches('running'));
    // A broken analytics host does not stop the test.
    expect(analytics.testStarted).toHaveBeenCalledWith({ testCode: 'QT-FRAC-06', contentId: 201005 });
    expect(journal.load('QT-FRAC-06')).toMatchObject({
      idempotencyKey: 'key-1',
      attemptToken: 'mock-attempt-7Qp2x',
    });
    expect(testUpdated).toHaveBeenCalledWith('QT-FRAC-06', makeTestQuestions());

    actor.send({ type: 'test.end' });
    actor.send({ type: 'submit.confirm' });
    await waitFor(actor, (s) => s.matches('result'));
    const send = calls.find((c) => c.name === 'sendTestAttempt');
    expect(send?.options).toEqual({ idempotencyKey: 'key-1' });
    expect(journal.load('QT-FRAC-06')).toBeNull();
    expect(analytics.testEnded).toHaveBeenCalledWith({ testCode: 'QT-FRAC-06', contentId: 201005 });
    expect(testUpdated).toHaveBeenLastCalledWith('QT-FRAC-06', undefined);

    // Retake hands over to the screen (the instructions again); no attempt is started here.
    actor.send({ type: 'result.retake' });
    expect(retake).toHaveBeenCalledTimes(1);
    expect(calls.filter((c) => c.name === 'startTestAttempt')).toHaveLength(1);

    actor.send({ type: 'result.close' });
    expect(close).toHaveBeenCalledTimes(1);
    actor.stop();
  });
});
