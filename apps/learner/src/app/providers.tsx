import { OfflineBanner, ThemeProvider } from '@quest/design-system';
import type { ReactNode } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { useOnline } from '../platform/connectivity';
import { AppErrorBoundary } from './app-error-boundary';
import { useOutboxStatus } from './outbox-sync';
import { MAX_RETRIES, retryDelay, shouldRetry } from './should-retry';
import { ToastProvider } from './toast';

/**
 * Data defaults for cheap phones on flaky networks: no refetch on every tab focus, requests deduplicated for
 * a few seconds, refetch when the network comes back, and retries with back-off only where a retry can help
 * (never a 4xx). Each request file passes its own fetcher from @quest/api.
 */
export const swrConfig: SWRConfiguration = {
  revalidateOnFocus: false,
  revalidateOnReconnect: true,
  dedupingInterval: 5_000,
  focusThrottleInterval: 30_000,
  loadingTimeout: 4_000,
  errorRetryCount: MAX_RETRIES,
  shouldRetryOnError: true,
  onErrorRetry: (error, _key, _config, revalidate, options) => {
    const attempt = options.retryCount;
    if (!shouldRetry(error, attempt)) return;
    setTimeout(() => void revalidate(options), retryDelay(attempt));
  },
};

/** The offline banner, above every page (ADR 0089). */
function ConnectivityBanner() {
  const { waiting, sending } = useOutboxStatus();
  return <OfflineBanner offline={!useOnline()} waiting={waiting} sending={sending} />;
}

/**
 * Everything the app needs above the router: theme, a last-resort error boundary, data defaults, the toast and the
 * offline banner.
 */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider>
      <AppErrorBoundary>
        <SWRConfig value={swrConfig}>
          <ToastProvider>
            <ConnectivityBanner />
            {children}
          </ToastProvider>
        </SWRConfig>
      </AppErrorBoundary>
    </ThemeProvider>
  );
}
