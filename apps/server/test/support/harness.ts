import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createApiClient, memorySessionStore, type ApiClient } from '@quest/api';
import type { Hono } from 'hono';
import { createApp } from '../../src/app.ts';
import type { AppDeps } from '../../src/deps.ts';
import { createTestClock, type TestClock } from '../../src/clock.ts';
import type { ServerConfig } from '../../src/config.ts';
import type { Db } from '../../src/db.ts';
import { hashPassword } from '../../src/identity/passwords.ts';
import { createSession } from '../../src/identity/sessions.ts';
import type { SmsSender } from '../../src/identity/sms.ts';
import type { Log } from '../../src/log.ts';
import { openTestDb } from './test-db.ts';

export interface Harness {
  db: Db;
  /** This harness's own uploads folder (QUEST_UPLOADS_DIR while it is open; removed on close). */
  uploadsDir: string;
  clock: TestClock;
  deps: AppDeps;
  app: Hono;
  /** The app's own API client, talking to this server in-process; validates requests and responses. */
  client: ApiClient;
  session: ReturnType<typeof memorySessionStore>;
  /** A user straight in the database; returns its id. */
  createUser(fields?: Partial<TestUser>): Promise<number>;
  /** Signs the client in as that user (a real session token). */
  signInAs(userId: number): Promise<string>;
  close(): Promise<void>;
}

export interface TestUser {
  userName: string;
  password: string;
  firstName: string;
  userType: 'NewUser' | 'ExistingUser' | 'Spectrum' | null;
  showDashboard: boolean;
}

export interface HarnessOptions {
  /** How OTP codes are sent; by default the console stand-in (the log), as outside production. */
  sms?: SmsSender;
  /** The app's logger; by default the process's (silent under Vitest). See `test/support/log-capture.ts`. */
  log?: Log;
}

let counter = 0;

/** One isolated reference server per test file: its own migrated database (openTestDb), on a movable clock. */
export async function createHarness(
  config: Partial<ServerConfig> = {},
  extraAreas: ReadonlyArray<(app: Hono, deps: AppDeps) => void> = [],
  { sms, log }: HarnessOptions = {},
): Promise<Harness> {
  const uploadsDir = await mkdtemp(path.join(tmpdir(), 'quest-uploads-'));
  const previousUploadsDir = process.env.QUEST_UPLOADS_DIR;
  process.env.QUEST_UPLOADS_DIR = uploadsDir;
  const db = await openTestDb();
  const clock = createTestClock();
  const deps: AppDeps = {
    db,
    clock,
    config: {
      production: false,
      demoOtp: '123456',
      origins: { app: 'http://app.test', content: 'http://content.test', gateway: 'http://gateway.test' },
      ...config,
    },
    ...(sms ? { sms } : {}),
    ...(log ? { log } : {}),
  };
  const app = createApp({ ...deps, staticDir: '/nonexistent', extraAreas });
  const session = memorySessionStore();
  const client = createApiClient({
    session,
    fetch: (input, init) => Promise.resolve(app.request(String(input), init)),
  });
  return {
    db,
    uploadsDir,
    clock,
    deps,
    app,
    client,
    session,
    async createUser(fields = {}) {
      counter += 1;
      const user: TestUser = {
        userName: `9${String(counter).padStart(9, '0')}`,
        password: 'secret123',
        firstName: 'Test',
        userType: 'ExistingUser',
        showDashboard: false,
        ...fields,
      };
      const [row] = await db.query<{ id: number }>(
        `insert into users (user_name, password_hash, first_name, contact_no, user_type, show_dashboard)
         values ($1, $2, $3, $1, $4, $5) returning id`,
        [user.userName, await hashPassword(user.password), user.firstName, user.userType, user.showDashboard],
      );
      return row!.id;
    },
    async signInAs(userId) {
      const token = await createSession(deps, userId);
      session.setToken(token);
      client.sessionStarted();
      return token;
    },
    async close() {
      await db.close();
      if (previousUploadsDir === undefined) delete process.env.QUEST_UPLOADS_DIR;
      else process.env.QUEST_UPLOADS_DIR = previousUploadsDir;
      await rm(uploadsDir, { recursive: true, force: true });
    },
  };
}
