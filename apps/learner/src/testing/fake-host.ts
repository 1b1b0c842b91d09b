import { BRIDGE_METHODS, type AndroidHost, type BridgeWindow } from '../platform/native-bridge';

/** One call the app made to the fake host (or the web fallback's `window.open`). */
export interface HostCall {
  method: string;
  args: unknown[];
}

/** A window for the bridge that records what the app asks of it. */
export interface FakeHost {
  window: BridgeWindow;
  calls: HostCall[];
}

/**
 * A fake native host: `web` records `window.open` (the policy links) so a story never opens a tab; `android`
 * is a `window.Android` object whose every method records its arguments.
 */
export function fakeHost(kind: 'web' | 'android' = 'web'): FakeHost {
  const calls: HostCall[] = [];
  const open = (...args: unknown[]) => {
    calls.push({ method: 'window.open', args });
    return null;
  };
  if (kind === 'web') return { window: { open }, calls };
  const android: AndroidHost = Object.fromEntries(
    Object.values(BRIDGE_METHODS).map((method) => [
      method,
      (...args: unknown[]) => void calls.push({ method, args }),
    ]),
  );
  return { window: { open, Android: android }, calls };
}
