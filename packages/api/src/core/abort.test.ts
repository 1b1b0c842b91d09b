import { afterEach, describe, expect, test } from 'vitest';
import { anySignal } from './abort.ts';

const withoutAny = () => {
  Object.defineProperty(AbortSignal, 'any', { value: undefined, configurable: true, writable: true });
};

describe('anySignal', () => {
  const native = AbortSignal.any;
  afterEach(() => {
    Object.defineProperty(AbortSignal, 'any', { value: native, configurable: true, writable: true });
  });

  test.each([
    ['with AbortSignal.any', () => {}],
    ['without AbortSignal.any (Chrome < 116)', withoutAny],
  ])('Scenario: %s, the second signal aborting aborts the result with its reason', (_name, arrange) => {
    arrange();
    const first = new AbortController();
    const second = new AbortController();
    const signal = anySignal([first.signal, second.signal]);
    expect(signal.aborted).toBe(false);
    second.abort('timeout');
    expect({ aborted: signal.aborted, reason: signal.reason }).toEqual({ aborted: true, reason: 'timeout' });
    first.abort('late');
    expect(signal.reason).toBe('timeout');
  });

  test('Scenario: without AbortSignal.any, a signal already aborted gives an aborted result', () => {
    withoutAny();
    expect(AbortSignal.any).toBeUndefined();
    const done = new AbortController();
    done.abort('gone');
    const signal = anySignal([new AbortController().signal, done.signal]);
    expect({ aborted: signal.aborted, reason: signal.reason }).toEqual({ aborted: true, reason: 'gone' });
  });
});
