import { StrictMode, useEffect } from 'react';
import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { LocaleProvider } from './locale';
import { OutboxSync } from './outbox-sync';
import { Providers } from './providers';
import type { AppServices } from './services';
import { ServicesProvider } from './services';

export interface AppRootProps {
  services: AppServices;
  router: DataRouter;
  /** Calls the listener after each navigation; returns the unsubscribe. */
  watchNavigation: (listener: () => void) => () => void;
  /** Called once after the first commit (main.tsx: hydration of the prerendered page is done). */
  onFirstCommit?: () => void;
}

/** Draws nothing; tells once that the tree has committed. Rendered in every case, so the tree is the same. */
function FirstCommit({ onFirstCommit }: { onFirstCommit?: () => void }) {
  useEffect(() => onFirstCommit?.(), [onFirstCommit]);
  return null;
}

/**
 * The whole app as main.tsx mounts it. The build renders the same tree to HTML for the sign-in screen
 * (src/prerender.tsx, ADR 0125), so hydration finds exactly what it would have drawn.
 */
export function AppRoot({ services, router, watchNavigation, onFirstCommit }: AppRootProps) {
  return (
    <StrictMode>
      <ServicesProvider services={services}>
        <LocaleProvider>
          <Providers>
            <OutboxSync watchNavigation={watchNavigation} />
            <RouterProvider router={router} />
            <FirstCommit onFirstCommit={onFirstCommit} />
          </Providers>
        </LocaleProvider>
      </ServicesProvider>
    </StrictMode>
  );
}
