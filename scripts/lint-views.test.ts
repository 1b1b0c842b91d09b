import { ESLint } from 'eslint';
import { describe, expect, test } from 'vitest';

const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname });

/** A template file of `lines` lines (a component and one constant per line). */
const templateOf = (lines: number) =>
  [
    'export function View() {',
    '  return null;',
    '}',
    ...Array.from({ length: lines - 3 }, (_, i) => `export const line${i} = ${i};`),
  ].join('\n') + '\n';

async function maxLinesErrors(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.ruleId === 'max-lines');
}

describe('template views stay small (issue 28, ADR 0121)', () => {
  test('Scenario: a template file over 400 lines fails lint', async () => {
    expect(
      await maxLinesErrors('packages/design-system/src/templates/x/x-view.tsx', templateOf(401)),
    ).toHaveLength(1);
  });

  test('Scenario: 400 lines, a story file, or a component outside templates pass', async () => {
    expect(
      await maxLinesErrors('packages/design-system/src/templates/x/x-view.tsx', templateOf(400)),
    ).toEqual([]);
    expect(
      await maxLinesErrors('packages/design-system/src/templates/x/x-view.stories.tsx', templateOf(600)),
    ).toEqual([]);
    expect(await maxLinesErrors('packages/design-system/src/components/x/x.tsx', templateOf(600))).toEqual(
      [],
    );
  });
});
