import { ESLint } from 'eslint';
import { describe, expect, test } from 'vitest';

const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname });
const RULE = '@typescript-eslint/no-restricted-imports';

async function layerErrors(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.ruleId === RULE);
}

describe('layer arrows are enforced by lint', () => {
  test.each([
    ['packages/design-system/src/x.ts', "import { a } from '@quest/flows';"],
    ['packages/design-system/src/x.ts', "import { a } from '@quest/api';"],
    ['packages/design-system/src/x.ts', "import useSWR from 'swr';"],
    ['packages/design-system/src/x.ts', "import { a } from '../../flows/src/index';"],
    ['packages/flows/src/x.ts', "import { a } from '@quest/design-system';"],
    ['packages/flows/src/x.ts', "import { getCurrentUser } from '@quest/api';"],
    ['packages/flows/src/x.ts', "import { useNavigate } from 'react-router';"],
    ['packages/api/src/x.ts', "import { a } from '@quest/flows';"],
    ['apps/server/src/x.ts', "import { a } from '@quest/design-system';"],
    ['apps/learner/src/x.ts', "import { a } from '@quest/server';"],
    ['apps/learner/src/x.ts', "import { a } from '../../../packages/flows/src/index';"],
    // Components never import templates (and still keep the design system's own arrows in their folder).
    ['packages/design-system/src/components/x/x.tsx', "import { a } from '../../templates/error-view';"],
    ['packages/design-system/src/components/x/x.tsx', "import { a } from '../../templates';"],
    ['packages/design-system/src/components/x/x.tsx', "import { a } from '@quest/flows';"],
    ['packages/design-system/src/components/x/x.tsx', "import useSWR from 'swr';"],
  ])('Scenario: %s may not %s', async (file, code) => {
    expect(await layerErrors(file, `${code}\nexport {};\n`)).not.toHaveLength(0);
  });

  test.each([
    ['packages/flows/src/x.ts', "import type { CurrentUser } from '@quest/api';"],
    ['apps/learner/src/x.ts', "import { a } from '@quest/flows';"],
    ['apps/learner/src/x.ts', "import { a } from '@quest/design-system';"],
    ['apps/learner/src/x.ts', "import { a } from '@quest/api';"],
    ['apps/server/src/x.ts', "import { a } from '@quest/api';"],
    ['stories/x.stories.tsx', "import { a } from '@quest/flows';"],
    ['packages/design-system/src/components/x/x.tsx', "import { a } from '../button';"],
    ['packages/design-system/src/templates/x/x.tsx', "import { a } from '../../components/error-view';"],
    ['packages/design-system/src/templates/x/x.tsx', "import { a } from '../cart';"],
  ])('Scenario: %s may %s', async (file, code) => {
    expect(await layerErrors(file, `${code}\nexport {};\n`)).toEqual([]);
  });

  test('Scenario: raw dangerouslySetInnerHTML is refused outside RichText', async () => {
    const [result] = await eslint.lintText(
      'export const X = () => <div dangerouslySetInnerHTML={{ __html: "x" }} />;\n',
      { filePath: 'apps/learner/src/x.tsx' },
    );
    expect(result!.messages.map((m) => m.ruleId)).toContain('no-restricted-syntax');
  });

  test('Scenario: not even the RichText engine may use dangerouslySetInnerHTML (it inserts sanitized nodes)', async () => {
    const [result] = await eslint.lintText(
      'export const X = () => <div dangerouslySetInnerHTML={{ __html: "x" }} />;\n',
      { filePath: 'packages/design-system/src/components/rich-text/rich-text-engine.tsx' },
    );
    expect(result!.messages.map((m) => m.ruleId)).toContain('no-restricted-syntax');
  });
});
