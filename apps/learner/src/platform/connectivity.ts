import { useSyncExternalStore } from 'react';

/** What the connectivity listeners need of `window`: the online flag and its two events. */
export interface ConnectivitySource {
  navigator: { onLine: boolean };
  addEventListener(type: 'online' | 'offline', listener: () => void): void;
  removeEventListener(type: 'online' | 'offline', listener: () => void): void;
}

const browser = (): ConnectivitySource | undefined => (typeof window === 'undefined' ? undefined : window);

/** True unless the browser says it has no network (`navigator.onLine`; true where there is no browser). */
export function isOnline(source: ConnectivitySource | undefined = browser()): boolean {
  return source?.navigator.onLine ?? true;
}

/**
 * Calls `listener` with the new state each time the device goes online or offline (the `online`/`offline`
 * events); returns the unsubscribe. The outbox sends its kept writes on `true`.
 */
export function subscribeConnectivity(
  listener: (online: boolean) => void,
  source: ConnectivitySource | undefined = browser(),
): () => void {
  if (!source) return () => {};
  const onOnline = () => listener(true);
  const onOffline = () => listener(false);
  source.addEventListener('online', onOnline);
  source.addEventListener('offline', onOffline);
  return () => {
    source.removeEventListener('online', onOnline);
    source.removeEventListener('offline', onOffline);
  };
}

const subscribe = (onChange: () => void) => subscribeConnectivity(onChange);
const serverSnapshot = () => true;

/** Whether the device is online, re-rendering on each change. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, serverSnapshot);
}
