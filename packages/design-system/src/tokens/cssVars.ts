/** A nested object whose leaves are CSS values (a theme) or `var(--…)` references (the tokens). */
export type TokenTree = { readonly [key: string]: string | TokenTree };

/** The same shape as `T`, every leaf replaced by its `var(--q-…)` reference. */
export type VarRefs<T> = { readonly [K in keyof T]: T[K] extends string ? string : VarRefs<T[K]> };

export interface TokenEntry {
  /** Keys from the root, e.g. `['color', 'action', 'primary']`. */
  path: string[];
  value: string;
}

const prefix = 'q';
const kebab = (key: string) => key.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

/** `['color', 'action', 'primaryHover']` → `--q-color-action-primary-hover`. */
export const cssVarName = (path: readonly string[]) => `--${[prefix, ...path.map(kebab)].join('-')}`;

/** Every leaf of `tree`, depth first, in declaration order. */
export function flattenTokens(tree: TokenTree, base: string[] = []): TokenEntry[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [{ path: [...base, key], value }] : flattenTokens(value, [...base, key]),
  );
}

/** Maps a shape to its variable references: `{ color: { action: { primary: 'var(--q-color-action-primary)' } } }`. */
export function toVarRefs<T extends TokenTree>(shape: T, base: string[] = []): VarRefs<T> {
  return Object.fromEntries(
    Object.entries(shape).map(([key, value]) => [
      key,
      typeof value === 'string' ? `var(${cssVarName([...base, key])})` : toVarRefs(value, [...base, key]),
    ]),
  ) as VarRefs<T>;
}

/** The custom-property declarations for a theme's values: `--q-color-action-primary: #1D4ED8;` one per line. */
export function toDeclarations(values: TokenTree, base: string[] = []): string {
  return flattenTokens(values, base)
    .map(({ path, value }) => `${cssVarName(path)}: ${value};`)
    .join('\n');
}
