import { stat } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startupConfigFromEnv, ConfigError } from '../src/config.ts';
import type { Db } from '../src/db.ts';
import {
  databaseStore,
  folderStore,
  uploadStore,
  uploadStoreKind,
  type UploadStore,
} from '../src/storage/uploads.ts';
import { makeTempDir } from './helpers.ts';
import { openTestDb } from './support/test-db.ts';

/*
 * The upload stores (ADR 0128): one contract, run against the folder and the database store. In the server-pg
 * project the database store runs on Postgres (openTestDb), in the unit project on PGlite.
 */

let db: Db;
let temp: Awaited<ReturnType<typeof makeTempDir>>;

beforeAll(async () => {
  db = await openTestDb();
  temp = await makeTempDir('upload-store');
});
afterAll(async () => {
  await db?.close();
  await temp?.remove();
});

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0xff, 0x00]);
/** Every byte value, twice: nothing is lost to an encoding. */
const ALL_BYTES = new Uint8Array(512).map((_, i) => i % 256);

const stores: ReadonlyArray<[string, () => UploadStore]> = [
  ['folder', () => folderStore(path.join(temp.dir, 'uploads'))],
  ['database', () => databaseStore(db)],
];

describe.each(stores)('the %s store', (kind, make) => {
  test('Scenario: a file put is got back byte for byte, with its type', async () => {
    const store = make();
    expect(store.kind).toBe(kind);
    await store.put('profile', `${kind}-a.png`, PNG, 'image/png');
    await store.put('messages', `${kind}-b.zip`, ALL_BYTES, 'application/zip');
    const a = await store.get('profile', `${kind}-a.png`);
    expect(a).toEqual({ bytes: PNG, contentType: 'image/png' });
    expect(a!.bytes).toBeInstanceOf(Uint8Array);
    expect((await store.get('messages', `${kind}-b.zip`))?.bytes).toEqual(ALL_BYTES);
  });

  test('Scenario: kinds are apart, a missing file is null, putting again replaces', async () => {
    const store = make();
    await store.put('masterclass', `${kind}-c.zip`, new Uint8Array([1, 2, 3]), 'application/zip');
    expect(await store.get('messages', `${kind}-c.zip`)).toBeNull();
    expect(await store.get('masterclass', `${kind}-none.zip`)).toBeNull();
    await store.put('masterclass', `${kind}-c.zip`, new Uint8Array([4]), 'application/zip');
    expect((await store.get('masterclass', `${kind}-c.zip`))?.bytes).toEqual(new Uint8Array([4]));
    await store.put('masterclass', `${kind}-empty.zip`, new Uint8Array(0), 'application/zip');
    expect((await store.get('masterclass', `${kind}-empty.zip`))?.bytes).toEqual(new Uint8Array(0));
  });

  test('Scenario: delete removes the file; deleting a missing one is no error', async () => {
    const store = make();
    await store.put('profile', `${kind}-d.png`, PNG, 'image/png');
    await store.delete('profile', `${kind}-d.png`);
    expect(await store.get('profile', `${kind}-d.png`)).toBeNull();
    await expect(store.delete('profile', `${kind}-d.png`)).resolves.toBeUndefined();
  });

  test('Scenario: a name with folders or dots, or an unknown kind, is refused on put and found nowhere', async () => {
    const store = make();
    for (const name of ['../escape.png', 'a/b.png', '..', '.hidden', 'a..b', '', 'x'.repeat(201)]) {
      await expect(store.put('profile', name, PNG, 'image/png')).rejects.toThrow(/Not a stored upload name/);
      expect(await store.get('profile', name)).toBeNull();
    }
    // @ts-expect-error -- a kind that is not ours
    await expect(store.put('secrets', `${kind}-e.png`, PNG, 'image/png')).rejects.toThrow();
  });
});

describe('the folder store on disk', () => {
  test('Scenario: files are the server user’s alone (0600 in 0700 folders, ADR 0102)', async () => {
    const dir = path.join(temp.dir, 'modes');
    await folderStore(dir).put('messages', 'f.txt', new Uint8Array([1]), 'text/plain');
    expect((await stat(path.join(dir, 'messages'))).mode & 0o777).toBe(0o700);
    expect((await stat(path.join(dir, 'messages', 'f.txt'))).mode & 0o777).toBe(0o600);
  });
});

describe('choosing the store (QUEST_UPLOADS_STORE)', () => {
  test('Scenario: folder by default, database by default with DATABASE_URL, either when named', () => {
    expect(uploadStoreKind({})).toBe('folder');
    expect(uploadStoreKind({ DATABASE_URL: 'postgres://h/db' })).toBe('database');
    expect(uploadStoreKind({ DATABASE_URL: 'postgres://h/db', QUEST_UPLOADS_STORE: 'folder' })).toBe(
      'folder',
    );
    expect(uploadStoreKind({ QUEST_UPLOADS_STORE: 'Database' })).toBe('database');
    expect(uploadStore(db, { QUEST_UPLOADS_STORE: 'database' }).kind).toBe('database');
    expect(uploadStore(db, { QUEST_UPLOADS_DIR: temp.dir }).kind).toBe('folder');
  });

  test('Scenario: the start checks it: an unknown store is refused by name; the database store needs no folder', () => {
    const base = { QUEST_DATA_DIR: 'memory://' };
    expect(() => startupConfigFromEnv({ ...base, QUEST_UPLOADS_STORE: 's3' })).toThrow(ConfigError);
    try {
      startupConfigFromEnv({ ...base, QUEST_UPLOADS_STORE: 's3' });
    } catch (error) {
      expect((error as ConfigError).problems).toContain(
        'QUEST_UPLOADS_STORE must be folder or database, got "s3"',
      );
    }
    const onPostgres = startupConfigFromEnv({ DATABASE_URL: 'postgres://h/db' });
    expect(onPostgres).toMatchObject({ uploadsStore: 'database', uploadsDir: null });
    const folderOnPostgres = startupConfigFromEnv({
      DATABASE_URL: 'postgres://h/db',
      QUEST_UPLOADS_STORE: 'folder',
    });
    expect(folderOnPostgres.uploadsStore).toBe('folder');
    expect(folderOnPostgres.warnings.join('\n')).toMatch(/several instances must share that folder/);
    expect(startupConfigFromEnv(base)).toMatchObject({ uploadsStore: 'folder' });
  });
});
