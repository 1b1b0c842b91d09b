import type { AnyEndpoint, ApiClient, EndpointInput, EndpointResult } from '@quest/api';
import { isApiError } from '@quest/api';
import { reportClientError } from '../app/report-client-error';
import type { OutboxEndpointName, OutboxEndpoints } from './outbox-names';

export type { OutboxEndpointName, OutboxEndpoints } from './outbox-names';

/**
 * The device's write queue ("outbox", ADR 0090): writes that could not reach the server (content access records,
 * ratings, test submissions) wait in IndexedDB — the request body only, never the session token — and are sent
 * again with the Idempotency-Key they were first sent with once the same student is signed in and online.
 */
export const OUTBOX_DB = 'quest-outbox';
const STORE = 'writes';
const LOCK = 'quest-outbox-flush';
const CHANNEL = 'quest-outbox';

export interface OutboxEntry {
  /** The Idempotency-Key the write was first sent with (the store's key). */
  key: string;
  /** Whose write it is: only this user's session sends it. */
  userId: number;
  endpoint: OutboxEndpointName;
  /** The validated request body (no token, no password). */
  body: unknown;
  /** Epoch ms when it was queued; entries are sent oldest first. */
  createdAt: number;
  /** Failed sends so far (network, timeout, 5xx). */
  tries: number;
}

/** Where entries live: IndexedDB in the browser, memory in stories and tests. */
export interface OutboxStore {
  put(entry: OutboxEntry): Promise<void>;
  all(): Promise<OutboxEntry[]>;
  delete(key: string): Promise<void>;
}

export function memoryOutboxStore(): OutboxStore {
  const entries = new Map<string, OutboxEntry>();
  return {
    put: async (entry) => void entries.set(entry.key, structuredClone(entry)),
    all: async () => [...entries.values()].map((entry) => structuredClone(entry)),
    delete: async (key) => void entries.delete(key),
  };
}

const done = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });

/** One object store keyed by `key` in database `name`; opened on first use (a failure rejects every call). */
export function indexedDbOutboxStore(factory: IDBFactory, name: string = OUTBOX_DB): OutboxStore {
  let opened: Promise<IDBDatabase> | null = null;
  const open = () => {
    opened ??= new Promise<IDBDatabase>((resolve, reject) => {
      const request = factory.open(name, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'key' });
      request.onsuccess = () => {
        const db = request.result;
        // Another tab deleting or upgrading the database: open again next time.
        db.onversionchange = () => {
          db.close();
          opened = null;
        };
        resolve(db);
      };
      request.onerror = () => reject(request.error ?? new Error('IndexedDB could not be opened'));
      request.onblocked = () => reject(new Error('IndexedDB is blocked'));
    });
    opened.catch(() => (opened = null));
    return opened;
  };
  const run = async <T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>) => {
    const db = await open();
    const transaction = db.transaction(STORE, mode);
    const result = await done(work(transaction.objectStore(STORE)));
    if (mode === 'readwrite') {
      await new Promise<void>((resolve, reject) => {
        transaction.oncomplete = () => resolve();
        transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB write failed'));
        transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB write aborted'));
      });
    }
    return result;
  };
  return {
    put: async (entry) => void (await run('readwrite', (store) => store.put(entry))),
    all: () => run('readonly', (store) => store.getAll() as IDBRequest<OutboxEntry[]>),
    delete: async (key) => void (await run('readwrite', (store) => store.delete(key))),
  };
}

/** The browser's IndexedDB, or null where there is none (an old web view); private modes fail on open instead. */
export function browserOutboxStore(): OutboxStore | null {
  try {
    const factory = globalThis.indexedDB;
    return factory ? indexedDbOutboxStore(factory) : null;
  } catch {
    return null;
  }
}

/** A failure worth sending again later: no answer (offline, timeout) or the server failing (5xx). */
export function isQueueable(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.kind === 'network' || error.kind === 'timeout') return true;
  return error.kind === 'server' && error.status !== undefined && error.status >= 500;
}

export const newIdempotencyKey = (): string => globalThis.crypto.randomUUID();

export interface FlushReport {
  /** Entries the server accepted (now removed). */
  sent: OutboxEntry[];
  /** Entries the server refused for good (4xx, a broken contract): removed and reported. */
  dropped: OutboxEntry[];
  /** Entries still waiting. */
  waiting: number;
}

export interface OutboxOptions {
  /** null: no device storage (IndexedDB missing or refused): writes are only ever sent directly. */
  store?: OutboxStore | null;
  /** The endpoints, loaded when a flush first needs them (so the app's first paint does not carry their schemas). */
  endpoints?: () => Promise<OutboxEndpoints>;
  /** Cross-tab lock (`navigator.locks`); without one the server's Idempotency-Key makes a double send harmless. */
  locks?: Pick<LockManager, 'request'> | null;
  /** Writes the server refused for good. */
  report?: (error: unknown, entry: OutboxEntry) => void;
  now?: () => number;
}

