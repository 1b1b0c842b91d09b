import type { Preview } from '@storybook/react-vite';

// Same rule as the real preview: an accessibility violation fails the test.
const preview: Preview = { parameters: { a11y: { test: 'error' } } };
export default preview;
