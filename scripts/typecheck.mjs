// Type-checks the repo in three programs, each with its own strict tsconfig (they differ in libs: DOM for the UI, Node
// for the server). Every package is in one of them with its tests, so no file is checked twice as a root (ADR 0119):
//   apps/learner — the app, and packages/flows (its tests too); the design system and the API come in as imports
//   apps/server  — the server, and packages/api with its tests (Node's fetch types, no DOM)
//   .            — Storybook, stories, visual tests, scripts, and packages/design-system
// The packages keep their own tsconfig.json for editors (`npx tsc -p packages/flows --noEmit` still works).
import { root, run } from './lib.mjs';
import path from 'node:path';

const projects = ['apps/learner', 'apps/server', '.'];
let failed = 0;
for (const project of projects) {
  const code = run(path.join(root, 'node_modules/.bin/tsc'), ['-p', project, '--noEmit']);
  console.log(`typecheck ${project}: ${code === 0 ? 'ok' : 'FAILED'}`);
  if (code !== 0) failed++;
}
process.exit(failed ? 1 : 0);
