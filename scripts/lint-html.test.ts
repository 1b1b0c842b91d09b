import { ESLint } from 'eslint';
import { beforeAll, describe, expect, test } from 'vitest';

/**
 * Lint canary for ADR 0087: HTML reaches the page only through RichText. Every planted sink below MUST be
 * reported, in every file type and package; the safe lines must not be.
 */
const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname });

async function htmlErrors(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-syntax');
}

const sinks = {
  jsxProp: 'export const X = (p: { h: string }) => <div dangerouslySetInnerHTML={{ __html: p.h }} />;',
  spreadProp:
    'export const X = (p: { h: string }) => <div {...{ dangerouslySetInnerHTML: { __html: p.h } }} />;',
  createElement:
    "import { createElement } from 'react';\nexport const X = (h: string) => createElement('div', { dangerouslySetInnerHTML: { __html: h } });",
  srcdoc: 'export const X = (p: { h: string }) => <iframe title="x" srcDoc={p.h} />;',
  innerHTML: 'export const put = (el: Element, h: string) => { el.innerHTML = h; };',
  outerHTML: 'export const put = (el: Element, h: string) => { el.outerHTML = h; };',
  insertAdjacentHTML: "export const put = (el: Element, h: string) => el.insertAdjacentHTML('beforeend', h);",
  contextualFragment: 'export const put = (r: Range, h: string) => r.createContextualFragment(h);',
  documentWrite: 'export const put = (h: string) => document.write(h);',
} as const;

const jsxOnly = new Set(['jsxProp', 'spreadProp', 'srcdoc']);
const files = [
  'apps/learner/src/features/x/x-route.tsx',
  'packages/design-system/src/components/rich-text/rich-text-engine.tsx',
  'stories/Screens/X.stories.tsx',
  'packages/flows/src/x.ts',
  'scripts/x.mjs',
];

describe('lint canary: HTML only through RichText (ADR 0087)', () => {
  // Loading the config and the TypeScript parser takes a while the first time on a busy machine.
  beforeAll(() => eslint.lintText('export {};\n', { filePath: 'apps/learner/src/x.tsx' }), 120_000);

  const cases = files.flatMap((file) =>
    Object.entries(sinks)
      .filter(([name]) => file.endsWith('x') || !jsxOnly.has(name))
      .filter(([name]) => !file.endsWith('.mjs') || name === 'innerHTML' || name === 'documentWrite')
      .map(
        ([name, code]) => [file, name, file.endsWith('.mjs') ? code.replace(/: \w+/g, '') : code] as const,
      ),
  );

  test.each(cases)('Scenario: %s may not use %s', async (file, _name, code) => {
    expect(await htmlErrors(file, `${code}\n`)).not.toHaveLength(0);
  });

  test('Scenario: tests may plant raw markup in the DOM, never React HTML props', async () => {
    const file = 'packages/design-system/src/components/rich-text/rich-text.test.tsx';
    expect(await htmlErrors(file, `${sinks.innerHTML}\n`)).toEqual([]);
    expect(await htmlErrors(file, `${sinks.jsxProp}\n`)).not.toHaveLength(0);
  });

  test('Scenario: reading markup, text content and other attributes are fine', async () => {
    const code = [
      'export const read = (el: Element) => el.innerHTML.length;',
      "export const put = (el: Element, t: string) => { el.textContent = t; el.setAttribute('title', t); };",
      'export const X = (p: { t: string }) => <div title={p.t}>{p.t}</div>;',
    ].join('\n');
    expect(await htmlErrors('apps/learner/src/features/x/x.tsx', `${code}\n`)).toEqual([]);
  });
});
