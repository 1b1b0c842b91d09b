import { describe, expect, it } from 'vitest';
import type { Db } from '../src/db.ts';
import { CATALOGUE_TTL_MS, sharedRows } from '../src/areas/store/catalogue-cache.ts';

/** Two databases: only their identity matters to the cache. */
const dbA = {} as Db;
const dbB = {} as Db;

describe('sharedRows (ADR 0150)', () => {
  it('reads once per database within the time to live, and again after it', async () => {
    let reads = 0;
    const rows = sharedRows(async () => [++reads]);
    await expect(rows(dbA, 0)).resolves.toEqual([1]);
    await expect(rows(dbA, CATALOGUE_TTL_MS - 1)).resolves.toEqual([1]);
    await expect(rows(dbB, 10)).resolves.toEqual([2]);
    await expect(rows(dbA, CATALOGUE_TTL_MS)).resolves.toEqual([3]);
    expect(reads).toBe(3);
  });

  it('shares one read between callers at the same moment', async () => {
    let reads = 0;
    let release: (value: number[]) => void = () => undefined;
    const rows = sharedRows(() => {
      reads += 1;
      return new Promise<number[]>((resolve) => (release = resolve));
    });
    const first = rows(dbA, 0);
    const second = rows(dbA, 5);
    release([7]);
    await expect(Promise.all([first, second])).resolves.toEqual([[7], [7]]);
    expect(reads).toBe(1);
  });

  it('does not keep a failed read: the next caller reads again', async () => {
    let reads = 0;
    const rows = sharedRows(async () => {
      reads += 1;
      if (reads === 1) throw new Error('connection lost');
      return ['fresh'];
    });
    await expect(rows(dbA, 0)).rejects.toThrow('connection lost');
    await expect(rows(dbA, 1)).resolves.toEqual(['fresh']);
    expect(reads).toBe(2);
  });
});
