// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';

/**
 * Layer arrows (../shared/design/ARCHITECTURE.md): the only imports allowed between packages.
 *   apps/learner   -> flows, design-system, api
 *   packages/flows -> api (types only, and the password rule @quest/api/password-rule: ADR 0101)
 *   apps/server    -> api
 *   stories/, visual-tests/ -> anything
 * Each layer lists what it may NOT import, by package name and by relative path into another package.
 */
const otherPackage = (...names) => names.flatMap((n) => [`@quest/${n}`, `@quest/${n}/*`]);
const intoFolder = (...folders) => folders.map((f) => `**/${f}/**`);
/**
 * Server HTML reaches the page only through the design system's RichText (sanitized nodes, ADR 0087): no
 * dangerouslySetInnerHTML in any file (JSX attribute, createElement props or a spread object), and no other HTML
 * sink (innerHTML/outerHTML/srcdoc assignment, insertAdjacentHTML, createContextualFragment, document.write) —
 * RichText itself needs none of them, so there is no exception.
 */
const RICH_TEXT_ONLY = 'Server HTML is rendered only through the design system RichText component.';
const noReactHtml = [
  { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: RICH_TEXT_ONLY },
  { selector: "Property[key.name='dangerouslySetInnerHTML']", message: RICH_TEXT_ONLY },
  { selector: 'JSXAttribute[name.name=/^srcdoc$/i]', message: RICH_TEXT_ONLY },
];
const noDomHtml = [
  {
    selector: 'AssignmentExpression > MemberExpression.left[property.name=/^(innerHTML|outerHTML|srcdoc)$/]',
    message: RICH_TEXT_ONLY,
  },
  {
    selector:
      'CallExpression > MemberExpression.callee[property.name=/^(insertAdjacentHTML|createContextualFragment)$/]',
    message: RICH_TEXT_ONLY,
  },
  {
    selector:
      "CallExpression > MemberExpression.callee[object.name='document'][property.name=/^write(ln)?$/]",
    message: RICH_TEXT_ONLY,
  },
];

const layer = (files, patterns, extra = {}) => ({
  files,
  rules: {
    'no-restricted-imports': 'off',
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        patterns: patterns.map((p) => ({
          ...p,
          message: `${p.message} (layer arrows: ../shared/design/ARCHITECTURE.md)`,
        })),
        ...extra,
      },
    ],
  },
});

const learnerLayer = layer(
  ['apps/learner/**'],
  [
    { group: otherPackage('server'), message: 'The app talks to the server over HTTP only.' },
    {
      group: intoFolder('packages', 'server'),
      message: 'Import packages by name (@quest/…), not by relative path.',
    },
  ],
);

/**
 * Feature boundaries (CONTRIBUTING.md "Features and shared data"): a file in apps/learner/src/features/<name>/
 * imports another feature only through its public entry, `../<other>` (its index.ts, re-exports only); what
 * several features use lives in apps/learner/src/data, which imports no feature. One block per feature folder,
 * read from disk, so a new feature is covered as it appears. A later block's options for a rule replace the
 * earlier ones in flat config, so each block repeats the learner layer's patterns.
 */
