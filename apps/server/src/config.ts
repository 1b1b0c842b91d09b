import { homedir, tmpdir } from 'node:os';
import path from 'node:path';
import { dbConfigFromEnv, type DbConfig } from './db.ts';
import { SMS_NOT_CONFIGURED_WARNING, type SmsGatewayConfig } from './identity/sms.ts';
import { LOG_LEVELS, logLevelFromEnv, type LogLevel } from './log.ts';
import { repoRoot, uploadsDir } from './paths.ts';
import { uploadStoreKind, uploadStoreProblem, type UploadStoreKind } from './storage/uploads.ts';

/** Settings of the reference server, from the environment (documented in the README). */
export interface ServerConfig {
  /** NODE_ENV=production: the test clock is refused and OTP codes are not fixed. */
  production: boolean;
  /** QUEST_DEMO_OTP: every OTP is this code (demos and tests); otherwise random codes are written to the log. */
  demoOtp: string | null;
  /**
   * The three origins one process serves: the app and API, the content origin (frame pages, a different
   * origin so frame messages can be checked by origin) and the fake card gateway. Filled in once listening.
   */
  origins: { app: string; content: string; gateway: string };
  /**
   * The public origins set by QUEST_PUBLIC_URL, QUEST_CONTENT_URL and QUEST_GATEWAY_URL (behind a reverse proxy):
   * each one set replaces the listening address in {@link origins}, so every instance hands out the same addresses.
   */
  publicOrigins?: Partial<ServerConfig['origins']>;
  /**
   * QUEST_TRUST_PROXY=on: one reverse proxy is in front, so the client address of the per-address throttling
   * (ADR 0099) is the last X-Forwarded-For entry (the one the proxy added); otherwise the socket's address.
   */
  trustProxy?: boolean;
  /**
   * QUEST_ADDRESS_LIMIT_FACTOR (the e2e run only; refused in production): every per-address throttle limit is
   * multiplied by it, because the whole suite comes from 127.0.0.1. Per-number and per-account limits stay.
   */
  addressLimitFactor?: number;
  /** QUEST_SMS_URL + QUEST_SMS_TOKEN: the HTTP SMS gateway OTP codes go through; unset: none (ADR 0102). */
  sms?: SmsGatewayConfig | null;
}

/** What is wrong with QUEST_ADDRESS_LIMIT_FACTOR: a whole number 1-1000, outside production only (ADR 0099). */
export function addressLimitFactorProblem(env: NodeJS.ProcessEnv, production: boolean): string | null {
  const raw = env.QUEST_ADDRESS_LIMIT_FACTOR?.trim();
  if (!raw) return null;
  if (production) {
    return 'QUEST_ADDRESS_LIMIT_FACTOR relaxes the per-address throttling (the e2e run only); it is refused with NODE_ENV=production';
  }
  const factor = Number(raw);
  return Number.isInteger(factor) && factor >= 1 && factor <= 1000
    ? null
    : `QUEST_ADDRESS_LIMIT_FACTOR must be a whole number 1-1000, got "${raw}"`;
}

/** The public-origin settings (ADR 0127): what each names, for the start-up messages. */
export const PUBLIC_ORIGIN_SETTINGS = {
  app: {
    name: 'QUEST_PUBLIC_URL',
    what: "the app's address as browsers reach it, e.g. https://quest.example.org",
  },
  content: {
    name: 'QUEST_CONTENT_URL',
    what: 'the content origin the frames load from, e.g. https://content.quest.example.org',
  },
  gateway: { name: 'QUEST_GATEWAY_URL', what: 'the card gateway the payment form posts to' },
} as const;

type OriginKey = keyof typeof PUBLIC_ORIGIN_SETTINGS;

/** An absolute http(s) origin with no path, query, fragment or credentials (a trailing slash is allowed). */
function parseOrigin(raw: string): URL | null {
  try {
    const url = new URL(raw);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (url.username || url.password || url.pathname !== '/' || url.search || url.hash) return null;
    return url;
  } catch {
    return null;
  }
}

/** QUEST_PUBLIC_URL, QUEST_CONTENT_URL and QUEST_GATEWAY_URL as origins, each when set and valid. */
export function publicOriginsFromEnv(env: NodeJS.ProcessEnv = process.env): Partial<ServerConfig['origins']> {
  const found: Partial<ServerConfig['origins']> = {};
  for (const key of Object.keys(PUBLIC_ORIGIN_SETTINGS) as OriginKey[]) {
    const raw = env[PUBLIC_ORIGIN_SETTINGS[key].name]?.trim();
    const url = raw ? parseOrigin(raw) : null;
    if (url) found[key] = url.origin;
  }
  return found;
}

