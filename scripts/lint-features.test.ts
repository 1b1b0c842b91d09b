import { ESLint } from 'eslint';
import { describe, expect, test } from 'vitest';

const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname });
const RULE = '@typescript-eslint/no-restricted-imports';

async function importErrors(filePath: string, code: string) {
  const [result] = await eslint.lintText(`${code}\nexport {};\n`, { filePath });
  return result!.messages.filter((m) => m.ruleId === RULE);
}

const features = 'apps/learner/src/features';

describe('features import each other only through their public entry (CONTRIBUTING.md "Features and shared data")', () => {
  test.each([
    [`${features}/profile/routes/x.tsx`, "import { useLogout } from '../../identity/logout/use-logout';"],
    [
      `${features}/home/routes/x.tsx`,
      "import { useMasterclassArea } from '../../learning/masterclass/masterclass-section';",
    ],
    [
      `${features}/store/visitor/x.tsx`,
      "import { signInImplementations } from '../../identity/routes/sign-in-effects';",
    ],
    [`${features}/community/querybox/x.tsx`, "import { pickCurrentQuest } from '../../home/home-model';"],
    [
      `${features}/assessment/runner/routes/x.tsx`,
      "import type { ContentLock } from '../../../learning/locks/lock-model';",
    ],
    [`${features}/learning/x.ts`, "export { instructionHref } from '../assessment/runner/runner-model';"],
    [`${features}/progress/x.ts`, "import { a } from '../../features/home/home-model';"],
    ['apps/learner/src/data/x.ts', "import { useBuyQuest } from '../features/learning';"],
  ])('Scenario: %s may not %s', async (file, code) => {
    const errors = await importErrors(file, code);
    expect(errors).not.toHaveLength(0);
  });

  test.each([
    [`${features}/home/routes/x.tsx`, "import { useBuyQuest } from '../../learning';"],
    [`${features}/store/visitor/x.tsx`, "import { signInImplementations } from '../../identity/index';"],
    [`${features}/profile/routes/x.tsx`, "import { useCurrentUser } from '../../../data/current-user';"],
    [`${features}/learning/player/x.tsx`, "import { useLockBuy } from '../locks/use-lock-buy';"],
    [`${features}/learning/mission/x.tsx`, "import { useBuyQuest } from '../data/use-buy-quest';"],
    ['apps/learner/src/app/x.ts', "import { a } from '../features/identity/routes/sign-in-route';"],
  ])('Scenario: %s may %s', async (file, code) => {
    expect(await importErrors(file, code)).toEqual([]);
  });

  test('Scenario: the layer arrows still hold inside a feature (its block repeats them)', async () => {
    const errors = await importErrors(`${features}/store/cart/x.ts`, "import { a } from '@quest/server';");
    expect(errors.map((e) => e.message).join('\n')).toContain('layer arrows');
  });

  test("Scenario: a feature's index.ts holds named re-exports only", async () => {
    const lint = async (code: string) => {
      const [result] = await eslint.lintText(code, { filePath: `${features}/home/index.ts` });
      return result!.messages.filter((m) => m.ruleId === 'no-restricted-syntax');
    };
    expect(await lint("export { appLinks, type AppLinks } from './app-links';\n")).toEqual([]);
    expect(await lint("export * from './app-links';\n")).not.toHaveLength(0);
    expect(await lint('export const x = 1;\n')).not.toHaveLength(0);
  });
});
