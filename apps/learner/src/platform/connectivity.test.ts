import { describe, expect, test, vi } from 'vitest';
import { isOnline, subscribeConnectivity, type ConnectivitySource } from './connectivity';

/** A window stand-in: its online flag and real `online`/`offline` events. */
function fakeWindow(onLine: boolean) {
  const target = new EventTarget();
  const source: ConnectivitySource & { go(online: boolean): void } = {
    navigator: { onLine },
    addEventListener: (type, listener) => target.addEventListener(type, listener),
    removeEventListener: (type, listener) => target.removeEventListener(type, listener),
    go(online) {
      source.navigator.onLine = online;
      target.dispatchEvent(new Event(online ? 'online' : 'offline'));
    },
  };
  return source;
}

describe('connectivity', () => {
  test('reads navigator.onLine, and counts as online where there is no browser', () => {
    expect(isOnline(fakeWindow(true))).toBe(true);
    expect(isOnline(fakeWindow(false))).toBe(false);
    expect(isOnline(undefined)).toBe(true);
  });

  test('tells each change to the listener until it unsubscribes', () => {
    const source = fakeWindow(true);
    const listener = vi.fn();
    const unsubscribe = subscribeConnectivity(listener, source);
    source.go(false);
    source.go(true);
    expect(listener.mock.calls).toEqual([[false], [true]]);
    unsubscribe();
    source.go(false);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  test('subscribing without a browser is a no-op', () => {
    const unsubscribe = subscribeConnectivity(() => {}, undefined);
    expect(() => unsubscribe()).not.toThrow();
  });
});
