import { playwright } from '@vitest/browser-playwright';
import { chromiumArgs, chromiumPath } from './scripts/browser-path.mjs';

/** Headless Debian Chromium for every browser project; Vitest never downloads a browser. */
export function chromiumBrowser(viewport?: { width: number; height: number }) {
  return {
    enabled: true,
    headless: true,
    provider: playwright({
      launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
      ...(viewport ? { contextOptions: { viewport } } : {}),
    }),
    instances: [{ browser: 'chromium' as const }],
    ...(viewport ? { viewport } : {}),
    screenshotFailures: false,
  };
}
