import { toVarRefs } from './cssVars';
import { light } from './themes/light';

/**
 * Semantic and component tokens as CSS variable references, e.g.
 * `tokens.color.action.primary === 'var(--q-color-action-primary)'`. Interpolate them in styled-components;
 * the active theme (a `data-theme` attribute) supplies the values. The shape is read from the default theme,
 * which the `Theme` type makes identical to every other theme's.
 */
export const tokens = toVarRefs(light);

export type Tokens = typeof tokens;
