import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { AppDeps } from '../deps.ts';
import type { ServerConfig } from '../config.ts';
import { ApiFailure } from '../contract.ts';
import type { Db } from '../db.ts';

/*
 * Throttling of guesses and of calls that send codes or reveal accounts (ADR 0099). Everything lives in the
 * database (throttle_state, throttle_events), so every server instance sees the same counts, and every decision
 * uses the server's clock (`deps.clock`), so the test clock moves locks and windows.
 *
 * Two kinds of rule:
 * - a failure rule (sign-in per account and per address, wrong codes per number): `free` failures, then each
 *   further failure locks the key for a growing time. An attempt is counted before it is checked (so parallel
 *   guesses cannot slip past the limit) and given back when it was not a failure.
 * - a rate rule (code sends, look-ups): at most `limit` allowed calls per window, and growing waits between calls.
 */

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

export interface FailureRule {
  /** The key prefix, e.g. `signin:account`. */
  name: string;
  /** Failures allowed before the first lock. */
  free: number;
  /** The first lock; each further failure doubles it, up to `maxLockMs`. */
  firstLockMs: number;
  maxLockMs: number;
  /** Failures are forgotten after this long without one. */
  forgetAfterMs: number;
  /** What a success does: `reset` forgets the failures (the account's own), `keep` leaves them (an address's). */
  onSuccess: 'reset' | 'keep';
  /** Per client address: scaled by `addressLimitFactor` (the e2e run, one address for every test). */
  perAddress?: boolean;
  /** The refusal's first sentence; the wait follows. */
  message: string;
}

export interface RateRule {
  name: string;
  /** At most `limit` allowed calls in any `ms`; the first window is the one the waits count in. */
  windows: readonly { limit: number; ms: number }[];
  /** After the n-th call in the first window, the next waits `waitsMs[n - 1]` (the last entry beyond the list). */
  waitsMs?: readonly number[];
  perAddress?: boolean;
  message: string;
}

/** The limits chosen in ADR 0099. */
export const throttleRules = {
  signInAccount: {
    name: 'signin:account',
    free: 5,
    firstLockMs: MINUTE,
    maxLockMs: 15 * MINUTE,
    forgetAfterMs: HOUR,
    onSuccess: 'reset',
    message: 'Too many sign-in attempts.',
  },
  signInAddress: {
    name: 'signin:address',
    free: 20,
    firstLockMs: MINUTE,
    maxLockMs: 15 * MINUTE,
    forgetAfterMs: HOUR,
    onSuccess: 'keep',
    perAddress: true,
    message: 'Too many sign-in attempts.',
  },
  otpGuess: {
    name: 'otp:guess',
    free: 10,
    firstLockMs: HOUR,
    maxLockMs: 24 * HOUR,
    forgetAfterMs: 24 * HOUR,
    onSuccess: 'reset',
    message: 'Too many wrong codes.',
  },
  otpSendNumber: {
    name: 'otp:send:number',
    windows: [
      { limit: 5, ms: HOUR },
      { limit: 10, ms: 24 * HOUR },
    ],
    waitsMs: [0, 30 * SECOND, MINUTE, 2 * MINUTE],
    message: 'Too many OTP requests for this number.',
  },
  otpSendAddress: {
    name: 'otp:send:address',
    windows: [
      { limit: 30, ms: HOUR },
      { limit: 100, ms: 24 * HOUR },
    ],
    perAddress: true,
    message: 'Too many OTP requests.',
  },
  /** Coupon codes are short: wrong ones are guesses (ADR 0107). A code that exists never counts. */
  couponUser: {
    name: 'coupon:user',
    free: 10,
    firstLockMs: MINUTE,
    maxLockMs: HOUR,
    forgetAfterMs: HOUR,
    onSuccess: 'keep',
    message: 'Too many coupon codes tried.',
  },
  couponAddress: {
    name: 'coupon:address',
    free: 30,
    firstLockMs: MINUTE,
    maxLockMs: HOUR,
    forgetAfterMs: HOUR,
    onSuccess: 'keep',
    perAddress: true,
    message: 'Too many coupon codes tried.',
  },
  lookupAddress: {
    name: 'lookup:address',
    windows: [
      { limit: 30, ms: 10 * MINUTE },
      { limit: 300, ms: 24 * HOUR },
    ],
    perAddress: true,
    message: 'Too many requests.',
  },
} as const satisfies Record<string, FailureRule | RateRule>;

