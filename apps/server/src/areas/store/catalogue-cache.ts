import type { Db } from '../../db.ts';

/**
 * How long the catalogue's shared rows (products, product and quest categories) are reused before they are read again.
 * Every student's catalogue read needs them and they change only when the catalogue is edited; what a student owns
 * or has on trial is read fresh on every call. Prices charged never come from here (ADR 0150).
 */
export const CATALOGUE_TTL_MS = 30_000;

interface Entry<T> {
  at: number;
  value: Promise<T>;
}

/**
 * Rows shared by every student's catalogue, kept per database for {@link CATALOGUE_TTL_MS} (monotonic time, so a
 * test clock does not freeze them). Callers at the same moment share one read; a failed read is not kept.
 */
export function sharedRows<T>(load: (db: Db) => Promise<T>): (db: Db, now?: number) => Promise<T> {
  const entries = new WeakMap<Db, Entry<T>>();
  const read = (db: Db, now = performance.now()): Promise<T> => {
    const kept = entries.get(db);
    if (kept && now - kept.at < CATALOGUE_TTL_MS) return kept.value;
    const value = load(db);
    const entry = { at: now, value };
    entries.set(db, entry);
    value.catch(() => {
      if (entries.get(db) === entry) entries.delete(db);
    });
    return value;
  };
  return read;
}
