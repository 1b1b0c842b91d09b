import type { ComponentType } from 'react';
import type { RichTextProps } from './rich-text-props';

/** What the KaTeX module offers the engine. */
export interface MathRenderer {
  /** Renders the formulas in the text nodes under `root` (sanitized nodes, not yet in the page). */
  renderMathIn(root: Node): void;
}

/**
 * The RichText modules that have loaded, filled in by each module when it evaluates (by `import()` in the app,
 * or statically by a story). Once the engine is here, RichText renders it directly instead of suspending: the
 * first RichText shows a skeleton, later ones (and state sheets that import the engine) draw at once.
 * This file imports nothing at runtime, so it costs the main bundle nothing.
 */
export const loadedRichText: { engine?: ComponentType<RichTextProps>; math?: MathRenderer } = {};
