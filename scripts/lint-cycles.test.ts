import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';

/**
 * Canary for the import-cycle check in `npm run lint` (scripts/check-cycles.mjs): planted two-file circles MUST
 * fail it, whatever kind of import closes the circle; an acyclic set passes. Files are planted under the repo's
 * gitignored tmp/ (module resolution as in the repo), which the default run does not scan.
 */
const root = path.resolve(import.meta.dirname, '..');
mkdirSync(path.join(root, 'tmp'), { recursive: true });
const planted = mkdtempSync(path.join(root, 'tmp', 'lint-cycles-'));
afterAll(() => rmSync(planted, { recursive: true, force: true }));

function plant(folder: string, files: Record<string, string>) {
  mkdirSync(path.join(planted, folder), { recursive: true });
  for (const [file, text] of Object.entries(files)) writeFileSync(path.join(planted, folder, file), text);
}

function check(folder: string) {
  const run = spawnSync(process.execPath, [path.join(root, 'scripts/check-cycles.mjs'), folder], {
    encoding: 'utf8',
  });
  return { status: run.status, output: run.stdout + run.stderr };
}

/** Two files, a.ts and b.ts, that import each other; the kind of import that closes the circle names the folder. */
const circles = {
  static: [
    "import { b } from './b';\nexport const a = () => b;\n",
    "import { a } from './a';\nexport const b = a;\n",
  ],
  'type-only': [
    "import type { B } from './b';\nexport type A = B[];\n",
    "import type { A } from './a';\nexport type B = string | A;\n",
  ],
  // A lazily loaded engine that imports its component back for a constant.
  lazy: [
    "export const load = () => import('./b');\nexport const SIZE = 1;\n",
    "import { SIZE } from './a';\nexport const b = SIZE;\n",
  ],
  're-export': [
    "export { b } from './b';\nexport const a = 1;\n",
    "import { a } from './a';\nexport const b = a;\n",
  ],
  // A generic arrow in a .ts file reads as JSX to a TSX parser (dpdm's blind spot): the import after it counts.
  'generic-arrow': [
    "export const id = <T>(x: T) => x;\nimport { b } from './b';\nexport const a = b;\n",
    "import { id } from './a';\nexport const b = id(1);\n",
  ],
} as const;

describe('import cycles fail lint', () => {
  test('Scenario: each planted circle is reported, and the check fails', () => {
    for (const [name, [a, b]] of Object.entries(circles)) plant(`cycles/${name}`, { 'a.ts': a, 'b.ts': b });
    const { status, output } = check(path.join(planted, 'cycles'));
    expect(status).toBe(1);
    expect(output).toContain(`Import cycles (${Object.keys(circles).length})`);
    for (const name of Object.keys(circles)) {
      expect(output).toContain(path.join(name, 'a.ts'));
      expect(output).toContain(path.join(name, 'b.ts'));
    }
  });

  test('Scenario: files importing one way only pass', () => {
    plant('acyclic', {
      'a.ts':
        "import { b } from './b';\nexport const load = () => import('./c');\nexport const a = () => b;\n",
      'b.ts': "import type { Other } from './c';\nexport const b: Other = 1;\n",
      'c.ts': 'export type Other = number;\n',
    });
    expect(check(path.join(planted, 'acyclic'))).toEqual({ status: 0, output: '' });
  });
});
