import type { Theme } from '../theme';
import { light } from './light';

/** Every theme by name. Adding a theme: write `themes/<name>.ts` exporting a `Theme`, then list it here. */
export const themes = { light } satisfies Record<string, Theme>;

export type ThemeName = keyof typeof themes;

/** Applied on `:root`, so pages without a `data-theme` attribute get it too. */
export const defaultTheme: ThemeName = 'light';

export { light };
