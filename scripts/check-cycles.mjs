#!/usr/bin/env node
/**
 * Import cycles are refused (run by `npm run lint`): every source file under the given folders (by default the
 * whole repo: packages, apps, stories, visual-tests, tests, scripts, .storybook) is read with the project's own
 * TypeScript, each import, re-export, `import()` and `require()` of a file of the repo is an edge (`import type`
 * too: a type-only circle is still a circle of knowledge), and every strongly connected set of files is printed as
 * one cycle. Exit code 1 when there is any.
 *
 * Why not dpdm or madge: dpdm 4.3 parses every `.ts` file as TSX, so a generic arrow (`<T>(x: T) => …`) ends its
 * reading of the file and the imports after it go unseen (it missed the outbox circle); madge 8 asks for
 * TypeScript ^5 as a peer and the repo pins 6. Both would add a second TypeScript; this reads the files with ours.
 *
 *   node scripts/check-cycles.mjs [folder …]
 */
import { existsSync, readdirSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const defaultFolders = ['packages', 'apps', 'stories', 'visual-tests', 'tests', 'scripts', '.storybook'];
const skipFolders = new Set([
  'node_modules',
  'dist',
  'storybook-static',
  'coverage',
  'test-results',
  'playwright-report',
]);
/** Not source: the server's demo media (HLS segments are `.ts` files) and course content. */
const skipPaths = ['apps/server/media', 'apps/server/content', '.storybook/public'].map((p) =>
  path.join(root, p),
);
const sourceFile = /\.(m|c)?[jt]sx?$/;

const options = {
  ...ts.parseJsonConfigFileContent(
    ts.readConfigFile(path.join(root, 'tsconfig.base.json'), ts.sys.readFile).config,
    ts.sys,
    root,
  ).options,
  allowJs: true,
};
const cache = ts.createModuleResolutionCache(root, (f) => f, options);

function* walk(folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) {
      if (!skipFolders.has(entry.name) && !skipPaths.includes(full)) yield* walk(full);
    } else if (
      sourceFile.test(entry.name) &&
      !entry.name.endsWith('.d.ts') &&
      !entry.name.endsWith('.d.mts')
    ) {
      yield full;
    }
  }
}

function scriptKind(file) {
  if (/\.tsx$/.test(file)) return ts.ScriptKind.TSX;
  if (/\.[mc]?ts$/.test(file)) return ts.ScriptKind.TS;
  if (/\.jsx$/.test(file)) return ts.ScriptKind.JSX;
  return ts.ScriptKind.JS;
}

/** The module specifiers one file depends on (static, re-exported, dynamic and required). */
function specifiers(file) {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    scriptKind(file),
  );
  const found = [];
  const visit = (node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      if (ts.isStringLiteral(node.moduleSpecifier)) found.push(node.moduleSpecifier.text);
    } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) {
      const e = node.moduleReference.expression;
      if (ts.isStringLiteral(e)) found.push(e.text);
    } else if (
      ts.isCallExpression(node) &&
      (node.expression.kind === ts.SyntaxKind.ImportKeyword ||
        (ts.isIdentifier(node.expression) && node.expression.text === 'require')) &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      found.push(node.arguments[0].text);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      const literal = node.argument.literal;
      if (ts.isStringLiteral(literal)) found.push(literal.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function resolve(specifier, file) {
  const { resolvedModule } = ts.resolveModuleName(specifier, file, options, ts.sys, cache);
  if (!resolvedModule || resolvedModule.isExternalLibraryImport) return null;
  const target = realpathSync(resolvedModule.resolvedFileName);
  return target.includes(`${path.sep}node_modules${path.sep}`) ? null : target;
}

/** Tarjan's strongly connected components: each with more than one file (or a file importing itself) is a cycle. */
function cycles(graph) {
  let index = 0;
  const indexOf = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  const strong = (v) => {
    indexOf.set(v, index);
    low.set(v, index);
    index += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!indexOf.has(w)) {
        strong(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) {
        low.set(v, Math.min(low.get(v), indexOf.get(w)));
      }
    }
    if (low.get(v) === indexOf.get(v)) {
      const component = [];
      let w;
      do {
        w = stack.pop();
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || graph.get(v)?.has(v)) found.push(component.sort());
    }
  };
  for (const v of graph.keys()) if (!indexOf.has(v)) strong(v);
  return found;
}

/** One shortest circle through the component's first file, to show where to cut. */
function circleThrough(graph, component) {
  const members = new Set(component);
  const start = component[0];
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length) {
    const v = queue.shift();
    for (const w of graph.get(v) ?? []) {
      if (w === start) {
        const circle = [start];
        for (let u = v; u !== start; u = previous.get(u)) circle.splice(1, 0, u);
        return [...circle, start];
      }
      if (members.has(w) && !previous.has(w)) {
        previous.set(w, v);
        queue.push(w);
      }
    }
  }
  return component;
}

export function findCycles(folders) {
  const graph = new Map();
  const files = folders.flatMap((f) => (existsSync(f) ? [...walk(realpathSync(f))] : []));
  for (const file of files) graph.set(file, new Set());
  for (const file of files) {
    for (const specifier of specifiers(file)) {
      const target = resolve(specifier, file);
      if (target && graph.has(target)) graph.get(file).add(target);
    }
  }
  return {
    files: files.length,
    cycles: cycles(graph).map((c) => ({ files: c, circle: circleThrough(graph, c) })),
  };
}

if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const folders = (args.length ? args : defaultFolders).map((f) => path.resolve(root, f));
  const result = findCycles(folders);
  const rel = (f) => path.relative(root, f);
  if (result.cycles.length === 0) process.exit(0);
  console.error(
    `Import cycles (${result.cycles.length}) among ${result.files} files; cut each one (CONTRIBUTING.md):`,
  );
  for (const { files, circle } of result.cycles) {
    console.error(`\n  ${circle.map(rel).join('\n    -> ')}`);
    if (files.length > circle.length - 1)
      console.error(`  (${files.length} files in this circle: ${files.map(rel).join(', ')})`);
  }
  process.exit(1);
}