export interface Outbox {
  /** False when nothing can be stored on this device: the caller then fails as it would without a queue. */
  enqueue(write: Pick<OutboxEntry, 'key' | 'userId' | 'endpoint' | 'body'>): Promise<boolean>;
  /** This user's (or, without one, every user's) waiting writes, oldest first ([] when the store cannot be read). */
  list(userId?: number): Promise<OutboxEntry[]>;
  remove(key: string): Promise<void>;
  /**
   * Sends this user's waiting writes oldest first, each with its own Idempotency-Key: accepted → removed; no answer
   * or 5xx → stop, keep it and the rest for later; session refused (401/405) → stop (the app signs out); any other
   * refusal → removed and reported (the server will never take it). One flush at a time in the page and, with
   * `navigator.locks`, across tabs. Never rejects.
   */
  flush(api: Pick<ApiClient, 'call'>, userId: number): Promise<FlushReport>;
  /** True while this tab sends waiting writes. */
  readonly sending: boolean;
  /** Called after any change of the queue (in this tab or another) and when a flush starts or ends. */
  subscribe(listener: () => void): () => void;
}

const defaultEndpoints = async (): Promise<OutboxEndpoints> =>
  (await import('./outbox-endpoints')).outboxEndpoints;

function browserLocks(): OutboxOptions['locks'] {
  return (globalThis.navigator as Navigator | undefined)?.locks ?? null;
}

export function createOutbox(options: OutboxOptions = {}): Outbox {
  const store = options.store === undefined ? browserOutboxStore() : options.store;
  const endpoints = options.endpoints ?? defaultEndpoints;
  const locks = options.locks === undefined ? browserLocks() : options.locks;
  const report = options.report ?? ((error: unknown) => reportClientError(error));
  const now = options.now ?? (() => Date.now());
  const listeners = new Set<() => void>();
  // Tabs share the browser's database, so they tell each other of changes; a store of its own tells no one.
  const channel =
    options.store === undefined && typeof BroadcastChannel === 'function'
      ? new BroadcastChannel(CHANNEL)
      : null;
  /** `local`: this tab only (another tab's change, or this tab's sending flag). */
  const notify = (local = false) => {
    if (!local) channel?.postMessage('changed');
    listeners.forEach((listener) => listener());
  };
  if (channel) channel.onmessage = () => notify(true);

  const list = async (userId?: number) => {
    if (!store) return [];
    try {
      const all = await store.all();
      return all
        .filter((entry) => userId === undefined || entry.userId === userId)
        .sort((a, b) => a.createdAt - b.createdAt || a.key.localeCompare(b.key));
    } catch (error) {
      console.warn('the outbox could not be read', error);
      return [];
    }
  };
  const remove = async (key: string) => {
    if (!store) return;
    try {
      await store.delete(key);
      notify();
    } catch (error) {
      console.warn('an outbox entry could not be removed', error);
    }
  };

  async function sendAll(api: Pick<ApiClient, 'call'>, userId: number): Promise<FlushReport> {
    const outcome: FlushReport = { sent: [], dropped: [], waiting: 0 };
    const entries = await list(userId);
    if (entries.length === 0) return outcome;
    const table = await endpoints();
    for (const [index, entry] of entries.entries()) {
      try {
        await api.call(table[entry.endpoint], { body: entry.body } as never, { idempotencyKey: entry.key });
        await remove(entry.key);
        outcome.sent.push(entry);
      } catch (error) {
        if (isQueueable(error) || (isApiError(error) && error.kind === 'session')) {
          if (isQueueable(error))
            await store?.put({ ...entry, tries: entry.tries + 1 }).catch(() => undefined);
          outcome.waiting = entries.length - index;
          return outcome;
        }
        await remove(entry.key);
        outcome.dropped.push(entry);
        report(error, entry);
      }
    }
    return outcome;
  }

  let chain: Promise<unknown> = Promise.resolve();
  let sending = false;
  const flush: Outbox['flush'] = (api, userId) => {
    const run = async () => {
      sending = true;
      notify(true);
      try {
        return await sendAll(api, userId);
      } finally {
        sending = false;
        notify(true);
      }
    };
    const next = chain.then(() => (locks ? locks.request(LOCK, run) : run()));
    chain = next.catch(() => undefined);
    return next.catch((error: unknown) => {
      console.warn('the outbox could not be sent', error);
      return { sent: [], dropped: [], waiting: 0 };
    });
  };

  return {
    async enqueue(write) {
      if (!store) return false;
      try {
        await store.put({ ...write, createdAt: now(), tries: 1 });
        notify();
        return true;
      } catch (error) {
        console.warn('the outbox could not store a write', error);
        return false;
      }
    },
    list,
    remove,
    flush,
    get sending() {
      return sending;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type SendOutcome<E extends AnyEndpoint> =
  { queued: false; result: EndpointResult<E> } | { queued: true };

/**
 * Sends one write with a fresh Idempotency-Key; when it cannot reach the server (offline, timeout, 5xx) it is
 * queued under that same key and `{ queued: true }` answers. Any other failure — or no device storage — rejects as
 * the call did.
 */
export async function sendOrQueue<E extends AnyEndpoint>(
  api: Pick<ApiClient, 'call'>,
  outbox: Pick<Outbox, 'enqueue'>,
  write: { name: OutboxEndpointName; endpoint: E; userId: number; input: EndpointInput<E> },
): Promise<SendOutcome<E>> {
  const key = newIdempotencyKey();
  try {
    return { queued: false, result: await api.call(write.endpoint, write.input, { idempotencyKey: key }) };
  } catch (error) {
    const body = (write.input as { body?: unknown }).body;
    if (
      isQueueable(error) &&
      (await outbox.enqueue({ key, userId: write.userId, endpoint: write.name, body }))
    )
      return { queued: true };
    throw error;
  }
}
