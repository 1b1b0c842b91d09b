// Publishes Storybook to Chromatic for teams with a Chromatic project (chromatic.config.json holds the options).
// Needs CHROMATIC_PROJECT_TOKEN; without it nothing is built or uploaded. The committed baselines in
// visual-tests/ (npm run visual) stay the gate in CI either way.
import path from 'node:path';
import { root, run } from './lib.mjs';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.error(
    'chromatic: set CHROMATIC_PROJECT_TOKEN (the project token from chromatic.com → Manage) to publish Storybook.',
  );
  process.exit(2);
}
process.exit(run(path.join(root, 'node_modules/.bin', 'chromatic'), process.argv.slice(2)));
