import { useEffect, useState, useSyncExternalStore } from 'react';
import { useSWRConfig, type ScopedMutator } from 'swr';
import { useEndpoint } from '../data/use-endpoint';
import { lazyIdentityEndpoint, loadIdentityCalls } from '../data/lazy-identity-calls';
import { subscribeConnectivity } from '../platform/connectivity';
import type { OutboxEndpointName, OutboxEntry } from '../platform/outbox';
import { useServices } from './services';

/** While writes wait, another try this often when the page is visible (ADR 0090). */
export const OUTBOX_RETRY_MS = 60_000;

/** The cached reads each kind of write changes (by verb name: these names are the SWR keys' first item). */
const readsChangedBy: Record<OutboxEndpointName, (name: string) => boolean> = {
  sendContentAccess: (name) => name === 'getContentList' || name === 'getUserProgress',
  setContentRating: (name) => name === 'getContentRating',
  sendTestAttempt: (name) => name.startsWith('getTest'),
};

/** After queued writes reached the server, the screens that show them fetch again. */
export function revalidateAfter(mutate: ScopedMutator, sent: readonly OutboxEntry[]): Promise<unknown> {
  const kinds = new Set(sent.map((entry) => entry.endpoint));
  if (kinds.size === 0) return Promise.resolve();
  return mutate(
    (key) =>
      Array.isArray(key) &&
      typeof key[0] === 'string' &&
      [...kinds].some((kind) => readsChangedBy[kind](key[0] as string)),
    undefined,
    { revalidate: true },
  );
}

/** Server snapshots (the build's prerendered page, ADR 0125): a visitor, nothing being sent. */
const noToken = () => null;
const notSending = () => false;

/**
 * Sends the device's waiting writes (ADR 0090) whenever they may now go through: when the page starts signed in,
 * after a sign-in (a new token is seen at the next navigation), when the browser comes back online, and every
 * minute while writes wait and the page is visible. Only the signed-in user's own writes are sent; whose session
 * it is comes from a fresh GetCurrentUser, asked only when the device holds writes at all.
 * `watchNavigation` is the router's `subscribe`.
 */
export function useOutboxSync(watchNavigation: (listener: () => void) => () => void): void {
  const { api, session, outbox } = useServices();
  const { mutate } = useSWRConfig();
  // The prerendered sign-in page (ADR 0125) is a visitor's: no token in the HTML the app hydrates.
  const token = useSyncExternalStore(watchNavigation, () => session.getToken(), noToken);

  useEffect(() => {
    if (!token) return;
    let stopped = false;
    let userId: number | undefined;
    const whoIsSignedIn = async () => {
      if (userId !== undefined) return userId;
      const { identityEndpoints } = await loadIdentityCalls();
      const user = await api.call(identityEndpoints.getCurrentUser, {});
      userId = user.userId;
      return userId;
    };
    const flush = async () => {
      try {
        if (stopped || (await outbox.list()).length === 0) return;
        const id = await whoIsSignedIn();
        if (stopped || session.getToken() !== token) return;
        const { sent } = await outbox.flush(api, id);
        if (sent.length > 0) await revalidateAfter(mutate, sent);
      } catch (error) {
        console.warn('waiting writes were not sent', error);
      }
    };
    void flush();
    const offOnline = subscribeConnectivity((online) => {
      if (online) void flush();
    });
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') void flush();
    }, OUTBOX_RETRY_MS);
    return () => {
      stopped = true;
      offOnline();
      clearInterval(timer);
    };
  }, [api, mutate, outbox, session, token]);
}

/** Mounted once beside the router (main.tsx): runs {@link useOutboxSync}. */
export function OutboxSync({ watchNavigation }: { watchNavigation: (listener: () => void) => () => void }) {
  useOutboxSync(watchNavigation);
  return null;
}

export interface OutboxStatus {
  /** The signed-in student's writes waiting on this device. */
  waiting: number;
  /** True while this tab sends them. */
  sending: boolean;
}

/** The signed-in student's waiting writes and whether they are being sent (for the offline banner). */
export function useOutboxStatus(): OutboxStatus {
  const { outbox, session } = useServices();
  // The current user through the lazy endpoint: the banner may show on the sign-in screen, which paints without zod.
  const userId = useEndpoint(lazyIdentityEndpoint('getCurrentUser'), session.isSignedIn() ? {} : null).data
    ?.userId;
  const [counted, setCounted] = useState<{ userId: number; count: number } | null>(null);
  const sending = useSyncExternalStore(
    (listener) => outbox.subscribe(listener),
    () => outbox.sending,
    notSending,
  );
  useEffect(() => {
    if (userId === undefined) return;
    let current = true;
    const count = () =>
      void outbox.list(userId).then((entries) => {
        if (current) setCounted({ userId, count: entries.length });
      });
    count();
    const off = outbox.subscribe(count);
    return () => {
      current = false;
      off();
    };
  }, [outbox, userId]);
  const waiting = counted !== null && counted.userId === userId ? counted.count : 0;
  return { waiting, sending };
}

/** The signed-in student's writes waiting on this device. */
export const useOutboxWaiting = (): number => useOutboxStatus().waiting;
