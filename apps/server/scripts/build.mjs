// `npm run build -w @quest/server`: the server as plain JavaScript for `node apps/server/dist/main.js` (ADR 0127).
// One ES module bundle per entry (main, reset); packages from node_modules stay imports (resolved at run time), the
// workspace package @quest/api (TypeScript source) is bundled in. Migrations, content, media and the seed's sample
// files are read from their folders at run time (src/paths.ts resolves them from apps/server, which dist/ sits in).
// Each output file is written beside its target and renamed over it, so a server starting meanwhile (a parallel
// test) never reads half a file.
import { renameSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outdir = path.join(serverRoot, 'dist');

/** Bare imports stay imports, except the workspace's own TypeScript packages. */
const nodeModulesExternal = {
  name: 'node-modules-external',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@quest/') ? undefined : { path: args.path, external: true },
    );
  },
};

const result = await build({
  absWorkingDir: serverRoot,
  entryPoints: { main: 'src/main.ts', reset: 'src/reset.ts' },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: 'linked',
  legalComments: 'none',
  logLevel: 'warning',
  plugins: [nodeModulesExternal],
  write: false,
});
mkdirSync(outdir, { recursive: true });
for (const file of result.outputFiles) {
  const temp = `${file.path}.${process.pid}.tmp`;
  writeFileSync(temp, file.contents);
  renameSync(temp, file.path);
}