/** The wait in words, never shorter than the real one: "30 seconds", "5 minutes", "2 hours". */
export function waitInWords(seconds: number): string {
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (seconds < 60) return plural(Math.max(1, Math.ceil(seconds)), 'second');
  if (seconds < 3600) return plural(Math.ceil(seconds / 60), 'minute');
  return plural(Math.ceil(seconds / 3600), 'hour');
}

/** A 429 with `Retry-After` (seconds) and the wait in the message. */
export function throttled(message: string, waitMs: number): ApiFailure {
  const seconds = Math.max(1, Math.ceil(waitMs / SECOND));
  return new ApiFailure(429, `${message} Please try again in ${waitInWords(seconds)}.`, seconds);
}

export interface ThrottleKey<R> {
  rule: R;
  /** Who is counted: an account name, a mobile number, a client address. */
  subject: string;
}

const keyOf = ({ rule, subject }: ThrottleKey<FailureRule | RateRule>) => `${rule.name}:${subject}`;
const scale = (config: ServerConfig, rule: FailureRule | RateRule, value: number) =>
  rule.perAddress ? value * Math.max(1, config.addressLimitFactor ?? 1) : value;

/** Locks the state rows of the keys (in key order, so two requests never wait on each other in a circle). */
async function lockRows(tx: Db, keys: string[]): Promise<Map<string, StateRow>> {
  const rows = new Map<string, StateRow>();
  for (const key of [...new Set(keys)].sort()) {
    await tx.query('insert into throttle_state (key) values ($1) on conflict (key) do nothing', [key]);
    const [row] = await tx.query<StateRow>(
      'select failures, last_failure_at, locked_until from throttle_state where key = $1 for update',
      [key],
    );
    rows.set(key, row!);
  }
  return rows;
}

interface StateRow {
  failures: number;
  last_failure_at: Date | null;
  locked_until: Date | null;
}

/** An attempt counted by failure rules: say how it went so the count is kept, reset or given back. */
export interface Attempt {
  /** The attempt was right: the keys with `onSuccess: 'reset'` forget their failures, the others give it back. */
  succeeded(): Promise<void>;
  /** The attempt was wrong: it stays counted. */
  failed(): Promise<void>;
  /** The attempt was not a guess after all (no code to check, …): it is given back. */
  notCounted(): Promise<void>;
}

/**
 * Starts an attempt under failure rules: refused (429) while any key is locked; otherwise counted as a failure
 * straight away — a lock the count reaches starts now — until `succeeded` or `notCounted` says otherwise.
 */
export async function beginAttempt(
  deps: AppDeps,
  keys: readonly ThrottleKey<FailureRule>[],
): Promise<Attempt> {
  const counted = await deps.db.transaction(async (tx) => {
    const rows = await lockRows(tx, keys.map(keyOf));
    // Read once the keys are locked, so attempts count in the order they hold the lock (see consumeRate).
    const now = deps.clock.now();
    let refusal: { wait: number; message: string } | null = null;
    for (const key of keys) {
      const row = rows.get(keyOf(key))!;
      const wait = row.locked_until ? row.locked_until.getTime() - now.getTime() : 0;
      // A clock moved backwards (test clock only) never makes a lock longer than the rule allows.
      const capped = Math.min(wait, key.rule.maxLockMs);
      if (capped > 0 && (!refusal || capped > refusal.wait))
        refusal = { wait: capped, message: key.rule.message };
    }
    if (refusal) throw throttled(refusal.message, refusal.wait);

    const result: { key: ThrottleKey<FailureRule>; lockedUntil: Date | null }[] = [];
    for (const key of keys) {
      const row = rows.get(keyOf(key))!;
      const forgotten =
        !row.last_failure_at || now.getTime() - row.last_failure_at.getTime() >= key.rule.forgetAfterMs;
      const failures = (forgotten ? 0 : row.failures) + 1;
      const free = scale(deps.config, key.rule, key.rule.free);
      const lockedUntil =
        failures >= free
          ? new Date(
              now.getTime() + Math.min(key.rule.firstLockMs * 2 ** (failures - free), key.rule.maxLockMs),
            )
          : null;
      await tx.query(
        'update throttle_state set failures = $2, last_failure_at = $3, locked_until = $4 where key = $1',
        [keyOf(key), failures, now, lockedUntil],
      );
      result.push({ key, lockedUntil });
    }
    return result;
  });

  let settled = false;
  const settle = async (how: 'success' | 'back') => {
    if (settled) return;
    settled = true;
    await deps.db.transaction(async (tx) => {
      for (const { key, lockedUntil } of counted) {
        if (how === 'success' && key.rule.onSuccess === 'reset') {
          await tx.query('delete from throttle_state where key = $1', [keyOf(key)]);
        } else {
          // Give the attempt back, and the lock it started (a lock another attempt started stays).
          await tx.query(
            `update throttle_state set failures = greatest(failures - 1, 0),
               locked_until = case when locked_until = $2 then null else locked_until end
             where key = $1`,
            [keyOf(key), lockedUntil],
          );
        }
      }
    });
  };
  return {
    succeeded: () => settle('success'),
    notCounted: () => settle('back'),
    failed: async () => {
      settled = true;
    },
  };
}

