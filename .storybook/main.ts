import type { StorybookConfig } from '@storybook/react-vite';

/** Stories live beside their components; `stories/` holds the front door (Introduction, Foundations, Flows, Screens). */
const config: StorybookConfig = {
  stories: [
    '../stories/**/*.mdx',
    '../stories/**/*.stories.@(ts|tsx)',
    '../packages/design-system/src/**/*.stories.@(ts|tsx)',
    // Designer guidance pages beside their components (ADR 0131): one MDX replaces the component's autodocs page.
    '../packages/design-system/src/**/*.mdx',
  ],
  addons: [
    '@storybook/addon-docs',
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
    'msw-storybook-addon',
  ],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // Demo media of the reference server (HLS stream and key, PDFs, images) for the player and viewer stories, and
  // its static media folders where the server serves them (/media/images, /media/docs, /media/pdf: the mocked API's
  // cards and viewers point there), so no story's image 404s (ADR 0129). The Vitest story project serves them too.
  staticDirs: [
    './public',
    { from: '../apps/server/media', to: '/demo-media' },
    ...['images', 'docs', 'pdf'].map((folder) => ({
      from: `../apps/server/media/${folder}`,
      to: `/media/${folder}`,
    })),
    // The mocked videos' streams (@quest/api/mocks: 201001, 201002) are the demo stream, as the reference server's
    // seeded videos are: a screen that starts loading one (a mission opening the player) never leaves a 404 behind
    // for the next story. The Screens/Player stories answer these addresses themselves (segments need the token).
    ...['201001', '201002'].map((contentId) => ({
      from: '../apps/server/media/hls/demo',
      to: `/media/hls/${contentId}`,
    })),
  ],
  typescript: { reactDocgen: 'react-docgen-typescript' },
};

export default config;