/**
 * What is wrong with the public origins: each an absolute http(s) origin without a path; the content origin and the
 * gateway each an origin of their own; in production all three named (behind a proxy an instance's own port is
 * reachable from nowhere else).
 */
export function publicOriginProblems(env: NodeJS.ProcessEnv, production: boolean): string[] {
  const problems: string[] = [];
  const origins: Partial<Record<OriginKey, string>> = {};
  for (const key of Object.keys(PUBLIC_ORIGIN_SETTINGS) as OriginKey[]) {
    const { name, what } = PUBLIC_ORIGIN_SETTINGS[key];
    const raw = env[name]?.trim();
    if (!raw) {
      if (production) {
        problems.push(
          `NODE_ENV=production needs ${name}: ${what}. Every address the server hands out (profile pictures, frames, the card gateway, the payment return) is built on it, never on this instance's own port`,
        );
      }
      continue;
    }
    const url = parseOrigin(raw);
    if (url) origins[key] = url.origin;
    else
      problems.push(
        `${name} must be an absolute http(s) origin with no path, query or fragment (scheme://host[:port]), ${what}; got "${raw}"`,
      );
  }
  if (origins.content && origins.content === origins.app) {
    problems.push(
      'QUEST_CONTENT_URL must be a different origin from QUEST_PUBLIC_URL (another host name or port): it is the sandbox origin of the content frames, and the app trusts their messages by that origin',
    );
  }
  if (origins.gateway && (origins.gateway === origins.app || origins.gateway === origins.content)) {
    problems.push(
      'QUEST_GATEWAY_URL must be an origin of its own, not that of QUEST_PUBLIC_URL or QUEST_CONTENT_URL: the card gateway is a separate server (GATEWAY_PORT)',
    );
  }
  return problems;
}

export function serverConfigFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const production = env.NODE_ENV === 'production';
  const demoOtp = env.QUEST_DEMO_OTP?.trim();
  const publicOrigins = publicOriginsFromEnv(env);
  return {
    production,
    demoOtp: !production && demoOtp && /^\d{4,10}$/.test(demoOtp) ? demoOtp : null,
    origins: { app: '', content: '', gateway: '', ...publicOrigins },
    publicOrigins,
    trustProxy: ['1', 'true', 'yes', 'on'].includes(env.QUEST_TRUST_PROXY?.trim().toLowerCase() ?? ''),
    addressLimitFactor: addressLimitFactorProblem(env, production)
      ? 1
      : Number(env.QUEST_ADDRESS_LIMIT_FACTOR ?? 1),
    sms: smsGatewayFromEnv(env),
  };
}

/** QUEST_SMS_URL and QUEST_SMS_TOKEN, when both are set (checked by {@link startupConfigFromEnv}). */
export function smsGatewayFromEnv(env: NodeJS.ProcessEnv = process.env): SmsGatewayConfig | null {
  const url = env.QUEST_SMS_URL?.trim();
  const token = env.QUEST_SMS_TOKEN?.trim();
  return url && token ? { url, token } : null;
}

/** What `main.ts` reads once at start: every variable the server uses, checked together (ADR 0102). */
export interface StartupConfig {
  server: ServerConfig;
  port: number;
  host: string;
  contentPort: number;
  gatewayPort: number;
  db: DbConfig;
  /** The PGlite data directory on disk; null with `memory://` or `DATABASE_URL`. */
  dataDir: string | null;
  /** The uploads folder of the folder store, made private at start; null with the database store. */
  uploadsDir: string | null;
  /** QUEST_UPLOADS_STORE: where uploaded files live (ADR 0128); `database` by default with DATABASE_URL. */
  uploadsStore: UploadStoreKind;
  /** Seed the demo on an empty database: never in production, whatever QUEST_SEED says. */
  seed: boolean;
  /** The movable test clock (QUEST_TEST_CLOCK, on by default outside production; refused in production). */
  testClock: boolean;
  logLevel: LogLevel;
  /** Settings that are allowed but deserve a line at start (e.g. production without an SMS gateway). */
  warnings: string[];
}

/** Start-up refused: every bad setting is named, one a line. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid server settings:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const FLAG_TRUE = ['1', 'true', 'yes', 'on'];
const FLAG_FALSE = ['0', 'false', 'no', 'off'];

/**
 * Reads and checks every environment variable of the server. Bad values fail with a {@link ConfigError} naming the
 * variable; so do development-only settings in production (QUEST_DEMO_OTP, QUEST_TEST_CLOCK, an in-memory database).
 */
