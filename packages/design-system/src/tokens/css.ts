import { cssVarName, flattenTokens, toDeclarations } from './cssVars';
import { defaultTheme, themes } from './themes';

/**
 * The stylesheet that defines every token: one block per theme (`[data-theme='name']`, the default also on
 * `:root`), then every motion duration set to 0ms for readers who ask for reduced motion.
 */
export function themeCss(): string {
  const blocks = Object.entries(themes).map(([name, values]) => {
    const selector = name === defaultTheme ? `:root, [data-theme='${name}']` : `[data-theme='${name}']`;
    return `${selector} {\n${toDeclarations(values)}\n}`;
  });
  const still = flattenTokens(themes[defaultTheme].motion.duration, ['motion', 'duration'])
    .map(({ path }) => `${cssVarName(path)}: 0ms;`)
    .join('\n');
  return [...blocks, `@media (prefers-reduced-motion: reduce) {\n:root, [data-theme] {\n${still}\n}\n}`].join(
    '\n',
  );
}
