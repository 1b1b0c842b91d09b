import { playwright } from '@vitest/browser-playwright';
// @ts-expect-error plain ESM helper shared with the Node scripts
import { chromiumArgs, chromiumPath } from './scripts/browser-path.mjs';

/** Headless Debian Chromium for every browser project; Vitest never downloads a browser. */
export function chromiumBrowser(viewport?: { width: number; height: number }) {
  return {
    enabled: true,
    headless: true,
    provider: playwright({
      launchOptions: { executablePath: chromiumPath() as string, args: chromiumArgs as string[] },
      ...(viewport ? { contextOptions: { viewport } } : {}),
    }),
    instances: [{ browser: 'chromium' as const }],
    ...(viewport ? { viewport } : {}),
    screenshotFailures: false,
  };
}
