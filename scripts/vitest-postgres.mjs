// globalSetup of the `server-pg` Vitest project (ADR 0126): the server's tests on a real PostgreSQL. Starts a
// throw-away cluster with scripts/postgres.mjs (found or installed as the browser is), unless TEST_DATABASE_URL
// names one already running, and provides its URL to the workers (test/support/test-db.ts makes each test file its
// own database from a migrated template there). Stops the cluster after the run.
import { startPostgres } from './postgres.mjs';

/** @param {import('vitest/node').TestProject} project */
export default async function setup(project) {
  const given = process.env.TEST_DATABASE_URL?.trim();
  const pg = given ? null : await startPostgres({ log: (line) => console.log(`server-pg: ${line}`) });
  project.provide('testDatabaseUrl', given || pg.url);
  return async () => {
    await pg?.stop();
  };
}
