import {
  ApiError,
  NETWORK_ERROR_MESSAGE,
  SessionInvalidError,
  type AnyEndpoint,
  type ApiClient,
} from '@quest/api';
import { describe, expect, test, vi } from 'vitest';
import {
  createOutbox,
  indexedDbOutboxStore,
  isQueueable,
  sendOrQueue,
  type OutboxEndpoints,
  type Outbox,
  type OutboxEntry,
  type OutboxOptions,
} from './outbox';

// Real IndexedDB in headless Chromium; each test its own database.
let dbCounter = 0;
const freshDbName = () => `quest-outbox-test-${Date.now()}-${(dbCounter += 1)}`;

const endpoint = (name: string) => ({ name }) as unknown as AnyEndpoint;
const endpoints: OutboxEndpoints = {
  sendContentAccess: endpoint('sendContentAccess'),
  setContentRating: endpoint('setContentRating'),
  sendTestAttempt: endpoint('sendTestAttempt'),
};

interface Sent {
  endpoint: string;
  body: unknown;
  key: string | undefined;
}

/** An API client that records each call and answers with `answer` (throw to fail). */
function fakeApi(answer: (call: Sent, index: number) => unknown = () => ({})) {
  const calls: Sent[] = [];
  const api: Pick<ApiClient, 'call'> = {
    call: (async (e: AnyEndpoint, input: { body?: unknown }, options?: { idempotencyKey?: string }) => {
      const call = { endpoint: e.name, body: input.body, key: options?.idempotencyKey };
      calls.push(call);
      await Promise.resolve();
      return answer(call, calls.length - 1);
    }) as ApiClient['call'],
  };
  return { api, calls };
}

const offline = () => new ApiError(NETWORK_ERROR_MESSAGE, 'network', undefined, 'sendContentAccess');
const serverDown = () => new ApiError('Internal server error', 'server', 503, 'sendContentAccess');
const refused = () =>
  new ApiError('Play content is locked for your location.', 'server', 403, 'sendContentAccess');

function outboxOn(name: string, options: OutboxOptions = {}) {
  let clock = 1_000;
  return createOutbox({
    store: indexedDbOutboxStore(indexedDB, name),
    endpoints: async () => endpoints,
    locks: navigator.locks,
    report: () => undefined,
    now: () => (clock += 1),
    ...options,
  });
}

/** sendOrQueue of one access record by student 7, failing with `failure`. */
const sendAccess = (outbox: Pick<Outbox, 'enqueue'>, failure: () => Error, body: object = {}) => {
  const fake = fakeApi(() => {
    throw failure();
  });
  const input = { body } as never;
  const sending = sendOrQueue(fake.api, outbox, {
    name: 'sendContentAccess',
    endpoint: endpoints.sendContentAccess,
    userId: 7,
    input,
  });
  return { sending, calls: fake.calls };
};

const access = (key: string, userId = 7, contentId = 301) => ({
  key,
  userId,
  endpoint: 'sendContentAccess' as const,
  body: { userId, contentId, accessDuration: '12' },
});

