import { playwright } from '@vitest/browser-playwright';
import { chromiumArgs, chromiumPath } from './scripts/browser-path.mjs';

/**
 * Headless Debian Chromium for every browser project; Vitest never downloads a browser.
 * `viewport` is the tester frame's starting size. The outer page gets room for a frame up to 1440×6000, so
 * Vitest never scales the frame down to fit (a scaled frame would make screenshots the wrong size).
 */
export function chromiumBrowser(viewport?: { width: number; height: number }) {
  return {
    enabled: true,
    headless: true,
    provider: playwright({
      launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
      ...(viewport ? { contextOptions: { viewport: { width: 1440, height: 6000 } } } : {}),
    }),
    instances: [{ browser: 'chromium' as const }],
    ...(viewport ? { viewport } : {}),
    screenshotFailures: false,
  };
}
