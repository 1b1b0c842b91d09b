import { describe, expect, it, vi } from 'vitest';
import { lazyOutbox } from './lazy-outbox';
import { createOutbox, memoryOutboxStore } from './outbox';

describe('lazyOutbox', () => {
  it('loads the outbox on first use only, once, and forwards every call', async () => {
    const real = createOutbox({ store: memoryOutboxStore(), locks: null });
    const load = vi.fn(async () => real);
    const outbox = lazyOutbox(load);
    expect(outbox.sending).toBe(false);
    expect(load).not.toHaveBeenCalled();

    const changed = vi.fn();
    outbox.subscribe(changed);
    await expect(
      outbox.enqueue({ key: 'k1', userId: 7, endpoint: 'setContentRating', body: { rating: 5 } }),
    ).resolves.toBe(true);
    await outbox.enqueue({ key: 'k2', userId: 8, endpoint: 'setContentRating', body: { rating: 0 } });
    expect(load).toHaveBeenCalledTimes(1);
    expect(changed).toHaveBeenCalledTimes(2);
    expect((await outbox.list(7)).map((entry) => entry.key)).toEqual(['k1']);

    await outbox.remove('k1');
    expect(await outbox.list()).toHaveLength(1);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('stops calling a listener once it unsubscribed', async () => {
    const outbox = lazyOutbox(async () => createOutbox({ store: memoryOutboxStore(), locks: null }));
    const changed = vi.fn();
    const off = outbox.subscribe(changed);
    off();
    await outbox.enqueue({ key: 'k', userId: 1, endpoint: 'sendContentAccess', body: {} });
    expect(changed).not.toHaveBeenCalled();
  });
});
