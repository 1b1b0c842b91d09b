import type { SessionStorages } from '../platform/session';

/** One in-memory Web Storage: what a screen story or test gives the session instead of the browser's. */
export interface MemoryStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  clear(): void;
  /** Every value now stored, for assertions. */
  entries(): Record<string, string>;
}

export function memoryStorage(initial: Record<string, string> = {}): MemoryStorage {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, String(value)),
    removeItem: (key) => void values.delete(key),
    clear: () => values.clear(),
    entries: () => Object.fromEntries(values),
  };
}

/** sessionStorage and localStorage stand-ins, so a story never reads or writes the browser's storage. */
export interface MemoryStorages extends SessionStorages {
  session: MemoryStorage;
  local: MemoryStorage;
}

export function memoryStorages(
  initial: { session?: Record<string, string>; local?: Record<string, string> } = {},
): MemoryStorages {
  return { session: memoryStorage(initial.session), local: memoryStorage(initial.local) };
}