describe('outbox (ADR 0090)', () => {
  test('Scenario: queued writes survive the page (a second outbox on the same database lists them, oldest first)', async () => {
    const name = freshDbName();
    const first = outboxOn(name);
    expect(await first.enqueue(access('k-2'))).toBe(true);
    expect(await first.enqueue(access('k-1'))).toBe(true);
    expect(await first.enqueue(access('k-other', 8))).toBe(true);

    const reopened = outboxOn(name);
    const entries = await reopened.list(7);
    expect(entries.map((e: OutboxEntry) => e.key)).toEqual(['k-2', 'k-1']);
    expect(entries[0]).toMatchObject({ userId: 7, endpoint: 'sendContentAccess', tries: 1 });
    expect(JSON.stringify(entries)).not.toMatch(/token|password|Bearer/i);
    expect((await reopened.list()).length).toBe(3);
  });

  test('Scenario: a flush sends the user’s writes oldest first with their own keys and removes them', async () => {
    const outbox = outboxOn(freshDbName());
    await outbox.enqueue(access('k-a'));
    await outbox.enqueue(access('k-b', 7, 302));
    await outbox.enqueue(access('k-c', 8));
    const { api, calls } = fakeApi();
    const report = await outbox.flush(api, 7);
    expect(calls.map((c) => [c.endpoint, c.key])).toEqual([
      ['sendContentAccess', 'k-a'],
      ['sendContentAccess', 'k-b'],
    ]);
    expect(calls[1]!.body).toEqual({ userId: 7, contentId: 302, accessDuration: '12' });
    expect(report.sent.map((e) => e.key)).toEqual(['k-a', 'k-b']);
    expect(report.waiting).toBe(0);
    expect(await outbox.list(7)).toEqual([]);
    // Another student's write is never sent by this session.
    expect((await outbox.list(8)).map((e) => e.key)).toEqual(['k-c']);
  });

  test('Scenario: no answer or a 5xx stops the flush and keeps the rest for later', async () => {
    for (const failure of [offline, serverDown]) {
      const outbox = outboxOn(freshDbName());
      await outbox.enqueue(access('k-1'));
      await outbox.enqueue(access('k-2'));
      await outbox.enqueue(access('k-3'));
      const { api, calls } = fakeApi((_, index) => {
        if (index === 1) throw failure();
        return {};
      });
      const report = await outbox.flush(api, 7);
      expect(calls.map((c) => c.key)).toEqual(['k-1', 'k-2']);
      expect(report.waiting).toBe(2);
      const left = await outbox.list(7);
      expect(left.map((e) => [e.key, e.tries])).toEqual([
        ['k-2', 2],
        ['k-3', 1],
      ]);
    }
  });

  test('Scenario: a refused session stops the flush and keeps everything for the next sign-in', async () => {
    const outbox = outboxOn(freshDbName());
    await outbox.enqueue(access('k-1'));
    const { api } = fakeApi(() => {
      throw new SessionInvalidError(401, 'sendContentAccess');
    });
    const report = await outbox.flush(api, 7);
    expect(report).toMatchObject({ sent: [], dropped: [], waiting: 1 });
    expect((await outbox.list(7)).map((e) => [e.key, e.tries])).toEqual([['k-1', 1]]);
  });

  test('Scenario: a write the server refuses for good (4xx) is removed and reported; the next one still goes', async () => {
    const report = vi.fn();
    const outbox = outboxOn(freshDbName(), { report });
    await outbox.enqueue(access('k-bad'));
    await outbox.enqueue(access('k-good'));
    const { api, calls } = fakeApi((call) => {
      if (call.key === 'k-bad') throw refused();
      return {};
    });
    const result = await outbox.flush(api, 7);
    expect(calls.map((c) => c.key)).toEqual(['k-bad', 'k-good']);
    expect(result.dropped.map((e) => e.key)).toEqual(['k-bad']);
    expect(result.sent.map((e) => e.key)).toEqual(['k-good']);
    expect(report).toHaveBeenCalledTimes(1);
    expect(report.mock.calls[0]![1]).toMatchObject({ key: 'k-bad' });
    expect(await outbox.list(7)).toEqual([]);
  });

  test('Scenario: flushes asked for at once (online event, sign-in, timer; two tabs) send each write once', async () => {
    const name = freshDbName();
    const tab1 = outboxOn(name);
    const tab2 = outboxOn(name);
    await tab1.enqueue(access('k-1'));
    await tab1.enqueue(access('k-2'));
    const { api, calls } = fakeApi();
    await Promise.all([tab1.flush(api, 7), tab1.flush(api, 7), tab2.flush(api, 7)]);
    expect(calls.map((c) => c.key).sort()).toEqual(['k-1', 'k-2']);
  });

  test('Scenario: changes are announced (the waiting count follows) and sending shows while a flush runs', async () => {
    const outbox = outboxOn(freshDbName());
    const seen: boolean[] = [];
    const off = outbox.subscribe(() => seen.push(outbox.sending));
    await outbox.enqueue(access('k-1'));
    await outbox.flush(fakeApi().api, 7);
    off();
    expect(seen[0]).toBe(false);
    expect(seen).toContain(true);
    expect(seen.at(-1)).toBe(false);
  });

  test('Scenario: without device storage nothing is queued and the write fails as it would have', async () => {
    const outbox = createOutbox({ store: null, endpoints: async () => endpoints, locks: null });
    expect(await outbox.enqueue(access('k-1'))).toBe(false);
    expect(await outbox.list(7)).toEqual([]);
    await expect(sendAccess(outbox, offline).sending).rejects.toBeInstanceOf(ApiError);
  });

  test('Scenario: IndexedDB refusing to open (private mode) is the same as no storage, never an error', async () => {
    const broken = {
      open: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    } as unknown as IDBFactory;
    const outbox = createOutbox({
      store: indexedDbOutboxStore(broken),
      endpoints: async () => endpoints,
      locks: null,
    });
    expect(await outbox.enqueue(access('k-1'))).toBe(false);
    expect(await outbox.list(7)).toEqual([]);
    expect(await outbox.flush(fakeApi().api, 7)).toEqual({ sent: [], dropped: [], waiting: 0 });
  });

  test('Scenario: sendOrQueue keeps a write that could not be sent under the very key it was sent with', async () => {
    const outbox = outboxOn(freshDbName());
    const { sending, calls } = sendAccess(outbox, offline, { userId: 7, contentId: 301 });
    expect(await sending).toEqual({ queued: true });
    const [entry] = await outbox.list(7);
    expect(entry).toMatchObject({ key: calls[0]!.key, body: { userId: 7, contentId: 301 } });

    // A refusal is the caller's to show: not queued.
    await expect(sendAccess(outbox, refused).sending).rejects.toThrow('Play content is locked');
    expect((await outbox.list(7)).length).toBe(1);
  });

  test('Scenario: only no answer, a timeout and 5xx are worth queueing', () => {
    expect(isQueueable(offline())).toBe(true);
    expect(isQueueable(new ApiError(NETWORK_ERROR_MESSAGE, 'timeout'))).toBe(true);
    expect(isQueueable(serverDown())).toBe(true);
    expect(isQueueable(refused())).toBe(false);
    expect(isQueueable(new SessionInvalidError(401))).toBe(false);
    expect(isQueueable(new Error('boom'))).toBe(false);
  });
});