const FEATURES = 'apps/learner/src/features';
const featureNames = readdirSync(new URL(`./${FEATURES}/`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();
const learnerPatterns = learnerLayer.rules['@typescript-eslint/no-restricted-imports'][1].patterns;
const restrictImports = (files, patterns) => ({
  files,
  rules: {
    '@typescript-eslint/no-restricted-imports': ['error', { patterns: [...learnerPatterns, ...patterns] }],
  },
});
const intoFeature = (name) => ({
  // `../<name>/…` at any depth (or `…/features/<name>/…`) other than its index.
  regex: `^(\\.\\./)+(features/)?${name}/(?!index(\\.tsx?)?$)`,
  message: `Import the ${name} feature through its public entry (../${name}, its index.ts), or move what several features share to apps/learner/src/data (CONTRIBUTING.md "Features and shared data").`,
});
/** Re-exports only: the build treats a feature entry as side-effect free (apps/learner/vite.config.ts). */
const RE_EXPORTS_ONLY = {
  selector: 'Program > :not(ExportNamedDeclaration[source])',
  message:
    "A feature's index.ts only re-exports, by name (export { x } from './…'): code goes in the feature's modules.",
};
const featureBoundaries = [
  ...featureNames.map((feature) =>
    restrictImports(
      [`${FEATURES}/${feature}/**`],
      featureNames.filter((other) => other !== feature).map(intoFeature),
    ),
  ),
  restrictImports(
    ['apps/learner/src/data/**'],
    [
      {
        regex: '^(\\.\\./)+features(/|$)',
        message: 'Shared data (apps/learner/src/data) imports no feature.',
      },
    ],
  ),
  {
    files: [`${FEATURES}/*/index.ts`],
    rules: { 'no-restricted-syntax': ['error', ...noReactHtml, ...noDomHtml, RE_EXPORTS_ONLY] },
  },
];

/**
 * The design system's arrows (its layer below). Components also never import templates (tokens → components →
 * templates); flat config lets a later block's options for a rule replace an earlier one's, so the components'
 * block repeats the package's patterns.
 */
const designSystemPatterns = [
  {
    group: otherPackage('flows', 'learner', 'server', 'api'),
    message: 'The design system takes props, never data, flows or the API.',
  },
  {
    group: ['swr', 'react-router', 'react-router/*', 'xstate', '@xstate/*'],
    message: 'The design system does no fetching, routing or state machines.',
  },
  {
    group: intoFolder('flows', 'learner', 'server', 'api', 'apps'),
    message: 'No relative imports into other packages.',
  },
];
const componentPatterns = [
  ...designSystemPatterns,
  {
    group: ['**/templates', '**/templates/**'],
    message:
      'Components never import templates (tokens → components → templates): move the shared piece into a component, or take it as a prop or slot.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'storybook-static/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '.data/**',
      '.storybook/public/**',
      'apps/server/content/**',
      'apps/server/media/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-syntax': ['error', ...noReactHtml, ...noDomHtml],
    },
  },
  {
    files: ['**/*.{tsx,jsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  ...storybook.configs['flat/recommended'],

  layer(['packages/design-system/**'], designSystemPatterns),
  layer(['packages/design-system/src/components/**'], componentPatterns),
  layer(
    ['packages/flows/**'],
    [
      {
        group: otherPackage('design-system', 'learner', 'server'),
        message: 'Flows know nothing of the look, the app or the server.',
      },
      {
        // The password rule (no zod, no requests) is the one runtime import: the flows check what the server checks.
        regex: '^@quest/api(?!/password-rule$)(/.*)?$',
        message:
          'Flows import API types only (import type …), and the password rule from @quest/api/password-rule.',
        allowTypeImports: true,
      },
      {
        group: ['swr', 'react-router', 'react-router/*', 'styled-components'],
        message: 'Flows do no fetching, routing or styling; effects are injected actors.',
      },
      {
        group: intoFolder('design-system', 'learner', 'server', 'apps'),
        message: 'No relative imports into other packages.',
      },
    ],
  ),
  layer(
    ['packages/api/**'],
    [
      {
        group: otherPackage('design-system', 'flows', 'learner', 'server'),
        message: 'The API contract depends on nothing above it.',
      },
      {
        group: ['react', 'react-dom', 'styled-components', 'react-router'],
        message: 'The API contract is UI-free.',
      },
      {
        group: intoFolder('design-system', 'flows', 'learner', 'server', 'apps'),
        message: 'No relative imports into other packages.',
      },
    ],
  ),
  layer(
    ['apps/server/**'],
    [
      {
        group: otherPackage('design-system', 'flows', 'learner'),
        message: 'The server shares only the contract (@quest/api).',
      },
      { group: ['react', 'react-dom', 'styled-components'], message: 'The server renders no UI.' },
      {
        group: intoFolder('design-system', 'flows', 'learner'),
        message: 'No relative imports into other packages.',
      },
    ],
  ),
  learnerLayer,
  ...featureBoundaries,

  {
    files: [
      '**/*.test.{ts,tsx}',
      '**/*.stories.{ts,tsx}',
      '**/e2e/**',
      'visual-tests/**',
      'tests/**',
      'scripts/**',
    ],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    // Tests plant unsanitized markup on purpose (the RichText XSS corpus); React HTML props stay forbidden.
    files: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...noReactHtml] },
  },
  {
    // The server logs through pino (src/log.ts: request id, redaction, no SQL parameters; ADR 0103).
    files: ['apps/server/src/**/*.ts'],
    rules: { 'no-console': 'error' },
  },
  {
    // Small views (issue 28, ADR 0121): a template past 400 lines splits into parts with their own stories.
    files: ['packages/design-system/src/templates/**/*.tsx'],
    ignores: ['**/*.stories.tsx', '**/*.test.tsx'],
    rules: { 'max-lines': ['error', { max: 400 }] },
  },
);
