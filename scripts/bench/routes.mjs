// Which lazy modules each route loads, read from the learner's route table (apps/learner/src/app/screens.ts and
// routes/paths.ts) with the TypeScript parser, so a new screen is measured without editing the bench.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const parse = (file) =>
  ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);

/** `x as const satisfies T` → `x`. */
function unwrap(node) {
  let current = node;
  while (
    ts.isAsExpression(current) ||
    ts.isSatisfiesExpression(current) ||
    ts.isParenthesizedExpression(current)
  )
    current = current.expression;
  return current;
}

/** Top-level `const name = …` initializers of a file, by name. */
function constants(source) {
  const found = new Map();
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations)
      if (ts.isIdentifier(declaration.name) && declaration.initializer)
        found.set(declaration.name.text, unwrap(declaration.initializer));
  }
  return found;
}

const propertyName = (property) =>
  ts.isIdentifier(property.name) || ts.isStringLiteral(property.name) ? property.name.text : null;

/** The module a screen declaration imports lazily (`{ lazy: () => import('x') }` → 'x'), or null if eager. */
function lazyImport(node, consts) {
  const declaration = ts.isIdentifier(node) ? consts.get(node.text) : unwrap(node);
  if (!declaration || !ts.isObjectLiteralExpression(declaration)) return null;
  let specifier = null;
  const visit = (child) => {
    if (
      ts.isCallExpression(child) &&
      child.expression.kind === ts.SyntaxKind.ImportKeyword &&
      ts.isStringLiteral(child.arguments[0])
    )
      specifier = child.arguments[0].text;
    else ts.forEachChild(child, visit);
  };
  const lazy = declaration.properties.find((p) => ts.isPropertyAssignment(p) && propertyName(p) === 'lazy');
  if (lazy) visit(lazy);
  return specifier;
}

/** `{ key: value }` object literal of a constant, as [key, value node] pairs. */
function entries(consts, name) {
  const object = consts.get(name);
  if (!object || !ts.isObjectLiteralExpression(object)) throw new Error(`no object literal named ${name}`);
  return object.properties.flatMap((p) => {
    if (ts.isPropertyAssignment(p)) return [[propertyName(p), p.initializer]];
    // `{ signIn }`: the value is the constant of the same name.
    if (ts.isShorthandPropertyAssignment(p)) return [[p.name.text, p.name]];
    return [];
  });
}

/**
 * The learner's routes with a screen, in route-table order: key, path, whether a visitor may open it, and the source files (relative to the
 * app root, as the Vite manifest names them) of the lazy modules that load with it — the home shell first for
 * /home and its children.
 * @param {string} appRoot absolute path of apps/learner
 * @returns {{ key: string, path: string, public: boolean, modules: string[] }[]}
 */
export function learnerRoutes(appRoot) {
  const screensFile = path.join(appRoot, 'src/app/screens.ts');
  const pathsFile = path.join(appRoot, 'src/routes/paths.ts');
  const screenConsts = constants(parse(screensFile));
  const pathConsts = constants(parse(pathsFile));

  const toManifestKey = (specifier) => {
    const absolute = path.resolve(path.dirname(screensFile), specifier);
    const candidates = ['.tsx', '.ts'].map((ext) => `${absolute}${ext}`);
    const found = candidates.find((file) => existsSync(file));
    if (!found) throw new Error(`cannot find the screen module ${specifier}`);
    return path.relative(appRoot, found).split(path.sep).join('/');
  };

  const routePaths = new Map(
    entries(pathConsts, 'paths').map(([key, call]) => {
      const literal = ts.isCallExpression(call) ? call.arguments[0] : null;
      if (!literal || !ts.isStringLiteral(literal)) throw new Error(`paths.${key} is not route('…', …)`);
      const access = call.arguments[1];
      return [
        key,
        {
          path: literal.text,
          public: Boolean(access && ts.isIdentifier(access) && access.text === 'PUBLIC'),
        },
      ];
    }),
  );
  const homeChildren = stringArray(pathConsts, 'homeChildKeys');
  const shell = entries(screenConsts, 'layouts').find(([key]) => key === 'homeShell');
  const shellModule = shell ? lazyImport(shell[1], screenConsts) : null;

  const screens = new Map(entries(screenConsts, 'screens'));
  return [...routePaths.entries()]
    .filter(([key]) => screens.has(key))
    .map(([key, route]) => {
      const modules = [];
      if (shellModule && (key === 'home' || homeChildren.includes(key)))
        modules.push(toManifestKey(shellModule));
      const own = lazyImport(screens.get(key), screenConsts);
      if (own) modules.push(toManifestKey(own));
      return { key, path: route.path, public: route.public, modules };
    });
}

/** The string elements of an array-literal constant. */
function stringArray(all, name) {
  const array = all.get(name);
  if (!array || !ts.isArrayLiteralExpression(array)) throw new Error(`no array literal named ${name}`);
  return array.elements.filter(ts.isStringLiteral).map((element) => element.text);
}
