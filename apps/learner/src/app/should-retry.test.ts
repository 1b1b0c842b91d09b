import { ApiError, ContractError } from '@quest/api';
import { describe, expect, it } from 'vitest';
import { errorStatus, MAX_RETRIES, retryDelay, shouldRetry } from './should-retry';

const withStatus = (status: number) => Object.assign(new Error(`HTTP ${status}`), { status });

describe('shouldRetry', () => {
  it.each([
    ['a network failure (no status)', new TypeError('Failed to fetch'), 1, true],
    ['500 on the first retry', withStatus(500), 1, true],
    ['503 on the third retry', withStatus(503), 3, true],
    ['503 after three retries', withStatus(503), 4, false],
    ['400', withStatus(400), 1, false],
    ['401', withStatus(401), 1, false],
    ['404', withStatus(404), 1, false],
    ['405', withStatus(405), 1, false],
    ['499', withStatus(499), 1, false],
    ['a 4xx on response.status', { response: { status: 403 } }, 1, false],
    ['a 5xx on response.status', { response: { status: 502 } }, 2, true],
    ['a thrown string', 'boom', 1, true],
    ['a contract break (wrong shape or empty)', new ContractError('GetUserQuest', []), 1, false],
    ['a contract break with its 200 (not JSON)', new ContractError('GetUserQuest', [], 200), 1, false],
    ['an ApiError from a 502', new ApiError('Bad gateway', 'server', 502), 1, true],
    ['an ApiError from a network failure', new ApiError('offline', 'network'), 2, true],
    ['attempt 0', withStatus(500), 0, false],
    ['a non-integer attempt', withStatus(500), 1.5, false],
  ])('Scenario: %s (attempt %i) → %s', (_name, error, attempt, expected) => {
    expect(shouldRetry(error, attempt)).toBe(expected);
  });

  it('allows exactly MAX_RETRIES retries of a server error', () => {
    const attempts = [1, 2, 3, 4, 5].filter((attempt) => shouldRetry(withStatus(500), attempt));
    expect(attempts).toEqual([1, 2, 3]);
    expect(MAX_RETRIES).toBe(3);
  });
});

describe('errorStatus', () => {
  it('reads status from the error or its response, else undefined', () => {
    expect(errorStatus(withStatus(418))).toBe(418);
    expect(errorStatus({ response: { status: 502 } })).toBe(502);
    expect(errorStatus({ status: '500' })).toBeUndefined();
    expect(errorStatus({ response: null })).toBeUndefined();
    expect(errorStatus(null)).toBeUndefined();
    expect(errorStatus(undefined)).toBeUndefined();
  });
});

describe('retryDelay', () => {
  it('doubles per attempt around a 1 s base', () => {
    const middle = () => 0.5;
    expect([1, 2, 3].map((attempt) => retryDelay(attempt, middle))).toEqual([1000, 2000, 4000]);
  });

  it('keeps jitter between half and one and a half of the base', () => {
    expect(retryDelay(2, () => 0)).toBe(1000);
    expect(retryDelay(2, () => 0.999_999)).toBe(3000);
  });
});
