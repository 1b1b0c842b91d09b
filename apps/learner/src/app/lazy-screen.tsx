import { ErrorView, useTexts } from '@quest/design-system';
import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { subscribeConnectivity } from '../platform/connectivity';

/** What a lazy screen module gives the router (screens.ts: every screen module exports `Component`). */
export interface ScreenModule {
  Component?: ComponentType | null;
}

/** The texts of a screen whose code could not be fetched. */
export const screenLoadFailedTexts = {
  title: 'This page could not be opened',
  message: 'Check your connection and try again.',
  retry: 'Try again',
} as const;

/**
 * A route's `lazy` that never leaves a blank page (issue 13, ADR 0092): when the screen's code cannot be fetched
 * (offline mid-navigation, a chunk the network dropped), the route renders a failed state with Try again instead.
 * The router asks `lazy` once per route, so the stand-in fetches the code again itself — on Try again, when it
 * mounts and when the browser comes back online — and then draws the real screen in place. Once fetched, every
 * later visit of the route draws it at once.
 */
export function lazyScreen(load: () => Promise<ScreenModule>): () => Promise<ScreenModule> {
  let loaded: ComponentType | null = null;
  const retry = async () => {
    const module = await load();
    loaded = module.Component ?? null;
    return loaded;
  };
  return () =>
    load().catch((error: unknown) => {
      console.warn('a screen could not be fetched', error);
      return { Component: () => <ScreenLoadFailed current={() => loaded} retry={retry} /> };
    });
}

interface ScreenLoadFailedProps {
  /** The screen, once a retry fetched it. */
  current: () => ComponentType | null;
  /** Fetches the screen's code again. */
  retry: () => Promise<ComponentType | null>;
}

function ScreenLoadFailed({ current, retry }: ScreenLoadFailedProps) {
  const texts = useTexts(screenLoadFailedTexts);
  const [Screen, setScreen] = useState<ComponentType | null>(() => current());
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const attempt = useCallback(() => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    retry()
      .then((component) => setScreen(() => component))
      .catch((error: unknown) => console.warn('a screen could not be fetched', error))
      .finally(() => {
        running.current = false;
        setBusy(false);
      });
  }, [retry]);

  useEffect(() => {
    if (Screen) return;
    if (navigator.onLine) attempt();
    return subscribeConnectivity((online) => {
      if (online) attempt();
    });
  }, [Screen, attempt]);

  if (Screen) return <Screen />;
  return (
    <main aria-busy={busy}>
      <ErrorView title={texts.title} message={texts.message} retryLabel={texts.retry} onRetry={attempt} />
    </main>
  );
}
