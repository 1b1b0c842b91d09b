import { AsyncLocalStorage } from 'node:async_hooks';
import { pino, type DestinationStream, type Logger } from 'pino';

/**
 * The server's structured log (ADR 0103): one JSON object a line on stdout, through pino. What may never appear
 * in it — SQL text and parameters, personal data (mobile numbers, emails, names), password hashes, tokens, OTP
 * codes, Authorization headers — is kept out twice: errors go through {@link errorForLog}, which keeps only
 * name, message, code and stack, and the {@link REDACT_PATHS} are censored wherever a caller puts them.
 */
export type Log = Logger;

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

const SENSITIVE_KEYS = [
  'password',
  'passwordHash',
  'password_hash',
  'newPassword',
  'oldPassword',
  'token',
  'accessToken',
  'authorization',
  'Authorization',
  'cookie',
  'otp',
  'code',
  'mobile',
  'phone',
  'contactNo',
  'contact_no',
  'userName',
  'user_name',
  'email',
  'name',
  'firstName',
  'lastName',
  'query',
  'params',
  'parameters',
  'detail',
];

/** Censored at the top level of a log line and one level down (`req.headers.authorization`, `err.params`, …). */
export const REDACT_PATHS = [
  ...SENSITIVE_KEYS.filter((key) => key !== 'code' && key !== 'name'),
  ...SENSITIVE_KEYS.map((key) => `*.${key}`).filter((path) => path !== '*.code' && path !== '*.name'),
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
];

/** 7 or more digits in a row (mobile numbers, OTP-like codes) and anything shaped like an email address. */
const DIGIT_RUN = /\d{7,}/g;
const EMAIL = /[^\s@"'()<>,;:]+@[^\s@"'()<>,;:]+\.[A-Za-z]{2,}/g;

/** Masks what looks like a phone number or an email inside free text (an error message, a stack's first line). */
export function scrubText(text: string): string {
  return text.replace(EMAIL, '[email]').replace(DIGIT_RUN, '[digits]');
}

export interface LoggedError {
  type: string;
  message: string;
  code?: string;
  stack?: string;
  cause?: LoggedError;
}

/**
 * An error as the log keeps it: name, message, code and stack only. Database errors (PGlite's and pg's) carry
 * the statement (`query`), its `params`/`parameters` and a `detail` such as `Key (user_name)=(9876543210) already
 * exists`; none of those is copied. Digit runs and emails in the message and stack are masked as well.
 */
export function errorForLog(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) {
    return { type: typeof error, message: scrubText(String(error)) };
  }
  const code = (error as { code?: unknown }).code;
  const logged: LoggedError = {
    type: error.name || error.constructor.name,
    message: scrubText(error.message),
  };
  if (typeof code === 'string' || typeof code === 'number') logged.code = String(code);
  if (error.stack) logged.stack = scrubText(error.stack);
  if (error.cause !== undefined && depth < 3) logged.cause = errorForLog(error.cause, depth + 1);
  return logged;
}

/** LOG_LEVEL, else `silent` under Vitest (tests stay quiet; a test that checks the log passes its own), else `info`. */
export function logLevelFromEnv(env: NodeJS.ProcessEnv = process.env): LogLevel {
  const wanted = env.LOG_LEVEL?.trim().toLowerCase();
  if (wanted && (LOG_LEVELS as readonly string[]).includes(wanted)) return wanted as LogLevel;
  return env.VITEST ? 'silent' : 'info';
}

export interface LoggerOptions {
  level?: LogLevel;
  /** Where lines go; stdout (synchronously) by default. Tests pass a stream to read them. */
  destination?: DestinationStream;
}

export function createLogger({ level = logLevelFromEnv(), destination }: LoggerOptions = {}): Log {
  const options = {
    level,
    base: { service: 'quest-server' },
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: { err: errorForLog, error: errorForLog },
    formatters: { level: (label: string) => ({ level: label }) },
    timestamp: pino.stdTimeFunctions.isoTime,
  };
  return destination ? pino(options, destination) : pino(options, pino.destination({ sync: true }));
}

/** The process's logger; request handlers get a child of it bound to the request id. */
export const rootLog: Log = createLogger();

const requestScope = new AsyncLocalStorage<Log>();

/** Runs `fn` with `log` as the current request's logger (see {@link currentLog}). */
export function withRequestLog<T>(log: Log, fn: () => T): T {
  return requestScope.run(log, fn);
}

/** The logger of the request being served (bound to its request id), else `fallback`. */
export function currentLog(fallback: Log = rootLog): Log {
  return requestScope.getStore() ?? fallback;
}