/**
 * One call under rate rules: refused (429, with the longest wait of any key) when a window is full or the wait
 * since the last call has not passed; otherwise recorded for every key. Refused calls are not recorded, so
 * `Retry-After` is the real wait.
 */
export async function consumeRate(deps: AppDeps, keys: readonly ThrottleKey<RateRule>[]): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await lockRows(tx, keys.map(keyOf));
    // The time is read once the keys are locked: on Postgres requests run at once, and one that read the clock
    // before waiting for the lock would not see a send recorded meanwhile at a later time (calls "in the future"
    // do not count, below), so concurrent sends slipped past the limits (ADR 0126).
    const now = deps.clock.now().getTime();
    let refusal: { wait: number; message: string } | null = null;
    for (const key of keys) {
      const longest = Math.max(...key.rule.windows.map((w) => w.ms));
      // Calls "in the future" (a test clock moved back) do not count.
      const times = (
        await tx.query<{ at: Date }>(
          'select at from throttle_events where key = $1 and at > $2 and at <= $3 order by at',
          [keyOf(key), new Date(now - longest), new Date(now)],
        )
      ).map((row) => row.at.getTime());
      let wait = 0;
      key.rule.windows.forEach((window, index) => {
        const inWindow = times.filter((at) => at > now - window.ms);
        const limit = scale(deps.config, key.rule, window.limit);
        if (inWindow.length >= limit) {
          wait = Math.max(wait, inWindow[inWindow.length - limit]! + window.ms - now);
        }
        const waits = key.rule.waitsMs;
        if (index === 0 && waits?.length && inWindow.length > 0) {
          const after = waits[Math.min(inWindow.length, waits.length) - 1]!;
          wait = Math.max(wait, inWindow[inWindow.length - 1]! + after - now);
        }
      });
      if (wait > 0 && (!refusal || wait > refusal.wait)) refusal = { wait, message: key.rule.message };
    }
    if (refusal) throw throttled(refusal.message, refusal.wait);
    for (const key of keys) {
      const longest = Math.max(...key.rule.windows.map((w) => w.ms));
      await tx.query('delete from throttle_events where key = $1 and at <= $2', [
        keyOf(key),
        new Date(now - longest),
      ]);
      await tx.query('insert into throttle_events (key, at) values ($1, $2)', [keyOf(key), new Date(now)]);
    }
  });
}

/** The /64 network of an IPv6 address (one host usually holds a whole /64), or the IPv4 address itself. */
export function addressKey(raw: string): string {
  const address = raw.trim().replace(/^\[|\]$/g, '');
  const mapped = address.match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i);
  if (mapped) return mapped[1]!;
  if (!address.includes(':')) return address;
  const [head = '', tail = ''] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = address.includes('::') && tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => (Number.parseInt(g, 16) || 0).toString(16))
    .join(':')}::/64`;
}

/**
 * The client's address for per-address limits: the last `X-Forwarded-For` entry (the one our proxy added) when
 * QUEST_TRUST_PROXY says a proxy is in front, else the socket's address. In-process requests (tests calling
 * `app.request`) have no socket: they share the fixed key `in-process`.
 */
export function clientAddress(c: Context, config: Pick<ServerConfig, 'trustProxy'>): string {
  if (config.trustProxy) {
    const forwarded = c.req
      .header('X-Forwarded-For')
      ?.split(',')
      .map((part) => part.trim())
      .filter(Boolean);
    const last = forwarded?.at(-1);
    if (last) return addressKey(last);
  }
  try {
    const address = getConnInfo(c).remote.address;
    if (address) return addressKey(address);
  } catch {
    // no socket: an in-process request
  }
  return 'in-process';
}
