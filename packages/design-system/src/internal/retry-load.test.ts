import { describe, expect, test } from 'vitest';
import { ENGINE_RETRY_DELAYS_MS, retryLoad, type RetryEnvironment } from './retry-load';

/** A browser that is offline for the first `offlineTries` tries, and records what the retries waited for. */
function environment(state: { online: boolean }) {
  const waits: string[] = [];
  const env: RetryEnvironment = {
    isOnline: () => state.online,
    nextOnline: async () => {
      waits.push('online');
      state.online = true;
    },
    sleep: async (ms) => void waits.push(`${ms} ms`),
  };
  return { env, waits };
}

describe('retryLoad (a lazy engine fetched again after a failure)', () => {
  test('offline: the failed fetch is tried again once the browser is back online, and the engine loads', async () => {
    const state = { online: false };
    const { env, waits } = environment(state);
    let calls = 0;
    const engine = await retryLoad(async () => {
      calls += 1;
      if (!state.online) throw new TypeError('Failed to fetch dynamically imported module');
      return 'chart engine';
    }, env);
    expect({ engine, calls, waits }).toEqual({ engine: 'chart engine', calls: 2, waits: ['online'] });
  });

  test('online: a flaky fetch is tried after 1 s and 2 s', async () => {
    const { env, waits } = environment({ online: true });
    let calls = 0;
    const engine = await retryLoad(async () => {
      calls += 1;
      if (calls < 3) throw new TypeError('Failed to fetch dynamically imported module');
      return 'chart engine';
    }, env);
    expect({ engine, calls, waits }).toEqual({
      engine: 'chart engine',
      calls: 3,
      waits: ['1000 ms', '2000 ms'],
    });
  });

  test('online and failing every time: gives up after the last wait with the last error', async () => {
    const { env, waits } = environment({ online: true });
    let calls = 0;
    await expect(
      retryLoad(async () => {
        calls += 1;
        throw new Error(`fetch ${calls} failed`);
      }, env),
    ).rejects.toThrow(`fetch ${ENGINE_RETRY_DELAYS_MS.length + 1} failed`);
    expect(waits).toEqual(ENGINE_RETRY_DELAYS_MS.map((ms) => `${ms} ms`));
  });

  test('a fetch that succeeds at once is not tried again', async () => {
    const { env, waits } = environment({ online: true });
    let calls = 0;
    await expect(retryLoad(async () => ++calls, env)).resolves.toBe(1);
    expect(waits).toEqual([]);
  });
});
