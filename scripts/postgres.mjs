// A throw-away PostgreSQL for the test command and the deployment check (issue 27): Debian's package, found or
// installed the way the browser is (scripts/find-chromium.sh), a new cluster in a temporary folder, listening on a
// free loopback port, stopped and removed after. Never a download outside the system's package manager.
//
//   import { findPostgres, startPostgres } from './postgres.mjs';
//   const pg = await startPostgres();      // { url, bin, dir, stop() }
//   ... DATABASE_URL=pg.url ...
//   await pg.stop();
//
// CLI: `node scripts/postgres.mjs` finds or installs it and prints the binaries' folder;
//      `node scripts/postgres.mjs --start` starts one and prints its URL until interrupted.
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './lib.mjs';

const DEBIAN_BIN = '/usr/lib/postgresql';

/** The folder holding initdb and pg_ctl: POSTGRES_BIN, else the newest Debian version, else PATH. */
function binDir() {
  const fromEnv = process.env.POSTGRES_BIN?.trim();
  if (fromEnv && existsSync(path.join(fromEnv, 'initdb'))) return fromEnv;
  if (existsSync(DEBIAN_BIN)) {
    const versions = readdirSync(DEBIAN_BIN)
      .filter((v) => existsSync(path.join(DEBIAN_BIN, v, 'bin', 'initdb')))
      .sort((a, b) => Number(b) - Number(a));
    if (versions[0]) return path.join(DEBIAN_BIN, versions[0], 'bin');
  }
  const which = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' });
  return which.status === 0 ? path.dirname(which.stdout.trim()) : null;
}

/**
 * Finds PostgreSQL's server binaries; installs Debian's `postgresql` package when none is found and this is root on
 * Debian or Ubuntu. Returns the binaries' folder; throws with what to install otherwise.
 */
export function findPostgres({ log = console.log } = {}) {
  const found = binDir();
  if (found) return found;
  const debian =
    existsSync('/etc/os-release') &&
    /debian|ubuntu/i.test(execFileSync('cat', ['/etc/os-release'], { encoding: 'utf8' }));
  if (process.getuid?.() === 0 && debian && spawnSync('sh', ['-c', 'command -v apt-get']).status === 0) {
    log("No PostgreSQL found: installing Debian's postgresql package…");
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const apt = (args) => spawnSync('apt-get', args, { env, stdio: ['ignore', 'ignore', 'inherit'] }).status;
    if (apt(['update', '-qq']) !== 0 || apt(['install', '-y', '-qq', 'postgresql']) !== 0)
      throw new Error('apt-get install postgresql failed');
    const installed = binDir();
    if (installed) return installed;
  }
  throw new Error(
    'No PostgreSQL server found, and this script can only install it as root on Debian or Ubuntu.\n' +
      'Install it (Debian/Ubuntu: sudo apt-get install postgresql; macOS: brew install postgresql@15),\n' +
      'or point POSTGRES_BIN at the folder holding initdb and pg_ctl.',
  );
}

/**
 * Starts a new cluster in a temporary folder on a free port (trust authentication on loopback only) and resolves
 * with `{ url, bin, dir, port, stop }`. PostgreSQL refuses to run as root: as root, the cluster belongs to the
 * `postgres` user the package creates and its commands run through `runuser`.
 */
export async function startPostgres({ log = () => {} } = {}) {
  const bin = findPostgres({ log });
  const dir = mkdtempSync(path.join(os.tmpdir(), 'quest-postgres-'));
  const data = path.join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  let uid;
  let gid;
  if (asRoot) {
    const entry = spawnSync('getent', ['passwd', 'postgres'], { encoding: 'utf8' }).stdout.split(':');
    if (entry.length < 4)
      throw new Error('Running as root, but there is no postgres user to run PostgreSQL as');
    [uid, gid] = [Number(entry[2]), Number(entry[3])];
    chmodSync(dir, 0o700);
    chownSync(dir, uid, gid);
  }
  const exec = (cmd, args) => {
    const [file, argv] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', path.join(bin, cmd), ...args]]
      : [path.join(bin, cmd), args];
    const result = spawnSync(file, argv, { encoding: 'utf8', cwd: dir });
    if (result.status !== 0)
      throw new Error(`${cmd} failed (${result.status}):\n${result.stdout ?? ''}${result.stderr ?? ''}`);
    return result.stdout;
  };
  const port = await freePort();
  exec('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
  // Test settings: loopback only, a socket in the cluster's own folder, no durability work (a throw-away cluster).
  writeFileSync(
    path.join(data, 'postgresql.auto.conf'),
    [
      `listen_addresses = '127.0.0.1'`,
      `port = ${port}`,
      `unix_socket_directories = '${dir}'`,
      'fsync = off',
      'synchronous_commit = off',
      'full_page_writes = off',
      'max_connections = 300',
      'shared_buffers = 128MB',
      '',
    ].join('\n'),
  );
  if (asRoot) chownSync(path.join(data, 'postgresql.auto.conf'), uid, gid);
  exec('pg_ctl', ['-D', data, '-l', path.join(dir, 'server.log'), '-w', '-t', '60', 'start']);
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    try {
      exec('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  log(`PostgreSQL ${exec('pg_ctl', ['--version']).trim()} at ${url}`);
  return { url, bin, dir, port, stop };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--start')) {
    const pg = await startPostgres({ log: console.log });
    console.log(`DATABASE_URL=${pg.url}`);
    const quit = () => pg.stop().then(() => process.exit(0));
    process.on('SIGINT', quit);
    process.on('SIGTERM', quit);
    setInterval(() => {}, 1 << 30);
  } else {
    try {
      console.log(`PostgreSQL: ${findPostgres()}`);
    } catch (error) {
      console.error(error.message);
      process.exit(1);
    }
  }
}
