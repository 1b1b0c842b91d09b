import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { chromiumBrowser } from '../../vitest.shared.ts';

const dirname = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
        test: {
          name: 'canaries',
          root: dirname,
          // As the storybook project runs (vitest.config.ts): story files share one page.
          isolate: false,
          browser: chromiumBrowser(),
        },
      },
      {
        // The phone layout check as the visual project's 320 px pass runs it (visual-tests, ADR 0098).
        test: {
          name: 'layout-canaries',
          root: dirname,
          include: ['*.canary.test.tsx'],
          browser: chromiumBrowser(),
        },
      },
    ],
  },
});
