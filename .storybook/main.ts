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
  // Demo media of the reference server (HLS stream and key, PDFs, images) for the player and viewer stories.
  staticDirs: ['./public', { from: '../apps/server/media', to: '/demo-media' }],
  typescript: { reactDocgen: 'react-docgen-typescript' },
};

export default config;
