import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';
import {
  activateLocale,
  TranslationProvider,
  isLocale,
  loadIcons,
  localeTags,
  questI18n,
  ThemeProvider,
} from '@quest/design-system';

// `findBy…` and `waitFor` wait up to 5 s (the default 1 s is too short for a mock-server screen on a busy 2-core
// CI machine); stories that assert something never appears use `queryBy…` right away.
configure({ asyncUtilTimeout: 5_000 });

/** Viewports the product is designed for: a cheap Android phone (upright and turned sideways) and a laptop. */
export const viewports = {
  phone: { name: 'Phone 360×800', styles: { width: '360px', height: '800px' }, type: 'mobile' },
  phoneLandscape: {
    name: 'Phone landscape 800×360',
    styles: { width: '800px', height: '360px' },
    type: 'mobile',
  },
  desktop: { name: 'Desktop 1280×800', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
} as const;

const preview: Preview = {
  tags: ['autodocs'],
  // The icon set loads on demand in the app (issue 26); a story renders with every icon drawn, never an empty box.
  // The story's language (the toolbar, or a story's `globals.locale`): loaded and made active before it renders.
  loaders: [
    mswLoader(),
    async () => (await loadIcons(), {}),
    async ({ globals }) => (await activateLocale(isLocale(globals.locale) ? globals.locale : 'en'), {}),
  ],
  decorators: [
    (Story, { globals }) => {
      const locale = isLocale(globals.locale) ? globals.locale : 'en';
      document.documentElement.lang = localeTags[locale];
      return (
        <TranslationProvider i18n={questI18n}>
          <ThemeProvider>
            <Story />
          </ThemeProvider>
        </TranslationProvider>
      );
    },
  ],
  // Issue 29: every story in English, Hindi or the pseudo-locale (accented, 30 % longer: untranslated text shows).
  globalTypes: {
    locale: {
      description: 'Language of the texts',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'hi', title: 'हिन्दी' },
          { value: 'pseudo', title: 'Pseudo-locale' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'en' },
  parameters: {
    layout: 'padded',
    controls: { expanded: true, matchers: { color: /(background|color)$/i, date: /Date$/i } },
    viewport: { options: viewports },
    // Accessibility violations fail the story's test (addon-a11y + addon-vitest).
    a11y: {
      test: 'error',
      options: { runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
    },
    options: {
      // Fixed top order; Design System groups in reading order, basics first (ADR 0131); alphabetical inside each
      // group. Only titles are sorted: a component's stories keep the order of its file.
      storySort: {
        method: 'alphabetical',
        order: [
          'Introduction',
          'Foundations',
          'Design System',
          [
            'Icon',
            'Layout',
            'Display',
            'Actions',
            'Inputs',
            'Navigation',
            'Feedback',
            'Dialogs',
            'Cards',
            'Content',
            'Data',
            'Charts',
            'Reports',
            'Player',
            'Viewers',
            'Assessment',
            'Store',
            '*',
          ],
          'Templates',
          'Flows',
          'Screens',
        ],
      },
    },
  },
};

export default preview;
