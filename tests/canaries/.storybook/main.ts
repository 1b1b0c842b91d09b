import type { StorybookConfig } from '@storybook/react-vite';

/** A Storybook that exists only to prove the story test harness can fail (scripts/check-canaries.mjs). */
const config: StorybookConfig = {
  stories: ['../*.stories.tsx'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
};
export default config;
