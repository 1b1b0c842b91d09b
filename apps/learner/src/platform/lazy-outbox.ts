import type { Outbox } from './outbox';

/**
 * The outbox (ADR 0090) loaded on first use: `/` paints before any IndexedDB code arrives, and a signed-out
 * visitor never fetches it. Every method but `sending` and `subscribe` is async anyway; listeners subscribed
 * before the load are called for every change after it.
 */
export function lazyOutbox(load: () => Promise<Outbox> = defaultLoad): Outbox {
  let loaded: Outbox | null = null;
  let loading: Promise<Outbox> | null = null;
  const listeners = new Set<() => void>();
  const ready = () =>
    (loading ??= load().then((outbox) => {
      loaded = outbox;
      outbox.subscribe(() => listeners.forEach((listener) => listener()));
      return outbox;
    }));
  return {
    enqueue: async (write) => (await ready()).enqueue(write),
    list: async (userId) => (await ready()).list(userId),
    remove: async (key) => (await ready()).remove(key),
    flush: async (api, userId) => (await ready()).flush(api, userId),
    get sending() {
      return loaded?.sending ?? false;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

async function defaultLoad(): Promise<Outbox> {
  const { createOutbox } = await import('./outbox');
  return createOutbox();
}