export function startupConfigFromEnv(env: NodeJS.ProcessEnv = process.env): StartupConfig {
  const problems: string[] = [];
  const warnings: string[] = [];
  const value = (name: string) => env[name]?.trim() || undefined;
  const production = env.NODE_ENV === 'production';

  const nodeEnv = value('NODE_ENV');
  if (nodeEnv && !['production', 'development', 'test'].includes(nodeEnv)) {
    warnings.push(`NODE_ENV="${nodeEnv}" is treated as development (known: production, development, test).`);
  }

  const flag = (name: string, fallback: boolean): boolean => {
    const raw = value(name)?.toLowerCase();
    if (raw === undefined) return fallback;
    if (FLAG_TRUE.includes(raw)) return true;
    if (FLAG_FALSE.includes(raw)) return false;
    problems.push(`${name} must be on or off (also true/false, yes/no, 1/0), got "${env[name]}"`);
    return fallback;
  };
  const port = (name: string, fallback: number): number => {
    const raw = value(name);
    const parsed = raw === undefined ? fallback : Number(raw);
    if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65535) {
      problems.push(
        raw === undefined
          ? `${name} defaults to ${fallback}, which is not a port: set ${name} (0-65535, 0 picks a free port)`
          : `${name} must be a port number 0-65535 (0 picks a free port), got "${env[name]}"`,
      );
      return 0;
    }
    return parsed;
  };
  const httpUrl = (name: string, raw: string): URL | null => {
    try {
      const url = new URL(raw);
      if (url.protocol === 'http:' || url.protocol === 'https:') return url;
    } catch {
      // reported below
    }
    problems.push(`${name} must be an absolute http(s) address, got "${raw}"`);
    return null;
  };
  const urlOrPath = (name: string) => {
    const raw = value(name);
    if (raw && !raw.startsWith('/')) httpUrl(name, raw);
  };
  const originList = (name: string) => {
    for (const item of (value(name) ?? '').split(',').map((part) => part.trim())) {
      if (item) httpUrl(name, item);
    }
  };

  const mainPort = port('PORT', 8080);
  const host = value('HOST') ?? '127.0.0.1';
  if (/\s/.test(host)) problems.push(`HOST must be a host name or address, got "${env.HOST}"`);
  const contentPort = port('CONTENT_PORT', mainPort ? mainPort + 1 : 0);
  const gatewayPort = port('GATEWAY_PORT', mainPort ? mainPort + 2 : 0);

  const databaseUrl = value('DATABASE_URL');
  if (databaseUrl) {
    let protocol = '';
    try {
      protocol = new URL(databaseUrl).protocol;
    } catch {
      // reported below
    }
    if (protocol !== 'postgres:' && protocol !== 'postgresql:') {
      problems.push('DATABASE_URL must be a postgres:// or postgresql:// address');
    }
    if (value('QUEST_DATA_DIR')) warnings.push('QUEST_DATA_DIR is ignored: DATABASE_URL selects Postgres.');
  }
  const db = dbConfigFromEnv(env);
  const inMemory = db.kind === 'pglite' && db.dataDir.startsWith('memory://');
  if (production && inMemory) {
    problems.push(
      'QUEST_DATA_DIR=memory:// keeps the data in memory only; NODE_ENV=production needs a data directory or DATABASE_URL',
    );
  }
  if (production && !databaseUrl && !value('QUEST_DATA_DIR')) {
    problems.push(
      'NODE_ENV=production needs its database named: DATABASE_URL (Postgres, required for more than one instance) or QUEST_DATA_DIR (PGlite on this machine, one instance only)',
    );
  }
  const storeProblem = uploadStoreProblem(env);
  if (storeProblem) problems.push(storeProblem);
  const uploadsStore = uploadStoreKind(env);
  if (uploadsStore === 'folder' && databaseUrl) {
    warnings.push(
      'QUEST_UPLOADS_STORE=folder with DATABASE_URL: uploads stay on this machine, so several instances must share that folder (ADR 0128).',
    );
  }
  if (uploadsStore === 'database' && value('QUEST_UPLOADS_DIR')) {
    warnings.push('QUEST_UPLOADS_DIR is ignored: uploads are kept in the database (QUEST_UPLOADS_STORE).');
  }
  if (value('QUEST_UPLOADS_DIR') === undefined && env.QUEST_UPLOADS_DIR !== undefined) {
    problems.push('QUEST_UPLOADS_DIR is set but empty: give a folder or leave it unset');
  }
  // Both folders are made private to the server's user at start, everything in them included: never a shared one.
  const shared = new Set(['/', tmpdir(), homedir(), repoRoot, process.cwd()].map((dir) => path.resolve(dir)));
  const dataDirOnDisk = db.kind === 'pglite' && !inMemory ? path.resolve(db.dataDir) : null;
  if (dataDirOnDisk && shared.has(dataDirOnDisk)) {
    problems.push(`QUEST_DATA_DIR must be a folder of its own (it is made private), not "${dataDirOnDisk}"`);
  }
  if (value('QUEST_UPLOADS_DIR') && shared.has(uploadsDir(env))) {
    problems.push(
      `QUEST_UPLOADS_DIR must be a folder of its own (it is made private), not "${uploadsDir(env)}"`,
    );
  }

  const demoOtp = value('QUEST_DEMO_OTP');
  if (demoOtp && production) {
    problems.push(
      'QUEST_DEMO_OTP fixes every OTP code (development and tests only); it is refused with NODE_ENV=production',
    );
  } else if (demoOtp && !/^\d{4,10}$/.test(demoOtp)) {
    problems.push(`QUEST_DEMO_OTP must be 4-10 digits, got "${env.QUEST_DEMO_OTP}"`);
  }

  const addressLimitFactor = addressLimitFactorProblem(env, production);
  if (addressLimitFactor) problems.push(addressLimitFactor);
  flag('QUEST_TRUST_PROXY', false);
  problems.push(...publicOriginProblems(env, production));

  const seedWanted = flag('QUEST_SEED', true);
  if (production && value('QUEST_SEED') && seedWanted) {
    warnings.push(
      'QUEST_SEED is ignored in production: the demo data (with its public password) is never seeded.',
    );
  }
  const testClock = flag('QUEST_TEST_CLOCK', !production);
  if (production && testClock) {
    problems.push(
      'QUEST_TEST_CLOCK moves the server\'s "now" (development and tests only); it is refused with NODE_ENV=production',
    );
  }

  const smsUrl = value('QUEST_SMS_URL');
  const smsToken = value('QUEST_SMS_TOKEN');
  if (smsUrl && !smsToken) problems.push('QUEST_SMS_URL is set without QUEST_SMS_TOKEN: set both or neither');
  if (smsToken && !smsUrl) problems.push('QUEST_SMS_TOKEN is set without QUEST_SMS_URL: set both or neither');
  if (smsUrl) {
    const url = httpUrl('QUEST_SMS_URL', smsUrl);
    const loopback = url && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
    if (url && production && url.protocol !== 'https:' && !loopback) {
      problems.push('QUEST_SMS_URL must be https:// in production (the token and the codes travel in it)');
    }
  }
  if (production && !(smsUrl && smsToken)) warnings.push(SMS_NOT_CONFIGURED_WARNING);

  const logLevel = value('LOG_LEVEL')?.toLowerCase();
  if (logLevel && !(LOG_LEVELS as readonly string[]).includes(logLevel)) {
    problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${env.LOG_LEVEL}"`);
  }

  const ttl = value('QUEST_TOKEN_TTL_MINUTES');
  if (ttl !== undefined && !(Number.isFinite(Number(ttl)) && Number(ttl) > 0)) {
    problems.push(
      `QUEST_TOKEN_TTL_MINUTES must be a positive number of minutes, got "${env.QUEST_TOKEN_TTL_MINUTES}"`,
    );
  }
  flag('QUEST_OTP_REQUIRED', true);
  flag('QUEST_SHOW_PROMO', true);
  urlOrPath('QUEST_TC_URL');
  urlOrPath('QUEST_REPORT_MANUAL_URL');
  const supportEmail = value('QUEST_SUPPORT_EMAIL');
  if (supportEmail && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(supportEmail)) {
    problems.push(`QUEST_SUPPORT_EMAIL must be an email address, got "${env.QUEST_SUPPORT_EMAIL}"`);
  }
  originList('QUEST_APP_ORIGINS');
  originList('QUEST_CONTENT_ORIGINS');
  originList('VITE_PAYMENT_GATEWAY_ORIGINS');
  const externalTest = value('VITE_EXTERNAL_TEST_URL');
  if (externalTest) httpUrl('VITE_EXTERNAL_TEST_URL', externalTest);

  if (problems.length > 0) throw new ConfigError(problems);
  return {
    server: serverConfigFromEnv(env),
    port: mainPort,
    host,
    contentPort,
    gatewayPort,
    db,
    dataDir: dataDirOnDisk,
    uploadsDir: uploadsStore === 'folder' ? uploadsDir(env) : null,
    uploadsStore,
    seed: !production && seedWanted,
    testClock: !production && testClock,
    logLevel: logLevelFromEnv(env),
    warnings,
  };
}
