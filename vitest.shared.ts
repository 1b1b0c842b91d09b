import { createReadStream, existsSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
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

const mediaTypes: Record<string, string> = {
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.ts': 'video/mp2t',
  '.key': 'application/octet-stream',
  '.pdf': 'application/pdf',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.svg': 'image/svg+xml',
  '.html': 'text/html',
};

/**
 * Serves the reference server's demo media under `/demo-media`, as Storybook's `staticDirs` does, for test projects
 * whose public folder is another one (the visual project serves the mock server's worker).
 */
export function demoMedia(dir: string): Plugin {
  return {
    name: 'quest-demo-media',
    configureServer(server) {
      server.middlewares.use('/demo-media', (req, res, next) => {
        const file = path.join(dir, decodeURIComponent((req.url ?? '/').split('?')[0] ?? '/'));
        if (!file.startsWith(dir + path.sep) || !existsSync(file) || !statSync(file).isFile()) return next();
        res.setHeader('Content-Type', mediaTypes[path.extname(file)] ?? 'application/octet-stream');
        createReadStream(file).pipe(res);
      });
    },
  };
}
