// Type-checks every package with its own strict tsconfig (they differ in libs: DOM for the UI, Node for the server).
import { root, run } from './lib.mjs';
import path from 'node:path';

const projects = [
  'packages/api',
  'packages/flows',
  'packages/design-system',
  'apps/learner',
  'apps/server',
  '.',
];
let failed = 0;
for (const project of projects) {
  const code = run(path.join(root, 'node_modules/.bin/tsc'), ['-p', project, '--noEmit']);
  console.log(`typecheck ${project}: ${code === 0 ? 'ok' : 'FAILED'}`);
  if (code !== 0) failed++;
}
process.exit(failed ? 1 : 0);
